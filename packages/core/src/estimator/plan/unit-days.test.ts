import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';
import { planFrame } from './frame';
import { unitDayLines } from './unit-days';

// Invented schedules priced by a counted day of a thing or a person ("site-day", "monitor-day"):
// the people each day staffs, times the hours each works, times the days each period orders.
const UNITS = [
  { noun: 'Gate', people: 'traffic attendants', role: /attendant/i },
  { noun: 'Kiosk', people: 'enumerators', role: /enumerator/i },
  { noun: 'Pump station', people: 'operators', role: /operator/i },
  { noun: 'Checkpoint', people: 'screening personnel', role: /screen|personnel/i },
];
const STAFFING = [
  (p: string, n: string) =>
    `For each ${n.toLowerCase()} in service the Contractor shall provide three (3) ${p} per ${n.toLowerCase()} per day, each working one eight (8) hour shift.`,
  (p: string, n: string) =>
    `Staffing: 3 ${p} per ${n.toLowerCase()} on every day it is open. Each of them works a 8-hour shift.`,
  (p: string, n: string) =>
    `The Contractor shall station three ${p} at each ${n.toLowerCase()} per day; shifts are eight (8) hours.`,
];
const LAYOUTS = [
  (n: string, a: number, b: number) =>
    `| CLIN | Description | Est. Qty | Unit |\n|---|---|---|---|\n| 0001 | Coverage, base year | ${a} | ${n}-day |\n| 1001 | Coverage, option year 1 | ${b} | ${n}-day |`,
  (n: string, a: number, b: number) =>
    `ITEM    DESCRIPTION                          EST. QTY    UNIT\n0001    Coverage, base year                  ${a}         ${n}-days\n1001    Coverage, option year 1              ${b}         ${n}-days\n\nQuantities are estimates.`,
];
const PERIODS =
  'Base year: 1 March 2031 through 28 February 2032. Option year 1: 1 March 2032 through 28 February 2033.';

function doc(staffing: string, table: string): string {
  return `# Request for quotation\n\n## Section B\n\n${table}\n\n## Section C Work statement\n\nC.1 The Contractor shall provide coverage as scheduled by the COR.\n\nC.2 ${staffing}\n\nC.3 The Government estimate is $410,000.\n\n## Section F\n\n${PERIODS}\n`;
}

const plan = (text: string) =>
  buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });

describe('a counted day of a thing times the people a day staffs and their shift', () => {
  const cases = UNITS.flatMap((u) =>
    STAFFING.flatMap((s, i) =>
      LAYOUTS.map((l, j) => ({ u, s, l, name: `${u.noun} / staffing ${i} / layout ${j}` })),
    ),
  );
  it.each(cases)('$name', ({ u, s, l }) => {
    const p = plan(doc(s(u.people, u.noun), l(u.noun, 210, 75)));
    const byPeriod = p.tasks.reduce((acc, t) => acc.map((v, i) => v + (t.periods?.[i]?.hours ?? 0)), [0, 0]);
    // 210 x 3 x 8 = 5,040 and 75 x 3 x 8 = 1,800; a manager may sit on top.
    expect(byPeriod[0]).toBeGreaterThanOrEqual(5040);
    expect(byPeriod[0]).toBeLessThan(5040 * 1.45);
    expect(byPeriod[1]).toBeGreaterThanOrEqual(1800);
    expect(byPeriod[1]).toBeLessThan(1800 * 2.2);
    expect(p.tasks.some((t) => u.role.test(t.lcat))).toBe(true);
  });
});

describe('a counted day of a person times the hours of its watch', () => {
  it.each([
    ['Monitor-day', 'Each monitor stands a ten (10) hour watch in each 24-hour period.', 10],
    ['Inspector-days', 'Each inspector works one 10-hour day on site.', 10],
    ['Medic-day', 'Medics work ten (10) hour shifts.', 10],
  ])('%s', (unit, hours, h) => {
    const table = `| CLIN | Description | Qty | Unit |\n|---|---|---|---|\n| 0001 | Coverage, base year | 300 | ${unit} |\n| 0002 | Standby when directed by the COR | 20 | ${unit} |\n| 1001 | Coverage, option year 1 | 280 | ${unit} |`;
    const p = plan(doc(hours, table));
    const line = p.tasks.find((t) => (t.mathRationale ?? '').includes('300'));
    expect(line?.periods?.map((x) => x.hours)).toEqual([300 * h, 280 * h]);
    // The standby days are asked about, not priced.
    expect((p.openQuestions ?? []).some((q) => /0002|standby|when directed/i.test(q.question))).toBe(true);
  });

  it('takes an amendment that changes an item quantity', () => {
    const text = doc(
      'Each observer stands a twelve (12) hour watch.',
      `| CLIN | Description | Qty | Unit |\n|---|---|---|---|\n| 0001 | Coverage, base year | 300 | Observer-day |\n| 1001 | Coverage, option year 1 | 280 | Observer-day |`,
    );
    const amendment =
      'AMENDMENT 0002\n\n1. Section B, Item 0001: the estimated quantity is changed from "300" to "340" observer-days.';
    const model = readSolicitation({
      primary: { name: 'rfq.md', text },
      supporting: [{ name: 'amendment.txt', text: amendment }],
    });
    const lines = unitDayLines(model, planFrame(model), [text, amendment]).lines;
    expect(lines[0]?.periodHours).toEqual([340 * 12, 280 * 12]);
  });
});

describe('no counted day of work', () => {
  it.each([
    // A calendar or working day is time, not a unit of work.
    ['| 0001 | Support, base year | 250 | Work-day |', 'Two (2) clerks per office per day.'],
    ['| 0001 | Support, base year | 365 | Calendar-day |', 'Two (2) clerks per office per day.'],
    // A thing counted by the day with no people per day stated: nothing to multiply.
    ['| 0001 | Rental, base year | 120 | Vehicle-day |', 'Vehicles shall be washed weekly.'],
    // Months and lots.
    ['| 0001 | Support, base year | 12 | Month |', 'Two (2) clerks per office per day, 8 hours each.'],
  ])('%s', (row, staffing) => {
    const text = doc(staffing, `| CLIN | Description | Qty | Unit |\n|---|---|---|---|\n${row}`);
    const model = readSolicitation({ primary: { name: 'rfq.md', text } });
    expect(unitDayLines(model, planFrame(model), [text]).lines).toEqual([]);
  });
});
