import { TIER_ORDER, type Tier } from '@staffplan/core';

// The tiers themselves are core's TIERS (docs/architecture.md, One tier table).

/** Narrows a stored tier string; unknown values read as undefined. */
export function asTier(value: string | null | undefined): Tier | undefined {
  return TIER_ORDER.find((t) => t === value);
}

/** '$49.99' from cents. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
