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

describe('inventories on a cycle longer than a year', () => {
  it.each([
    ['5 years', 0.2],
    ['every five years', 0.2],
    ['5-year cycle', 0.2],
    ['once every 3 yrs', 1 / 3],
    ['Every other year', 0.5],
    ['Biennially', 0.5],
    ['triennial', 1 / 3],
    ['One-fifth a year', 0.2],
    ['4 year rotation', 0.25],
  ])('%s is %d of the inventory a year', (cell, share) => expect(cyclesOfWords(cell)).toBeCloseTo(share, 6));

  it.each(['5 year warranty period', '1 year', '50 years', 'Year 5'])('%s is no cycle', (cell) => {
    const c = cyclesOfWords(cell);
    expect(c === undefined || c >= 1).toBe(true);
  });

  it('reads an inventory by zone with a column of the units worked a year', () => {
    const rows = readFrequencyTable(
      table(
        [
          'Zone',
          'Description',
          'Small <12 in',
          'Medium 12-24 in',
          'Large >24 in',
          'Total trees',
          'Pruned a year (1/5)',
        ],
        [
          ['A', 'Main hospital and clinics', '1020', '610', '260', '1890', '378'],
          ['B', 'Community living center', '640', '390', '170', '1200', '240'],
          ['Total', '', '3900', '2100', '840', '6840', '1368'],
        ],
      ),
    );
    expect(rows.map((r) => [r.service, r.quantity, r.unit, r.cyclesPerYear])).toEqual([
      ['Main hospital and clinics', 1890, 'trees', 0.2],
      ['Community living center', 1200, 'trees', 0.2],
    ]);
    expect(rows[0]?.heading).toMatch(/pruned a year/i);
  });

  it('reads an inventory by size class with a cycle column, in words or figures', () => {
    const rows = readFrequencyTable(
      table(
        ['Size class', 'Number of trees', 'Inspection cycle'],
        [
          ['Small', '3,900', 'every five years'],
          ['Large', '840', 'Annually'],
          ['Heritage', '40', 'every 2 years'],
        ],
      ),
    );
    expect(rows.map((r) => [r.quantity, r.cyclesPerYear])).toEqual([
      [3900, 0.2],
      [840, 1],
      [40, 0.5],
    ]);
  });

  it('reads a yearly count column beside a standing count of units', () => {
    const rows = readFrequencyTable(
      table(
        ['Equipment', 'Units', 'Units serviced per year'],
        [
          ['Rooftop units', '24', '96'],
          ['Split systems', '10', '20'],
        ],
      ),
    );
    expect(rows.map((r) => r.cyclesPerYear)).toEqual([4, 2]);
  });

  it('does not read a population or a price table with a yearly column', () => {
    expect(
      readFrequencyTable(
        table(
          ['Clinic', 'Patients', 'Visits a year'],
          [
            ['A', '1,200', '4,800'],
            ['B', '900', '3,600'],
          ],
        ),
      ),
    ).toEqual([]);
    expect(
      readFrequencyTable(
        table(
          ['Item', 'Trees', 'Unit price', 'Trees bought a year'],
          [
            ['Oak', '100', '$40', '20'],
            ['Elm', '50', '$35', '10'],
          ],
        ),
      ),
    ).toEqual([]);
  });
});
