import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// A price schedule lists items whose names hold an aside in parentheses ("(subset ordered by
// the office)") or run past fifty characters; a later table gives the Government's measured
// minutes per item for the same items. Each item is sized once, by the measured time, however
// its name is written, not again at an assumed rate. Invented domains.
type Row = [string, number, number];
const DOMAINS: { name: string; unit: string; rows: Row[] }[] = [
  {
    name: 'water quality laboratory',
    unit: 'Sample',
    rows: [
      ['Sample receipt and chain-of-custody check', 5, 8000],
      ['Filtration for metals (ordered subset of the bottles)', 16, 3000],
    ],
  },
  {
    name: 'land records',
    unit: 'Record',
    rows: [
      ['Deed record indexing', 9, 14000],
      ['Plat record reconciliation (parcels with a boundary change only)', 14, 2000],
    ],
  },
  {
    name: 'benefits processing',
    unit: 'Application',
    rows: [
      ['Application receipt and date stamping', 3, 40000],
      ['Second-level eligibility review of applications flagged by the screening rules', 11, 6000],
    ],
  },
];

const fmt = (n: number) => n.toLocaleString('en-US');
function doc(d: (typeof DOMAINS)[number]): string {
  const schedule = d.rows
    .map(([task, , n], i) => `| 000${i + 1} | ${task} | ${fmt(n)} | ${d.unit} |`)
    .join('\n');
  const table = d.rows.map(([task, min, n]) => `| ${task} | ${min} | ${fmt(n)} |`).join('\n');
  return `# Performance Work Statement

## 1. Price Schedule

| CLIN | Description | Quantity | Unit |
| --- | --- | --- | --- |
${schedule}

## 2. Scope

The Contractor shall perform the ${d.name} work listed in the schedule. The Lead's supervisory time is small and is included in the measured times.

## 3. Workload

### Government's measured time per item

The times below are the measured average elapsed labor time per item for a trained worker. They already include set-up and the normal personal, fatigue and delay allowance; no productivity or utilization factor should be added.

| Task | Average minutes per item | Estimated items a year |
| --- | --- | --- |
${table}

## 4. Period of Performance

Base year 1 October 2030 through 30 September 2031, and four option years.
`;
}
const plan = (text: string) =>
  buildPlan(readSolicitation({ primary: { name: 'pws.md', text } }), { texts: [text] });
const yearOne = (p: ReturnType<typeof plan>) =>
  p.tasks.reduce((s, t) => s + (t.periods?.[0]?.hours ?? t.hours), 0);

describe('schedule items whose names hold an aside or run long', () => {
  for (const d of DOMAINS) {
    it(`sizes the ${d.name} items once, by the measured times`, () => {
      const p = plan(doc(d));
      const want = d.rows.reduce((s, [, min, n]) => s + (min * n) / 60, 0);
      expect(
        yearOne(p),
        p.tasks.map((t) => `${t.lcat} ${t.hours} ${t.mathRationale}`).join('\n'),
      ).toBeCloseTo(want, -1);
    });
  }
});
