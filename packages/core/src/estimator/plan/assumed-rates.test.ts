import { describe, expect, it } from 'vitest';
import { areaTotals, assumedRateLines, occupationTitles } from './assumed-rates';
import { planFrame } from './frame';
import type { PlanLine } from './lines';
import { model, periods, tableOf } from './test-models';

const schedule = (unit: string, qty: string, what: string) =>
  tableOf(
    ['CLIN', 'Description', 'Est. Qty', 'Unit'],
    [
      ['0001', `Base Year: ${what}`, qty, unit],
      ['1001', `Option Year 1: ${what}`, qty, unit],
    ],
    null,
    'B',
  );

describe('assumedRateLines', () => {
  it('sizes pounds of laundry at an assumed productivity, names the role from the wage determination, adds supervision and asks', () => {
    const m = model({
      tables: [schedule('LB', '1,200,000', 'wash, dry and fold hospital linen')],
      periods: periods(1),
    });
    const texts = ['Occupational codes: 23970 (Laundry Worker) and 31363 (Truckdriver, Medium).'];
    const r = assumedRateLines(m, planFrame(m), texts);
    expect(r.lines.map((l) => [l.lcat, l.hours, l.source])).toEqual([
      ['Laundry Worker', 20000, 'derived'],
      ['Laundry Supervisor', 1410, 'derived'],
    ]);
    expect(r.questions.join(' ')).toMatch(/pounds per production labour hour/);
    expect(r.assumptions.join(' ')).toMatch(/assumed, not stated/);
  });

  it('reads a weekly column with a total row, whatever its other cells say', () => {
    const t = tableOf(
      ['Facility', 'Pick-ups per week', 'Bags per week'],
      [
        ['Main plant', '7 (daily)', '300'],
        ['Annex', '3', '100'],
        ['Total', '10', '400'],
      ],
    );
    const m = model({ tables: [t] });
    const r = assumedRateLines(m, planFrame(m), ['Soiled items are picked up by truck and delivered clean.']);
    expect(r.lines.map((l) => [l.lcat, l.hours])).toEqual([['Driver', 1560]]);
  });

  it('sizes charts reviewed and inspections in their own words', () => {
    const m = model({
      tables: [
        tableOf(
          ['Item', 'Description', 'Quantity', 'Unit'],
          [
            ['0001', 'Medical record abstraction and review', '4,000', 'Chart'],
            ['0002', 'Elevator safety inspections', '300', 'Inspection'],
          ],
        ),
      ],
    });
    const r = assumedRateLines(m, planFrame(m), [
      'The contractor shall review each chart and abstract the data.',
    ]);
    expect(r.lines.map((l) => [l.lcat, l.hours])).toEqual([
      ['Reviewer', 2000],
      ['Inspector', 600],
    ]);
  });

  it('does not size work another reader sized, nor pounds outside laundry', () => {
    const laundry = model({ tables: [schedule('LB', '500,000', 'linen processing')] });
    const sized = [{ lcat: 'Laundry Worker', unit: 'lb' } as PlanLine];
    expect(assumedRateLines(laundry, planFrame(laundry), ['linen laundry'], sized).lines).toEqual([]);
    const freight = model({ tables: [schedule('LB', '500,000', 'air freight of spare parts')] });
    expect(assumedRateLines(freight, planFrame(freight), ['Ship parts by air freight.'], []).lines).toEqual(
      [],
    );
  });
});

describe('occupationTitles', () => {
  it.each([
    [
      'Occupations: 23970 (Laundry Worker), 31363 (Truckdriver, Medium).',
      ['Laundry Worker', 'Truckdriver, Medium'],
    ],
    [
      'WD 2015-4281: 11150 - Janitor; 11210 - Laborer, Grounds Maintenance\n',
      ['Janitor', 'Laborer, Grounds Maintenance'],
    ],
  ])('%s', (text, titles) => {
    expect(occupationTitles([text])).toEqual(titles);
  });

  it('reads no title from a number that is not an occupation code', () => {
    expect(
      occupationTitles([
        'The plant must be within 90 miles (Zone A).',
        'NAICS 812332 (Industrial Launderers)',
      ]),
    ).toEqual([]);
  });
});

