import type { TokenStats } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { monthlyUsage, usageByPlan } from '../services/usage';
import type { AppRouter } from './router';

/** GET /api/usage/token-stats: the caller's real counters for the current billing month. */
export function registerUsageRoutes(router: AppRouter, deps: AppDeps): void {
  router.get('/api/usage/token-stats', requireUser(deps), async (ctx) => {
    const user = currentUser(ctx);
    const period = await deps.billing.usage(user);
    const [totals, breakdown, recent] = await Promise.all([
      monthlyUsage(deps.db, user.id, period.periodStart),
      usageByPlan(deps.db, user.id, period.periodStart),
      deps.db.kysely
        .selectFrom('plans')
        .select(['id', 'name', 'created_at'])
        .where('owner_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .limit(10)
        .execute(),
    ]);
    const limit = period.tokenLimit;
    const percentUsed = limit > 0 ? Math.round((totals.weightedTokens / limit) * 10_000) / 100 : 0;
    const body: TokenStats = {
      currentMonth: {
        inputTokens: totals.inputTokens,
        outputTokens: totals.outputTokens,
        weightedTokens: totals.weightedTokens,
        percentUsed,
        limit,
        exceeded: totals.weightedTokens >= limit,
        resetDate: period.resetDate.toISOString(),
        plansGenerated: period.hasSubscription ? period.plansUsed : totals.generations,
        planLimit: period.planLimit,
        estimated: totals.estimated,
      },
      planBreakdown: breakdown,
      recentPlans: recent.map((p) => ({ id: p.id, name: p.name, date: p.created_at.toISOString() })),
      subscription: { tier: period.tier },
    };
    ctx.body = body;
  });
}
