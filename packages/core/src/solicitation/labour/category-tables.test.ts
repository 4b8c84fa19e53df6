import { describe, expect, it } from 'vitest';
import type { Table } from '../model';
import { tableOf } from '../test-tables';
import { readCategoryTables } from './category-tables';

const table = (header: string[], rows: string[][]): Table =>
  tableOf(header, rows, { document: 'sow', ref: '7' });

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
