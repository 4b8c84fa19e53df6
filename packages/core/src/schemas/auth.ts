import { z } from 'zod';

/**
 * The signed-in user as the auth service (/auth/v1, GoTrue) returns it: the fields the
 * product reads. Not the server's AuthUser, which is the caller of a verified API token.
 * @example
 * AuthServiceUserSchema.parse({ id: 'u1', email: 'a@b.co', created_at: '2026-11-22T00:00:00Z' })
 */
export const AuthServiceUserSchema = z.looseObject({
  id: z.string(),
  email: z.string().optional(),
  created_at: z.string().optional(),
});
export type AuthServiceUser = z.infer<typeof AuthServiceUserSchema>;

/**
 * A session (docs/product.md, Records): tokens, their expiry and the user.
 * @example
 * SessionSchema.parse({ access_token: 'a', refresh_token: 'r', expires_in: 3600, expires_at: 1790000000, token_type: 'bearer', user: { id: 'u1' } })
 */
export const SessionSchema = z.looseObject({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  expires_at: z.number().optional(),
  token_type: z.string(),
  user: AuthServiceUserSchema,
});
export type Session = z.infer<typeof SessionSchema>;
