import { describe, expect, it } from 'vitest';
import { pricePlan } from './price-plan';
import { rateSourceLabel } from './rate-card';
import { PricingSchema } from './schemas';

describe('rate card', () => {
  it('labels every kind of rate source', () => {
    expect(rateSourceLabel({ kind: 'company' })).toBe('Company rate');
    expect(rateSourceLabel({ kind: 'company', note: '2026 rate sheet' })).toBe(
      'Company rate (2026 rate sheet)',
    );
    expect(
      rateSourceLabel({
        kind: 'benchmark',
        reference: 'GSA CALC IT Schedule 70',
        dataDate: '2016-03-18',
        percentile: 50,
      }),
    ).toBe('Benchmark: GSA CALC IT Schedule 70, 50th percentile, data of 2016-03-18');
    expect(rateSourceLabel({ kind: 'wage-determination', wdNumber: '2015-4281', healthWelfare: 5.36 })).toBe(
      'Wage determination 2015-4281 (health & welfare $5.36/h)',
    );
  });

  it('uses the first of two rates for one LCAT and says so', () => {
    const priced = pricePlan(
      { tasks: [{ taskId: '1', lcat: 'Analyst', hours: 10 }] },
      PricingSchema.parse({
        contractType: 'FFP',
        rateCard: [
          { lcat: 'Analyst', rate: 50, source: { kind: 'company' } },
          { lcat: 'ANALYST', rate: 70, source: { kind: 'company' } },
        ],
        escalation: { ratesAsOf: '2026-01-01' },
      }),
    );
    expect(priced.total.cost).toBe('500.00');
    expect(priced.warnings).toContain('The rate card lists ANALYST more than once; the first rate is used.');
  });

  it('rejects a rate card a pricer could not mean', () => {
    const bad = PricingSchema.safeParse({
      contractType: 'FFP',
      rateCard: [{ lcat: 'Analyst', rate: '-5', source: { kind: 'wage-determination', wdNumber: '' } }],
      escalation: { ratesAsOf: '2026-13-01' },
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining(['rateCard.0.rate', 'rateCard.0.source.wdNumber', 'escalation.ratesAsOf']),
    );
  });
});
