import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// A table of the Government's labour per unit (any unit, any domain) joined with the line
// items that order each unit in each period: hours = quantity x hours per unit, period by period.
const DOMAINS = [
  {
    units: [
      'Hydrant flow test, per hydrant',
      'Valve exercise, per valve',
      'Flushing report entry, per record',
    ],
    rows: ['Hydrant flow test', 'Valve exercise (gate valves)', 'Flushing report entry into database'],
    hours: [1.5, 0.75, 0.2],
  },
  {
    units: ['Type A survey, per household', 'Type B survey, per household', 'Callback, per case'],
    rows: ['Type A household survey (short form)', 'Type B household survey (long form)', 'Callback case'],
    hours: [0.5, 1.25, 0.25],
  },
];
const QTY = [
  [400, 120, 300],
  [350, 150, 280],
];
const HEADERS = ['Labor-hours per unit', 'Hours per unit', 'Staff-hours each'];

function pipeDoc(d: (typeof DOMAINS)[number], header: string): string {
  const effort = d.units.map((u, i) => `| ${u} | ${d.hours[i]} |`).join('\n');
  const schedule = QTY.flatMap((q, p) =>
    d.rows.map(
      (r, i) => `| ${p}00${i + 1} | ${p === 0 ? 'Base year' : 'Option year 1'}: ${r} | ${q[i]} | EA |`,
    ),
  ).join('\n');
  return `# RFP\n\n## Section B\n\n| CLIN | Description | Est. Qty | Unit |\n|---|---|---|---|\n${schedule}\n\n## Section C\n\nC.1 The Government estimates the labor per unit as follows (all Contractor personnel; management and quality control are included):\n\n| Unit | ${header} |\n|---|---|\n${effort}\n\nC.2 The Government does not specify the number of personnel. One Project Manager shall be designated as the point of contact.\n\n## Section F\n\nBase year: 1 June 2030 through 31 May 2031. Option year 1: 1 June 2031 through 31 May 2032.\n`;
}

function alignedDoc(d: (typeof DOMAINS)[number], header: string): string {
  const pad = (s: string, n: number) => s + ' '.repeat(Math.max(2, n - s.length));
  const effort = d.units.map((u, i) => `${pad(u, 44)}${d.hours[i]}`).join('\n\n');
  const period = (p: number) =>
    `${p === 0 ? 'Base Year' : 'Option Year 1'}: 1 June 203${p} – 31 May 203${p + 1}\n\n${d.rows
      .map((r, i) => `${p}00${i + 1} ${pad(r, 58)}${pad(String(QTY[p]?.[i]), 8)}EA`)
      .join('\n\n')}`;
  return `SECTION B — SUPPLIES OR SERVICES\nCLIN                          Description                        Est. Qty Unit\n\n${period(0)}\n\n${period(1)}\n\nSECTION C — WORK STATEMENT\nC.1 The Government estimates the labor per unit as follows (all Contractor personnel; management and quality control are included):\n\n                Unit                        ${header}\n\n${effort}\n\nC.2 The Government does not specify the number of personnel. One Project Manager shall be designated as the point of contact.\n`;
}

const hoursOf = (p: ReturnType<typeof buildPlan>) =>
  p.tasks.reduce((acc, t) => acc.map((v, i) => v + (t.periods?.[i]?.hours ?? 0)), [0, 0]);

describe('effort per unit x quantities by period', () => {
  const cases = DOMAINS.flatMap((d, di) =>
    HEADERS.flatMap((h) => [
      { name: `domain ${di} / ${h} / pipe`, text: pipeDoc(d, h), d },
      { name: `domain ${di} / ${h} / aligned`, text: alignedDoc(d, h), d },
    ]),
  );
  it.each(cases)('$name', ({ text, d }) => {
    const p = buildPlan(readSolicitation({ primary: { name: 'rfp.md', text } }), { texts: [text] });
    const want = QTY.map((q) => q.reduce((s, n, i) => s + n * (d.hours[i] ?? 0), 0));
    const got = hoursOf(p);
    expect(Math.abs((got[0] ?? 0) - (want[0] ?? 0)) / (want[0] ?? 1)).toBeLessThan(0.05);
    expect(Math.abs((got[1] ?? 0) - (want[1] ?? 0)) / (want[1] ?? 1)).toBeLessThan(0.05);
    expect(p.confidence?.level).toBe('high');
  });
});
