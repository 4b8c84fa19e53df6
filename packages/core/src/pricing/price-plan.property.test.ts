import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escalate } from './escalation';
import { Dec } from './money';
import { pricePlan } from './price-plan';
import { ContractTypeSchema, PricingSchema } from './schemas';

const LCATS = ['Program Manager', 'Analyst', 'Engineer', 'Help Desk Technician'];
const PERIODS = ['Base Year', 'Option Year 1', 'Option Year 2', 'Option Year 3'];
const cents = fc.integer({ min: 0, max: 50_000_00 }).map((c) => (c / 100).toFixed(2));
const percent = fc.integer({ min: 0, max: 20_000 }).map((bp) => (bp / 100).toString());
const hours = fc.integer({ min: 0, max: 1_000_000 }).map((h) => h / 100);

const task = fc.record({
  lcat: fc.constantFrom(...LCATS),
  keyPersonnel: fc.boolean(),
  periods: fc.option(fc.array(fc.record({ name: fc.constantFrom(...PERIODS), hours }), { maxLength: 4 }), {
    nil: undefined,
  }),
  hours,
});
const plan = fc
  .array(task, { maxLength: 30 })
  .map((tasks) => ({ tasks: tasks.map((t, i) => ({ ...t, taskId: String(i + 1) })) }));
const pricing = fc
  .record({
    contractType: fc.constantFrom(...ContractTypeSchema.options),
    rates: fc.array(cents, { minLength: LCATS.length - 1, maxLength: LCATS.length - 1 }),
    fringe: percent,
    overhead: percent,
    ga: percent,
    fee: percent,
    escalation: percent,
  })
  .map((p) =>
    PricingSchema.parse({
      contractType: p.contractType,
      // The last LCAT has no rate, so unpriced lines are exercised too.
      rateCard: p.rates.map((rate, i) => ({ lcat: LCATS[i], rate, source: { kind: 'company' } })),
      wraps: {
        fringe: { percent: p.fringe },
        overhead: { percent: p.overhead },
        ga: { percent: p.ga },
        fee: { percent: p.fee },
      },
      escalation: { percent: p.escalation, ratesAsOf: '2026-01-01' },
    }),
  );

const sum = (values: readonly string[]) => values.reduce((a, b) => a.plus(b), new Dec(0)).toFixed(2);
const MONEY = /^\d+\.\d{2}$/;

