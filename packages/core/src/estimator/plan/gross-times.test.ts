import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';
import { grossTimes } from './gross-times';

// Invented workloads whose times per item the Government measured and says already hold their
// allowances: hours are items x minutes / 60, nothing on top, no head the documents do not ask
// for, and high confidence (the effort is the Government's own). Six domains, two layouts.
interface Domain {
  name: string;
  lead: string;
  header: [string, string, string];
  rows: [string, number, number][];
  /** The time column is in hours, not minutes. */
  hours?: boolean;
  role?: RegExp;
}

const DOMAINS: Domain[] = [
  {
    name: 'soil laboratory',
    lead: 'The Government timed each task over a twelve-month study. The times below are the measured average elapsed labor time per item for a trained technician. They already include set-up, cleaning and recording.',
    header: ['Task', 'Minutes per item', 'Items per year'],
    rows: [
      ['Drying and weighing', 6, 12000],
      ['Grinding and sieving', 9, 12000],
      ['Archive retrieval', 15, 800],
    ],
    role: /technician/i,
  },
  {
    name: 'records centre',
    lead: 'Times were established by a time-and-motion study of the current operation and are inclusive of personal, fatigue and delay allowances.',
    header: ['Request type', 'Average minutes per request', 'Annual volume'],
    rows: [
      ['Box retrieval and refile', 12, 9000],
      ['File search and copy', 20, 3000],
      ['Box accession and shelving', 8, 4500],
    ],
  },
  {
    name: 'sterile processing',
    lead: 'The Department measured the average labor time per tray over fiscal year 2029. The measured average times below already account for set-up, breaks and documentation.',
    header: ['Tray type', 'Labor minutes per tray', 'Trays per year'],
    rows: [
      ['Basic instrument tray decontamination and assembly', 18, 14000],
      ['Orthopedic tray decontamination and assembly', 35, 3200],
      ['Peel pack wrapping', 3, 20000],
    ],
  },
  {
    name: 'meter reading',
    lead: 'The standard minutes are engineered labor standards for each read type, measured on the routes; no further productivity or allowance factor shall be applied.',
    header: ['Read type', 'Standard minutes each', 'Annual reads'],
    rows: [
      ['Manual meter read, residential', 3, 48000],
      ['Manual meter read, commercial', 6, 6000],
      ['Final read at move-out', 10, 2400],
    ],
  },
  {
    name: 'library cataloging',
    lead: 'The Library measured the average time per title over a full year of its own operation; the averages already include searching, record editing and physical processing.',
    header: ['Material', 'Average hours per title', 'Titles per year'],
    rows: [
      ['Monograph copy cataloging', 0.5, 6000],
      ['Monograph original cataloging', 2, 900],
      ['Serial record maintenance', 0.25, 2400],
    ],
    hours: true,
  },
  {
    name: 'building inspections',
    lead: 'The times shown were recorded by Government inspectors over the last year and already include travel between rooms, set-up and documentation; they should not be adjusted for productivity.',
    header: ['Inspection', 'Minutes per inspection', 'Annual count'],
    rows: [
      ['Fire extinguisher monthly inspection', 4, 18000],
      ['Emergency light functional test', 3, 9600],
      ['Exit door hardware inspection', 5, 4200],
    ],
  },
];

const PERIODS =
  'Base year: 1 October 2030 through 30 September 2031. Option year 1: 1 October 2031 through 30 September 2032.';

function pipe(d: Domain, lead = d.lead, extra = ''): string {
  const [a, b, c] = d.header;
  const body = d.rows.map(([l, t, n]) => `| ${l} | ${t} | ${n.toLocaleString('en-US')} |`).join('\n');
  return `# Performance Work Statement\n\n## 1. Scope\n\nThe Contractor shall perform the ${d.name} work described below at the Government facility.\n\n## 2. Workload\n\n${lead}\n\n| ${a} | ${b} | ${c} |\n|---|---|---|\n${body}\n\n${extra}\n\n## 3. Period of Performance\n\n${PERIODS}\n`;
}

function aligned(d: Domain, lead = d.lead): string {
  const pad = (s: string, n: number) => s + ' '.repeat(Math.max(3, n - s.length));
  const [a, b, c] = d.header;
  const body = d.rows
    .map(([l, t, n]) => `${pad(l, 56)}${pad(String(t), 30)}${n.toLocaleString('en-US')}`)
    .join('\n');
  return `PERFORMANCE WORK STATEMENT\n\n1. SCOPE\n\nThe Contractor shall perform the ${d.name} work described below at the Government facility.\n\n2. WORKLOAD\n\n${lead}\n\n${pad(a, 56)}${pad(b, 30)}${c}\n${body}\n\n3. PERIOD OF PERFORMANCE\n\n${PERIODS}\n`;
}

