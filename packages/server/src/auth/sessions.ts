import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { AUDIENCE } from './embedded-verifier';
import { gotrue } from './gotrue-error';
import type { SigningKey } from './keys';
import { presentUser } from './users';

export const ACCESS_TOKEN_SECONDS = 3600;
/** A revoked refresh token still works this long (parallel tabs refreshing at once). */
export const REUSE_GRACE_MS = 10_000;

export interface SessionDeps {
  db: Db;
  key: SigningKey;
  issuer: string;
  clock: () => Date;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

async function accessToken(
  deps: SessionDeps,
  user: UserRow,
  sessionId: string,
  method: string,
): Promise<string> {
  const now = Math.floor(deps.clock().getTime() / 1000);
  return new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {
      ...user.user_metadata,
      email: user.email,
      email_verified: user.email_confirmed_at !== null,
      sub: user.id,
    },
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: deps.key.kid, typ: 'JWT' })
    .setIssuer(deps.issuer)
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
    .sign(deps.key.privateKey);
}

async function sessionJson(
  deps: SessionDeps,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: string,
) {
  const expiresAt = Math.floor(deps.clock().getTime() / 1000) + ACCESS_TOKEN_SECONDS;
  return {
    access_token: await accessToken(deps, user, sessionId, method),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: presentUser(user),
  };
}

/** Opens a new auth session for the user and returns GoTrue's session JSON. */
export async function openSession(
  deps: SessionDeps,
  user: UserRow,
  meta: { ip: string; userAgent: string; method: string },
) {
  const now = deps.clock();
  const refreshToken = newRefreshToken();
  const session = await deps.db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('auth_sessions')
      .values({ user_id: user.id, ip: meta.ip, user_agent: meta.userAgent.slice(0, 500), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('refresh_tokens')
      .values({ token_hash: sha256(refreshToken), user_id: user.id, session_id: row.id, created_at: now })
      .execute();
    await trx.updateTable('users').set({ last_sign_in_at: now }).where('id', '=', user.id).execute();
    return row;
  });
  return sessionJson(deps, { ...user, last_sign_in_at: now }, session.id, refreshToken, meta.method);
}

/**
 * Rotates a refresh token. A token revoked less than 10 s ago answers with its successor (two
 * tabs refreshing together); an older reuse is treated as theft: the whole session (the
 * token family) is revoked.
 */
export async function refreshSession(deps: SessionDeps, presented: unknown) {
  if (typeof presented !== 'string' || presented === '') throw gotrue.refreshNotFound();
  const now = deps.clock();
  const hash = sha256(presented);
  const outcome = await deps.db.kysely.transaction().execute(async (trx) => {
    const token = await trx
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', hash)
      .forUpdate()
      .executeTakeFirst();
    if (!token) return { kind: 'missing' as const };
    if (token.revoked_at !== null) {
      if (now.getTime() - token.revoked_at.getTime() > REUSE_GRACE_MS) {
        await trx.deleteFrom('auth_sessions').where('id', '=', token.session_id).execute();
        return { kind: 'reused' as const };
      }
      return { kind: 'grace' as const, token };
    }
    const next = newRefreshToken();
    await trx.updateTable('refresh_tokens').set({ revoked_at: now }).where('id', '=', token.id).execute();
    await trx
      .insertInto('refresh_tokens')
      .values({
        token_hash: sha256(next),
        user_id: token.user_id,
        session_id: token.session_id,
        parent_hash: hash,
        created_at: now,
      })
      .execute();
    await trx
      .updateTable('auth_sessions')
      .set({ refreshed_at: now })
      .where('id', '=', token.session_id)
      .execute();
    return { kind: 'rotated' as const, token, next };
  });
  if (outcome.kind === 'missing') throw gotrue.refreshNotFound();
  if (outcome.kind === 'reused') throw gotrue.refreshReused();
  const user = await deps.db.kysely
    .selectFrom('users')
    .selectAll()
    .where('id', '=', outcome.token.user_id)
    .executeTakeFirst();
  if (!user) throw gotrue.refreshNotFound();
  if (outcome.kind === 'rotated')
    return sessionJson(deps, user, outcome.token.session_id, outcome.next, 'password');
  // Grace: mint a fresh successor in the same family instead of revealing the one already issued.
  const successor = newRefreshToken();
  await deps.db.kysely
    .insertInto('refresh_tokens')
    .values({
      token_hash: sha256(successor),
      user_id: user.id,
      session_id: outcome.token.session_id,
      parent_hash: hash,
      created_at: now,
    })
    .execute();
  return sessionJson(deps, user, outcome.token.session_id, successor, 'password');
}

/**
 * Ends every session of the user but `keep` (their refresh tokens go with them, by cascade).
 * @example
 * await signOutOthers({ db }, user.id, currentSessionId);
 */
export async function signOutOthers(deps: { db: Db }, userId: string, keep: string): Promise<void> {
  await deps.db.kysely
    .deleteFrom('auth_sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', keep)
    .execute();
}
