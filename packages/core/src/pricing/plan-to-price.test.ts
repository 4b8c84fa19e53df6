import { describe, expect, it } from 'vitest';
import { FULL_PLAN } from '../plan/full-plan.fixture';
import { benchmarkRates, flagRate } from './benchmark';
import { pricePlan } from './price-plan';
import { type RateCardEntry, PricingSchema } from './schemas';

const ASOF = '2026-11-25';

describe('a generated plan priced at benchmark rates', () => {
  it('prices every line at the escalated median of its family, key personnel apart', () => {
    const rateCard: RateCardEntry[] = FULL_PLAN.tasks.flatMap((task) => {
      const [match] = benchmarkRates(task.family ?? task.lcat, { asOf: ASOF });
      if (!match) return [];
      return [
        {
          lcat: task.lcat,
          rate: match.escalated.p50,
          source: {
            kind: 'benchmark' as const,
            reference: `${match.source}, ${match.rows} ${match.title} rates`,
            dataDate: match.dataDate,
            percentile: 50,
          },
        },
      ];
    });
    expect(rateCard).toHaveLength(FULL_PLAN.tasks.length);
    // GSA ceiling rates are fully burdened: a T&M price with no further wraps.
    const priced = pricePlan(
      FULL_PLAN,
      PricingSchema.parse({ contractType: 'T&M', rateCard, escalation: { ratesAsOf: ASOF } }),
    );
    expect(priced.unpriced).toEqual([]);
    expect(priced.periods.map((p) => p.name)).toEqual(['Base Year', 'Option Year 1']);
    for (const rate of priced.rates) {
      const entry = rateCard.find((e) => e.lcat === rate.lcat);
      expect(rate.burdened).toBe(entry?.rate);
      const [match] = benchmarkRates(rate.lcat, { asOf: ASOF });
      if (match) expect(flagRate(rate.burdened, match).status).toBe('within');
    }
    const pm = priced.lines.find((l) => l.keyPersonnel);
    expect(priced.keyPersonnel.total.cost).toBe(pm?.cost);
    // The technical writer has no hours by period: all of them in the base year, and a warning.
    expect(priced.warnings.join(' ')).toContain('1 task has no hours by period');
  });
});
