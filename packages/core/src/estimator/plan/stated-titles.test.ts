import { describe, expect, it } from 'vitest';
import type { StaffingTable } from '../../solicitation/model';
import { buildPlan } from './build-plan';
import { isCategoryTitle, keepsStatedTitle, withoutLevel } from './category-title';
import { planFrame } from './frame';
import { statedPeriodIndex } from './stated-staffing';
import { lcat, model, periodSum, periods, src } from './test-models';

// The plan keeps the document's own stated titles, whether or not a vocabulary knows them, and
// lays each stated amount on the period its label names, however the table labels periods.
const table = (titles: string[], labels: string[] = ['Base Year']): StaffingTable => ({
  ...src('C.3', 'Table 3. Estimated Staffing'),
  periods: labels,
  categoryTitles: titles,
  measure: 'hours',
  indicative: false,
});

describe('keepsStatedTitle', () => {
  const unknown = [
    'Kiln Loader II',
    'Seed Sorter - Junior',
    'Bindery Feeder',
    'Orchard Sprayer',
    'Net Mender',
  ];

  it('no vocabulary knows these titles (the reason for the rule)', () => {
    for (const t of unknown) expect(isCategoryTitle(t), t).toBe(false);
  });

  it('keeps a staffing table row title that reads as a job title', () => {
    const m = model({ staffingTables: [table([...unknown, 'Crane Operator'])] });
    for (const t of unknown) expect(keepsStatedTitle({ title: t }, m), t).toBe(true);
  });

  it('keeps a row title led by its row code or CLIN ("x003 Collections Registrar")', () => {
    const coded = [
      'x003 Collections Registrar',
      '0004 Bindery Feeder',
      '3. Orchard Sprayer',
      'AB12 Net Mender',
    ];
    const m = model({ staffingTables: [table([...coded, 'x001 Crane Operator'])] });
    for (const t of coded) expect(keepsStatedTitle({ title: t }, m), t).toBe(true);
    // A code alone, or a code before a number, is still no title.
    const bare = model({ staffingTables: [table(['x004', 'x005 12', 'x001 Crane Operator'])] });
    expect(keepsStatedTitle({ title: 'x004' }, bare)).toBe(false);
    expect(keepsStatedTitle({ title: 'x005 12' }, bare)).toBe(false);
  });

  it('keeps a title the reader gave a vocabulary family, listed in a table or not', () => {
    const m = model();
    expect(keepsStatedTitle({ title: 'Glaze Mixer - Senior', family: 'Mixer Operator' }, m)).toBe(true);
  });

  it('does not keep cost lines, periods, places, totals or rows of no staffing table', () => {
    const rows = [
      'Travel',
      'Other Direct Costs',
      'Materials and Supplies',
      'Overtime Hours',
      'Option Year 2',
      '10/01/2027 - 09/30/2028',
      'Subtotal',
      'Building 210',
      'Lot 4',
    ];
    const m = model({
      staffingTables: [table(rows)],
      sites: [{ ...src('C.1', 'Building 210'), name: 'Building 210' }],
    });
    for (const t of rows) expect(keepsStatedTitle({ title: t }, m), t).toBe(false);
    expect(keepsStatedTitle({ title: 'Kiln Loader II' }, model())).toBe(false);
    // A table whose rows no vocabulary knows is no evidence of staffing: a misread line.
    const lone = model({ staffingTables: [table(['Hours Prior']), table(['Kiln Loader II', 'Net Mender'])] });
    expect(keepsStatedTitle({ title: 'Hours Prior' }, lone)).toBe(false);
    expect(keepsStatedTitle({ title: 'Kiln Loader II' }, lone)).toBe(false);
    expect(keepsStatedTitle({ title: 'Travel', family: 'Travel Clerk' }, m)).toBe(false);
  });
});

describe('withoutLevel', () => {
  it('takes the seniority or level off either end', () => {
    expect(withoutLevel('Line Handler - Senior')).toBe('Line Handler');
    expect(withoutLevel('Jr. Hull Painter')).toBe('Hull Painter');
    expect(withoutLevel('Seed Sorter III')).toBe('Seed Sorter');
    expect(withoutLevel('Bindery Feeder, Level 2')).toBe('Bindery Feeder');
  });

  it('leaves a title without a level as it is', () => {
    expect(withoutLevel('Lead Abatement Worker')).toBe('Lead Abatement Worker');
    expect(withoutLevel('Net Mender')).toBe('Net Mender');
  });
});

