import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SectionNode, Table } from '../../solicitation/model';
import { buildPlan } from './build-plan';
import { ruleFor } from './productivity';
import { model, tableOf, total } from './test-models';
import { dailyTableVolumes } from './workload-tables';

// Invented examples: a table of items a day by site and day type, with the days a year.
const table = (header: string[], rows: string[][], caption?: string): Table => ({
  ...tableOf(header, rows, caption),
  document: 'pws.docx',
});
const section = (title: string): SectionNode => ({
  id: 's1',
  ref: '3.2',
  title,
  level: 2,
  parentId: null,
  document: 'pws.docx',
  start: 0,
  end: 1,
  kind: 'work-statement' as SectionNode['kind'],
});
const meals = table(
  ['Hall', 'Day type', 'Breakfast', 'Lunch', 'Dinner', 'Total per day', 'Days per year'],
  [
    ['North Hall', 'Weekday', '100', '200', '150', '450', '250'],
    ['North Hall', 'Weekend', '-', '80', '70', '150', '115'],
    ['South Hall', 'Weekday', '40', '60', '-', '100', '250'],
  ],
);

describe('dailyTableVolumes', () => {
  it('sums each site daily total x its days a year, the table named by its section heading', () => {
    const qs = dailyTableVolumes(model({ tables: [meals], sections: [section('Meals served per day')] }));
    expect(qs.map((q) => [q.site, q.noun, q.value, q.per])).toEqual([
      ['North Hall', 'meal', 450 * 250 + 150 * 115, 'year'],
      ['South Hall', 'meal', 100 * 250, 'year'],
    ]);
  });

  it.each([
    [['Location', 'Average daily meals', 'Serving days a year'], 'Dining workload'],
    [['Facility', 'Meals / day', 'Days/yr'], 'Workload'],
    [['Site', 'Total meals per day', 'Annual service days'], 'Table 4'],
  ])('reads the header %j (caption %s)', (header, caption) => {
    const t = table(
      header,
      [
        ['Hall A', '300', '250'],
        ['Hall B', '200', '365'],
      ],
      caption,
    );
    const qs = dailyTableVolumes(model({ tables: [t] }));
    expect(qs.reduce((s, q) => s + q.value, 0)).toBe(300 * 250 + 200 * 365);
  });

  it('skips tables without a per-day count or without days a year', () => {
    const noDays = table(['Hall', 'Total per day'], [['Hall A', '300']], 'Meals per day');
    const noNoun = table(['Hall', 'Total per day', 'Days per year'], [['Hall A', '300', '250']], 'Seats');
    expect(dailyTableVolumes(model({ tables: [noDays, noNoun] }))).toEqual([]);
  });

  it('gives one whole-contract volume when the rows are not sites', () => {
    const t = table(
      ['Day type', 'Total meals per day', 'Days per year'],
      [
        ['1', '300', '250'],
        ['2', '100', '115'],
      ],
    );
    const qs = dailyTableVolumes(model({ tables: [t] }));
    expect(qs.map((q) => [q.site, q.value])).toEqual([[undefined, 300 * 250 + 100 * 115]]);
  });

  it('the yearly volume is always the sum of rows x days (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 366 })), {
          minLength: 1,
          maxLength: 6,
        }),
        (rows) => {
          const t = table(
            ['Site', 'Total per day', 'Days per year'],
            rows.map(([v, d], i) => [`Site ${String.fromCharCode(65 + i)}`, String(v), String(d)]),
            'Meals served per day',
          );
          const qs = dailyTableVolumes(model({ tables: [t] }));
          expect(qs.reduce((s, q) => s + q.value, 0)).toBe(rows.reduce((s, [v, d]) => s + v * d, 0));
        },
      ),
    );
  });
});

describe('meals served as a workload driver', () => {
  it('sizes a cook, food service worker and cashier crew per site at an assumed, stated rate', () => {
    const plan = buildPlan(
      model({
        domain: { domain: 'facilities', codes: [], serviceContractAct: true, evidence: [] },
        tables: [meals],
        sections: [section('Average meals served per day')],
      }),
    );
    const crew = plan.tasks.filter((t) => t.unit === 'meal');
    expect(new Set(crew.map((t) => t.lcat))).toEqual(new Set(['Cook', 'Food Service Worker', 'Cashier']));
    expect(new Set(crew.map((t) => t.location))).toEqual(new Set(['North Hall', 'South Hall']));
    const yearly = 450 * 250 + 150 * 115 + 100 * 250;
    expect(total(crew)).toBeGreaterThan(yearly * 0.1 * 0.95);
    expect(plan.assumptions?.some((a) => /meals served 10 a labor hour/.test(a))).toBe(true);
    expect(plan.confidence?.level).not.toBe('high');
  });

  it('takes meals only in a food-service context', () => {
    const q = { document: 'x', ref: '1', value: 500, noun: 'meal', per: 'day' as const };
    expect(ruleFor({ ...q, quote: 'The dining facility serves 500 meals a day.' }, 'other')?.role).toBe(
      'Food Service Worker',
    );
    expect(ruleFor({ ...q, quote: 'Per diem covers 500 lunches.' }, 'other')).toBeUndefined();
  });
});
