import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

// Periods shorter than a year, named as seasons or terms, stated from award with an aside,
// or stated under a heading whose paragraph is numbered. Invented phrasings: no corpus document's.
const periods = (text: string) => {
  const p = readSolicitation({ primary: { name: 'rfq.txt', text } }).periods;
  return p ? p.periods.map((x) => `${x.kind}/${x.months}`).join(', ') : null;
};

const MONTHS = ['March', 'April', 'May', 'June'];
const last = (month: number) => new Date(Date.UTC(2031, month + 1, 0)).getUTCDate();
// A season of `n` months from the first of `start` (0-based month) in `year`.
const season = (start: number, n: number, year: number) =>
  `1 ${MONTHS[start - 2] ?? ''} ${year} through ${last(start + n - 1)} ${new Date(Date.UTC(2031, start + n - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${year}`;

describe('option periods named as seasons or terms, each dated', () => {
  const nouns = ['Season', 'Term'];
  const layouts: ((noun: string, dates: string[]) => string)[] = [
    (noun, d) =>
      `Period of performance. Base ${noun}: ${d[0]}. Option ${noun} 1: ${d[1]}. Option ${noun} 2: ${d[2]}. No work is ordered between them.`,
    (noun, d) =>
      `| Period | Dates |\n|---|---|\n| Base ${noun} | ${d[0]} |\n| Option ${noun} 1 | ${d[1]} |\n| Option ${noun} 2 | ${d[2]} |`,
    (noun, d) => `F.2 TERM\nBase ${noun}:     ${d[0]}\nOption ${noun} 1: ${d[1]}\nOption ${noun} 2: ${d[2]}`,
    (noun, d) =>
      `The base period is the ${(d[0] ?? '').slice(-4)} field season (${d[0]}). Option ${noun} 1 runs ${d[1]}; Option ${noun} 2 runs ${d[2]}.`,
  ];
  const cases: [string, string, number, number][] = [];
  for (const noun of nouns)
    layouts.forEach((layout, l) => {
      for (const [start, n] of [
        [4, 5],
        [3, 6],
        [5, 4],
      ] as const)
        cases.push([
          `${noun} layout ${l} ${n} months`,
          layout(noun, [season(start, n, 2031), season(start, n, 2032), season(start, n, 2033)]),
          n,
          3,
        ]);
    });
  it.each(cases)('%s', (_, text, months, count) => {
    expect(periods(text)).toBe(
      Array.from({ length: count }, (__, i) => `${i ? 'option' : 'base'}/${months}`).join(', '),
    );
  });

  it('counts option seasons stated by number and length', () => {
    expect(
      periods('The order has a base season of five (5) months and two (2) five-month option seasons.'),
    ).toBe('base/5, option/5, option/5');
  });

  it('still reads option years as years', () => {
    expect(
      periods(
        'Base Year: 1 October 2030 through 30 September 2031. Option Year 1: 1 October 2031 through 30 September 2032.',
      ),
    ).toBe('base/12, option/12');
  });

  it('does not take a growing season or a term of payment for a period', () => {
    expect(
      periods(
        'The growing season runs from 1 May 2031 through 30 September 2031. Payment terms: net 30 days.',
      ) ?? '',
    ).not.toMatch(/option/);
  });
});

describe('a base period from award with the award date as an aside', () => {
  it.each([
    [
      'Base Period: from award (anticipated 1 March 2031) through 30 November 2031. Option Period 1: 1 December 2031 through 30 November 2032.',
      'base/9, option/12',
    ],
    [
      'Base Period: date of award (estimated 1 June 2030) - 31 December 2030. Option Period 1: 1 January 2031 - 31 December 2031. Option Period 2: 1 January 2032 - 31 December 2032.',
      'base/7, option/12, option/12',
    ],
    [
      'Base Year: award through 30 September 2029, approximately four (4) months. Option Year 1: 1 October 2029 through 30 September 2030.',
      'base/4, option/12',
    ],
    [
      '| Base Period | Award (expected 1 April 2032) through 30 September 2032 |\n| Option Period 1 | 1 October 2032 through 30 September 2033 |',
      'base/6, option/12',
    ],
    [
      'Base Period: from the date of award through 31 August 2030 (about ten (10) months). Option Period 1: 1 September 2030 through 31 August 2031.',
      'base/10, option/12',
    ],
    [
      'Base Period – notice to proceed (planned 1 July 2028) through 31 March 2029, some nine months. Option Period 1 – 1 April 2029 through 31 March 2030.',
      'base/9, option/12',
    ],
  ])('%s', (text, want) => {
    expect(periods(text)).toBe(want);
  });

  it('does not read a submission date in an aside as the period', () => {
    expect(
      periods(
        'Quotations (due 1 March 2031) through the portal. The period of performance is twelve (12) months.',
      ),
    ).toBe('base/12');
  });
});

describe('a period-of-performance heading whose paragraph is numbered', () => {
  it.each([
    [
      '8. PERIOD OF PERFORMANCE\n\n8.1 Seven (7) months from the date of award (anticipated 1 May 2034). The work of section 5 falls within it.',
      7,
    ],
    ['C.6 TERM OF THE ORDER\n\nC.6.1 Ten (10) months after award. No options are included.', 10],
    ['## 4. Period of Performance\n\n4.1 Five (5) months from the notice to proceed.', 5],
    [
      'SECTION 5 - DURATION OF THE CONTRACT\n\n5.1 Nine months from award, including the Government review.',
      9,
    ],
    ['6. CONTRACT PERIOD\n\n6.1 Fourteen (14) weeks after award.', 3.2],
    ['F.1 PERIOD OF PERFORMANCE\nF.1.1 Eighteen (18) months from the effective date of the order.', 18],
  ])('%s', (text, months) => {
    expect(periods(text)).toBe(`base/${months}`);
  });

  it('does not read a numbered deliverable under another heading as the period', () => {
    expect(periods('7. DELIVERABLES\n\n7.1 Ten (10) days after award: the work plan.')).toBeNull();
  });
});
