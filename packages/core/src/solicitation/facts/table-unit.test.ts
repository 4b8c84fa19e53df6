import { describe, expect, it } from 'vitest';
import type { Table } from '../model';
import { readSolicitation } from '../read-solicitation';
import { moneyTable, tableBudget } from './table-unit';

const table = (header: string[], rows: string[][], caption = '', start = 0): Table => ({
  id: 't0',
  document: 'att.xlsx',
  ref: 'Attachment 2',
  sectionId: null,
  caption,
  header,
  rows,
  origin: 'sheet',
  start,
  end: start + 100,
});
const doc = (text: string) => [{ name: 'att.xlsx', index: 0, text }];
const PERIODS = ['Labor Category', 'Base Year', 'Option Year 1', 'Option Year 2'];

describe('the unit of a table', () => {
  it('reads dollars from the words that lead into the table', () => {
    const lead = 'Government budget by position and year, in U.S. dollars; no hours are shown.\n';
    const t = table(PERIODS, [['Site Manager', '150000', '150000', '150000']], '', lead.length);
    expect(moneyTable(t, doc(`${lead}| ... |`))).toBe('lead');
  });

  it.each([
    [['Position', 'Amount'], [['Chemist', '96000']]],
    [['LCAT', 'FY31 Cost'], [['Chemist', '96000']]],
    [['Role', 'Budget ($)'], [['Welder', '40,000']]],
  ])('reads dollars from money header cells %j', (header, rows) => {
    expect(moneyTable(table(header, rows), doc(''))).toBe('header');
  });

  it('reads dollars from currency-formatted cells', () => {
    const t = table(PERIODS, [['Analyst', '$96,000', '$98,880', '$101,846']]);
    expect(moneyTable(t, doc(''))).toBe('cells');
  });

  it('reads dollars from amounts no role can work that escalate at one rate', () => {
    const t = table(PERIODS, [
      ['Project Manager', '168000', '173040', '178231'],
      ['Field Technician', '396000', '407880', '420116'],
    ]);
    expect(moneyTable(t, doc(''))).toBe('plausibility');
  });

  it.each([
    [
      PERIODS,
      [
        ['Project Manager', '1880', '1880', '1880'],
        ['Technician', '3760', '3760', '3760'],
      ],
    ],
    [['Labor Category', 'Base Year Hours', 'Option Year 1 Hours'], [['Guard', '$41,600', '$41,600']]],
    [
      PERIODS,
      [
        ['Guard', '41600', '42848', '44133'],
        ['Supervisor', '8760', '8760', '8760'],
        ['Clerk', '2080', '2080', '2080'],
      ],
    ],
    [['Labor Category', 'FTE'], [['Analyst', '2.5']]],
  ])('does not make an hours or FTE table money: %j', (header, rows) => {
    expect(
      moneyTable(table(header, rows), doc('Estimated labor hours by category. The budget is $2 million.\n')),
    ).toBeNull();
  });

  it('turns a labour money table into a stated budget by period', () => {
    const t = table(PERIODS, [
      ['Analyst', '96000', '98880', '101846'],
      ['Chemist', '104000', '107120', '110334'],
      ['Total labor', '200000', '206000', '212180'],
    ]);
    expect(tableBudget(t, doc(''))).toMatchObject({
      kind: 'budget',
      value: 200000,
      scope: 'per-year',
      perPeriod: [
        { period: 'Base Year', value: 200000 },
        { period: 'Option Year 1', value: 206000 },
        { period: 'Option Year 2', value: 212180 },
      ],
    });
  });

  it('plans a dollar sheet as a budget, never as hours', () => {
    const sheet = [
      '## Sheet: Budget',
      'Funded labor by role and year, in dollars. Hours are not given.',
      '',
      '| Labor category | Base Year | Option Year 1 |',
      '|---|---|---|',
      '| Program Manager (Key) | 180000 | 185400 |',
      '| Inspector | 240000 | 247200 |',
      '',
    ].join('\n');
    const m = readSolicitation({
      primary: { name: 'sow.md', text: '# 1 Scope\nThe Contractor shall inspect the dams and report.\n' },
      supporting: [{ name: 'att-2.xlsx', text: sheet }],
    });
    expect(m.labourCategories.flatMap((c) => c.stated)).toEqual([]);
    expect(m.statedEffort).toEqual([expect.objectContaining({ kind: 'budget', value: 420000 })]);
    expect(m.labourCategories.map((c) => c.title)).toContain('Inspector');
  });
});
