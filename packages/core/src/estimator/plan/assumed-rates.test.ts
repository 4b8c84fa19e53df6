import { describe, expect, it } from 'vitest';
import { assumedRateLines, occupationTitles } from './assumed-rates';
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
