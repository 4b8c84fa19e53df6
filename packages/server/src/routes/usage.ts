import { usageRoutes } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { tokenStatsOf } from '../services/token-stats';
import type { AppRouter } from './router';

/** GET /api/usage/token-stats: the caller's real counters for the current billing month. */
export function registerUsageRoutes(router: AppRouter, deps: AppDeps): void {
  router.get(usageRoutes.tokenStats.path, requireUser(deps), async (ctx) => {
    ctx.body = await tokenStatsOf(deps, currentUser(ctx));
  });
}
