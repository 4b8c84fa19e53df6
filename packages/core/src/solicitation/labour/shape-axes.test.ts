import { describe, expect, it } from 'vitest';
import { alignedTables } from '../structure/tables-aligned';
import { pageFurniture, toLines } from '../structure/lines';
import { cellMeasure, numberOf } from './cells';
import { columnRole, isBareCount, withoutMeasure } from './columns';
import { dateRangeYear, namesPeriod, periodLike } from './period-labels';

describe('the axes a staffing table may state', () => {
  it('names periods by period-numbered CLINs and by dates, not by other numbers', () => {
    expect(periodLike('CLIN 0001')).toEqual({ kind: 'base', n: 0 });
    expect(periodLike('CLIN 3001')).toEqual({ kind: 'option', n: 3 });
    expect(periodLike('Line Item 2001AA')).toEqual({ kind: 'option', n: 2 });
    expect(periodLike('CLIN 0002')).toBeNull();
    expect(dateRangeYear('04/01/2027 - 03/31/2028')).toBe(2027);
    expect(dateRangeYear('June 2026 through May 2027')).toBe(2026);
    expect(dateRangeYear('Building 4, Room 12')).toBeNull();
    expect(namesPeriod('Staffing for 7/1/26 to 6/30/27')).toBe(true);
    expect(namesPeriod('Forklift Operator')).toBe(false);
  });

  it('splits a header into what it names and the measure of its cells', () => {
    expect(withoutMeasure('Harbor Station FTEs')).toBe('Harbor Station');
    expect(withoutMeasure('Deck Hand (hours)')).toBe('Deck Hand');
    expect(withoutMeasure('West Depot Number of Staff')).toBe('West Depot');
    expect(withoutMeasure('Estimated Hours')).toBe('');
    expect(withoutMeasure('Overtime Hours')).toBe('');
    // A title that ends in a word the measures use is left whole.
    expect(withoutMeasure('Range Safety Personnel')).toBe('Range Safety Personnel');
  });

  it('reads a bare count as an amount whose measure the table tells', () => {
    expect(isBareCount('Qty')).toBe(true);
    expect(isBareCount('Quantity')).toBe(true);
    expect(isBareCount('Quantity of Vehicles')).toBe(false);
    expect(columnRole('Qty')).toEqual({ role: 'amount', label: 'Qty', period: null, measure: null });
    expect(columnRole('Number of Positions').role).toBe('amount');
  });

  it('reads units and fractions in the cells', () => {
    expect(cellMeasure('2,340 hrs')).toBe('hours');
    expect(cellMeasure('0.5 FTE')).toBe('fte');
    expect(cellMeasure('12')).toBeNull();
    expect(numberOf('1/2')).toBe(0.5);
    expect(numberOf('1 1/2 FTE')).toBe(1.5);
    expect(numberOf('3/4')).toBe(0.75);
    expect(numberOf('10/01')).toBeNull();
  });
});

describe('aligned text tables', () => {
  it('gives a label over right-aligned figures to the column of those figures', () => {
    const text = [
      'Role                Harbor Station   West Depot',
      'Deck Hand                        3            1',
      'Crane Operator                   2            4',
      'Dock Supervisor                  1            1',
    ].join('\n');
    const [table] = alignedTables(toLines(text));
    expect(table?.header).toEqual(['Role', 'Harbor Station', 'West Depot']);
    expect(table?.rows[0]).toEqual(['Deck Hand', '3', '1']);
  });

  it('keeps a period alone on its line as a row that titles the rows under it', () => {
    const text = [
      'Position             Hours',
      'Deck Hand            2,080',
      'Crane Operator       1,040',
      'Option Year 1',
      'Deck Hand            2,080',
      'Crane Operator       2,080',
    ].join('\n');
    const rows = alignedTables(toLines(text))[0]?.rows ?? [];
    expect(rows.map((r) => r[0])).toContain('Option Year 1');
    expect(rows.find((r) => r[0]?.startsWith('Crane Operator'))?.[0]).toBe('Crane Operator');
  });

  it('does not take a header row repeated over the blocks of a table for page furniture', () => {
    const block = (n: number) => [
      `Period ${n}`,
      'Role        Hours',
      'Deck Hand   2,080',
      'Crane Operator  1,040',
    ];
    const lines = toLines([1, 2, 3, 4, 5].flatMap(block).join('\n'));
    expect(pageFurniture(lines).has('role hours')).toBe(false);
    // A running header a page apart still is furniture.
    const paged = [1, 2, 3, 4].map(
      (p) => `Port Services PWS\n${'The contractor shall moor vessels.\n'.repeat(30)}Page ${p}`,
    );
    expect(pageFurniture(toLines(paged.join('\n'))).has('port services pws')).toBe(true);
  });
});
