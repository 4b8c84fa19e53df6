import { plansRoutes } from '@staffplan/core';
import type { Middleware } from 'koa';
import type { AppDeps } from '../deps';
import { currentUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { planHistory, stepHistory } from '../services/plan-history';
import type { AppRouter } from './router';

/**
 * A plan's version history, undo and redo (plans as documents): kept on the server, so they
 * survive a reload and agree across tabs and the CLI. Owner-scoped like every plan route.
 */
export function registerPlanHistoryRoutes(router: AppRouter, deps: AppDeps, auth: Middleware): void {
  router.get(plansRoutes.versions.path, auth, validate(plansRoutes.versions), async (ctx) => {
    ctx.body = await planHistory(deps.db, currentUser(ctx).id, ctx.input.params.id);
  });

  for (const direction of ['undo', 'redo'] as const) {
    const route = plansRoutes[direction];
    router.post(route.path, auth, validate(route), async (ctx) => {
      const result = await stepHistory(deps.db, currentUser(ctx).id, ctx.input.params.id, direction);
      ctx.set('ETag', `"${result.plan.updated_at}"`);
      ctx.body = result;
    });
  }
}