describe('buildPlan keeps stated titles no vocabulary knows', () => {
  const titles = ['Kiln Loader II', 'Orchard Sprayer (Key)', 'Seed Sorter - Junior', 'Crane Operator'];
  const plan = buildPlan(
    model({
      periods: periods(1),
      staffingTables: [table(titles, ['Base Year', 'OY1'])],
      labourCategories: titles.map((t, i) =>
        lcat(t, [1880 * (i + 1), 940 * (i + 1)], t.includes('Key') ? { key: true } : {}),
      ),
    }),
  );

  it('has one stated line per title, verbatim, with its hours by period', () => {
    expect(plan.tasks.map((t) => t.lcat).sort()).toEqual([...titles].sort());
    expect([periodSum(plan.tasks, 0), periodSum(plan.tasks, 1)]).toEqual([18800, 9400]);
    expect(plan.tasks.find((t) => t.lcat.startsWith('Orchard'))?.keyPersonnel).toBe(true);
  });

  it('still drops a cost line stated in the same table', () => {
    const withCost = buildPlan(
      model({
        periods: periods(1),
        staffingTables: [table(['Kiln Loader II', 'Crane Operator', 'Travel'], ['Base Year', 'OY1'])],
        labourCategories: [
          lcat('Kiln Loader II', [1880, 1880]),
          lcat('Crane Operator', [1880, 1880]),
          lcat('Travel', [5000, 5000]),
        ],
      }),
    );
    expect(withCost.tasks.map((t) => t.lcat).sort()).toEqual(['Crane Operator', 'Kiln Loader II']);
  });
});

describe('statedPeriodIndex', () => {
  const frame = planFrame(model({ periods: periods(3) }));

  it('reads the ways tables label periods', () => {
    expect(statedPeriodIndex(frame, 'BY')).toBe(0);
    expect(statedPeriodIndex(frame, 'Year 3')).toBe(2);
    expect(statedPeriodIndex(frame, 'Option Period II')).toBe(2);
    expect(statedPeriodIndex(frame, 'CLIN 3001')).toBe(3);
    expect(statedPeriodIndex(frame, 'Period 2 Est. Hrs')).toBe(1);
  });

  it('places dated columns by their order among the dated columns', () => {
    const dated = [2031, 2032, 2033];
    expect(statedPeriodIndex(frame, '04/01/2032 - 03/31/2033', dated)).toBe(1);
    expect(statedPeriodIndex(frame, 'Apr 2033 - Mar 2034', dated)).toBe(2);
  });

  it('names no period for labels that state none, or more dated columns than periods', () => {
    expect(statedPeriodIndex(frame, 'Annual')).toBe(-1);
    expect(statedPeriodIndex(frame, 'Quantity')).toBe(-1);
    expect(statedPeriodIndex(frame, 'CLIN 0002')).toBe(-1);
    expect(statedPeriodIndex(frame, 'Option Year 7')).toBe(-1);
    // The frame has no extension to lay it on.
    expect(statedPeriodIndex(frame, 'Six-Month Extension')).toBe(-1);
    const many = [2031, 2032, 2033, 2034, 2035, 2036];
    expect(statedPeriodIndex(frame, '04/01/2032 - 03/31/2033', many)).toBe(-1);
  });

  it('lays hours stated by dated columns on their periods in the plan', () => {
    const dates = ['05/01/2031 - 04/30/2032', '05/01/2032 - 04/30/2033', '05/01/2033 - 04/30/2034'];
    const plan = buildPlan(
      model({
        periods: periods(2),
        labourCategories: [
          lcat('Crane Operator', [], {
            stated: dates.map((period, i) => ({ period, hours: [3000, 1500, 750][i] ?? 0 })),
          }),
        ],
        staffingTables: [table(['Crane Operator'], dates)],
      }),
    );
    expect([0, 1, 2].map((i) => periodSum(plan.tasks, i))).toEqual([3000, 1500, 750]);
  });
});
