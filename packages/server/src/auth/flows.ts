import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../config/index';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import type { Mailer } from '../types';
import { type Challenge, type FlowKind, flowKindOf, safeRedirect } from './flow-input';
import { gotrue } from './gotrue-error';
import { flowMail } from './mail-texts';
import { sha256 } from './sessions';

export type { FlowKind } from './flow-input';

const LINK_LIFETIME_MS: Record<FlowKind, number> = {
  signup: 24 * 3600_000,
  recovery: 3600_000,
  email_change: 24 * 3600_000,
};
const CODE_LIFETIME_MS = 10 * 60_000;

export interface FlowDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: () => Date;
}

/**
 * Starts a confirmation, recovery or e-mail change flow and mails its link (to the new
 * address for a change). Nothing earlier is invalidated: an older link of the owner's stays
 * valid whoever asked for the new one.
 */
export async function startEmailFlow(
  deps: FlowDeps,
  user: UserRow,
  kind: FlowKind,
  redirectTo: unknown,
  pkce: Challenge,
  newEmail?: string,
): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  const redirect = safeRedirect(deps.config, redirectTo, kind);
  const now = deps.clock();
  await deps.db.kysely
    .insertInto('auth_flows')
    .values({
      user_id: user.id,
      kind,
      token_hash: sha256(token),
      new_email: newEmail ?? null,
      redirect_to: redirect,
      code_challenge: pkce.challenge,
      code_challenge_method: pkce.method,
      auth_code: null,
      created_at: now,
    })
    .execute();
  const sent =
    kind === 'signup'
      ? { confirmation_sent_at: now }
      : kind === 'recovery'
        ? { recovery_sent_at: now }
        : { email_change: newEmail ?? null, email_change_sent_at: now };
  await deps.db.kysely.updateTable('users').set(sent).where('id', '=', user.id).execute();
  const link = `${deps.config.publicUrl}/auth/v1/verify?token=${token}&type=${kind}&redirect_to=${encodeURIComponent(redirect)}`;
  const { subject, text } = flowMail(kind, link);
  await deps.mailer.send({ to: newEmail ?? user.email, subject, text, links: [link] });
}

export type VerifyOutcome =
  | { kind: 'code'; redirectTo: string; code: string; type: FlowKind }
  | { kind: 'changed'; redirectTo: string }
  | { kind: 'session'; redirectTo: string; user: UserRow; type: FlowKind }
  | { kind: 'invalid'; redirectTo: string };

/** What the confirmed flow changes on the user: the address for a change, else its proof. */
function confirmedChanges(user: UserRow, kind: FlowKind, newEmail: string | null, now: Date) {
  if (kind === 'email_change' && newEmail)
    return { email: newEmail, email_change: null, email_change_sent_at: null, email_confirmed_at: now };
  // Receiving a sign-up or recovery mail proves the address.
  return { email_confirmed_at: user.email_confirmed_at ?? now };
}

/**
 * Consumes an e-mail link (GET /verify's token, POST /verify's token_hash): confirms the
 * address or applies the e-mail change, and hands back a PKCE code or a session.
 */
export async function consumeEmailLink(
  deps: FlowDeps,
  token: unknown,
  type: unknown,
  redirectTo: unknown,
  /** false for POST /verify (verifyOtp), which answers a session even for a PKCE flow. */
  pkce = true,
): Promise<VerifyOutcome> {
  const kind = flowKindOf(type) ?? 'signup';
  const fallbackRedirect = safeRedirect(deps.config, redirectTo, kind);
  if (typeof token !== 'string' || token === '' || !flowKindOf(type))
    return { kind: 'invalid', redirectTo: fallbackRedirect };
  const now = deps.clock();
  const outcome = await deps.db.kysely.transaction().execute(async (trx) => {
    const flow = await trx
      .updateTable('auth_flows')
      .set({ used_at: now })
      .where('token_hash', '=', sha256(token))
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('created_at', '>', new Date(now.getTime() - LINK_LIFETIME_MS[kind]))
      .returningAll()
      .executeTakeFirst();
    if (!flow) return undefined;
    const current = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', flow.user_id)
      .executeTakeFirstOrThrow();
    // An address taken by another account meanwhile is not moved onto this one.
    if (kind === 'email_change' && flow.new_email) {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', flow.new_email)
        .executeTakeFirst();
      if (taken) return undefined;
    }
    const user = await trx
      .updateTable('users')
      .set({ ...confirmedChanges(current, kind, flow.new_email, now), updated_at: now })
      .where('id', '=', flow.user_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { flow, user };
  });
  if (!outcome) return { kind: 'invalid', redirectTo: fallbackRedirect };
  const { flow, user } = outcome;
  const redirect = flow.redirect_to ?? fallbackRedirect;
  // supabase-js drops its PKCE verifier as soon as updateUser({email}) saves the session, so a
  // code could never be exchanged: the change is applied and the page told so; the app's
  // session (refreshed or re-read with getUser) carries the new address.
  if (kind === 'email_change' && flow.code_challenge && pkce)
    return { kind: 'changed', redirectTo: redirect };
  if (flow.code_challenge && pkce) {
    const code = randomUUID();
    await deps.db.kysely
      .updateTable('auth_flows')
      .set({ auth_code: code })
      .where('id', '=', flow.id)
      .execute();
    return { kind: 'code', redirectTo: redirect, code, type: kind };
  }
  return { kind: 'session', redirectTo: redirect, user, type: kind };
}

/** grant_type=pkce: trades the code from the e-mail link and the verifier for the user. */
export async function exchangeCode(deps: FlowDeps, authCode: unknown, verifier: unknown): Promise<UserRow> {
  if (typeof authCode !== 'string' || typeof verifier !== 'string' || authCode === '' || verifier === '') {
    throw gotrue.validation('invalid request: both auth code and code verifier should be non-empty');
  }
  const now = deps.clock();
  // One attempt per code, success or not (as GoTrue).
  const flow = await deps.db.kysely
    .updateTable('auth_flows')
    .set({ code_used_at: now })
    .where('auth_code', '=', authCode)
    .where('code_used_at', 'is', null)
    .where('used_at', '>', new Date(now.getTime() - CODE_LIFETIME_MS))
    .returningAll()
    .executeTakeFirst();
  if (!flow?.code_challenge) throw gotrue.flowStateNotFound();
  const computed =
    flow.code_challenge_method === 'plain'
      ? verifier
      : createHash('sha256').update(verifier).digest('base64url');
  if (computed !== flow.code_challenge) throw gotrue.badCodeVerifier();
  const user = await deps.db.kysely
    .selectFrom('users')
    .selectAll()
    .where('id', '=', flow.user_id)
    .executeTakeFirst();
  if (!user) throw gotrue.flowStateNotFound();
  return user;
}
