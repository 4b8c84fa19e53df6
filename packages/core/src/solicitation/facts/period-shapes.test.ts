import { describe, expect, it } from 'vitest';
import { coveredYears } from '../../estimator/adjust';
import { estimatePlan } from '../../estimator/index';
import { periodIndexOf } from '../../estimator/plan/frame';
import type { Structure } from '../parts';
import { buildContext } from './context';
import { readHoursPerFte } from './hours-per-fte';
import { readPeriods } from './periods';

const NO_SECTIONS: Pick<Structure, 'sections'> = { sections: [] };
const ctx = (text: string) => buildContext([{ name: 'doc', index: 0, text }], NO_SECTIONS);
const periods = (text: string) => readPeriods(ctx(text)).periods;
const shape = (text: string) => periods(text)?.periods.map((p) => `${p.kind}:${p.months}`) ?? null;
const plan = (text: string) => estimatePlan({ primary: { name: 'pws', text } });

describe('an option to extend services read only when the document includes one', () => {
  const pop =
    'PERIOD OF PERFORMANCE\nThe term is a base period of twelve (12) months and two (2) twelve-month option periods.\n';
  it.each([
    'Clause 52.217-8 (Option to Extend Services) will not be incorporated into this award.',
    'The Government does not intend to use FAR 52.217-8 on this order.',
    'Option to extend services, FAR 52.217-8: not applicable.',
    'This purchase order is issued without an option to extend services (52.217-8).',
  ])('"%s" leaves the extension out', (sentence) => {
    expect(shape(`${pop}${sentence}`)).toEqual(['base:12', 'option:12', 'option:12']);
  });
  it.each([
    'Under FAR 52.217-8 the Contracting Officer may extend the services once more, for no longer than six months.',
    'The total extension of performance under 52.217-8, Option to Extend Services, shall not exceed six (6) months.',
    'A six-month extension of services (FAR 52.217-8) may be added at the end of the last option.',
  ])('"%s" adds the extension last', (sentence) => {
    expect(shape(`${pop}${sentence}`)?.at(-1)).toBe('extension:6');
  });
});

describe('periods in a table whose start and end dates sit in their own cells', () => {
  it.each([
    '| Term | Begins | Ends |\n|---|---|---|\n| Base Year | 04/01/2027 | 03/31/2028 |\n| Option Year 1 | 04/01/2028 | 03/31/2029 |',
    '| Term | From | To |\n|---|---|---|\n| Base Period | 1 August 2026 | 31 January 2027 |\n| Option Period 1 | 1 February 2027 | 31 January 2028 |',
    '| Term | Start | End |\n|---|---|---|\n| Base Period | May 1, 2027 | April 30, 2028 |\n| Option Period 1 | May 1, 2028 | October 31, 2028 |',
  ])('reads each row as a dated period (%#)', (table) => {
    const got = periods(`PERIOD OF PERFORMANCE\n${table}`)?.periods ?? [];
    expect(got.length).toBe(2);
    expect(got[0]?.kind).toBe('base');
    expect(got[1]?.kind).toBe('option');
    expect(got.every((p) => p.startDate && p.endDate)).toBe(true);
    expect(got.map((p) => p.months).every((m) => m === 6 || m === 12)).toBe(true);
  });
});

describe('option labels in roman numerals or words', () => {
  it.each([
    'Base Period: 12 months\nOption Period I: 12 months\nOption Period II: 12 months\nOption Period III: 6 months',
    'Base Year: twelve (12) months\nOption Year II: twelve (12) months\nOption Year I: twelve (12) months\nOption Year III: six (6) months',
    'Base Period - 12 months\nOption Period Two - 12 months\nOption Period One - 12 months\nOption Period Three - 6 months',
  ])('names the options in digits, in order (%#)', (text) => {
    const got = periods(`F.2 TERM OF THE CONTRACT\n${text}`)?.periods ?? [];
    expect(got.map((p) => p.months)).toEqual([12, 12, 12, 6]);
    expect(got.slice(1).map((p) => p.name.match(/\d+$/)?.[0])).toEqual(['1', '2', '3']);
  });
  it('matches a stated column "Option Year II" to the second option', () => {
    const frame = {
      periods: [
        { name: 'Base Year', kind: 'base' as const, months: 12 },
        { name: 'Option Year 1', kind: 'option' as const, months: 12 },
        { name: 'Option Year 2', kind: 'option' as const, months: 12 },
      ],
    };
    expect(periodIndexOf(frame as never, 'Option Year II')).toBe(2);
    expect(periodIndexOf(frame as never, 'Opt. Period IV')).toBe(-1);
    expect(periodIndexOf(frame as never, 'Option Year Two')).toBe(2);
    expect(periodIndexOf(frame as never, 'option period one')).toBe(1);
    expect(periodIndexOf(frame as never, 'Option Years')).toBe(-1);
  });
});

