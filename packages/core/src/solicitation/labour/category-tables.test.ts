import { describe, expect, it } from 'vitest';
import type { Table } from '../model';
import { readCategoryTables } from './category-tables';

const table = (header: string[], rows: string[][]): Table => ({
  id: 't',
  document: 'sow',
  ref: '7',
  sectionId: null,
  header,
  rows,
  origin: 'pipe',
  start: 0,
  end: 0,
});

describe('labour categories named in a table without amounts', () => {
  it('reads a role and qualifications table, key flags kept', () => {
    for (const head of ['Role', 'Labor Category', 'Position', 'Labour Category Title'])
      expect(
        readCategoryTables([
          table(
            [head, 'Minimum qualifications'],
            [
              ['Study Lead (Key)', 'PE; 10 years'],
              ['Traffic Engineer', '5 years of traffic operations'],
              ['Cost Estimator', 'AACE certification'],
            ],
          ),
        ]).map((c) => [c.title, c.key]),
      ).toEqual([
        ['Study Lead', true],
        ['Traffic Engineer', false],
        ['Cost Estimator', false],
      ]);
  });

  it('does not read deliverable titles or columns without a labour header', () => {
    expect(
      readCategoryTables([
        table(
          ['Title', 'Due'],
          [
            ['Final report', '85'],
            ['Kickoff briefing', '10'],
          ],
        ),
      ]),
    ).toEqual([]);
    expect(readCategoryTables([table(['Task', 'Due'], [['Traffic Engineer', '85']])])).toEqual([]);
  });
});
