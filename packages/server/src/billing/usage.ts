import { type Tier, TIERS } from '@staffplan/core';
import type { SubscriptionRow } from '../db/schema';
import { type MonthlyUsage, usageSince } from '../services/usage';
import type { Access } from './access';
import type { BillingContext } from './context';
import type { UsageSnapshot } from './limits';
import { calendarMonth } from './period';
import { asTier } from './tiers';

/** The user's counters for the current billing month (token-stats, details, limits). */
export interface BillingUsage {
  hasSubscription: boolean;
  tier: Tier | null;
  periodStart: Date;
  resetDate: Date;
  tokenLimit: number;
  plansUsed: number;
  planLimit: number;
  /** Tokens and generations since periodStart. */
  tokens: MonthlyUsage;
}

/**
 * The month of a subscriber is their billing period; without a subscription it is the
 * calendar month (UTC).
 */
export async function usageOf(
  ctx: BillingContext,
  userId: string,
  current: { row: SubscriptionRow | undefined; access: Access; now: Date },
): Promise<BillingUsage> {
  const { row, access, now } = current;
  const month = calendarMonth(now);
  const live = access.kind !== 'none' && row !== undefined;
  const periodStart = (live && row.current_period_start) || month.start;
  const resetDate = (live && row.current_period_end) || month.end;
  const tier = live ? (asTier(row.tier) ?? 'professional') : null;
  return {
    hasSubscription: live,
    tier,
    periodStart,
    resetDate,
    tokenLimit: ctx.config.tokenLimit,
    plansUsed: live ? row.plans_used_this_period : 0,
    planLimit: tier ? TIERS[tier].plansPerMonth : 0,
    tokens: await usageSince(ctx.db.kysely, userId, periodStart),
  };
}

export function snapshotOf(usage: BillingUsage): UsageSnapshot {
  return {
    tier: usage.tier ?? 'professional',
    plansUsed: usage.plansUsed,
    weightedTokens: usage.tokens.weightedTokens,
    tokenLimit: usage.tokenLimit,
    resetDate: usage.resetDate,
  };
}
