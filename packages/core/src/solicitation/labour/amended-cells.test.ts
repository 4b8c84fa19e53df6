import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../estimator/plan/build-plan';
import { readSolicitation } from '../read-solicitation';

// An SF 30 that changes one cell of a table whose rows are told apart by several cells (site,
// shift, hours), not by a title of their own: "Table C-1, row 'Main Campus / Night / 2300 -
// 0700 / Every day', column 'Operators on duty': FROM: 1 TO: 2". The amended figure is used and
// the plan says which.

const TERMS = `## B Period of performance
The period of performance is a base year of twelve months and two twelve-month option years.
`;
const SF30 = (change: string) => `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT
STANDARD FORM 30
Amendment No. 0001

The purpose of this amendment is to revise the staffing table.

${change}

All other terms and conditions remain unchanged.
`;
const plan = (pws: string, change: string) =>
  buildPlan(
    readSolicitation({
      primary: { name: 'pws.md', text: `${TERMS}\n${pws}` },
      supporting: [{ name: 'amendment-0001.pdf', text: SF30(change) }],
    }),
  );
const postHours = (p: ReturnType<typeof plan>) =>
  p.tasks.filter((t) => t.unit === 'post').reduce((s, t) => s + t.hours, 0);
const said = (p: ReturnType<typeof plan>) =>
  [...(p.assumptions ?? []), ...p.tasks.map((t) => `${t.mathRationale ?? ''} ${t.basis ?? ''}`)].join(' ');

const OPERATORS = `## C.4 Staffing
C.4.1 The Contractor shall staff the consoles at each site as shown in Table C-1. Each shift is eight hours, every day of the year.

Table C-1 Operators on duty

| Site | Shift | Hours | Days | Operators on duty |
|---|---|---|---|---|
| Main Campus | Day | 0700 - 1500 | Every day | 2 |
| Main Campus | Evening | 1500 - 2300 | Every day | 2 |
| Main Campus | Night | 2300 - 0700 | Every day | 1 |
| Annex | Day | 0700 - 1500 | Every day | 1 |
| Annex | Night | 2300 - 0700 | Every day | 1 |
`;
const SHIFT = 8 * 365;

const WARDS = `## C.3 Nursing coverage
The Contractor shall keep on duty the nurses of Table 3 at all times.

Table 3 Nurses on duty

| Ward | Shift | Hours | Days | Nurses on duty |
|---|---|---|---|---|
| Ward 4 | Days | 0700-1900 | Daily | 3 |
| Ward 4 | Nights | 1900-0700 | Daily | 2 |
| Ward 5 | Days | 0700-1900 | Daily | 2 |
| Ward 5 | Nights | 1900-0700 | Daily | 2 |
`;

const GATES = `## C.2 Guard posts
The Contractor shall staff the posts of Table C-2 every day of the year.

Table C-2 Guards on duty

| Gate | Shift | Hours | Days | Guards on duty |
|---|---|---|---|---|
| North Gate | Day | 0600 - 1400 | Every day | 2 |
| | Evening | 1400 - 2200 | Every day | 1 |
| | Night | 2200 - 0600 | Every day | 1 |
| South Gate | Day | 0600 - 1400 | Every day | 1 |
| | Evening | 1400 - 2200 | Every day | 1 |
`;

describe('an amendment that changes one cell of a row told apart by several cells', () => {
  it('applies the change in several phrasings and domains', () => {
    const base = postHours(plan(OPERATORS, ''));
    expect(base).toBe(7 * SHIFT);
    for (const change of [
      "Table C-1, row 'Main Campus / Night / 2300 - 0700 / Every day', column 'Operators on duty': FROM: 1 TO: 2",
      'Table C-1, row "Main Campus | Night | 2300 - 0700 | Every day", column "Operators on duty": FROM 1 TO 2.',
      'In Table C-1, the number of operators on duty for the Main Campus Night shift (2300 - 0700) is changed from 1 to 2.',
      'Table C-1 is revised: Main Campus, Night, Operators on duty - from 1 to 2.',
    ]) {
      const p = plan(OPERATORS, change);
      expect(postHours(p), change).toBe(8 * SHIFT);
      expect(said(p), change).toMatch(/Night[^.]*1 -> 2|from 1 to 2|amended/i);
    }
  });

  it('reads the row of a ward or a gate, a merged first cell included', () => {
    // The model keeps the original table; the amended cell is what the staffing reads, and the note says so.
    const change = (pws: string, text: string) =>
      readSolicitation({
        primary: { name: 'pws.md', text: `${TERMS}\n${pws}` },
        supporting: [{ name: 'amendment-0001.pdf', text: SF30(text) }],
      })
        .notes.map((n) => n.text)
        .join(' ');
    expect(
      change(WARDS, "Table 3, row 'Ward 4 / Nights / 1900-0700', column 'Nurses on duty': FROM: 2 TO: 3"),
    ).toMatch(/Ward 4 \/ Nights \/ 1900-0700[^:]*: 2 -> 3/);
    expect(
      change(
        GATES,
        "Table C-2, row 'North Gate / Evening / 1400 - 2200', column 'Guards on duty': FROM: 1 TO: 2",
      ),
    ).toMatch(/North Gate \/ Evening[^:]*: 1 -> 2/);
    expect(
      change(GATES, 'Table C-2: the South Gate evening guards on duty are increased from 1 to 2.'),
    ).toMatch(/South Gate \/ Evening[^:]*: 1 -> 2/);
  });

  it('leaves the table alone when the row is not told apart or the old figure is not there', () => {
    const base = postHours(plan(OPERATORS, ''));
    for (const change of [
      // Two rows hold "Night" and 1: which one is not said.
      "Table C-1, row 'Night', column 'Operators on duty': FROM: 1 TO: 2",
      // The old figure is not the row's.
      "Table C-1, row 'Main Campus / Day / 0700 - 1500 / Every day', column 'Operators on duty': FROM: 3 TO: 4",
      // A date, not a cell.
      'Block 8 of the SF 30: the offer due date is changed FROM: 10 TO: 17 December.',
    ]) {
      expect(postHours(plan(OPERATORS, change)), change).toBe(base);
    }
  });
});
