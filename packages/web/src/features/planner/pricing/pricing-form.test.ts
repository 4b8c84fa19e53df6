import { PricingSchema } from '@staffplan/core/pricing';
import { describe, expect, it } from 'vitest';
import { formFromPricing, overrideRate, pricingFromForm } from './pricing-form';

const saved = PricingSchema.parse({
  contractType: 'CPFF',
  rateCard: [{ lcat: 'Program Manager', rate: '95.00', source: { kind: 'company' } }],
  wraps: { overhead: { percent: 10, base: 'direct-labor' } },
  escalation: { percent: 3, ratesAsOf: '2026-01-01', compounding: 'fractional' },
  rateCardFrom: { id: 'c1', name: 'FY27' },
});

describe('the Pricing view form', () => {
  it('round-trips a saved pricing, keeping the wrap bases and compounding it does not edit', () => {
    const form = formFromPricing(saved, '2026-11-25');
    expect(form).toMatchObject({
      contractType: 'CPFF',
      overhead: '10',
      escalation: '3',
      ratesAsOf: '2026-01-01',
    });
    const back = pricingFromForm({ ...form, fee: '7' }, saved);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.pricing.wraps.overhead).toEqual({ percent: '10', base: 'direct-labor' });
    expect(back.pricing.wraps.fee.percent).toBe('7');
    expect(back.pricing.escalation).toEqual({
      percent: '3',
      ratesAsOf: '2026-01-01',
      compounding: 'fractional',
    });
    expect(back.pricing.rateCard).toEqual(saved.rateCard);
    expect(back.pricing.rateCardFrom).toEqual({ id: 'c1', name: 'FY27' });
  });

  it('starts an unpriced plan as T&M with rates as of today, and names fields that are not numbers', () => {
    const form = formFromPricing(undefined, '2026-11-25');
    expect(form).toMatchObject({ contractType: 'T&M', fringe: '0', ratesAsOf: '2026-11-25', rateCard: [] });
    expect(pricingFromForm({ ...form, fringe: '30%', budget: '$1,400,000' }, undefined)).toMatchObject({
      ok: true,
      pricing: { wraps: { fringe: { percent: '30' } }, budget: '1400000' },
    });
    expect(pricingFromForm({ ...form, ga: 'lots', ratesAsOf: '' }, undefined)).toEqual({
      ok: false,
      errors: { ga: 'Enter a percent such as 12.5', ratesAsOf: 'Enter a date' },
    });
  });

  it('overrides a library rate for this plan, adds a missing one, and removes it when cleared', () => {
    const form = formFromPricing(saved, '2026-11-25');
    const over = overrideRate(form, 'program manager', '$99.50');
    expect(over.rateCard).toEqual([
      { lcat: 'program manager', rate: '99.50', source: { kind: 'company', note: 'override for this plan' } },
    ]);
    const added = overrideRate(over, 'Analyst', '60');
    expect(added.rateCard.map((e) => [e.lcat, e.rate])).toEqual([
      ['program manager', '99.50'],
      ['Analyst', '60'],
    ]);
    expect(overrideRate(added, 'ANALYST', ' ').rateCard).toHaveLength(1);
    const wd = { kind: 'wage-determination' as const, wdNumber: '2015-4281', healthWelfare: '5.36' };
    const guard = overrideRate(
      { ...form, rateCard: [{ lcat: 'Guard I', rate: '21.50', source: wd }] },
      'Guard I',
      '22.10',
    );
    expect(guard.rateCard).toEqual([{ lcat: 'Guard I', rate: '22.10', source: wd }]);
  });
});
