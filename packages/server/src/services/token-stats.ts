import { type TokenStats, usagePercent } from '@staffplan/core';
import type { AppDeps } from '../deps';
import type { AuthUser } from '../types';
import { usageByPlan } from './usage';

/** Recent plans the usage dashboard lists. */
const RECENT_PLANS = 10;

/**
 * The answer of GET /api/usage/token-stats: the caller's counters for the current billing
 * month (the calendar month without a subscription), per plan, and the limits.
 * @example
 * ctx.body = await tokenStatsOf(deps, currentUser(ctx));
 */
export async function tokenStatsOf(
  deps: Pick<AppDeps, 'db' | 'billing'>,
  user: AuthUser,
): Promise<TokenStats> {
  const period = await deps.billing.usage(user);
  const totals = period.tokens;
  const [breakdown, recent] = await Promise.all([
    usageByPlan(deps.db, user.id, period.periodStart),
    deps.db.kysely
      .selectFrom('plans')
      .select(['id', 'name', 'created_at'])
      .where('owner_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .limit(RECENT_PLANS)
      .execute(),
  ]);
  const limit = period.tokenLimit;
  return {
    currentMonth: {
      inputTokens: totals.inputTokens,
      outputTokens: totals.outputTokens,
      weightedTokens: totals.weightedTokens,
      percentUsed: limit > 0 ? usagePercent(totals.weightedTokens, limit) : 0,
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
}
