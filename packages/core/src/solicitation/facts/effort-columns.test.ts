import { describe, expect, it } from 'vitest';
import type { Table } from '../model';
import { buildContext } from './context';
import { readStatedEffort } from './effort';
import { readPeriodColumnEffort } from './effort-columns';

const table = (caption: string, header: string[], rows: string[][]): Table => ({
  id: 't1',
  document: 'rfp',
  ref: 'B.3',
  sectionId: null,
  caption,
  header,
  rows,
  origin: 'aligned',
  start: 0,
  end: 1,
});

describe('level of effort by work and period, periods as columns', () => {
  it('reads each period total from the total row', () => {
    const [e] = readPeriodColumnEffort([
      table(
        'Exhibit 4 - Estimated labor hours by function',
        ['No.', 'Function', 'Base Period', 'Option Period 1', 'Option Period 2'],
        [
          ['1', 'Harbor Dredging Surveys', '2,400', '2,400', '2,100'],
          ['2', 'Buoy Tender Scheduling', '1,200', '1,300', '1,300'],
          ['', 'Total', '3,600', '3,700', '3,400'],
        ],
      ),
    ]);
    expect(e).toMatchObject({ kind: 'hours', scope: 'per-period', value: 3600 });
    expect(e?.perPeriod?.map((p) => p.value)).toEqual([3600, 3700, 3400]);
  });

  it('sums the rows when there is no total row and ignores a row in other units', () => {
    const [e] = readPeriodColumnEffort([
      table(
        'Level of effort (LOE)',
        ['Activity', 'Base Year', 'OY1', 'OY2'],
        [
          ['Seedling Nursery Work', '900', '950', '1,000'],
          ['Greenhouse Irrigation', '640', '640', '700'],
          ['Equivalent FTE', '0.8', '0.85', '0.9'],
        ],
      ),
    ]);
    expect(e?.perPeriod?.map((p) => p.value)).toEqual([1540, 1590, 1700]);
  });

  it('leaves labour-category tables, money and tables with no period columns alone', () => {
    const rows = [
      ['Records Clerk', '2,080', '2,080'],
      ['Courier Supervisor', '1,040', '1,040'],
    ];
    expect(
      readPeriodColumnEffort([table('Hours by position', ['Position', 'Base Year', 'Option Year 1'], rows)]),
    ).toEqual([]);
    const tasks = [
      ['Trail Signage', '2,080', '2,080'],
      ['Culvert Clearing', '1,040', '1,040'],
    ];
    expect(
      readPeriodColumnEffort([table('Price by task ($)', ['Task', 'Base Year', 'Option Year 1'], tasks)]),
    ).toEqual([]);
    expect(readPeriodColumnEffort([table('Hours by task', ['Task', 'North', 'South'], tasks)])).toEqual([]);
  });
});

describe('an acronym in parentheses wrapped to the start of a line', () => {
  it('continues the sentence: the convention is no team of one', () => {
    const effort = readStatedEffort(
      buildContext(
        [
          {
            name: 'rfp',
            index: 0,
            text: 'For pricing, one full-time equivalent\n(FTE) equals 1,900 productive hours a year.',
          },
        ],
        { sections: [] },
      ),
    );
    expect(effort).toEqual([]);
  });
});
