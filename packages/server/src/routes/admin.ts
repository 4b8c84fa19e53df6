import { adminRoutes } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { currentUser, requireUser } from '../middleware/auth';
import type { AppContext, AppState } from '../middleware/state';
import type { Middleware } from 'koa';
import { validate } from '../middleware/validate';
import type { AppRouter } from './router';

/** 403 unless the caller's e-mail is in ADMIN_EMAILS (what the e-mail contains does not matter). */
function requireAdmin(deps: AppDeps): Middleware<AppState> {
  return async (ctx, next) => {
    if (!deps.billing.isAdmin(currentUser(ctx as AppContext)))
      throw new AppError('forbidden', 'Admin access required');
    await next();
  };
}

/** The admin dashboard's data (docs/architecture.md, Admin is a server role). */
export function registerAdminRoutes(router: AppRouter, deps: AppDeps): void {
  router.get(adminRoutes.overview.path, requireUser(deps), requireAdmin(deps), async (ctx) => {
    ctx.body = await deps.billing.adminOverview();
  });

  const users = adminRoutes.users;
  router.get(users.path, requireUser(deps), requireAdmin(deps), validate(users), async (ctx) => {
    const { page, pageSize } = ctx.input.query;
    ctx.body = await deps.billing.adminUsers(page, pageSize);
  });
}
