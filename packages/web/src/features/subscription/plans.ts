import type { Tier } from '@staffplan/core';

/** What a pricing card shows for a tier (prices and limits of SPEC section 9; Enterprise 120 plans). */
export type PlanCard = {
  tier: Tier;
  name: string;
  price: string;
  struckPrice: string;
  plansPerMonth: number;
  features: string[];
  popular?: boolean;
};

export const PLAN_CARDS: PlanCard[] = [
  {
    tier: 'basic',
    name: 'Basic',
    price: '$49.99',
    struckPrice: '$99.99',
    plansPerMonth: 30,
    features: [
      '30 staffing plans per month',
      'PDF and Word uploads up to 50 MB',
      'AI chat refinement with undo',
      'CSV and Excel export',
    ],
  },
  {
    tier: 'professional',
    name: 'Professional',
    price: '$99.99',
    struckPrice: '$199.99',
    plansPerMonth: 60,
    popular: true,
    features: [
      '60 staffing plans per month',
      'Everything in Basic',
      'Two supporting documents per plan',
      'Usage dashboard',
    ],
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    price: '$149.99',
    struckPrice: '$299.99',
    plansPerMonth: 120,
    features: [
      '120 staffing plans per month',
      'Everything in Professional',
      'Dedicated account manager',
      'Priority support',
    ],
  },
];

const ORDER: Tier[] = ['basic', 'professional', 'enterprise'];

/** 'Upgrade' or 'Downgrade' by the order basic < professional < enterprise; 'Current' for the same tier. */
export function tierChangeLabel(current: Tier, target: Tier): 'Upgrade' | 'Downgrade' | 'Current' {
  const delta = ORDER.indexOf(target) - ORDER.indexOf(current);
  return delta === 0 ? 'Current' : delta > 0 ? 'Upgrade' : 'Downgrade';
}

export function tierName(tier: string | null | undefined): string {
  const card = PLAN_CARDS.find((c) => c.tier === tier);
  return card?.name ?? 'Professional';
}