const plan = (text: string) =>
  buildPlan(readSolicitation({ primary: { name: 'pws.md', text } }), { texts: [text] });
const total = (p: ReturnType<typeof plan>) => p.tasks.reduce((s, t) => s + t.hours, 0);
const sum = (d: Domain) => d.rows.reduce((s, [, t, n]) => s + (n * t * (d.hours ? 60 : 1)) / 60, 0);

describe('measured times that hold their allowances are the whole effort', () => {
  it.each(DOMAINS.map((d) => ({ d, name: `${d.name} / pipe` })))('$name', ({ d }) => {
    const p = plan(pipe(d));
    expect(Math.abs(total(p) - sum(d)) / sum(d)).toBeLessThan(0.02);
    expect(p.tasks.some((t) => /0\.75 productive/.test(t.mathRationale ?? ''))).toBe(false);
    expect(p.tasks.some((t) => /manager/i.test(t.lcat))).toBe(false);
    expect(p.confidence?.level).toBe('high');
    if (d.role) expect(p.tasks.some((t) => d.role?.test(t.lcat))).toBe(true);
    expect(p.assumptions?.some((a) => /already hold their allowances/.test(a))).toBe(true);
  });
  it.each(DOMAINS.slice(0, 3).map((d) => ({ d, name: `${d.name} / aligned text` })))('$name', ({ d }) => {
    const p = plan(aligned(d));
    expect(Math.abs(total(p) - sum(d)) / sum(d)).toBeLessThan(0.02);
  });
});

describe('the same table under other headers', () => {
  const d = DOMAINS[0] as Domain;
  it.each([
    ['Average minutes', 'Items per year'],
    ['Time per sample (min)', 'Samples per year'],
    ['Measured minutes per item', 'Annual quantity'],
    ['Labor minutes each', 'Annual volume'],
  ])('%s | %s', (time, count) => {
    const p = plan(pipe({ ...d, header: ['Task', time, count] }));
    expect(Math.abs(total(p) - sum(d)) / sum(d)).toBeLessThan(0.02);
  });
});

describe('times that leave a factor to the offeror keep the productive share (must not fire)', () => {
  const d = DOMAINS[0] as Domain;
  it.each([
    [
      'hands-on only',
      'The Government timed each task. The times below are hands-on time only and do not include set-up, travel or breaks.',
    ],
    [
      'a plain workload table',
      "The table below shows last year's workload and the average minutes per item.",
    ],
    [
      'an allowance to add',
      'The times below were measured by the Government. Offerors shall apply their own productivity factor.',
    ],
    [
      'a measured response time',
      'Response times are measured from the time the request is logged. The table below shows the workload.',
    ],
    [
      'a factor that applies',
      'The Government timed each task; a productivity factor of 85% applies to the times below.',
    ],
  ])('%s', (_name, lead) => {
    const p = plan(pipe(d, lead));
    expect(total(p)).toBeGreaterThan(sum(d) / 0.75 - 5);
    expect(p.assumptions?.some((a) => /already hold their allowances/.test(a))).toBe(false);
  });

  it('a manager the documents ask for stays', () => {
    const p = plan(
      pipe(
        d,
        d.lead,
        'The Contractor shall provide a full-time Laboratory Manager (key personnel) to supervise the work on site.',
      ),
    );
    expect(p.tasks.some((t) => /Laboratory Manager/.test(t.lcat))).toBe(true);
  });

  it('a contact queue keeps its occupancy', () => {
    const calls: Domain = {
      name: 'help line',
      lead: 'The measured average handle times below already include after-call work.',
      header: ['Contact type', 'Average handle minutes per call', 'Annual volume'],
      rows: [
        ['Benefit calls', 8, 40000],
        ['Claim status calls', 5, 30000],
      ],
    };
    expect(total(plan(pipe(calls)))).toBeGreaterThan(sum(calls) * 1.2);
  });
});

describe('grossTimes', () => {
  it.each([
    'The times below are the measured average elapsed labor time per item. They already include set-up.',
    'Standard times are inclusive of personal, fatigue and delay allowances.',
    'The unit times were timed by the Government for each task.',
    'No further productivity factor should be applied to these times.',
    'The averages include PF&D allowances.',
    'Times per unit were established by a time study of each task.',
  ])('reads "%s"', (s) => {
    expect(grossTimes(s)).toBeTruthy();
  });
  it.each([
    'Response times are measured from the time the call is logged.',
    'Work orders averaged 40 minutes of technician effort.',
    'The times were measured. They do not include travel between sites.',
    'The measured times exclude set-up. The times are per item.',
    'Performance is measured monthly against the standards in each task.',
    'Offerors should add their own allowances to the timed tasks.',
  ])('leaves "%s"', (s) => {
    expect(grossTimes(s)).toBeUndefined();
  });
});
