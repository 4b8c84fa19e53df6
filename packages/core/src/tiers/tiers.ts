import type { Tier } from '../schemas/subscription';

/**
 * One subscription tier as the pricing page, the planner dialog and billing use it.
 * @example
 * const info: TierInfo = TIERS.basic; // { name: 'Basic', price: 49.99, plansPerMonth: 30, ... }
 */
export interface TierInfo {
  id: Tier;
  name: string;
  /** Monthly price in US dollars. */
  price: number;
  /** The same in cents, for the payment provider. */
  priceCents: number;
  /** The struck launch-week price shown beside it. */
  struckPrice: number;
  plansPerMonth: number;
  /** Upgrade order: basic < professional < enterprise. */
  order: number;
  features: readonly string[];
}

/**
 * The three tiers (docs/product.md, Limits; Enterprise is 120 plans a month everywhere).
 * @example
 * TIERS.enterprise.plansPerMonth // 120
 * Object.values(TIERS).map((t) => t.name) // ['Basic', 'Professional', 'Enterprise']
 */
export const TIERS: Readonly<Record<Tier, TierInfo>> = {
  basic: {
    id: 'basic',
    name: 'Basic',
    price: 49.99,
    priceCents: 4999,
    struckPrice: 99.99,
    plansPerMonth: 30,
    order: 0,
    features: ['30 staffing plans per month', 'AI chat refinement', 'CSV and Excel export'],
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    price: 99.99,
    priceCents: 9999,
    struckPrice: 199.99,
    plansPerMonth: 60,
    order: 1,
    features: ['60 staffing plans per month', 'AI chat refinement', 'CSV and Excel export'],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    price: 149.99,
    priceCents: 14999,
    struckPrice: 299.99,
    plansPerMonth: 120,
    order: 2,
    features: [
      '120 staffing plans per month',
      'AI chat refinement',
      'CSV and Excel export',
      'Dedicated account manager',
    ],
  },
};

/**
 * Tier ids in upgrade order.
 * @example
 * TIER_ORDER // ['basic', 'professional', 'enterprise']
 */
export const TIER_ORDER: readonly Tier[] = ['basic', 'professional', 'enterprise'];

/**
 * The tier assumed when the server gives none.
 * @example
 * TIERS[DEFAULT_TIER].name // 'Professional'
 */
export const DEFAULT_TIER: Tier = 'professional';

/**
 * Launch-week discount shown on the pricing page, in percent.
 * @example
 * `${LAUNCH_DISCOUNT_PERCENT}% off` // '50% off'
 */
export const LAUNCH_DISCOUNT_PERCENT = 50;

/**
 * A price as the pricing page shows it.
 * @example
 * formatPrice(49.99) // '$49.99'
 */
export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}

/**
 * The label of a tier in the change-plan dialog: the current tier is 'Current', the others
 * 'Upgrade' or 'Downgrade' by the order basic < professional < enterprise.
 * @example
 * tierChangeLabel('professional', 'enterprise') // 'Upgrade'
 * tierChangeLabel('professional', 'basic') // 'Downgrade'
 */
export function tierChangeLabel(
  current: Tier | null | undefined,
  target: Tier,
): 'Upgrade' | 'Downgrade' | 'Current' {
  if (!current) return 'Upgrade';
  if (current === target) return 'Current';
  return TIERS[target].order > TIERS[current].order ? 'Upgrade' : 'Downgrade';
}
