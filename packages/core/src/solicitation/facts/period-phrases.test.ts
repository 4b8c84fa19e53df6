import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { numberToWords } from './numbers';
import { readPeriods } from './periods';

const total = (text: string) =>
  readPeriods(buildContext([{ name: 'rfp', index: 0, text }], { sections: [] })).periods;
const spell = (n: number, style: number) =>
  style === 0 ? String(n) : style === 1 ? numberToWords(n) : `${numberToWords(n)} (${n})`;

describe('period phrases in any spelling', () => {
  it('base + options always add up, whatever the phrasing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        (base, count, each, style, form) => {
          const b = spell(base, style);
          const c = spell(count, style);
          const e = spell(each, style);
          const text = [
            `The period of performance is a base period of ${b} months and ${c} option periods of ${e} months each.`,
            `The period of performance consists of a ${base}-month base period and ${c} ${each}-month option periods.`,
            `The period of performance is ${b} months, plus ${c} additional option periods, each ${e} months in duration.`,
          ][form]!;
          const p = total(text);
          expect(p?.totalMonths, text).toBe(base + count * each);
          expect(p?.periods.filter((x) => x.kind === 'option').length, text).toBe(form === 2 ? count : count);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('labelled periods with date ranges give one period each, whatever the date style', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2020, max: 2060 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (year, options, slashes) => {
          const range = (y: number) =>
            slashes ? `01/01/${y} - 12/31/${y}` : `January 1, ${y}, through December 31, ${y}`;
          const lines = [`Base Period: ${range(year)}`];
          for (let i = 1; i <= options; i++) lines.push(`Option Year ${i}: ${range(year + i)}`);
          const p = total(lines.join('\n'));
          expect(p?.periods.length).toBe(options + 1);
          expect(p?.totalMonths).toBe(12 * (options + 1));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('option periods stated in a sentence or a CLIN row', () => {
  const months = (text: string) =>
    readPeriods(buildContext([{ name: 'pws', index: 0, text }], { sections: [] })).periods?.periods.map(
      (p) => p.months,
    );
  it('reads "may exercise Option Period 1 for an additional ten (10) months"', () => {
    expect(
      months(
        'Base period of performance: twelve (12) months from award. The Government may exercise Option Period 1 for an additional ten (10) months. The Government may exercise Option Period 2 for an additional ten (10) months.',
      ),
    ).toEqual([12, 10, 10]);
  });
  it('reads durations in a CLIN table row, pipe or aligned', () => {
    const rows = [
      '0001 | Base Period | 12 months',
      '1001 | Option Period 1 | 10 months',
      '2001 | Option Period 2 | 8 months',
    ];
    expect(
      months(`| CLIN | Period | Duration |\n|---|---|---|\n${rows.map((r) => `| ${r} |`).join('\n')}`),
    ).toEqual([12, 10, 8]);
    expect(
      months(
        `CLIN    Period            Duration\n${rows.map((r) => r.replace(/ \| /g, '     ')).join('\n')}`,
      ),
    ).toEqual([12, 10, 8]);
  });
  it('reads a study that "shall be completed in 13 weeks" as three months', () => {
    expect(months('The study shall be completed in 13 weeks.')).toEqual([3]);
  });

  it('reads a single option period with its length after the noun, in any spelling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 24 }),
        fc.integer({ min: 3, max: 24 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        (base, each, style, form) => {
          const b = spell(base, style);
          const e = spell(each, style);
          const text = [
            `The base period is ${b} months from the effective date of the task order. One option period of ${e} months may be exercised under FAR 52.217-9.`,
            `The base period is ${b} months. A single option period of ${e} months may follow.`,
            `The base period is ${b} months. The Government may exercise one (1) option period lasting ${e} months.`,
          ][form]!;
          const p = total(text);
          expect(
            p?.periods.map((x) => x.months),
            text,
          ).toEqual([base, each]);
        },
      ),
    );
  });
});

describe('periods numbered in a series, and starts and ends said in words', () => {
  const months = (text: string) => total(text)?.periods.map((p) => p.months);
  it('reads a numbered series of uneven lengths, in rows or lines', () => {
    const rows = [
      'Performance Period I 15 June 2031 to 14 December 2031 six months',
      'Performance Period II 15 December 2031 14 December 2032 twelve months',
      'Performance Period III 15 December 2032 14 December 2033 twelve months',
    ].join('\n');
    expect(months(rows)).toEqual([6, 12, 12]);
    expect(total(rows)?.periods.map((p) => p.kind)).toEqual(['base', 'option', 'option']);
    const piped = [
      '| Period | From | To | Length |',
      '|---|---|---|---|',
      '| Contract Period 1 | 03/01/2030 | 09/30/2030 | 7 months |',
      '| Contract Period 2 | 10/01/2030 | 09/30/2031 | 12 months |',
    ].join('\n');
    expect(months(piped)).toEqual([7, 12]);
    expect(total(piped)?.periods[1]?.name).toBe('Contract Period 2');
  });

  it('reads a start and an end said as such', () => {
    expect(months('Work starts on 2 April 2029 and ends on 30 November 2029.')).toEqual([8]);
    expect(months('The period of performance begins May 1, 2030, ending April 30, 2031.')).toEqual([12]);
    expect(months('3.2 Performance will commence on 1 June 2028 and will end on 31 May 2029.')).toEqual([12]);
  });

  it('reads no period from a column header, a CLIN list or a due date', () => {
    expect(total('| Line | Hours, Ordering Period 1 (8 months) |')?.periods.length ?? 0).toBeLessThan(2);
    expect(
      total('Ordering Period 1 is CLINs 0001-0010 and Ordering Period 2 is CLINs 1001-1010.'),
    ).toBeNull();
    expect(total('The draft report is due on 1 March 2029 and the final ends the study.')).toBeNull();
  });
});

describe('a period heading wrapped in a table header', () => {
  it.each([
    'CLIN / Labor Category Base Period (9 Option Period 1 Total',
    'Labor Category Base Year (12 Option Year 1 (12 Option Year 2 (12 Total Hours',
    'Position Base Period (6 Option Period 1',
  ])('reads no count of options from a length whose parenthesis the next line closes: %s', (header) => {
    const p = total(`The base period is 9 months and option period 1 is 12 months.\n\n${header}\n`);
    expect(p?.periods.filter((x) => x.kind === 'option').length).toBeLessThanOrEqual(2);
  });

  it('still counts "nine (9) option periods" and "(3) option years"', () => {
    const options = (text: string) => total(text)?.periods.filter((x) => x.kind === 'option').length;
    expect(options('A base year and nine (9) option periods of 12 months each.')).toBe(9);
    expect(options('The contract has a base year and three (3) option years.')).toBe(3);
  });
});
