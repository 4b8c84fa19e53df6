import { formatPrice, TIER_ORDER, TIERS, type Tier, type TierInfo } from '@staffplan/core';

/** A pricing card: core's tier (price, struck price, plans a month, features) formatted for display. */
export type PlanCard = TierInfo & { tier: Tier; priceText: string; struckText: string; popular: boolean };

export const PLAN_CARDS: PlanCard[] = TIER_ORDER.map((tier) => ({
  ...TIERS[tier],
  tier,
  priceText: formatPrice(TIERS[tier].price),
  struckText: formatPrice(TIERS[tier].struckPrice),
  popular: tier === 'professional',
}));

/** The display name of a tier ('Professional' when unknown, the default tier). */
export function tierName(tier: string | null | undefined): string {
  return PLAN_CARDS.find((c) => c.tier === tier)?.name ?? TIERS.professional.name;
}
