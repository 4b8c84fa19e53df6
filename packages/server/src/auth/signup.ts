import type { AppContext } from '../middleware/state';
import { challengeOf } from './flow-input';
import { startEmailFlow } from './flows';
import { gotrue } from './gotrue-error';
import { SIGNUP_ATTEMPT_MAIL } from './mail-texts';
import { parseMetadata } from './metadata';
import { assertStrongPassword, hashPassword } from './passwords';
import { type AuthRouteDeps, bodyOf } from './route-deps';
import { normalizeEmail, obfuscatedUser, presentUser } from './users';

/**
 * POST /signup as GoTrue with confirmations on. A new address gets an account and a
 * confirmation mail. An address that already has an account gets the same 200 with an
 * obfuscated user (no identities), and its owner a mail: a new confirmation link while the
 * account is unconfirmed, a notice otherwise. Nothing of the owner's (password, metadata,
 * earlier links) changes.
 */
export async function signUp(deps: AuthRouteDeps, ctx: AppContext): Promise<Record<string, unknown>> {
  const body = bodyOf(ctx);
  if (body.email === undefined && body.phone === undefined) throw gotrue.anonymousDisabled();
  if (body.email === undefined) throw gotrue.phoneDisabled();
  const email = normalizeEmail(body.email);
  deps.limit(ctx, email);
  if (!email) throw gotrue.validation('Unable to validate email address: invalid format');
  assertStrongPassword(body.password);
  const metadata = parseMetadata(body.data) ?? {};
  const pkce = challengeOf(body);
  const { db, clock, config, mailer } = deps.app;
  // Hashed whether or not the address is taken: both answers cost the same.
  const passwordHash = await hashPassword(body.password, config.passwordHash);
  const now = clock();
  const created = await db.kysely
    .insertInto('users')
    .values({
      email,
      password_hash: passwordHash,
      user_metadata: JSON.stringify(metadata),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (created) {
    await startEmailFlow(deps.flow, created, 'signup', ctx.query.redirect_to, pkce);
    const fresh = await db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    return presentUser(fresh);
  }
  const owner = await db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  if (owner && !owner.email_confirmed_at) {
    await startEmailFlow(deps.flow, owner, 'signup', ctx.query.redirect_to, pkce);
  } else if (owner) {
    await mailer.send({ to: owner.email, ...SIGNUP_ATTEMPT_MAIL, links: [] });
  }
  return obfuscatedUser(email, now);
}
