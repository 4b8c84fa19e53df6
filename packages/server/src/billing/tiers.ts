import { TIER_ORDER, TIERS, type Tier, type TierInfo } from '@staffplan/core';

/** Core's one tier table (SPEC section 9; DESIGN decision 4: Enterprise is 120 everywhere). */
export const TIER_TABLE: Readonly<Record<Tier, TierInfo>> = TIERS;
export { TIER_ORDER };

/** Narrows a stored tier string; unknown values read as undefined. */
export function asTier(value: string | null | undefined): Tier | undefined {
  return TIER_ORDER.find((t) => t === value);
}

/** '$49.99' from cents. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
