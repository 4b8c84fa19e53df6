import { describe, expect, it } from 'vitest';
import type { PeriodStructure, Table } from '../model';
import { pipeTableOf } from '../test-tables';
import { periodLabel } from './period-labels';
import { readTableStaffing } from './table-staffing';

const table = (text: string): Table =>
  pipeTableOf(text, { id: 't1', document: 'doc', ref: 'B.2', end: text.length });

const TWO_PERIODS: PeriodStructure = {
  periods: (['base', 'option'] as const).map((kind, i) => ({
    name: i === 0 ? 'Base Period' : 'Option Period',
    kind,
    months: 12,
    document: 'doc',
    ref: 'F',
    quote: '',
  })),
  totalMonths: 24,
  basis: 'stated',
};

const fte = (text: string, periods: PeriodStructure | null = TWO_PERIODS) =>
  readTableStaffing(table(text), [], periods)?.categories.map((c) => [
    c.title,
    c.stated.map((s) => [s.periodIndex ?? s.period, s.fte ?? s.people ?? s.hours]),
  ]);

describe('head counts times a percentage of each person’s time', () => {
  it('reads persons x commitment per period as FTE', () => {
    const text = `
| Labor Category | No. of Staff | Base Period Time Commitment | Option Period Time Commitment |
|---|---|---|---|
| Site Coordinator | 2 | 100% | 50% |
| Field Technician | 10 | 40% | 40% |`;
    expect(fte(text)).toEqual([
      [
        'Site Coordinator',
        [
          [0, 2],
          [1, 1],
        ],
      ],
      [
        'Field Technician',
        [
          [0, 4],
          [1, 4],
        ],
      ],
    ]);
  });

  it('reads percentages under period headers beside a count of people', () => {
    const text = `
| Position | Persons | Base Year | Option Year 1 |
|---|---|---|---|
| Research Assistant | 6 | 25 % | 25 % |
| Principal Investigator | 1 | 20% | 10% |`;
    expect(fte(text, null)).toEqual([
      [
        'Research Assistant',
        [
          ['Base Year', 1.5],
          ['Option Year 1', 1.5],
        ],
      ],
      [
        'Principal Investigator',
        [
          ['Base Year', 0.2],
          ['Option Year 1', 0.1],
        ],
      ],
    ]);
  });

  it('reads a percentage of time alone as one person’s share when the header names it', () => {
    const text = `
| Key Position | Level of Effort (% of time) |
|---|---|
| Program Manager | 50% |
| Quality Lead | 25% |`;
    expect(fte(text, null)).toEqual([
      ['Program Manager', [['Annual', 0.5]]],
      ['Quality Lead', [['Annual', 0.25]]],
    ]);
  });

  it('leaves counts alone when no column holds percentages', () => {
    const text = `
| Labor Category | Number of persons | Base Period | Option Period |
|---|---|---|---|
| Custodian | 4 | 4 | 5 |`;
    expect(fte(text)?.[0]?.[1]).not.toContainEqual([0, 16]);
    expect(fte(text)?.[0]?.[1]).toContainEqual([1, 5]);
  });
});

describe('a column naming the one option period without a number', () => {
  it.each([
    ['Option Period (CLIN 1001)', { kind: 'option', n: 1 }],
    ['Hours, Option Year', { kind: 'option', n: 1 }],
    ['Optional Period FTE', { kind: 'option', n: 1 }],
    ['Option Year 2', { kind: 'option', n: 2 }],
  ])('%s', (label, want) => {
    expect(periodLabel(label)).toEqual(want);
  });

  it('does not read option periods in the plural as the first', () => {
    expect(periodLabel('All Option Periods')).toBeNull();
  });
});

describe('percentages of an FTE above 100%', () => {
  // A row's share of a full-time equivalent is that many FTE: 550% of an FTE is 5.5 FTE.
  it.each([
    ['Labor category | Percent of FTE', 'Voucher Examiner | 550%', 5.5],
    ['Position | % FTE', 'Claims Processor | 250 %', 2.5],
    ['Role | Level of effort (% of one full-time equivalent)', 'Help Desk Analyst | 125%', 1.25],
    ['Labor Category | Staffing (percent of a work-year)', 'Records Technician | 300%', 3],
  ])('%s', (head, row, want) => {
    const text = `\n| ${head} |\n|---|---|\n| ${row} |\n| Team Lead | 100% |`;
    expect(fte(text, null)?.[0]?.[1]).toEqual([['Annual', want]]);
  });

  it.each([
    // One person's time cannot pass 100%.
    ['Labor Category | % of time', 'Analyst | 150%'],
    // A percent that is no share of an FTE: a ceiling, a growth rate.
    ['Item | Percent of ceiling', 'Analyst | 120%'],
  ])('leaves %s alone', (head, row) => {
    const text = `\n| ${head} |\n|---|---|\n| ${row} |\n| Team Lead | 100% |`;
    expect(fte(text, null)?.[0]?.[1] ?? []).not.toContainEqual(['Annual', 1.5]);
    expect(fte(text, null)?.[0]?.[1] ?? []).not.toContainEqual(['Annual', 1.2]);
  });

  it('leaves a share over 100% per person alone beside a head count', () => {
    const text = `
| Labor Category | No. of Staff | Percent of FTE |
|---|---|---|
| Analyst | 2 | 150% |`;
    expect(fte(text, null)?.[0]?.[1] ?? []).not.toContainEqual(['Annual', 3]);
  });
});

describe('a commitment column beside a head count, in words', () => {
  // "Number | Commitment" with "3 | 100 percent each": three people, each full time.
  it.each([
    ['Position | Number | Commitment | Key', 'Radio Technician | 3 | 100 percent each | ', 3],
    ['Position | Number | Commitment | Key', 'RF Systems Engineer | 1 | 50 percent | Yes', 0.5],
    ['Labor Category | Qty | Time Commitment', 'Field Inspector | 4 | 25 per cent | ', 1],
    ['Role | Count | Share of time', 'Data Clerk | 2 | 75% per person | ', 1.5],
    ['Title | No. | Allocation', 'GIS Analyst | 2 | 40 percent apiece | ', 0.8],
  ])('%s: %s', (head, row, want) => {
    const text = `\n| ${head} |\n|---|---|---|---|\n| ${row} |\n| Team Lead | 1 | 100 percent | |`;
    expect(fte(text, null)?.[0]?.[1]).toEqual([['Annual', want]]);
  });

  it('keeps a head count alone when the word column holds no percentages', () => {
    const text = `
| Position | Number | Commitment | Key |
|---|---|---|---|
| Radio Technician | 3 | Full time | |
| Team Lead | 1 | Full time | Yes |`;
    expect(fte(text, null)?.[0]?.[1]?.[0]?.[1]).toBe(3);
  });

  it('does not read percentages under a header naming no share', () => {
    const text = `
| Position | Number | Availability |
|---|---|---|
| Radio Technician | 3 | 95 percent |
| Team Lead | 1 | 99 percent |`;
    expect(fte(text, null)?.[0]?.[1]?.[0]?.[1]).toBe(3);
  });
});
