import type { Db } from '../db/connect';
import type { AuthUser } from '../types';

/**
 * Hosted auth keeps its users elsewhere: remember the token's user locally (admin lists and
 * account deletion read the users table). Nothing changes when the user is known already.
 * @example
 * if (!deps.embeddedAuth) await rememberHostedUser(deps.db, user);
 */
export async function rememberHostedUser(db: Db, user: AuthUser): Promise<void> {
  if (!user.email) return;
  await db.kysely
    .insertInto('users')
    .values({ id: user.id, email: user.email.toLowerCase(), password_hash: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Ends the embedded auth session the token belongs to (the caller's own only); tokens
 * without a session end nothing.
 * @example
 * await endAuthSession(deps.db, user);
 */
export async function endAuthSession(db: Db, user: AuthUser): Promise<void> {
  if (!user.sessionId) return;
  await db.kysely
    .deleteFrom('auth_sessions')
    .where('id', '=', user.sessionId)
    .where('user_id', '=', user.id)
    .execute();
}
