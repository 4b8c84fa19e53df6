import { SessionSyncRequestSchema, type SubscriptionStatus } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { currentUser, optionalUser, requireUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import type { AppRouter } from './router';

/**
 * POST /api/auth/session-sync answers for the token's user only (the e-mail and customer id
 * in the body are caches of the client, never trusted). POST /api/auth/signout ends the
 * caller's auth session when the token still has one.
 */
export function registerAuthSyncRoutes(router: AppRouter, deps: AppDeps): void {
  router.post(
    '/api/auth/session-sync',
    requireUser(deps),
    validate(SessionSyncRequestSchema),
    async (ctx) => {
      const user = currentUser(ctx);
      if (!deps.embeddedAuth && user.email) {
        // Hosted auth: remember the user locally (admin lists, account deletion).
        await deps.db.kysely
          .insertInto('users')
          .values({ id: user.id, email: user.email.toLowerCase(), password_hash: null })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      const status: SubscriptionStatus = await deps.billing.statusFor(user);
      ctx.body = status;
    },
  );

  router.post('/api/auth/signout', optionalUser(deps), async (ctx) => {
    const user = ctx.state.user;
    if (user?.sessionId && deps.embeddedAuth) {
      await deps.db.kysely
        .deleteFrom('auth_sessions')
        .where('id', '=', user.sessionId)
        .where('user_id', '=', user.id)
        .execute();
    }
    ctx.body = { ok: true };
  });
}
