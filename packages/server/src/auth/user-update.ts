import type { AppContext } from '../middleware/state';
import type { UserRow } from '../db/schema';
import { type Challenge, challengeOf } from './flow-input';
import { startEmailFlow } from './flows';
import { GoTrueError, gotrue } from './gotrue-error';
import { emailChangeNotice } from './mail-texts';
import { assertMetadataSize, parseMetadata } from './metadata';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords';
import { type AuthRouteDeps, bodyOf } from './route-deps';
import { requestUser } from './request-user';
import { signOutOthers } from './sessions';
import { normalizeEmail, presentUser } from './users';

/**
 * PUT /user: metadata, password and e-mail, as GoTrue. Everything is checked before anything
 * is written. A new password signs out the other sessions; a new e-mail address is only
 * requested: the change applies when the link mailed to it is opened (type email_change).
 */
export async function updateUser(deps: AuthRouteDeps, ctx: AppContext): Promise<Record<string, unknown>> {
  const { user, sessionId } = await requestUser(deps.session, ctx);
  const { db, clock, config, mailer } = deps.app;
  const body = bodyOf(ctx);
  const data = parseMetadata(body.data);
  const metadata = data ? { ...user.user_metadata, ...data } : undefined;
  if (metadata) assertMetadataSize(metadata);
  const newEmail = body.email === undefined ? undefined : normalizeEmail(body.email);
  if (body.email !== undefined && !newEmail)
    throw gotrue.validation('Unable to validate email address: invalid format');
  const changingEmail = newEmail !== undefined && newEmail !== user.email;
  const pkce = challengeOf(body);
  if (body.password !== undefined) {
    assertStrongPassword(body.password);
    if (await verifyPassword(user.password_hash, body.password, config.passwordHash)) {
      throw new GoTrueError(422, 'same_password', 'New password should be different from the old password.');
    }
  }
  if (changingEmail) {
    deps.limit(ctx, newEmail);
    const taken = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', newEmail)
      .executeTakeFirst();
    if (taken) throw gotrue.emailExists();
  }

  const changes: { password_hash?: string; user_metadata?: string; updated_at: Date } = {
    updated_at: clock(),
  };
  if (typeof body.password === 'string')
    changes.password_hash = await hashPassword(body.password, config.passwordHash);
  if (metadata) changes.user_metadata = JSON.stringify(metadata);
  let updated = await db.kysely
    .updateTable('users')
    .set(changes)
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // As GoTrue: a new password (a change or the end of a recovery) signs out every other
  // session, so whoever knew the old password loses access; this session stays.
  if (changes.password_hash) await signOutOthers(deps.app, user.id, sessionId);
  if (changingEmail) {
    await startEmailChange(deps, updated, newEmail, ctx.query.redirect_to, pkce);
    await mailer.send({ to: user.email, ...emailChangeNotice(newEmail), links: [] });
    updated = await db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
  }
  return presentUser(updated);
}

/**
 * Mails a confirmation link for `newEmail`; the links of earlier requests stop working (only
 * the newest requested address can be confirmed). Also used by POST /resend type=email_change.
 */
export async function startEmailChange(
  deps: AuthRouteDeps,
  user: UserRow,
  newEmail: string,
  redirectTo: unknown,
  pkce: Challenge,
): Promise<void> {
  await deps.app.db.kysely
    .updateTable('auth_flows')
    .set({ used_at: deps.app.clock() })
    .where('user_id', '=', user.id)
    .where('kind', '=', 'email_change')
    .where('used_at', 'is', null)
    .execute();
  await startEmailFlow(deps.flow, user, 'email_change', redirectTo, pkce, newEmail);
}
