import type { Tier } from '@staffplan/core';
import { TIERS } from '@staffplan/core';

/** The counters a generation is checked against. */
export interface UsageSnapshot {
  tier: Tier;
  plansUsed: number;
  weightedTokens: number;
  tokenLimit: number;
  /** When the counters start again (the end of the billing period). */
  resetDate: Date;
}

export type LimitVerdict =
  | { ok: true }
  | { ok: false; kind: 'plans' | 'tokens'; message: string; extra: Record<string, unknown> };

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Checks the monthly plan count of the tier and the weighted-token limit before a generation.
 * @example
 * checkGenerationLimits({ tier: 'basic', plansUsed: 30, weightedTokens: 0, tokenLimit: DEFAULT_TOKEN_LIMIT, resetDate })
 * // { ok: false, kind: 'plans', ... }
 */
export function checkGenerationLimits(usage: UsageSnapshot): LimitVerdict {
  const tier = TIERS[usage.tier];
  const extra = {
    tier: usage.tier,
    tierName: tier.name,
    resetDate: usage.resetDate.toISOString(),
    plansUsed: usage.plansUsed,
    planLimit: tier.plansPerMonth,
    weightedTokens: usage.weightedTokens,
    tokenLimit: usage.tokenLimit,
  };
  if (usage.plansUsed >= tier.plansPerMonth) {
    return {
      ok: false,
      kind: 'plans',
      message: `Monthly plan limit reached: the ${tier.name} plan includes ${tier.plansPerMonth} plans a month and you have generated ${usage.plansUsed}. Your limit resets on ${day(usage.resetDate)}.`,
      extra: { ...extra, limitKind: 'plans' },
    };
  }
  return checkTokenLimit(usage, extra);
}

/** The weighted-token limit alone (chat is metered by tokens, not by plans). */
export function checkTokenLimit(usage: UsageSnapshot, extra: Record<string, unknown> = {}): LimitVerdict {
  if (usage.weightedTokens < usage.tokenLimit) return { ok: true };
  const tier = TIERS[usage.tier];
  const used = usage.weightedTokens.toLocaleString('en-US');
  const limit = usage.tokenLimit.toLocaleString('en-US');
  return {
    ok: false,
    kind: 'tokens',
    message: `Monthly token limit exceeded: ${used} of ${limit} weighted tokens used on the ${tier.name} plan. Your limit resets on ${day(usage.resetDate)}.`,
    extra: {
      tier: usage.tier,
      tierName: tier.name,
      resetDate: usage.resetDate.toISOString(),
      weightedTokens: usage.weightedTokens,
      tokenLimit: usage.tokenLimit,
      ...extra,
      limitKind: 'tokens',
    },
  };
}
