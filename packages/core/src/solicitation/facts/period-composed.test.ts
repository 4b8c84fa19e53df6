import { describe, expect, it } from 'vitest';
import type { Structure } from '../parts';
import { buildContext } from './context';
import { periodsFromColumns } from './period-columns';
import { readPeriodFacts } from './period-phrases';
import { readPeriods } from './periods';

// Period readings that broke when a staffing table, a clause list and the period of performance
// sat in one solicitation (the composed generator, packages/core/test/composed).
const NO_SECTIONS: Pick<Structure, 'sections'> = { sections: [] };
const shape = (text: string) =>
  readPeriods(buildContext([{ name: 'doc', index: 0, text }], NO_SECTIONS)).periods?.periods.map(
    (p) => `${p.kind}:${p.months}`,
  ) ?? null;

describe('a header of period columns read as one run of words', () => {
  it.each([
    'Position Base Period Option Period 1 Option Period 2 Option Period 3',
    'Job Title  Base Year Option Year 1 Option Year 2 Option Year 3 Total',
    'Staff BY OY1 OY2 OY3',
  ])('"%s" counts no options by its labels\' numbers', (header) => {
    expect(readPeriodFacts(header).filter((f) => f.type === 'options')).toEqual([]);
  });
  it.each([
    ['The term is one base year and 2 option years.', 2],
    ['Performance covers a base period plus three (3) option periods.', 3],
    ['There are four (4) twelve-month option periods after the base period.', 4],
  ])('"%s" still counts its options', (sentence, n) => {
    expect(readPeriodFacts(sentence).find((f) => f.type === 'options')).toMatchObject({ count: n });
  });
  it.each([
    ['Position Base Period Option Period 1 Option Period 2 Option Period 3', 4],
    ['Job Title Base Year Option Year 1 Option Year 2 6-Month Extension Total', 4],
    ['Labor Category BY OY1 OY2', 3],
  ])('"%s" still names its period columns', (text, n) => {
    const read = periodsFromColumns([{ text, row: true } as never]);
    expect(read?.periods.length).toBe(n);
  });
  it('a row of words that names no option is no period header', () => {
    expect(periodsFromColumns([{ text: 'Base pay and benefits for staff', row: true } as never])).toBeNull();
  });
  it('a stated structure wins over the collapsed header beside it', () => {
    const text = [
      'STAFFING',
      '',
      'Position Base Period Option Period 1 Option Period 2 Option Period 3 Option Period 4',
      'Records Clerk 2 2 2 2 2',
      '',
      'PERIOD OF PERFORMANCE',
      '',
      'The term is a base period of twelve (12) months and four (4) twelve-month option periods.',
    ].join('\n');
    expect(shape(text)).toEqual(['base:12', 'option:12', 'option:12', 'option:12', 'option:12']);
  });
});

describe('a period label in a header row beside an extension column', () => {
  it.each([
    '| Position | Base Year | Option Year 1 | Option Year 2 | 6-Month Extension |',
    'Labor Category Base Period Option Period 1 Option Period 2 Six Month Extension',
    '| Title | Base Year | Option Year 1 | Extension (6 months) | Total |',
  ])('"%s" gives no option the extension\'s months', (row) => {
    const options = readPeriodFacts(row).filter((f) => f.type === 'option');
    expect(options.every((f) => f.type === 'option' && f.months !== 6)).toBe(true);
  });
  it('a label with its own length keeps it', () => {
    expect(readPeriodFacts('Option Period 2: 6 months')).toEqual([
      expect.objectContaining({ type: 'option', index: 2, months: 6 }),
    ]);
  });
});

describe('the extension of services takes the length nearest its own words', () => {
  it.each([
    [
      'Option Period III: one (1) year The Government may extend performance for up to six (6) months under FAR 52.217-8.',
      6,
    ],
    ['Option Year 2: 12 months. Under 52.217-8 services may be extended by three (3) months.', 3],
    ['Base Year: 12 months Option to Extend Services (FAR 52.217-8): 4 months', 4],
    [
      'Option Period IV: one (1) year An extension of services of up to five months may be exercised under FAR 52.217-8.',
      5,
    ],
    ['Option Year 3: 12 months. A three (3) month extension of services under 52.217-8 may follow.', 3],
  ])('"%s"', (text, months) => {
    expect(readPeriodFacts(text).find((f) => f.type === 'extension')).toMatchObject({ months });
  });
  it.each([
    'FAR 52.217-8 Option to Extend Services (NOV 1999) 52.217-9 Option to Extend the Term of the Contract (MAR 2000): the Government may extend the term of this contract by written notice within 60 days.',
    '52.217-8 Option to Extend Services; 52.217-9 Option to Extend the Term of the Contract, fill-in: within 30 days; preliminary notice 45 days.',
  ])('the notice days of FAR 52.217-9 are no extension length: "%s"', (text) => {
    expect(readPeriodFacts(text).find((f) => f.type === 'extension')).toMatchObject({ months: 6 });
  });
});

describe('a period table whose date columns lost their gaps', () => {
  it.each([
    ['Base Period 04/01/2027 03/31/2028', 12],
    ['Option Period 1 10/01/2027 03/31/2028', 6],
    ['Base Year    January 1, 2027    December 31, 2027', 12],
  ])('"%s"', (row, months) => {
    expect(readPeriodFacts(row)[0]).toMatchObject({ months });
  });
  it('one date alone is no range', () => {
    expect(
      readPeriodFacts('Base Period 04/01/2027').filter((f) => 'months' in f && (f.months ?? 0) > 0),
    ).toEqual([]);
  });
});
