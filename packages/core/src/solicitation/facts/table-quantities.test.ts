import { describe, expect, it } from 'vitest';
import { MONTH_NAMES } from './dates';
import type { Table } from '../model';
import { tableOf } from '../test-tables';
import { readTableQuantities } from './table-quantities';

const table = (header: string[], rows: string[][]): Table =>
  tableOf(header, rows, { id: 't1', document: 'pws', ref: '2.4' });
/** A fiscal year's months, October first. */
const MONTHS = [...MONTH_NAMES.slice(9), ...MONTH_NAMES.slice(0, 9)];

describe('workload counts in tables', () => {
  it('reads monthly volumes by column with their yearly total', () => {
    const rows = MONTHS.map((m) => [`${m} 2026`, '36,000', '3,000']);
    const q = readTableQuantities([
      table(['Month', 'Calls offered', 'Secure messages'], [...rows, ['Total', '432,000', '36,000']]),
    ]);
    expect(q.map((x) => [x.noun, x.value, x.per])).toEqual([
      ['calls offered', 432000, 'year'],
      ['secure messages', 36000, 'year'],
    ]);
  });

  it('averages monthly volumes when no yearly total is stated', () => {
    const q = readTableQuantities([
      table(
        ['Month', 'Tickets'],
        [
          ['Jan', '100'],
          ['Feb', '200'],
          ['Mar', '300'],
        ],
      ),
    ]);
    expect(q[0]).toMatchObject({ noun: 'tickets', value: 200, per: 'month' });
  });

  it('reads inventories by row with the latest figure of a time series', () => {
    const q = readTableQuantities([
      table(
        ['', 'Short Description', 'Oct FY24', 'Nov FY24', 'Dec FY24'],
        [
          ['', 'Virtual Servers', '315', '319', '296'],
          ['5. VoIP', '', '', '', ''],
          ['', 'Total', '3990', '3867', '3880'],
        ],
      ),
    ]);
    expect(q.map((x) => [x.noun, x.value])).toEqual([
      ['virtual servers', 296],
      ['voip total', 3880],
    ]);
  });

  it('leaves labour, price and other tables alone', () => {
    expect(
      readTableQuantities([
        table(['Labor Category', 'Base Year', 'OY1'], [['Program Manager', '2,080', '2,080']]),
      ]),
    ).toEqual([]);
    expect(readTableQuantities([table(['#', 'Question', 'Answer'], [['20', 'RFQ', 'Yes']])])).toEqual([]);
  });
});