describe('a single option year counted in words', () => {
  it.each([
    'The anticipated term is one base year plus one option year.',
    'Performance: one (1) base year and one (1) option year.',
    'Period of Performance: Base Year + 1 Option Year',
  ])('"%s" is a base year and one option year', (text) => {
    expect(shape(text)).toEqual(['base:12', 'option:12']);
  });
  it('"one option" with no length is no option period', () => {
    expect(
      shape('The period of performance is 12 months. The Government has one option to buy the data.'),
    ).toEqual(['base:12']);
  });
});

describe('hours per FTE written in words', () => {
  it.each([
    ['Pricing assumes that a full-time person works one thousand nine hundred twenty hours a year.', 1920],
    ['Use two thousand eighty paid hours per FTE.', 2080],
    ['A full-time equivalent is one thousand eight hundred and eighty productive hours.', 1880],
  ])('"%s" is %i', (text, value) => {
    expect(readHoursPerFte(ctx(text)).hoursPerFte?.value).toBe(value);
  });
  it('a quantity in thousands that is no convention is not one', () => {
    expect(readHoursPerFte(ctx('The help desk answers two thousand calls a year.')).hoursPerFte).toBeNull();
    expect(
      readHoursPerFte(ctx('The work shall not exceed two thousand hours in total for all full-time staff.'))
        .hoursPerFte,
    ).toBeNull();
  });
});

describe('team size of a short base followed by option years', () => {
  const staff = 'STAFFING\nThe Contractor shall furnish four (4) Kennel Attendants.\n';
  it.each([
    'TERM\nA nine (9) month base period followed by two (2) option years.',
    'TERM\nThe base period is 6 months; there are three (3) twelve-month option periods.',
    'TERM\nBase Period: 8 months\nOption Period 1: 12 months\nOption Period 2: 12 months',
  ])('counts the staff once (%#)', (term) => {
    const p = plan(`${staff}${term}`);
    const hours = p.tasks.reduce((s, t) => s + t.hours, 0);
    expect(hours / p.hoursPerFte / coveredYears(p)).toBeCloseTo(4, 2);
  });
  it('a plan shorter than a year covers its base only', () => {
    const p = plan(`${staff}TERM\nThe period of performance is 120 calendar days from award.`);
    expect(coveredYears(p)).toBeCloseTo(3.9 / 12, 2);
  });
});

describe('period-like text that is no period of performance', () => {
  it.each([
    'All repairs carry a warranty period of twelve (12) months from acceptance.',
    'The Government shall pay each proper invoice within 30 days of receipt.',
    'Quotes shall remain firm for a period of 90 calendar days after the closing date.',
    'Interested vendors have a period of 60 days to respond to this notice.',
    'Issue date: February 9, 2027. Offers due: March 11, 2027 through April 1, 2027 for site visits.',
  ])('"%s" states no period of performance', (text) => {
    expect(periods(text)).toBeNull();
  });
});

describe('a due date beside the period of performance', () => {
  it.each([
    [
      'PERIOD OF PERFORMANCE\nThe Contractor shall submit a staffing plan within 15 days after award.\nThe period of performance is 150 calendar days from award.',
      4.9,
    ],
    [
      'TERM\nThe initial status report is due 20 days after the start of performance. Performance shall be completed within 26 weeks after award.',
      6,
    ],
    [
      'PERIOD OF PERFORMANCE\nDeliverables shall be submitted no later than 5 business days after each quarter. The period of performance is eight (8) months.',
      8,
    ],
  ])('reads the period, not the due date (%#)', (text, months) => {
    expect(shape(text as string)).toEqual([`base:${months}`]);
  });
  it('the extension takes its length from its own sentence', () => {
    const text =
      'PERIOD OF PERFORMANCE\nA kick-off meeting is held within 10 business days after award. Period of Performance: 03/01/2027 - 08/31/2027. The Government may require continued performance for up to three (3) months under FAR 52.217-8.';
    expect(shape(text)).toEqual(['base:6', 'extension:3']);
  });
  it.each([
    'Period of Performance: Base Year + 2 Option Years\nFAR 52.217-8 Option to Extend Services applies, up to six months.',
    'The term is a base year plus two option years.',
    'Term: one (1) base year and two (2) option years.',
  ])('"%s" is a year and two option years', (text) => {
    expect(shape(text)?.filter((p) => !p.startsWith('extension'))).toEqual([
      'base:12',
      'option:12',
      'option:12',
    ]);
  });
});

describe('the hours-per-FTE figure nearest the words that make it one person’s', () => {
  it.each([
    ['• Grants Clerk: 1,600 hours per year\nOfferors shall assume 1,920 hours per FTE.', 1920],
    [
      'The Kennel Attendant is estimated at 2,100 hours a year; one full-time equivalent equals 1,880 hours.',
      1880,
    ],
    ['Hangar Technician: 1,750 hours annually. For pricing purposes one FTE = 2,080 hours.', 2080],
  ])('reads %j as %i', (text, value) => {
    expect(readHoursPerFte(ctx(text as string)).hoursPerFte?.value).toBe(value);
  });
  it('a category’s hours with no per-person words are no convention', () => {
    expect(
      readHoursPerFte(ctx('• Grants Clerk: 1,600 hours per year\n• Range Inspector: 2,000 hours per year'))
        .hoursPerFte,
    ).toBeNull();
  });
});
