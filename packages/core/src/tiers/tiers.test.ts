import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER, formatPrice, TIER_ORDER, TIERS, tierChangeLabel } from './tiers';

describe('TIERS', () => {
  it('holds the documented prices, struck prices and plans per month', () => {
    const table = TIER_ORDER.map((id) => {
      const t = TIERS[id];
      return [t.name, formatPrice(t.price), formatPrice(t.struckPrice), t.plansPerMonth, t.order];
    });
    expect(table).toEqual([
      ['Basic', '$49.99', '$99.99', 30, 0],
      ['Professional', '$99.99', '$199.99', 60, 1],
      ['Enterprise', '$149.99', '$299.99', 120, 2],
    ]);
    for (const id of TIER_ORDER) expect(TIERS[id].priceCents).toBe(Math.round(TIERS[id].price * 100));
    expect(DEFAULT_TIER).toBe('professional');
  });

  it('labels tier changes by order', () => {
    expect(tierChangeLabel('basic', 'professional')).toBe('Upgrade');
    expect(tierChangeLabel('basic', 'enterprise')).toBe('Upgrade');
    expect(tierChangeLabel('enterprise', 'basic')).toBe('Downgrade');
    expect(tierChangeLabel('professional', 'basic')).toBe('Downgrade');
    expect(tierChangeLabel('professional', 'professional')).toBe('Current');
    expect(tierChangeLabel(null, 'basic')).toBe('Upgrade');
  });
});
