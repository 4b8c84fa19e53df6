import { describe, expect, it } from 'vitest';
import { namedWorkloadCase, namedWorkloadGrid } from './named-workload-gen';
import { type NamedWorkloadScore, scoreNamedWorkload } from './named-workload-score';

// Named categories and a stated workload together, end to end, over a fixed slice of the grid
// (every 6th phrasing, seeds fixed, so the figures are exact). It fails when a change drops
// named titles or key flags, loses the workload's hours, or puts the derived hours on a role
// other than the named category that does the work. The bench (node bench/named-workload.mjs)
// measures the whole grid.
// The axes of round 6 only (later axes are measured by the bench).
const LATER = /^(?:performers|joined|resume-paren|backlog-table|listed)$/;
const slice = namedWorkloadGrid()
  .filter((p) => !Object.values(p).some((v) => LATER.test(String(v))))
  .filter((_, i) => i % 6 === 0);
const scores: NamedWorkloadScore[] = slice.map((p, i) => scoreNamedWorkload(namedWorkloadCase(2000 + i, p)));
// Round 6 (101 cases): before, 4.0% exact, titles 52.4%, keys 99.0%, workload hours 90.1%, derived
// hours on the named doer 58.4%; after, 74.3%, 91.0%, 98.9%, 90.1%, 82.2%. Floors at the after figures.
// The round-6 axes sampled again after the workload grid grew (r9): the slice is not the same
// cases, so it was measured anew; base code 65.3% exact, titles 92.0%, keys 98.6%, hours 80.2%,
// on the named doer 80.2%; r9 76.2%, 92.0%, 98.6%, 95.0%, 85.1%. Floors at the r9 figures.
const FLOOR = { exact: 0.762, titles: 0.919, keys: 0.985, hours: 0.95, onNamed: 0.851 };

describe('named categories and a stated workload, end to end to the plan', () => {
  it('keeps the named team and puts the derived hours on the category that does the work', () => {
    const sum = (f: (s: NamedWorkloadScore) => number) => scores.reduce((a, s) => a + f(s), 0);
    const share = (f: (s: NamedWorkloadScore) => boolean) => sum((s) => Number(f(s))) / scores.length;
    const measured = {
      exact: share((s) => s.exact),
      titles: sum((s) => s.titles[0]) / sum((s) => s.titles[1]),
      keys:
        sum((s) => s.keys[0]) /
        Math.max(
          1,
          sum((s) => s.keys[1]),
        ),
      hours: share((s) => s.hours),
      onNamed: share((s) => s.onNamed),
    };
    for (const k of Object.keys(FLOOR) as (keyof typeof FLOOR)[])
      expect(measured[k]).toBeGreaterThanOrEqual(FLOOR[k]);
  });
});
