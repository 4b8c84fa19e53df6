import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/estimate';
import { readSolicitation } from '../read-solicitation';

// Twelfth session (blind): seasons counted with their length in weeks ("three field seasons of
// twenty-six (26) weeks each, beginning 3 May 2037, 2 May 2038 and 1 May 2039"). Each season is
// a period of its own, about six months, not a year. Invented wordings (bird surveys, weed
// treatment, water sampling, trail work, fire lookouts); none is a corpus document's.
// Look-alikes that must not fire: seasons of a past program, a season's hours a week, one
// season with its length, and seasons already labelled as base and option seasons.
const read = (text: string) => readSolicitation({ primary: { name: 'sow.txt', text } }).periods;
const periods = (text: string) => {
  const p = read(text);
  return p ? p.periods.map((x) => `${x.kind}/${Math.round(x.months * 10) / 10}`).join(', ') : null;
};

describe('seasons counted with their length in weeks', () => {
  it.each([
    [
      'field seasons of weeks each, with start dates',
      'The Contractor shall conduct bird surveys during three field seasons of twenty-six (26) weeks each, beginning 3 May 2037, 2 May 2038 and 1 May 2039. No work is performed between seasons.',
      'base/6, option/6, option/6',
    ],
    [
      'the length before the noun',
      'Work will occur over two (2) 20-week treatment seasons, beginning 1 April 2036 and 1 April 2037.',
      'base/4.6, option/4.6',
    ],
    [
      'each season so many weeks long',
      'The contract covers four sampling seasons, each twenty (20) weeks long.',
      'base/4.6, option/4.6, option/4.6, option/4.6',
    ],
    [
      'seasons lasting so many weeks',
      'Trail maintenance shall be performed in two consecutive seasons lasting 16 weeks each.',
      'base/3.7, option/3.7',
    ],
  ])('%s', (_, text, want) => {
    expect(periods(text)).toBe(want);
  });

  it('dates each season from its stated start', () => {
    const p = read(
      'The Contractor shall conduct bird surveys during three field seasons of twenty-six (26) weeks each, beginning 3 May 2037, 2 May 2038 and 1 May 2039.',
    );
    expect(p?.periods.map((x) => x.startDate)).toEqual(['2037-05-03', '2038-05-02', '2039-05-01']);
    expect(p?.periods.map((x) => x.name)).toEqual(['Field Season 1', 'Field Season 2', 'Field Season 3']);
  });
});

describe('look-alikes of counted seasons', () => {
  it.each([
    [
      'seasons of a past program',
      'Historically, the program ran three seasons of 26 weeks each. The period of performance is twelve (12) months.',
      'base/12',
    ],
    [
      'hours a week over the seasons',
      'Over the three seasons, lookouts shall work 40 hours per week. The period of performance is twelve (12) months.',
      'base/12',
    ],
    ['one season with its length', 'The field season is twenty (20) weeks long.', null],
    [
      'seasons labelled as base and option seasons',
      'Base Season: 1 May 2034 through 31 October 2034. Option Season 1: 1 May 2035 through 31 October 2035.',
      'base/6, option/6',
    ],
  ])('%s', (_, text, want) => {
    expect(periods(text)).toBe(want);
  });
});

describe('estimatePlan: a crew over counted seasons', () => {
  it('prices each season at about half a year, not a year', () => {
    const text = [
      'SECTION C - STATEMENT OF WORK',
      'C.1 SCOPE',
      'The Contractor shall conduct bird surveys during three field seasons of twenty-six (26) weeks each, beginning 3 May 2037, 2 May 2038 and 1 May 2039. No work is performed between seasons.',
      'C.2 PERSONNEL',
      'The Contractor shall provide two (2) full-time Field Biologists.',
    ].join('\n');
    const p = estimatePlan({ primary: { name: 'sow.txt', text } });
    expect(p.periodOfPerformance?.periods).toHaveLength(3);
    const bio = p.tasks.find((t) => t.lcat === 'Field Biologist');
    for (const x of bio?.periods ?? []) {
      expect(x.hours).toBeGreaterThan(1700);
      expect(x.hours).toBeLessThan(2200);
    }
  });
});
