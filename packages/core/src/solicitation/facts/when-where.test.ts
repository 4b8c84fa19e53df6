import { describe, expect, it } from 'vitest';
import { hoursAWeekIn, seasonOf } from '../labour/season-span';
import { readSolicitation } from '../read-solicitation';
import { splitUnits } from './text-units';

// Periods and places as offices write them, none taken from a corpus document.
const periods = (text: string, supporting: { name: string; text: string }[] = []) => {
  const p = readSolicitation({ primary: { name: 'rfp.txt', text }, supporting }).periods;
  return p ? p.periods.map((x) => `${x.kind}/${x.months}`).join(', ') : null;
};
const sites = (text: string) =>
  readSolicitation({ primary: { name: 'pws.txt', text } }).sites.map((s) => s.name);

describe('a base period stated by its dates after a verb', () => {
  it.each([
    'F.2 TERM. The base year is 1 October 2030 through 30 September 2031. The Government may exercise two (2) one-year option periods.',
    'Period of performance. The base period will run from January 1, 2031 through December 31, 2031, and the Government may exercise two (2) twelve-month option periods.',
    'The base year shall be 03/01/2029 - 02/28/2030; two (2) option years of twelve (12) months each may follow.',
  ])('reads the base and the counted options: %s', (text) => {
    expect(periods(text)).toBe('base/12, option/12, option/12');
  });
});

describe('an option whose date range wraps onto the next line', () => {
  it.each([
    'PERIOD OF PERFORMANCE. The base year is 1 May 2031 through 30 April 2032. The Government may exercise three (3) one-year option periods: Option Year 1 (1 May 2032\n- 30 April 2033), Option Year 2 (1 May 2033 - 30 April 2034) and Option Year 3 (1 May 2034 - 30 April 2035).',
    'Base Year: 1 July 2030 - 30 June 2031\nOption Year 1: 1 July 2031\n- 30 June 2032\nOption Year 2: 1 July 2032 - 30 June 2033\nOption Year 3: 1 July 2033 - 30 June 2034',
    'The term is a base year (10/01/2030 - 09/30/2031) and three option years: Option Year 1 (10/01/2031\n– 09/30/2032), Option Year 2 (10/01/2032 – 09/30/2033), Option Year 3 (10/01/2033 – 09/30/2034).',
  ])('keeps every option: %s', (text) => {
    expect(periods(text)).toBe('base/12, option/12, option/12, option/12');
  });

  it('still opens a list item after a line ending in a year', () => {
    const units = splitUnits(
      'Reports are due each quarter of fiscal year 2031\n- 3 copies go to the COR\n- 1 copy goes to the CO',
    );
    expect(units.map((u) => u.text)).toEqual([
      'Reports are due each quarter of fiscal year 2031',
      '- 3 copies go to the COR',
      '- 1 copy goes to the CO',
    ]);
  });
});

describe('options a count states and labels leave out', () => {
  it.each([
    'The Government may exercise four (4) option years: Option Year 2 (1 June 2032 - 31 May 2033), Option Year 3 (1 June 2033 - 31 May 2034) and Option Year 4 (1 June 2034 - 31 May 2035). The base year is 1 June 2030 through 31 May 2031.',
    'Base Year: 12 months. Four (4) twelve-month option periods follow: Option Period 2: 12 months; Option Period 3: 12 months; Option Period 4: 12 months.',
  ])('fills the missing option in its place: %s', (text) => {
    expect(periods(text)).toBe('base/12, option/12, option/12, option/12, option/12');
  });

  it('adds no option when the labels name every one the count says', () => {
    expect(
      periods(
        'Two (2) option periods: Option Period 1: 12 months; Option Period 2: 12 months. Base Period: 12 months.',
      ),
    ).toBe('base/12, option/12, option/12');
  });
});

const RFQ =
  '5. PERIOD OF PERFORMANCE\n5.1 The period of performance is a base period of twelve (12) months from the date of award and two (2) twelve-month option periods.\n5.2 FAR 52.217-8, Option to Extend Services, is included (not to exceed six (6) months).';
const QA = (answer: string) =>
  `QUESTIONS AND ANSWERS\nThe Government's answers to questions received are below. Where an answer changes the RFQ, the change takes effect with this amendment.\n\nQ1. Will the Government consider a longer base period?\n${answer}\n\nQ2. Is there an incumbent?\nA2. No.`;

describe('a questions-and-answers document that restates the periods', () => {
  it.each([
    'A1. Yes. Section 5.1 is deleted and replaced with the following: "5.1 The period of performance is a base period of eighteen (18) months from the date of award and one (1) twelve-month option period."',
    'A1. Yes. Paragraph 5.1 is revised to read: "The period of performance is a base period of 18 months and one (1) option period of twelve (12) months."',
    'A1. Yes. Section 5.1 is hereby changed to read "a base period of eighteen (18) months and one (1) twelve-month option period".',
  ])('uses the restated base and options: %s', (answer) => {
    expect(periods(RFQ, [{ name: 'q-and-a.txt', text: QA(answer) }])).toBe('base/18, option/12, extension/6');
  });

  it.each([
    'A1. No. The base period remains twelve (12) months, with two option periods as stated in 5.1.',
    'A1. The Government will not change the base period of twelve (12) months or the two (2) option periods.',
  ])('changes nothing when the answer changes no text: %s', (answer) => {
    expect(periods(RFQ, [{ name: 'q-and-a.txt', text: QA(answer) }])).toBe(
      'base/12, option/12, option/12, extension/6',
    );
  });
});

