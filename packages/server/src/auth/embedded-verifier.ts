import { errors, type JWTPayload, jwtVerify } from 'jose';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/connect';
import type { AuthUser, TokenVerifier } from '../types';
import type { SigningKey } from './keys';

export const AUDIENCE = 'authenticated';

/**
 * Checks an embedded access token's JWT: ES256 with our key, our audience and issuer, not
 * expired at `clock()`, and carrying exp, sub and session_id (a token without an expiry would
 * work forever). Rejects with jose's error when a check fails; the session is not looked at.
 */
export async function verifyAccessJwt(
  token: string,
  deps: { key: SigningKey; issuer: string; clock: () => Date },
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, deps.key.publicKey, {
    algorithms: ['ES256'],
    audience: AUDIENCE,
    issuer: deps.issuer,
    currentDate: deps.clock(),
    requiredClaims: ['exp', 'sub', 'session_id'],
  });
  return payload;
}

/**
 * Verifies the embedded auth's access tokens: ES256 only, our key, audience, expiry, and the
 * session still open (sign-out and account deletion end access at once).
 */
export function createEmbeddedVerifier(deps: {
  db: Db;
  key: SigningKey;
  issuer: string;
  clock: () => Date;
  changes: ChangeFeed;
}): TokenVerifier {
  const alive = new SessionCache(deps.changes);
  // Signatures already checked, by exact token string (any altered byte misses); expiry is
  // still checked on every use.
  const verified = new Map<string, { user: AuthUser & { sessionId: string }; exp: number }>();
  const check = async (token: string) => {
    const known = verified.get(token);
    if (known) return known.exp * 1000 > deps.clock().getTime() ? known.user : null;
    const payload = await verifyAccessJwt(token, deps);
    const sessionId = typeof payload.session_id === 'string' ? payload.session_id : null;
    if (!payload.sub || !sessionId || payload.exp === undefined) return null;
    const user = { id: payload.sub, email: String(payload.email ?? ''), sessionId };
    if (verified.size >= 10_000) verified.clear();
    verified.set(token, { user, exp: payload.exp });
    return user;
  };
  return {
    async verifyAccessToken(token: string): Promise<AuthUser | null> {
      try {
        const user = await check(token);
        if (!user) return null;
        const { sessionId } = user;
        if (alive.has(sessionId, user.id)) return user;
        const epoch = alive.epoch;
        const session = await deps.db.kysely
          .selectFrom('auth_sessions')
          .select('id')
          .where('id', '=', sessionId)
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        if (!session) return null;
        alive.add(sessionId, user.id, epoch);
        return user;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/**
 * Sessions known to be open, on the embedded database only (its change feed is exact): an
 * ended session is announced before the DELETE returns. A lookup that raced a deletion is
 * not cached (epoch check). Bounded and short-lived anyway.
 */
class SessionCache {
  readonly #open = new Map<string, { userId: string; until: number }>();
  epoch = 0;

  constructor(private readonly changes: ChangeFeed) {
    changes.on('auth_sessions', (id) => {
      this.#open.delete(id);
      this.epoch += 1;
    });
  }

  has(sessionId: string, userId: string): boolean {
    const entry = this.#open.get(sessionId);
    return entry !== undefined && entry.userId === userId && entry.until > Date.now();
  }

  add(sessionId: string, userId: string, epoch: number): void {
    if (!this.changes.exact || epoch !== this.epoch) return;
    if (this.#open.size >= 10_000) this.#open.clear();
    this.#open.set(sessionId, { userId, until: Date.now() + 60_000 });
  }
}
