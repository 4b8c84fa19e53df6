import { describe, expect, it } from 'vitest';
import { pricePlan } from './price-plan';
import { type PricingInput, PricingSchema } from './schemas';
import { PricedPlanSchema } from './types';

const WRAPS = {
  fringe: { percent: 30 },
  overhead: { percent: 10 },
  ga: { percent: 12 },
  fee: { percent: 8 },
};

function pricing(overrides: Partial<PricingInput> = {}) {
  return PricingSchema.parse({
    contractType: 'T&M',
    rateCard: [{ lcat: 'Program Manager', rate: '100.00', source: { kind: 'company' } }],
    escalation: { ratesAsOf: '2026-01-01' },
    ...overrides,
  });
}

const twoYears = (hours: number) => [
  { name: 'Base Year', hours },
  { name: 'Option Year 1', hours },
];

describe('pricePlan', () => {
  it('prices hours at the card rate and writes the math out', () => {
    const priced = pricePlan(
      { tasks: [{ taskId: '1', lcat: 'Program Manager', hours: 1880 }] },
      pricing({ rateCard: [{ lcat: 'program  manager', rate: '152.34', source: { kind: 'company' } }] }),
    );
    expect(priced.lines[0]?.periods[0]?.math).toBe('1,880 h x $152.34 = $286,399.20');
    expect(priced.total.price).toBe('286399.20');
  });

  it('puts profit in the fully burdened rate for FFP and T&M, in the same order', () => {
    for (const contractType of ['FFP', 'T&M'] as const) {
      const priced = pricePlan(
        { tasks: [{ taskId: '1', lcat: 'Program Manager', hours: 10 }] },
        pricing({ contractType, wraps: WRAPS }),
      );
      // 100 x 1.30 x 1.10 x 1.12 x 1.08 = 172.9728
      expect(priced.rates[0]?.burdened).toBe('172.97');
      expect(priced.rates[0]?.burdenMath).toBe(
        '$100.00 direct + $30.00 fringe (30% of direct) + $13.00 overhead (10% of direct + fringe $130.00) + $17.16 G&A (12% of total cost input $143.00) + $12.8128 profit (8% of total cost $160.16) = $172.97',
      );
      expect(priced.total).toMatchObject({ cost: '1729.70', fee: '0.00', price: '1729.70' });
    }
  });

  it('keeps the CPFF fee out of the rates and prices it on each period’s total estimated cost', () => {
    const priced = pricePlan(
      { tasks: [{ taskId: '1', lcat: 'Program Manager', hours: 1880, periods: twoYears(1880) }] },
      pricing({ contractType: 'CPFF', wraps: WRAPS, escalation: { percent: 3, ratesAsOf: '2026-01-01' } }),
    );
    expect(priced.rates.map((r) => r.burdened)).toEqual(['160.16', '164.96']);
    expect(priced.byPeriod.map((p) => [p.cost, p.fee, p.price])).toEqual([
      ['301100.80', '24088.06', '325188.86'],
      ['310124.80', '24809.98', '334934.78'],
    ]);
    expect(priced.total).toMatchObject({ cost: '611225.60', fee: '48898.04', price: '660123.64' });
    expect(priced.warnings).toEqual([]);
    // What pricePlan returns is what the API contract describes.
    expect(PricedPlanSchema.parse(priced)).toEqual(priced);
  });

  it('warns when a CPFF fee is over the FAR ceiling', () => {
    const priced = pricePlan(
      { tasks: [{ taskId: '1', lcat: 'Program Manager', hours: 1 }] },
      pricing({ contractType: 'CPFF', wraps: { fee: { percent: 12 } } }),
    );
    expect(priced.warnings.join(' ')).toMatch(/over the 10%/);
  });

  it('honours the bases of overhead and G&A', () => {
    const priced = pricePlan(
      { tasks: [{ taskId: '1', lcat: 'Program Manager', hours: 1 }] },
      pricing({
        contractType: 'FFP',
        wraps: {
          fringe: { percent: 30 },
          overhead: { percent: 10, base: 'direct-labor' },
          ga: { percent: 12, base: 'direct-labor' },
        },
      }),
    );
    // 100 + 30 + 10 (10% of 100) + 12 (12% of 100)
    expect(priced.rates[0]?.burdened).toBe('152.00');
  });

  it('adds a wage determination’s health and welfare to the fringe step, unescalated', () => {
    const priced = pricePlan(
      { tasks: [{ taskId: '1', lcat: 'Janitor', hours: 2080, periods: twoYears(2080) }] },
      pricing({
        rateCard: [
          {
            lcat: 'Janitor',
            rate: '16.00',
            source: {
              kind: 'wage-determination',
              wdNumber: '2015-4281',
              revision: '30',
              healthWelfare: '5.36',
            },
          },
        ],
        wraps: { fringe: { percent: 10 } },
        escalation: { percent: 5, ratesAsOf: '2026-01-01' },
      }),
    );
    // Base: 16 + 1.60 + 5.36; option: 16.80 + 1.68 + 5.36
    expect(priced.rates.map((r) => r.burdened)).toEqual(['22.96', '23.84']);
    expect(priced.rates[0]?.burdenMath).toContain('$5.36 health & welfare');
    expect(priced.rates[0]?.sourceLabel).toBe(
      'Wage determination 2015-4281 Rev. 30 (health & welfare $5.36/h)',
    );
  });

  it('escalates by whole years from the rates’ date to each period’s start, per LCAT where set', () => {
    const priced = pricePlan(
      {
        tasks: [
          { taskId: '1', lcat: 'Program Manager', hours: 1, periods: twoYears(1) },
          { taskId: '2', lcat: 'Analyst', hours: 1, periods: twoYears(1) },
        ],
        periodOfPerformance: {
          months: 24,
          periods: [
            { name: 'Base Year', months: 12 },
            { name: 'Option Year 1', months: 12 },
          ],
        },
      },
      pricing({
        rateCard: [
          { lcat: 'Program Manager', rate: 100, source: { kind: 'company' } },
          { lcat: 'Analyst', rate: 100, source: { kind: 'company' }, escalationPercent: 10 },
        ],
        escalation: { percent: 3, ratesAsOf: '2026-01-01' },
        contractStart: '2026-10-01',
      }),
    );
    expect(priced.periods.map((p) => p.start)).toEqual(['2026-10-01', '2027-10-01']);
    // The base year starts 9 months after the rates' date: no escalation yet; option 1: one year.
    expect(priced.rates.map((r) => `${r.lcat} ${r.period} ${r.escalated}`)).toEqual([
      'Program Manager Base Year 100.00',
      'Program Manager Option Year 1 103.00',
      'Analyst Base Year 100.00',
      'Analyst Option Year 1 110.00',
    ]);
  });

  it('escalates by the fraction of a year when asked', () => {
    const priced = pricePlan(
      { tasks: [{ taskId: '1', lcat: 'Program Manager', hours: 1, periods: twoYears(1) }] },
      pricing({
        escalation: { percent: 3, ratesAsOf: '2026-01-01', compounding: 'fractional' },
        contractStart: '2026-07-01',
      }),
    );
    // 100 x 1.03^0.5 = 101.4889...; 100 x 1.03^1.5 = 104.5336...
    expect(priced.rates.map((r) => r.escalated)).toEqual(['101.49', '104.53']);
  });

  it('shows key personnel apart, and they add up with the rest to the plan', () => {
    const priced = pricePlan(
      {
        tasks: [
          { taskId: '1', lcat: 'Program Manager', hours: 1880, keyPersonnel: true },
          { taskId: '2', lcat: 'Program Manager', hours: 940 },
        ],
      },
      pricing(),
    );
    expect(priced.keyPersonnel.total.cost).toBe('188000.00');
    expect(priced.otherPersonnel.total.cost).toBe('94000.00');
    expect(priced.total.cost).toBe('282000.00');
  });

  it('prices a plan without hours by period in its first period, and says so', () => {
    const priced = pricePlan(
      {
        tasks: [{ taskId: '1', lcat: 'Program Manager', hours: 100 }],
        periodOfPerformance: { months: 12, periods: [{ name: 'Base Period', months: 12 }] },
      },
      pricing(),
    );
    expect(priced.periods.map((p) => p.name)).toEqual(['Base Period']);
    expect(priced.warnings.join(' ')).toMatch(/first period/);
  });

  it('prices a task without periods in the first period when others have them, and says so', () => {
    const priced = pricePlan(
      {
        tasks: [
          { taskId: '1', lcat: 'Program Manager', hours: 10, periods: twoYears(10) },
          { taskId: '2', lcat: 'Program Manager', hours: 5 },
        ],
      },
      pricing(),
    );
    expect(priced.lines[1]?.periods.map((c) => c.hours)).toEqual([5, 0]);
    expect(priced.warnings).toContain(
      '1 task has no hours by period. A task without hours by period counts all its hours in the first period.',
    );
  });

  it('lists lines without a rate instead of pricing them at zero silently', () => {
    const priced = pricePlan({ tasks: [{ taskId: '7', lcat: 'Data Scientist', hours: 500 }] }, pricing());
    expect(priced.unpriced).toEqual([
      {
        taskId: '7',
        lcat: 'Data Scientist',
        hours: 500,
        message: 'No rate for Data Scientist in the rate card; its 500 h are not priced.',
      },
    ]);
    expect(priced.lines[0]?.priced).toBe(false);
  });

  it('prices an empty plan at zero', () => {
    const priced = pricePlan({ tasks: [] }, pricing());
    expect(priced.total).toMatchObject({ hours: 0, cost: '0.00', price: '0.00' });
    expect(priced.lines).toEqual([]);
  });

  it('rounds half a cent up', () => {
    const priced = pricePlan(
      { tasks: [{ taskId: '1', lcat: 'Program Manager', hours: 0.5 }] },
      pricing({ rateCard: [{ lcat: 'Program Manager', rate: '0.25', source: { kind: 'company' } }] }),
    );
    expect(priced.total.cost).toBe('0.13');
  });
});
