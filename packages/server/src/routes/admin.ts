import { z } from 'zod';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { currentUser, requireUser } from '../middleware/auth';
import type { AppContext, AppState } from '../middleware/state';
import type { Middleware } from 'koa';
import type { AppRouter } from './router';

const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** 403 unless the caller's e-mail is in ADMIN_EMAILS (what the e-mail contains does not matter). */
function requireAdmin(deps: AppDeps): Middleware<AppState> {
  return async (ctx, next) => {
    if (!deps.billing.isAdmin(currentUser(ctx as AppContext)))
      throw new AppError('forbidden', 'Admin access required');
    await next();
  };
}

/** The admin dashboard's data (DESIGN decision 5). */
export function registerAdminRoutes(router: AppRouter, deps: AppDeps): void {
  router.get('/api/admin/overview', requireUser(deps), requireAdmin(deps), async (ctx) => {
    ctx.body = await deps.billing.adminOverview();
  });

  router.get('/api/admin/users', requireUser(deps), requireAdmin(deps), async (ctx) => {
    const query = PageQuery.safeParse(ctx.query);
    if (!query.success)
      throw new AppError('bad_request', `Invalid paging: ${query.error.issues[0]?.message ?? ''}`);
    ctx.body = await deps.billing.adminUsers(query.data.page, query.data.pageSize);
  });
}