describe('a season counted day by day, with the hours a week its clause states', () => {
  it.each([
    ['The Coordinator works full time (forty hours a week) from 1 June through 30 September.', 17.43, 40],
    ['Two attendants, 30 hours per week, from May 15 to September 15 of each year.', 17.71, 30],
    ['From June through August the Contractor shall staff one (1) Ranger at 48 hrs/week.', 13.14, 48],
  ])('%s', (text, weeks, hours) => {
    const s = seasonOf(text);
    expect(s?.weeks).toBe(weeks);
    expect(s?.hoursAWeek).toBe(hours);
  });

  it('states no hours a week for a yearly or daily figure', () => {
    expect(hoursAWeekIn('The pool is open 8 hours a day, June through August.')).toBeNull();
    expect(hoursAWeekIn('about 2,000 hours a year')).toBeNull();
    expect(seasonOf('Two lifeguards from June through August.')?.hoursAWeek).toBeUndefined();
  });
});

describe('where the work is done', () => {
  it.each([
    ['The R/V MARLOW is a 40-meter research vessel homeported at Pier 2, Port Halden, Oregon.', 'Halden'],
    ['The vessel is berthed at Kestrel Harbor, Alaska, between cruises.', 'Kestrel Harbor'],
    ['The cutter\u2019s home port is Brisco, Maine; crew changes occur there.', 'Brisco'],
  ])('a home port is a place of performance: %s', (text, place) => {
    expect(sites(text).some((s) => s.includes(place))).toBe(true);
  });

  it.each([
    'The installation operates three fitness facilities for Soldiers and families:\n  a. The Ridgeway Fitness Center (Building 210), a two-story gym with an indoor track, open all year.\n  b. The Lakeside Sports Annex (Building 440), a court building with two basketball courts.\n  c. The Millbrook Pool House (Building 18), a seasonal pool and bath house.',
    'The District maintains three field stations used by the survey crews:\n- Ridgeway Field Station, a two-room cabin with a boat ramp.\n- Lakeside Sports Annex, which holds the equipment cache.\n- Millbrook Pool House, with a garage for two trucks.',
  ])('a list its sentence counts names the sites: %s', (text) => {
    const found = sites(text).join(' | ');
    expect(found).toMatch(/Ridgeway/);
    expect(found).toMatch(/Lakeside/);
    expect(found).toMatch(/Millbrook/);
  });

  it.each([
    'F.3 Places of performance: Dunmore Federal Building, 20 Court Street, Akron, OH 44308; Elm Street Records Center, 410 Elm Street, Canton, OH 44702.',
    'The places of performance are Dunmore Federal Building, 20 Court Street, Akron, OH 44308; and Elm Street Records Center, 410 Elm Street, Canton, OH 44702.',
  ])('each named place of a run keeps its own name: %s', (text) => {
    const found = sites(text).join(' | ');
    expect(found).toMatch(/Dunmore Federal Building/);
    expect(found).toMatch(/Elm Street Records Center/);
  });

  it.each([
    'Invoices shall be mailed to the Finance Center, 12 Pay Street, Halden, Oregon.',
    'Proposals shall be hand-carried to the Contracting Office, Building 5, Brisco, Maine.',
    'The Contracting Office operates two offices:\n  a. The Northern Office (Room 4), which issues orders.\n  b. The Southern Office (Room 9), which pays invoices.',
  ])('must not fire on offices that contract, pay or receive mail: %s', (text) => {
    expect(sites(text)).toEqual([]);
  });
});

describe('periods stated only in a CLIN schedule, and abbreviated labels', () => {
  it.each([
    'SECTION B\n  CLIN   DESCRIPTION                                   QTY UNIT\n  0001   Grounds maintenance, base year                 12  MO\n  1001-1003  Option Year 1, same as 0001-0003\n  2001-2003  Option Year 2, same as 0001-0003',
    'SCHEDULE\n0001    Custodial services, base period      12 MO\n1001 through 1004 Option Period 1 (as 0001-0004)\n2001 through 2004 Option Period 2 (as 0001-0004)',
  ])('reads a period per range of CLINs: %s', (text) => {
    expect(periods(text)).toBe('base/12, option/12, option/12');
  });

  it('takes no CLIN range out of a sentence', () => {
    expect(
      periods('Line items 1001-1004 are priced as options; see Section F, which states none yet.'),
    ).toBeNull();
  });

  it('names OY1, OY2 as option years', () => {
    const p = readSolicitation({
      primary: {
        name: 'rfp.txt',
        text: 'Periods:\nBase Year (BY): 12 months\nOY1: 12 months\nOY2: 12 months',
      },
    }).periods;
    expect(p?.periods.map((x) => x.name)).toEqual(['Base Year', 'Option Year 1', 'Option Year 2']);
  });
});
