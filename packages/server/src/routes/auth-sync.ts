import { authSyncRoutes } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { currentUser, optionalUser, requireUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { endAuthSession, rememberHostedUser } from '../services/session-sync';
import type { AppRouter } from './router';

/**
 * POST /api/auth/session-sync answers for the token's user only (the e-mail and customer id
 * in the body are caches of the client, never trusted). POST /api/auth/signout ends the
 * caller's auth session when the token still has one.
 */
export function registerAuthSyncRoutes(router: AppRouter, deps: AppDeps): void {
  const sync = authSyncRoutes.sessionSync;
  router.post(sync.path, requireUser(deps), validate(sync), async (ctx) => {
    const user = currentUser(ctx);
    if (!deps.embeddedAuth) await rememberHostedUser(deps.db, user);
    ctx.body = await deps.billing.statusFor(user);
  });
  router.post(authSyncRoutes.signout.path, optionalUser(deps), async (ctx) => {
    const user = ctx.state.user;
    if (user && deps.embeddedAuth) await endAuthSession(deps.db, user);
    ctx.body = { ok: true };
  });
}
