import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../config/index';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import type { Mailer } from '../types';
import { gotrue } from './gotrue-error';
import { sha256 } from './sessions';

export type FlowKind = 'signup' | 'recovery';

const LINK_LIFETIME_MS: Record<FlowKind, number> = { signup: 24 * 3600_000, recovery: 3600_000 };
const CODE_LIFETIME_MS = 10 * 60_000;

export interface FlowDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: () => Date;
}

/**
 * Where e-mail links may send the browser: our own host or a configured CORS origin (no open
 * redirects). Anything else falls back to the page of the flow on our host.
 */
export function safeRedirect(config: Config, wanted: unknown, kind: FlowKind): string {
  const fallback = `${config.publicUrl}${kind === 'signup' ? '/pricing' : '/reset-password'}`;
  if (typeof wanted !== 'string' || wanted === '') return fallback;
  try {
    const url = new URL(wanted);
    const allowed = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
    return allowed.has(url.origin) ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

function challengeOf(body: Record<string, unknown>): { challenge: string | null; method: string | null } {
  const challenge =
    typeof body.code_challenge === 'string' && body.code_challenge !== '' ? body.code_challenge : null;
  const method =
    challenge && typeof body.code_challenge_method === 'string'
      ? body.code_challenge_method.toLowerCase()
      : null;
  if (challenge && method !== 's256' && method !== 'plain')
    throw gotrue.validation('Unsupported code challenge method');
  return { challenge, method };
}

const SUBJECTS: Record<FlowKind, string> = {
  signup: 'Confirm your StaffPlan account',
  recovery: 'Reset your StaffPlan password',
};

/** Starts a confirmation or recovery flow and e-mails its link. */
export async function startEmailFlow(
  deps: FlowDeps,
  user: UserRow,
  kind: FlowKind,
  redirectTo: unknown,
  body: Record<string, unknown>,
): Promise<void> {
  const { challenge, method } = challengeOf(body);
  const token = randomBytes(24).toString('base64url');
  const redirect = safeRedirect(deps.config, redirectTo, kind);
  const now = deps.clock();
  await deps.db.kysely
    .insertInto('auth_flows')
    .values({
      user_id: user.id,
      kind,
      token_hash: sha256(token),
      redirect_to: redirect,
      code_challenge: challenge,
      code_challenge_method: method,
      auth_code: null,
      created_at: now,
    })
    .execute();
  await deps.db.kysely
    .updateTable('users')
    .set(kind === 'signup' ? { confirmation_sent_at: now } : { recovery_sent_at: now })
    .where('id', '=', user.id)
    .execute();
  const link = `${deps.config.publicUrl}/auth/v1/verify?token=${token}&type=${kind}&redirect_to=${encodeURIComponent(redirect)}`;
  const text =
    kind === 'signup'
      ? `Welcome to StaffPlan.\n\nConfirm your e-mail address by opening this link:\n${link}\n\nIf you did not sign up, ignore this message.`
      : `Someone asked to reset the password of your StaffPlan account.\n\nChoose a new password here:\n${link}\n\nThe link works for one hour. If it was not you, ignore this message.`;
  await deps.mailer.send({ to: user.email, subject: SUBJECTS[kind], text, links: [link] });
}

export type VerifyOutcome =
  | { kind: 'code'; redirectTo: string; code: string; type: FlowKind }
  | { kind: 'session'; redirectTo: string; user: UserRow; type: FlowKind }
  | { kind: 'invalid'; redirectTo: string };

/** Consumes an e-mail link: confirms the address and hands back a PKCE code or a session. */
export async function consumeEmailLink(
  deps: FlowDeps,
  token: unknown,
  type: unknown,
  redirectTo: unknown,
): Promise<VerifyOutcome> {
  const kind: FlowKind = type === 'recovery' ? 'recovery' : 'signup';
  const fallbackRedirect = safeRedirect(deps.config, redirectTo, kind);
  if (typeof token !== 'string' || token === '') return { kind: 'invalid', redirectTo: fallbackRedirect };
  const now = deps.clock();
  const flow = await deps.db.kysely
    .updateTable('auth_flows')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - LINK_LIFETIME_MS[kind]))
    .returningAll()
    .executeTakeFirst();
  if (!flow) return { kind: 'invalid', redirectTo: fallbackRedirect };
  const redirect = flow.redirect_to ?? fallbackRedirect;
  const user = await deps.db.kysely
    .updateTable('users')
    .set(kind === 'signup' ? { email_confirmed_at: now, updated_at: now } : { updated_at: now })
    .where('id', '=', flow.user_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (kind === 'recovery' && user.email_confirmed_at === null) {
    // Receiving the recovery mail proves the address too.
    await deps.db.kysely
      .updateTable('users')
      .set({ email_confirmed_at: now })
      .where('id', '=', user.id)
      .execute();
  }
  if (flow.code_challenge) {
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
