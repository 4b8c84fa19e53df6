import { describe, expect, it } from 'vitest';
import { generatePeriods, periodGrid } from './period-phrasings';
import { recoverPeriods } from './period-recovery';

/**
 * Period-structure and plan-hours recovery over a fixed-seed subset of the period grid
 * (bench/period-recovery.mjs runs the whole grid). The floors sit at the figures measured when
 * they were set (docs/reader-prose.md, "Periods and plan hours"): periods, names, hours per
 * line and period, annual hours and extensions 100%, team size and hours per FTE 98.9% on this subset (two
 * categories of 2,000 h each read as a 2,000-hour convention). A drop below them is a regression.
 */
describe('period structures and plan hours (generated phrasings)', () => {
  const phrasings = periodGrid().filter((_, i) => i % 19 === 0);
  const results = phrasings.map((p, i) => recoverPeriods(generatePeriods(5000 + i, p)));
  const share = (ok: (r: (typeof results)[number]) => boolean) => results.filter(ok).length / results.length;
  const pairs = (f: (r: (typeof results)[number]) => [number, number]) => {
    const [a, b] = results.map(f).reduce(([x, y], [p, q]) => [x + p, y + q], [0, 0]);
    return a / b;
  };

  it('reads the periods: count, kind and months of each, named in order', () => {
    expect(share((r) => r.periods)).toBe(1);
    expect(share((r) => r.names)).toBe(1);
  });
  it('lays each line out on every period, and totals each period', () => {
    expect(pairs((r) => r.lineHours)).toBe(1);
    expect(pairs((r) => r.periodTotals)).toBe(1);
  });
  it('states a year of hours and the team size', () => {
    expect(share((r) => r.annualHours)).toBe(1);
    expect(share((r) => r.teamSize)).toBeGreaterThanOrEqual(0.98);
    expect(share((r) => r.hoursPerFte)).toBeGreaterThanOrEqual(0.98);
  });
  it('reads an option to extend services only when the document includes one', () => {
    expect(share((r) => r.extension)).toBe(1);
  });
});
