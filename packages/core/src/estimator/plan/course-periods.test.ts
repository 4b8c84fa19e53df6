import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// Twelfth session (blind): a schedule of courses whose classes are given per base and option
// period, as a row per course and period (a "Period" column) or as bare period columns ("Base |
// Option 1 | Option 2"). Each period gets its own classes, not every period all of them.
// Invented courses (forklift safety, first aid, pesticide applicator, boat handling); none is a
// corpus document's. Must not fire: prices per period read as classes, and a schedule with one
// yearly count.
const doc = (table: string) =>
  [
    'C.1 The Contractor shall provide instructors to teach the courses below.',
    'C.2 The period of performance is a 12-month base period and two 12-month option periods.',
    'C.3 Course schedule',
    table,
  ].join('\n');
const byPeriod = (table: string) => {
  const p = estimatePlan({ primary: { name: 'sow.txt', text: doc(table) } });
  const sum = [0, 0, 0];
  for (const t of p.tasks) {
    if (!/instructor/i.test(t.lcat)) continue;
    for (const [i, x] of (t.periods ?? []).entries()) sum[i] = (sum[i] ?? 0) + x.hours;
  }
  return { sum, p };
};

describe('classes per period from a row per course and period', () => {
  it('a Period column with Base / Option 1 / Option 2', () => {
    const { sum } = byPeriod(
      [
        '| Course | Class length (hours) | Period | Classes |',
        '|---|---|---|---|',
        '| Forklift Safety | 8 | Base | 10 |',
        '| Forklift Safety | 8 | Option 1 | 12 |',
        '| Forklift Safety | 8 | Option 2 | 12 |',
        '| First Aid | 16 | Base | 6 |',
        '| First Aid | 16 | Option 1 | 6 |',
        '| First Aid | 16 | Option 2 | 8 |',
      ].join('\n'),
    );
    // Platform hours by period: 176, 192, 224; with preparation x 1.5: 264, 288, 336.
    expect(sum).toEqual([264, 288, 336]);
  });
  it('a Contract Period column with option years', () => {
    const { sum } = byPeriod(
      [
        '| Course Title | Length (hours) | Contract Period | Number of Classes |',
        '|---|---|---|---|',
        '| Pesticide Applicator | 24 | Base Year | 4 |',
        '| Pesticide Applicator | 24 | Option Year 1 | 2 |',
        '| Pesticide Applicator | 24 | Option Year 2 | 2 |',
      ].join('\n'),
    );
    expect(sum[0]).toBe(2 * (sum[1] ?? 0));
    expect(sum[1]).toBe(sum[2]);
  });
});

describe('classes per period from bare period columns', () => {
  it('Base | Option 1 | Option 2 beside a length', () => {
    const { sum } = byPeriod(
      [
        '| Course | Length (hours) | Base | Option 1 | Option 2 |',
        '|---|---|---|---|---|',
        '| Forklift Safety | 8 | 10 | 12 | 12 |',
        '| First Aid | 16 | 6 | 6 | 8 |',
      ].join('\n'),
    );
    expect(sum).toEqual([264, 288, 336]);
  });
  it('Base Year | Option Year 1 | Option Year 2 beside a length', () => {
    const { sum } = byPeriod(
      [
        '| Course Title | Course Hours | Base Year | Option Year 1 | Option Year 2 |',
        '|---|---|---|---|---|',
        '| Boat Handling | 40 | 3 | 2 | 2 |',
      ].join('\n'),
    );
    expect(sum[0]).toBeGreaterThan(sum[1] ?? 0);
    expect(sum[1]).toBe(sum[2]);
    expect(sum[1]).toBeGreaterThan(0);
  });
});

describe('look-alikes: no classes per period', () => {
  it('prices per period are not classes', () => {
    const { p } = byPeriod(
      [
        '| Course | Length (hours) | Base | Option 1 | Option 2 |',
        '|---|---|---|---|---|',
        '| Forklift Safety | 8 | $1,200 | $1,250 | $1,300 |',
      ].join('\n'),
    );
    expect(p.tasks.some((t) => /1,?2\d\d classes/.test(t.mathRationale ?? ''))).toBe(false);
  });
  it('one yearly count runs every period alike', () => {
    const { sum } = byPeriod(
      ['| Course | Length (hours) | Classes per year |', '|---|---|---|', '| First Aid | 16 | 6 |'].join(
        '\n',
      ),
    );
    expect(sum).toEqual([144, 144, 144]);
  });
});
