import { describe, expect, it } from 'vitest';
import type { Table } from '../model';
import { pipeTableOf } from '../test-tables';
import { withoutRowNumbers } from './block-shapes';
import { readTableStaffing } from './table-staffing';

// A first column that numbers the rows is not staffing: read as an amount it stated one or two
// extra people per category, with no place, beside the category's real places.
const pipeTable = (text: string): Table =>
  pipeTableOf(text, { id: 't1', document: 'doc', ref: 'C.4', end: text.length });

describe('row-number columns', () => {
  it.each([
    [
      'No. before hours by period',
      `
| No. | Labor Category | Base Year FTE | Option Year 1 FTE |
|---|---|---|---|
| 1 | Dredge Crane Operator | 4 | 3 |
| 2 | Hull Painter | 1 | 1 |
| 3 | Rigging Supervisor | 2 | 2 |`,
      { 'Dredge Crane Operator': 7, 'Hull Painter': 2, 'Rigging Supervisor': 4 },
    ],
    [
      '# before periods across',
      `
| # | Labor Category | Base Year FTE | Option Year 1 FTE |
|---|---|---|---|
| 1 | Orchard Sprayer | 2 | 2 |
| 2 | Grounds Maintenance Laborer | 3 | 3 |
| 3 | Irrigation Technician | 1 | 1 |`,
      { 'Orchard Sprayer': 4, 'Grounds Maintenance Laborer': 6, 'Irrigation Technician': 2 },
    ],
    [
      'Item before a head count, totals row unnumbered',
      `
| Item | Labor Category | FTE |
|---|---|---|
| 1 | Net Mender | 5 |
| 2 | Deckhand Supervisor | 1 |
| | Total | 6 |`,
      { 'Net Mender': 5, 'Deckhand Supervisor': 1 },
    ],
  ])('%s: no amount from the numbers', (_, text, want) => {
    const read = readTableStaffing(pipeTable(text), [], null);
    const got: Record<string, number> = {};
    for (const c of read?.categories ?? [])
      got[c.title] = (got[c.title] ?? 0) + c.stated.reduce((s, a) => s + (a.fte ?? a.people ?? 0), 0);
    expect(got).toEqual(want);
  });

  it('keeps a first column of numbers that do not count the rows', () => {
    const block = {
      labels: ['', 'Position', 'FTE'],
      rows: [
        ['3', 'Kiln Loader', '2'],
        ['7', 'Crane Operator', '1'],
      ],
    };
    expect(withoutRowNumbers(block)).toBe(block);
    const amounts = {
      labels: ['No.', 'Position'],
      rows: [
        ['1', '2'],
        ['2', '4'],
      ],
    };
    expect(withoutRowNumbers(amounts)).toBe(amounts);
    const headed = {
      labels: ['Staff', 'Position'],
      rows: [
        ['1', 'Welder'],
        ['2', 'Rigger'],
      ],
    };
    expect(withoutRowNumbers(headed)).toBe(headed);
  });
});
