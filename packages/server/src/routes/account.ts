import { accountRoutes } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { deleteAccount } from '../services/account';
import type { AppRouter } from './router';

/** DELETE /api/account: every row of the caller, in one transaction; their sessions end. */
export function registerAccountRoutes(router: AppRouter, deps: AppDeps): void {
  router.delete(accountRoutes.delete.path, requireUser(deps), async (ctx) => {
    const user = currentUser(ctx);
    const removed = await deleteAccount(deps.db, user.id);
    deps.logger.info({ userId: user.id, removed }, 'account deleted');
    ctx.body = { ok: true, deleted: true };
  });
}
