import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { AuthUser, TokenVerifier } from '../types';

/**
 * Verifies hosted Supabase Auth tokens: asymmetric keys from its JWKS (ES256/RS256) or the
 * project's HS256 secret, audience 'authenticated', expiry; nothing else is accepted.
 */
export function createHostedVerifier(options: {
  supabaseUrl: string;
  jwksUrl?: string | undefined;
  jwtSecret?: string | undefined;
  clock: () => Date;
}): TokenVerifier {
  const issuer = `${options.supabaseUrl}/auth/v1`;
  const jwks: JWTVerifyGetKey | undefined = options.jwksUrl
    ? createRemoteJWKSet(new URL(options.jwksUrl))
    : undefined;
  const secret = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : undefined;
  return {
    async verifyAccessToken(token: string): Promise<AuthUser | null> {
      try {
        const common = {
          audience: 'authenticated',
          issuer,
          currentDate: options.clock(),
          // A token without an expiry would work forever.
          requiredClaims: ['exp', 'sub'],
        };
        const { payload } = jwks
          ? await jwtVerify(token, jwks, { ...common, algorithms: ['ES256', 'RS256'] })
          : await jwtVerify(token, secret ?? new Uint8Array(), { ...common, algorithms: ['HS256'] });
        if (!payload.sub) return null;
        const sessionId = typeof payload.session_id === 'string' ? payload.session_id : null;
        return { id: payload.sub, email: String(payload.email ?? ''), sessionId };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
