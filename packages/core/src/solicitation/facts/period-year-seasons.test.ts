import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

// Seasons labelled by their year first and the period's kind after ("2034 season (base): ...",
// "2035 field season (option 1)"). Invented phrasings; none is a corpus document's.
const periods = (text: string) => {
  const p = readSolicitation({ primary: { name: 'rfq.txt', text } }).periods;
  return p ? p.periods.map((x) => `${x.kind}/${x.months}/${x.startDate ?? ''}`).join(', ') : null;
};

describe('a year, the word season and the kind in brackets label a period', () => {
  const cases: [string, string, string][] = [
    [
      'prose, options unnumbered',
      '2034 season (base): 1 May 2034 through 31 October 2034. 2035 season (option): 1 May 2035 through 31 October 2035. No work is ordered between seasons.',
      'base/6/2034-05-01, option/6/2035-05-01',
    ],
    [
      'prose, three seasons, numbered options',
      'F.2 Term. 2031 field season (base): 15 April 2031 through 15 September 2031. 2032 field season (option 1): 15 April 2032 through 15 September 2032. 2033 field season (option 2): 15 April 2033 through 15 September 2033.',
      'base/5/2031-04-15, option/5/2032-04-15, option/5/2033-04-15',
    ],
    [
      'lines, unnumbered options twice',
      'PERIOD OF PERFORMANCE\n2030 season (base): June 1, 2030 through September 30, 2030\n2031 season (option): June 1, 2031 through September 30, 2031\n2032 season (option): June 1, 2032 through September 30, 2032',
      'base/4/2030-06-01, option/4/2031-06-01, option/4/2032-06-01',
    ],
    [
      'a table',
      '| Season | Dates |\n|---|---|\n| 2033 season (base) | 1 November 2033 - 31 March 2034 |\n| 2034 season (option 1) | 1 November 2034 - 31 March 2035 |',
      'base/5/2033-11-01, option/5/2034-11-01',
    ],
    [
      'option period words',
      'Work seasons. 2036 season (base period): 1 May 2036 through 31 August 2036. 2037 season (option period 1): 1 May 2037 through 31 August 2037.',
      'base/4/2036-05-01, option/4/2037-05-01',
    ],
    [
      'a dash after the label',
      '2028 snow season (base) - 1 December 2028 through 31 March 2029; 2029 snow season (option 1) - 1 December 2029 through 31 March 2030.',
      'base/4/2028-12-01, option/4/2029-12-01',
    ],
  ];
  for (const [name, text, want] of cases) it(name, () => expect(periods(text)).toBe(want));

  it('must not: a year and the word season with no kind is no label', () => {
    expect(
      periods(
        'The 2034 season (the first season) had heavy rain; crews worked 1 May 2034 through 31 October 2034.',
      ) ?? '',
    ).not.toMatch(/option/);
  });
});
