import { describe, expect, it } from 'vitest';
import type { Table } from '../model';
import { cyclesOfWords, readFrequencyTable, readFrequencyTables } from './frequency-tables';

const table = (header: string[], rows: string[][]): Table => ({
  id: 't1',
  document: 'att.xlsx',
  ref: 'J-2',
  sectionId: null,
  header,
  rows,
  origin: 'sheet',
  start: 0,
  end: 1,
});

const MONTHS = ['Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

describe('cyclesOfWords', () => {
  it.each([
    ['Weekly', 52],
    ['2x weekly', 104],
    ['twice a week', 104],
    ['3 times per month', 36],
    ['Daily', 250],
    ['Daily, 7 days a week', 365],
    ['Bi-weekly', 26],
    ['every other week', 26],
    ['Monthly', 12],
    ['Quarterly', 4],
    ['Semi-annually', 2],
    ['Annually', 1],
    ['5/week', 260],
    ['once a year', 1],
  ])('%s is %i times a year', (cell, cycles) => expect(cyclesOfWords(cell)).toBe(cycles));

  it.each(['As needed', 'As directed by the COR', 'N/A', '', 'On call'])('%s states no frequency', (cell) =>
    expect(cyclesOfWords(cell)).toBeUndefined(),
  );
});

describe('readFrequencyTable', () => {
  it('sums month columns of cycles (fiscal-year order, no total column)', () => {
    const rows = readFrequencyTable(
      table(
        ['Item', 'Work Element', 'Acres', ...MONTHS],
        [
          ['A', 'Mowing, improved areas', '60', '1', '0', '0', '0', '0', '1', '2', '4', '4', '4', '4', '2'],
          ['B', 'Litter policing', '60', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2'],
        ],
      ),
    );
    expect(rows.map((r) => [r.service, r.quantity, r.unit, r.cyclesPerYear])).toEqual([
      ['Mowing, improved areas', 60, 'acres', 22],
      ['Litter policing', 60, 'acres', 24],
    ]);
  });

  it('reads a "times per year" column and a unit column', () => {
    const rows = readFrequencyTable(
      table(
        ['Task', 'Qty', 'UOM', 'Times per Year'],
        [
          ['Replace HVAC filters', '212', 'EA', '4'],
          ['Relamp corridor fixtures', '1,450', 'lamps', '1'],
          ['Total', '1,662', '', ''],
        ],
      ),
    );
    expect(rows.map((r) => [r.service, r.quantity, r.unit, r.cyclesPerYear])).toEqual([
      ['Replace HVAC filters', 212, 'ea', 4],
      ['Relamp corridor fixtures', 1450, 'lamps', 1],
    ]);
  });

  it('reads frequency words in a custodial table of square feet with no service header', () => {
    const rows = readFrequencyTable(
      table(
        ['Building', 'Cleanable Area (Sq Ft)', 'Frequency'],
        [
          ['Bldg 12 offices - clean and vacuum', '48,000', 'Daily'],
          ['Bldg 12 floors - strip and wax', '9,500', 'Quarterly'],
          ['Bldg 7 warehouse - sweep', '22,000', 'twice a week'],
        ],
      ),
    );
    expect(rows.map((r) => [r.quantity, r.unit, r.cyclesPerYear])).toEqual([
      [48000, 'sq ft', 250],
      [9500, 'sq ft', 4],
      [22000, 'sq ft', 104],
    ]);
  });

  it('scales plain numbers in a "per month" frequency column', () => {
    const rows = readFrequencyTable(
      table(
        ['Service', 'Quantity', 'Unit', 'Frequency (per month)'],
        [
          ['Restroom fixture cleaning', '340', 'fixtures', '20'],
          ['Window washing', '600', 'panes', '0.5'],
        ],
      ),
    );
    expect(rows.map((r) => r.cyclesPerYear)).toEqual([240, 6]);
  });

  describe('must not fire', () => {
    it('an hours-of-operation table', () =>
      expect(
        readFrequencyTables([
          table(
            ['Facility', 'Days', 'Hours of Operation'],
            [
              ['Main library', 'Monday - Friday', '0800-1700'],
              ['Fitness centre', 'Daily', '0500-2200'],
            ],
          ),
        ]),
      ).toEqual([]));

    it('a staffing table with hours and a frequency-like column', () =>
      expect(
        readFrequencyTables([
          table(
            ['Position', 'Qty', 'Hours per week', 'Schedule'],
            [
              ['Custodian', '6', '40', 'Weekly'],
              ['Lead Custodian', '1', '40', 'Weekly'],
            ],
          ),
        ]),
      ).toEqual([]));

    it('a price schedule of months and each', () =>
      expect(
        readFrequencyTables([
          table(
            ['CLIN', 'Description', 'Qty', 'Unit', 'Unit Price', 'Amount'],
            [
              ['0001', 'Grounds maintenance, base year', '12', 'MO', '', ''],
              ['0002', 'Storm cleanup', '2', 'EA', '', ''],
            ],
          ),
        ]),
      ).toEqual([]));

    it('a table counting people served or staff, not work', () =>
      expect(
        readFrequencyTables([
          table(
            ['Site', 'Number of employees', 'Frequency of visits'],
            [
              ['Clinic A', '40', 'Monthly'],
              ['Clinic B', '25', 'Quarterly'],
            ],
          ),
        ]),
      ).toEqual([]));

    it('a single row is not a frequency table', () =>
      expect(
        readFrequencyTables([table(['Service', 'Acres', 'Frequency'], [['Mowing', '20', 'Weekly']])]),
      ).toEqual([]));
  });
});
