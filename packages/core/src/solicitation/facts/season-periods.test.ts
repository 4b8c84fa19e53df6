import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

// Seasons as periods (a base season and option seasons of a few months each, no work between
// them) and ordering periods of unequal length. Invented phrasings in several kinds of work
// (trail crews, mosquito control, snow removal, survey, training terms, inspection, IDIQ
// ordering); none is a corpus document's.
const periods = (text: string) => {
  const p = readSolicitation({ primary: { name: 'rfq.txt', text } }).periods;
  return p ? p.periods.map((x) => `${x.kind}/${x.months}`).join(', ') : null;
};

describe('option seasons named without their own dates take the base season length', () => {
  it.each([
    [
      'Base period: 1 May 2034 through 31 October 2034 (the 2034 season). Option period 1: the 2035 season. Option period 2: the 2036 season. No work is ordered between seasons.',
      'base/6, option/6, option/6',
    ],
    [
      'Base Term: the Fall 2031 term, 25 August 2031 through 19 December 2031 (about four (4) months). Option Term 1: the Spring 2032 term. Option Term 2: the Fall 2032 term.',
      'base/4, option/4, option/4',
    ],
    [
      'Base Season: 1 November 2030 through 31 March 2031 (snow season). Option Season 1: the 2031-2032 snow season. Option Season 2: the following snow season.',
      'base/5, option/5, option/5',
    ],
  ])('%s', (text, want) => {
    expect(periods(text)).toBe(want);
  });
});

describe('seasons dated with the year only at the end, or straight after the label', () => {
  it.each([
    [
      'Base Period (2034 season): May 1 - October 31, 2034\nOption Period 1 (2035 season): May 1 - October 31, 2035\nOption Period 2 (2036 season): May 1 - October 31, 2036',
      'base/6, option/6, option/6',
    ],
    [
      '| CLIN | Description | Qty | Unit |\n|---|---|---|---|\n| 0001 | Mosquito control crews, Base Period | 1 | Season |\n| 1001 | Mosquito control crews, Option Period 1 | 1 | Season |\n| 2001 | Mosquito control crews, Option Period 2 | 1 | Season |\n\nPeriod of performance: Base Period 1 May 2034 through 31 October 2034; Option Period 1 1 May 2035 through 31 October 2035; Option Period 2 1 May 2036 through 31 October 2036.',
      'base/6, option/6, option/6',
    ],
    [
      'Inspection seasons. Base Season April 1 - September 30, 2032. Option Season 1 April 1 - September 30, 2033.',
      'base/6, option/6',
    ],
  ])('%s', (text, want) => {
    expect(periods(text)).toBe(want);
  });
});

describe('option seasons counted with a span of months and no year', () => {
  it.each([
    [
      'F.2 The base period is the 2030 field season, 1 June 2030 through 30 November 2030. Each of the four (4) option periods is the following field season, 1 June through 30 November.',
      'base/6, option/6, option/6, option/6, option/6',
    ],
    [
      'The base season runs 1 April 2033 through 30 September 2033. The Government may exercise two (2) option seasons, each from April 1 through September 30 of the following year.',
      'base/6, option/6, option/6',
    ],
  ])('%s', (text, want) => {
    expect(periods(text)).toBe(want);
  });
});

