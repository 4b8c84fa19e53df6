import { describe, expect, it } from 'vitest';
import { composedCase, composedGrid } from './composed-gen';
import { type ComposedScore, scoreComposed } from './composed-score';

// Whole solicitations composed of a staffing table or prose, a period structure, places, an
// hours-per-FTE convention and UCF or RFQ boilerplate, end to end to the plan, over a fixed
// slice of the grid (every 4th phrasing, seeds fixed, so the figures are exact). It fails when
// a change loses a role, misreads the periods or the convention, or puts hours on the wrong
// period or site. The bench (node bench/composed.mjs) measures the whole grid.
const slice = composedGrid().filter((_, i) => i % 4 === 0);
const scores: ComposedScore[] = slice.map((p, i) => scoreComposed(composedCase(3000 + i, p)));
// Round 8 (36 cases): before the round's reader fixes 75.0% exact, periods 83.3%;
// floors at the figures after.
const FLOOR = { exact: 0.944, roles: 0.972, periods: 1, hoursPerFte: 1, hours: 0.944, sites: 0.972 };

describe('composed solicitations, end to end to the plan', () => {
  it('plans the roles, periods, convention and hours of each period and site', () => {
    const share = (f: (s: ComposedScore) => boolean) => scores.filter(f).length / scores.length;
    const measured = Object.fromEntries(
      (Object.keys(FLOOR) as (keyof typeof FLOOR)[]).map((k) => [k, share((s) => s[k])]),
    );
    for (const k of Object.keys(FLOOR) as (keyof typeof FLOOR)[])
      expect(measured[k]).toBeGreaterThanOrEqual(FLOOR[k]);
  });
});
