import { errors, jwtVerify } from 'jose';
import type { Db } from '../db/connect';
import type { AuthUser, TokenVerifier } from '../types';
import type { SigningKey } from './keys';

export const AUDIENCE = 'authenticated';

/**
 * Verifies the embedded auth's access tokens: ES256 only, our key, audience, expiry, and the
 * session still open (sign-out and account deletion end access at once).
 */
export function createEmbeddedVerifier(deps: {
  db: Db;
  key: SigningKey;
  issuer: string;
  clock: () => Date;
}): TokenVerifier {
  return {
    async verifyAccessToken(token: string): Promise<AuthUser | null> {
      try {
        const { payload } = await jwtVerify(token, deps.key.publicKey, {
          algorithms: ['ES256'],
          audience: AUDIENCE,
          issuer: deps.issuer,
          currentDate: deps.clock(),
        });
        const sessionId = typeof payload.session_id === 'string' ? payload.session_id : null;
        if (!payload.sub || !sessionId) return null;
        const session = await deps.db.kysely
          .selectFrom('auth_sessions')
          .select('id')
          .where('id', '=', sessionId)
          .where('user_id', '=', payload.sub)
          .executeTakeFirst();
        if (!session) return null;
        return { id: payload.sub, email: String(payload.email ?? ''), sessionId };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