describe('seasons that must stay as they read', () => {
  it('a snow season stated with dates in every period', () => {
    expect(
      periods(
        'The snow removal season runs from 1 November 2031 through 30 April 2032 (base period). Option period one: 1 November 2032 through 30 April 2033. Option period two: 1 November 2033 through 30 April 2034.',
      ),
    ).toBe('base/6, option/6, option/6');
  });
  it('a full-year contract that mentions a season keeps its years', () => {
    expect(
      periods(
        'Base Year: 1 October 2033 through 30 September 2034. Option Year 1: 1 October 2034 through 30 September 2035. Field work is heaviest in the summer season, June through August.',
      ),
    ).toBe('base/12, option/12');
  });
  it('an option label that names no season or year adds no period', () => {
    expect(
      periods(
        'Base period: 1 May 2034 through 31 October 2034. Option period 1: prices are entered in Section B.',
      ),
    ).toBe('base/6');
  });
  it('season labels with no length anywhere give no twelve-month periods', () => {
    expect(
      periods(
        'Examination windows are scheduled each term. Base Term: Fall 2031 term. Option Term 1: Spring 2032 term. Option Term 2: Fall 2032 term.',
      ),
    ).toBeNull();
  });
  it('a span of the whole term before the options is no base', () => {
    expect(
      periods(
        'Performance runs 1 October 2030 through 30 September 2033. Option Period 1: 1 October 2031 through 30 September 2032. Option Period 2: 1 October 2032 through 30 September 2033.',
      ),
    ).toBe('base/12, option/12, option/12');
    expect(
      periods(
        'The period of performance is June 1, 2031 through May 31, 2034.\nOption Year 1: June 1, 2032 - May 31, 2033\nOption Year 2: June 1, 2033 - May 31, 2034',
      ),
    ).toBe('base/12, option/12, option/12');
  });
  it('option years counted with a summer span in another sentence stay years', () => {
    expect(
      periods(
        'The base year is 1 January 2031 through 31 December 2031, with two (2) option years. Lifeguards work from June through August.',
      ),
    ).toBe('base/12, option/12, option/12');
  });
});

describe('ordering periods of unequal length', () => {
  it.each([
    [
      'Delivery orders may be issued from 1 April 2034 through 31 March 2036 (24 months). Option Ordering Period: 1 April 2036 through 31 March 2037 (12 months). Total not to exceed 36 months.',
      'base/24, option/12',
    ],
    [
      'ORDERING PERIOD. Base Ordering Period: 1 April 2034 - 31 March 2036 (24 months). Option Ordering Period: 1 April 2036 - 31 March 2037 (12 months). Tota1 not to exceed 36 months.',
      'base/24, option/12',
    ],
    [
      'The ordering period is 1 January 2035 through 31 December 2036 (24 months). Option ordering period: 1 January 2037 through 30 June 2038 (18 months).',
      'base/24, option/18',
    ],
    [
      'Orders may be placed from 1 July 2033 through 30 June 2035 (24 months).\nOption Ordering Period 1: 1 July 2035 through 30 June 2036 (12 months).\nOption Ordering Period 2: 1 July 2036 through 30 June 2037 (12 months).\nTota1 ordering period not to exceed 48 months.',
      'base/24, option/12, option/12',
    ],
    [
      'Task orders may be issued during a twenty-four (24) month base ordering period and one (1) twelve (12) month option ordering period.',
      'base/24, option/12',
    ],
    [
      'Base ordering period: thirty (30) months from award. Option ordering period: six (6) months.',
      'base/30, option/6',
    ],
  ])('%s', (text, want) => {
    expect(periods(text)).toBe(want);
  });

  it('an ordering period with deliveries after it has no option', () => {
    expect(
      periods(
        'Orders may be issued from 1 April 2034 through 31 March 2035. Deliveries under an order may continue up to six months after the ordering period ends.',
      ),
    ).toBe('base/12');
  });
});

describe('short field work stated by the window it is done in', () => {
  it.each([
    ['Gather operations are expected between 15 July 2031 and 15 September 2031.', 'base/2'],
    [
      'The work is scheduled to take place from 1 August 2030 through 30 September 2030, weather permitting.',
      'base/2',
    ],
    ['Field work is anticipated between June 1, 2032 and July 31, 2032; the crew works daily.', 'base/2'],
    ['Surveys are planned from 10 May 2033 to 9 August 2033.', 'base/3'],
    ['Snow hauling services are expected to occur between 1 December 2031 and 28 February 2032.', 'base/3'],
    ['The training is scheduled between 5 January 2032 and 4 March 2032 at the regional center.', 'base/2'],
  ])('%s', (text, want) => {
    expect(periods(text)).toBe(want);
  });

  it('a delivery or a site visit window is no period', () => {
    expect(periods('A site visit is scheduled between 3 March 2031 and 5 March 2031.')).toBeNull();
    expect(periods('Quotes are due between 1 May 2031 and 15 May 2031.')).toBeNull();
  });
});
