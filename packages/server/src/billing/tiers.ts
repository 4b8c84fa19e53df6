import type { Tier } from '@staffplan/core';

/** What a tier includes (SPEC section 9; DESIGN decision 4: Enterprise is 120 everywhere). */
export interface TierInfo {
  name: string;
  /** Monthly price in cents. */
  priceCents: number;
  plansPerMonth: number;
}

// Interim copy of SPEC section 9 until core's TIERS table lands; then this re-exports it.
export const TIER_TABLE: Record<Tier, TierInfo> = {
  basic: { name: 'Basic', priceCents: 4999, plansPerMonth: 30 },
  professional: { name: 'Professional', priceCents: 9999, plansPerMonth: 60 },
  enterprise: { name: 'Enterprise', priceCents: 14999, plansPerMonth: 120 },
};

/** Tier order for upgrades and downgrades. */
export const TIER_ORDER: readonly Tier[] = ['basic', 'professional', 'enterprise'];

/** Narrows a stored tier string; unknown values read as undefined. */
export function asTier(value: string | null | undefined): Tier | undefined {
  return TIER_ORDER.find((t) => t === value);
}

/** '$49.99' */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
