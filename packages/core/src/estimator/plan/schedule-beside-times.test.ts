import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// Second blind pass (W1b): a price schedule lists the items by CLIN with quantities and no
// times; a later table gives the Government's measured minutes per item (with their
// allowances) for the same items. The schedule's items are the timed items: they are sized
// once, by the measured times, not again at an assumed half hour each, and no manager is
// added over an effort the documents give whole. Six invented domains.
interface Domain {
  name: string;
  unit: string;
  worker: string;
  rows: [string, number, number][];
}
const DOMAINS: Domain[] = [
  {
    name: 'soil laboratory',
    unit: 'Sample',
    worker: 'trained technician',
    rows: [
      ['Sample receipt and log-in', 6, 9600],
      ['Moisture content test', 12, 7200],
      ['Sieve analysis', 45, 2400],
    ],
  },
  {
    name: 'records digitizing',
    unit: 'Box',
    worker: 'qualified records clerk',
    rows: [
      ['Box preparation', 20, 3000],
      ['Scanning and indexing', 50, 3000],
    ],
  },
  {
    name: 'sterile processing',
    unit: 'Tray',
    worker: 'certified sterile processing technician',
    rows: [
      ['Decontamination', 9, 14000],
      ['Assembly and wrapping', 14, 14000],
      ['Sterilizer loading', 3, 14000],
    ],
  },
  {
    name: 'library cataloging',
    unit: 'Title',
    worker: 'trained cataloger',
    rows: [
      ['Copy cataloging', 10, 12000],
      ['Original cataloging', 55, 900],
    ],
  },
  {
    name: 'fire extinguisher inspections',
    unit: 'Each',
    worker: 'qualified inspector',
    rows: [
      ['Monthly extinguisher inspection', 4, 18000],
      ['Annual extinguisher maintenance', 25, 1500],
    ],
  },
  {
    name: 'claims intake',
    unit: 'Claim',
    worker: 'trained intake clerk',
    rows: [
      ['Claim receipt and date stamping', 3, 40000],
      ['Claim data entry', 11, 40000],
    ],
  },
];

const fmt = (n: number) => n.toLocaleString('en-US');
function doc(d: Domain, times: [string, number, number][] = d.rows): string {
  const schedule = d.rows
    .map(([task, , n], i) => `| 000${i + 1} | ${task} | ${fmt(n)} | ${d.unit} |`)
    .join('\n');
  const table = times.map(([task, min, n]) => `| ${task} | ${min} | ${fmt(n)} |`).join('\n');
  return `# Performance Work Statement

## 1. Price Schedule

| CLIN | Description | Quantity | Unit |
| --- | --- | --- | --- |
${schedule}

## 2. Scope

The Contractor shall perform the ${d.name} work listed in the schedule. The Lead's supervisory time is small and is included in the measured times.

## 3. Workload

### Government's measured time per item

The times below are the measured average elapsed labor time per item for a ${d.worker}. They already include set-up and the normal personal, fatigue and delay allowance; no productivity or utilization factor should be added.

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

describe('a price schedule beside the measured times of its items', () => {
  for (const d of DOMAINS) {
    it(`sizes the ${d.name} items once, by the measured times`, () => {
      const p = plan(doc(d));
      const want = d.rows.reduce((s, [, min, n]) => s + (min * n) / 60, 0);
      expect(
        yearOne(p),
        p.tasks.map((t) => `${t.lcat} ${t.hours} ${t.mathRationale}`).join('\n'),
      ).toBeCloseTo(want, -1);
      expect(p.tasks.some((t) => /manager/i.test(t.lcat))).toBe(false);
    });
  }

  it('keeps the schedule items the times do not cover', () => {
    const d = DOMAINS[0] as Domain;
    const p = plan(doc(d, d.rows.slice(0, 1)));
    const timed = (6 * 9600) / 60;
    // The untimed items (moisture tests, sieve analyses) are still sized.
    expect(yearOne(p)).toBeGreaterThan(timed + 100);
  });
});
