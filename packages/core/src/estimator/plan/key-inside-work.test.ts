import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// Invented workloads sized by the Government's measured times, with a key lead the documents
// say works inside those times: the lead is a named, key line, and the total stays the work's.
const doc = (rows: string, key: string) =>
  [
    '# Section C - Performance Work Statement',
    '## C.1 Scope',
    'The Contractor shall perform the work below at the Government site for one base year of twelve months.',
    '## C.2 Measured times',
    'The Government timed each task over a twelve-month study. The times below are the measured average labor time per item and already include set-up, cleaning and recording.',
    '',
    `| Task | Minutes per item | Items per year |`,
    '|---|---|---|',
    ...rows.split('\n'),
    '',
    '## C.3 Personnel',
    key,
  ].join('\n');
const plan = (rows: string, key: string) => {
  const text = doc(rows, key);
  return buildPlan(readSolicitation({ primary: { name: 'pws.md', text } }), { texts: [text] });
};
const total = (p: ReturnType<typeof plan>) => p.tasks.reduce((s, t) => s + t.hours, 0);

const CASES: [string, string, string, RegExp][] = [
  [
    'records centre',
    '| Box retrieval and refile | 12 | 9,000 |\n| File search and copy | 20 | 3,000 |',
    "The Contractor shall name a Records Lead (Key Personnel) who assigns the requests and retrieves boxes; the Lead's time is included in the measured times above.",
    /Records Lead/,
  ],
  [
    'sterile processing',
    '| Instrument tray reprocessing | 30 | 6,000 |\n| Peel pack reprocessing | 6 | 9,000 |',
    "A Processing Supervisor (Key Personnel) shall oversee the technicians. The Supervisor works on the line; the Supervisor's hours are included in the Government's estimate.",
    /Processing Supervisor/,
  ],
  [
    'meter shop',
    '| Meter bench test | 45 | 2,400 |\n| Meter seal and record | 10 | 2,400 |',
    "The Shop Foreman is designated Key Personnel. The Foreman's supervisory time is small and is accounted for in the measured times.",
    /Shop Foreman/,
  ],
];

describe('a key person who works inside the measured work', () => {
  it.each(CASES)('%s: the key line takes its hours out of the work', (_, rows, key, title) => {
    const inside = plan(rows, key);
    const apart = plan(rows, key.replace(/[^.;]*(?:included|accounted for)[^.]*\./, ''));
    const lead = inside.tasks.find((t) => title.test(t.lcat));
    expect(lead?.keyPersonnel).toBe(true);
    expect(lead?.hours).toBeGreaterThan(0);
    expect(total(inside)).toBe(total(apart) - (lead?.hours ?? 0));
    expect((inside.assumptions ?? []).join(' ')).toMatch(/inside the sized work/);
  });

  it('adds the key person on top when the sentence puts someone else inside the times', () => {
    const rows = CASES[0]?.[1] ?? '';
    const key =
      "The Contractor shall name a Records Manager (Key Personnel). The clerks' breaks are included in the measured times above.";
    const p = plan(rows, key);
    const manager = p.tasks.find((t) => /Records Manager/.test(t.lcat));
    expect(manager?.hours).toBeGreaterThan(0);
    expect((p.assumptions ?? []).join(' ')).not.toMatch(/inside the sized work/);
  });
});