// Workload with no stated rate, invented in the layouts documents give it.
describe('assumed rates for areas surveyed and cases investigated', () => {
  const sized = (tables: ReturnType<typeof tableOf>[], texts: string[]) => {
    const m = model({ tables });
    return assumedRateLines(m, planFrame(m), texts);
  };

  it.each([
    [
      ['Parcel', 'Name', 'Parcel acres', 'Slope over 30% (acres, not walked)', 'Acres to inventory'],
      [
        ['1', 'Cedar Bench', '620', '0', '620'],
        ['2', 'North Slope', '880', '120', '760'],
        ['Total', '', '1500', '120', '1380'],
      ],
      1380,
    ],
    [
      ['Unit', 'Acres to survey', 'Previously surveyed acres'],
      [
        ['A', '400', '100'],
        ['B', '600', '50'],
      ],
      1000,
    ],
    [
      ['Block', 'Township/Range', '**Acres**'],
      [
        ['North', 'T12N R4E', '1,200'],
        ['South', 'T11N R4E', '800'],
        ['**Total**', '', '**2,000**'],
      ],
      2000,
    ],
  ])('sizes the acres of %j once at 40 acres a person-day and asks about the rate', (header, rows, acres) => {
    const r = sized(
      [tableOf(header, rows)],
      ['The Contractor shall survey each parcel by pedestrian transects.'],
    );
    expect(r.lines.map((l) => [l.lcat, l.quantity, l.periodHours[0]])).toEqual([
      ['Field Technician', acres, Math.round(acres / 5)],
    ]);
    expect(r.questions.join(' ')).toMatch(/acres per person-day/);
    expect(areaTotals(model({ tables: [tableOf(header, rows)] }))[0]?.item.once).toBe(true);
  });

  it('does not size acres that are not surveyed, nor an area column with one row', () => {
    const mowing = tableOf(
      ['Area', 'Acres'],
      [
        ['Lawn A', '12'],
        ['Lawn B', '8'],
      ],
    );
    expect(sized([mowing], ['The Contractor shall mow the lawns weekly.']).lines).toEqual([]);
    const excluded = tableOf(
      ['Parcel', 'Acres not walked (slope)'],
      [
        ['1', '40'],
        ['2', '60'],
      ],
    );
    expect(sized([excluded], ['Pedestrian survey of every parcel.']).lines).toEqual([]);
    const one = tableOf(['Parcel', 'Acres to inventory'], [['1', '640']]);
    expect(areaTotals(model({ tables: [one] }))).toEqual([]);
  });

  it.each<[string[], string[], string | null]>([
    [
      ['CLIN', 'Description', 'Est. Qty', 'Unit'],
      ['0001', 'Investigation and Report of Investigation (ROI)', '110', 'Each'],
      null,
    ],
    [
      ['Item', 'Supplies/Services', 'Quantity', 'Unit'],
      ['0001', 'Complaint investigation, one accepted claim', '60', 'EA'],
      null,
    ],
    [
      ['CLIN Description', 'per period', 'Unit'],
      ['0001 Workplace harassment investigations (C.3)', '25', 'Each'],
      'Estimated quantity',
    ],
  ])(
    'sizes investigations counted each in %j at an assumed 70 h and asks the hours per investigation',
    (header, row, caption) => {
      const r = sized(
        [tableOf(header, [row], caption)],
        ['The Contractor shall investigate each accepted complaint.'],
      );
      const n = Number(row[header.length - 2]);
      expect(r.lines.map((l) => [l.lcat, l.hours])).toEqual([['Investigator', n * 70]]);
      expect(r.questions.join(' ')).toMatch(/hours per investigation/);
    },
  );

  it('does not size items counted each that name no investigation, nor a dollar line', () => {
    const t = tableOf(
      ['CLIN', 'Description', 'Qty', 'Unit'],
      [
        ['0001', 'Site visit report', '12', 'Each'],
        ['0002', 'On-site investigation travel (not-to-exceed)', '30,000', 'Dollars'],
      ],
    );
    expect(sized([t], ['Investigators travel as ordered.']).lines).toEqual([]);
  });
});
