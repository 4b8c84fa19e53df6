import { describe, expect, it } from 'vitest';
import { benchmarkRates } from './benchmark';
import { pricePlan } from './price-plan';
import { reviewPricing } from './pricing-review';
import { PricingSchema } from './schemas';

const ASOF = '2026-11-25';
const plan = {
  hoursPerFte: 1880,
  tasks: [
    { taskId: '1', lcat: 'Program Manager', hours: 1880, keyPersonnel: true },
    { taskId: '2', lcat: 'Help Desk Specialist', hours: 3760 },
    { taskId: '3', lcat: 'Basket Weaver', hours: 100 },
  ],
};
const pricing = PricingSchema.parse({
  contractType: 'T&M',
  rateCard: [
    { lcat: 'Program Manager', rate: '900.00', source: { kind: 'company' } },
    { lcat: 'Help Desk Specialist', rate: '30.00', source: { kind: 'company' } },
  ],
  wraps: { fringe: { percent: 30 }, overhead: { percent: 10 }, ga: { percent: 12 }, fee: { percent: 8 } },
  escalation: { percent: 3, ratesAsOf: '2026-01-01' },
  budget: '1000000',
});

describe('reviewPricing', () => {
  it('is pricePlan plus flags, a blended rate and the FTE a budget buys', () => {
    const review = reviewPricing(plan, pricing, { asOf: ASOF });
    expect(review.priced).toEqual(pricePlan(plan, pricing));
    const pm = review.flags.find((f) => f.lcat === 'Program Manager');
    expect(pm?.status).toBe('above');
    expect(pm?.burdened).toBe(review.priced.rates.find((r) => r.lcat === 'Program Manager')?.burdened);
    expect(pm?.message).toContain('is above the 75th percentile');
    expect(pm?.match?.title).toBe(benchmarkRates('Program Manager', { asOf: ASOF })[0]?.title);
    // The unpriced LCAT gets no flag; each priced LCAT one.
    expect(review.flags.map((f) => f.lcat).sort()).toEqual(['Help Desk Specialist', 'Program Manager']);
    // Blended: price over the hours of priced lines (5,640 h), to the cent.
    const price = Number(review.priced.total.price);
    expect(review.blendedRate).toBe((Math.round((price / 5640) * 100) / 100).toFixed(2));
    expect(review.budget?.fte).toBe(
      (Math.floor((1_000_000 / (Number(review.blendedRate) * 1880)) * 100) / 100).toFixed(2),
    );
    expect(review.budget?.math).toContain('x 1,880 h');
  });

  it('says when nothing is priced or no budget is stated', () => {
    const review = reviewPricing(
      { tasks: [] },
      PricingSchema.parse({ contractType: 'FFP', escalation: { ratesAsOf: ASOF } }),
      {
        asOf: ASOF,
      },
    );
    expect(review).toMatchObject({
      flags: [],
      blendedRate: null,
      blendedMath: 'no priced hours',
      budget: null,
    });
  });
});
