import type { UserRow } from '../db/schema';
import { bearerToken } from '../middleware/auth';
import type { AppContext } from '../middleware/state';
import { verifyAccessJwt } from './embedded-verifier';
import { gotrue } from './gotrue-error';
import type { SessionDeps } from './sessions';

/** The user and session behind a /auth/v1 call's bearer token, with GoTrue's error codes. */
export async function requestUser(
  deps: SessionDeps,
  ctx: AppContext,
): Promise<{ user: UserRow; sessionId: string }> {
  const token = bearerToken(ctx);
  if (!token) throw gotrue.noAuthorization();
  let sub: string | undefined;
  let sessionId: unknown;
  try {
    const payload = await verifyAccessJwt(token, deps);
    sub = payload.sub;
    sessionId = payload.session_id;
  } catch (error) {
    throw gotrue.badJwt(error instanceof Error ? error.message : 'invalid token');
  }
  if (!sub || typeof sessionId !== 'string') throw gotrue.badJwt('missing sub or session_id claim');
  const row = await deps.db.kysely
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .selectAll('users')
    .where('auth_sessions.id', '=', sessionId)
    .where('users.id', '=', sub)
    .executeTakeFirst();
  if (!row) throw gotrue.sessionNotFound();
  return { user: row, sessionId };
}
