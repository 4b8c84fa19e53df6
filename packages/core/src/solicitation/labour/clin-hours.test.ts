import { describe, expect, it } from 'vitest';
import type { Table } from '../model';
import { tableOf } from '../test-tables';
import { readClinHours } from './clin-hours';

const table = (header: string[], rows: string[][]): Table =>
  tableOf(header, rows, { id: 't0', document: 'rfq', ref: 'B.2', end: 100 });
const read = (header: string[], rows: string[][]) =>
  readClinHours(table(header, rows), null)?.categories.map((c) => [
    c.title,
    c.stated.map((a) => `${a.period}:${a.hours}`).join(','),
  ]);

describe('CLIN schedules of labour hours', () => {
  it.each([
    [
      ['CLIN', 'Description', 'Qty', 'Unit'],
      [
        ['0001', 'Program Manager', '1,920', 'HR'],
        ['1001', 'Program Manager (Option Year 1)', '1,920', 'HR'],
      ],
      [['Program Manager', 'Base Period:1920,Option Year 1:1920']],
    ],
    [
      ['CLIN', 'Supplies/Services', 'Quantity', 'Unit'],
      [
        ['0001', 'Customer Service Representative', '20,800', 'Hours'],
        ['1001', 'Customer Service Representative', '20,800', 'Hours'],
      ],
      [['Customer Service Representative', 'Base Period:20800,Option Period 1:20800']],
    ],
    [
      ['Line Item', 'Labor Category', 'Estimated Hours'],
      [
        ['0001AA', 'Systems Engineer', '5,760'],
        ['0002AA', 'Help Desk Technician', '2,080'],
      ],
      [
        ['Systems Engineer', 'Base Period:5760'],
        ['Help Desk Technician', 'Base Period:2080'],
      ],
    ],
    [
      ['ITEM NO.', 'DESCRIPTION', 'QTY', 'UNIT'],
      [['0001', 'Network Engineer', '1,880', 'HRS']],
      [['Network Engineer', 'Base Period:1880']],
    ],
  ])('%j', (header, rows, expected) => {
    expect(read(header, rows)).toEqual(expected);
  });

  it.each([
    [['CLIN', 'Description', 'Qty', 'Unit'], [['0001', 'Program Management Services', '12', 'MO']]],
    [['CLIN', 'Description', 'Qty', 'Unit'], [['0001', 'Travel', '1', 'LOT']]],
    [['Position', 'Hours'], [['Program Manager', '1,920']]],
  ])('not labour hours by CLIN: %j', (header, rows) => {
    expect(read(header, rows)).toBeUndefined();
  });
});

describe('labour CLINs that name no job', () => {
  it('leaves "CSOC Operations Labor" and call-back labour to the staffing tables', () => {
    expect(
      read(
        ['CLIN', 'Description', 'Period', 'Est. Hours', 'Rate', 'Amount'],
        [
          ['0001', 'CSOC Operations Labor', 'Base Period', '30,440', '', ''],
          ['1005', 'Option Year One - Emergency Call-Back Labor (est.)', 'Option Year 1', '400', '', ''],
        ],
      ),
    ).toBeUndefined();
  });
});