describe('pricePlan (properties)', () => {
  it('totals equal the sum of lines exactly, by period, overall, and key + other', () => {
    fc.assert(
      fc.property(plan, pricing, (p, pr) => {
        const priced = pricePlan(p, pr);
        expect(priced.total.cost).toBe(sum(priced.lines.map((l) => l.cost)));
        expect(priced.total.cost).toBe(sum(priced.byPeriod.map((t) => t.cost)));
        expect(priced.total.fee).toBe(sum(priced.byPeriod.map((t) => t.fee)));
        expect(priced.total.price).toBe(sum([priced.total.cost, priced.total.fee]));
        expect(priced.total.cost).toBe(
          sum([priced.keyPersonnel.total.cost, priced.otherPersonnel.total.cost]),
        );
        priced.byPeriod.forEach((period, i) => {
          expect(period.cost).toBe(sum(priced.lines.map((l) => l.periods[i]?.cost ?? '0')));
        });
        for (const line of priced.lines) expect(line.cost).toBe(sum(line.periods.map((c) => c.cost)));
      }),
      { numRuns: 150 },
    );
  });

  it('every cost is in cents and recomputes from the math it shows', () => {
    fc.assert(
      fc.property(plan, pricing, (p, pr) => {
        const priced = pricePlan(p, pr);
        for (const cell of priced.lines.flatMap((l) => l.periods)) {
          expect(cell.cost).toMatch(MONEY);
          if (cell.rate === null) continue;
          const match = /^([\d,.]+) h x \$([\d,.]+) = \$([\d,.]+)$/.exec(cell.math);
          expect(match).not.toBeNull();
          const [h, r, c] = (match ?? []).slice(1).map((s) => new Dec(s.replace(/,/g, '')));
          expect(
            h
              ?.times(r ?? 0)
              .toDecimalPlaces(2, Dec.ROUND_HALF_UP)
              .toFixed(2),
          ).toBe(c?.toFixed(2));
          expect(c?.toFixed(2)).toBe(cell.cost);
        }
        for (const rate of priced.rates) expect(rate.burdened).toMatch(MONEY);
      }),
      { numRuns: 100 },
    );
  });

  it('wraps never lower a rate, and FFP and T&M rates are the CPFF rate plus profit', () => {
    fc.assert(
      fc.property(plan, pricing, (p, pr) => {
        const cpff = pricePlan(p, { ...pr, contractType: 'CPFF' });
        const ffp = pricePlan(p, { ...pr, contractType: 'FFP' });
        cpff.rates.forEach((rate, i) => {
          expect(new Dec(rate.burdened).gte(rate.escalated)).toBe(true);
          const withProfit = ffp.rates[i]?.burdened ?? '0';
          expect(new Dec(withProfit).gte(rate.burdened)).toBe(true);
        });
      }),
      { numRuns: 50 },
    );
  });

  it('escalation compounds: n + m years equal n years then m years, before rounding', () => {
    fc.assert(
      fc.property(
        cents,
        percent,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (rate, pct, n, m) => {
          const base = new Dec(rate);
          const both = escalate(base, new Dec(pct), new Dec(n + m)).factor;
          const stepwise = escalate(base, new Dec(pct), new Dec(n)).factor.times(
            escalate(base, new Dec(pct), new Dec(m)).factor,
          );
          // Equal to 35 significant digits (pricing computes with 40).
          expect(both.minus(stepwise).abs().div(both).lt('1e-35')).toBe(true);
          const next = escalate(base, new Dec(pct), new Dec(n + 1)).rate;
          expect(next.gte(escalate(base, new Dec(pct), new Dec(n)).rate)).toBe(true);
        },
      ),
    );
  });

  it('prices huge figures without losing a cent', () => {
    const priced = pricePlan(
      { tasks: [{ taskId: '1', lcat: 'Program Manager', hours: 9_999_999.99 }] },
      PricingSchema.parse({
        contractType: 'T&M',
        rateCard: [{ lcat: 'Program Manager', rate: '9999.99', source: { kind: 'company' } }],
        escalation: { ratesAsOf: '2026-01-01' },
      }),
    );
    // 9,999,999.99 x 9,999.99 = 99,999,899,900.0001 exactly; floats give 99999899900.00009.
    expect(priced.total.cost).toBe('99999899900.00');
  });

  it('prices 2,000 lines over 10 periods and still foots', () => {
    const periods = Array.from({ length: 10 }, (_, i) => ({ name: `P${i}`, hours: 187.33 }));
    const tasks = Array.from({ length: 2000 }, (_, i) => ({
      taskId: String(i),
      lcat: LCATS[i % 3] ?? 'Analyst',
      hours: 1873.3,
      periods,
      keyPersonnel: i % 50 === 0,
    }));
    const priced = pricePlan(
      { tasks },
      PricingSchema.parse({
        contractType: 'FFP',
        rateCard: LCATS.slice(0, 3).map((lcat, i) => ({ lcat, rate: 90 + i, source: { kind: 'company' } })),
        wraps: {
          fringe: { percent: 31.5 },
          overhead: { percent: 12 },
          ga: { percent: 9.75 },
          fee: { percent: 7 },
        },
        escalation: { percent: 2.75, ratesAsOf: '2026-01-01' },
      }),
    );
    expect(priced.lines).toHaveLength(2000);
    expect(priced.byPeriod).toHaveLength(10);
    expect(priced.total.cost).toBe(sum(priced.lines.map((l) => l.cost)));
    expect(priced.total.hours).toBe(2000 * 1873.3);
  });
});
