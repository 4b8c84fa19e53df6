import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../estimator/plan/build-plan';
import { readSolicitation } from '../read-solicitation';
import { findTimeWindows } from './time-windows';

// "3:00-11:00 p.m." is eight evening hours: the a.m./p.m. written once after the end of a range
// belongs to both ends when that gives the shorter day ("9:00-5:00 p.m." stays nine to five).
const hours = (text: string) => findTimeWindows(text).map((w) => w.hoursPerDay);

describe('a range with its a.m./p.m. written once', () => {
  it('reads the start in the same half of the day when that gives the shorter window', () => {
    for (const [text, h] of [
      ['posts staffed 3:00-11:00 p.m. seven days a week', 8],
      ['the desk is open 6:00 - 10:00 pm daily', 4],
      ['sitters from 11:00 to 7:00 a.m. every day', 8],
      ['classes run 1:00-4:30 PM Monday through Friday', 3.5],
      ['escorts on duty 4:00 to 12:00 p.m. weekdays', 8],
      ['field crews work 7:00-3:30 p.m. Monday through Friday', 8.5],
      ['the call centre answers 9:00-5:00 p.m. weekdays', 8],
      ['between 10:00 and 2:00 p.m. on business days', 4],
    ] as const) {
      expect(hours(text), text).toEqual([h]);
    }
  });

  it('leaves alone ranges that give both ends or use a 24-hour clock', () => {
    expect(hours('3:00 a.m. to 11:00 p.m. daily')).toEqual([20]);
    expect(hours('from 1500 to 2300 daily')).toEqual([8]);
    expect(hours('from 10:00 to 3:00 weekdays')).toEqual([5]);
    expect(hours('from 7:00 p.m. to 7:00 a.m. daily')).toEqual([12]);
    expect(hours('from 13:00 to 9:00 p.m. daily')).toEqual([8]);
  });
});

const plan = (body: string) =>
  buildPlan(
    readSolicitation({
      primary: {
        name: 'pws.md',
        text: `## B Period of performance\nThe period of performance is a base year of twelve months and two twelve-month option years.\n\n## C.3 Staffing\n${body}\n`,
      },
    }),
  );
const postHours = (body: string, title: string) => plan(body).tasks.find((t) => t.lcat === title)?.hours;

describe('posts over an evening window in the plan', () => {
  it('prices each post at the shared-meridiem window, in several domains', () => {
    expect(
      postHours(
        'The Contractor shall staff four Residential Advisor posts 3:00-11:00 p.m. seven days a week.',
        'Residential Advisor',
      ),
    ).toBe(4 * 8 * 365);
    expect(
      postHours(
        'Two Security Officer posts shall be staffed 4:00-12:00 p.m., seven days a week.',
        'Security Officer',
      ),
    ).toBe(2 * 8 * 365);
    expect(
      postHours(
        'The Contractor shall provide three Patient Sitter posts from 11:00 to 7:00 a.m. daily.',
        'Patient Sitter',
      ),
    ).toBe(3 * 8 * 365);
  });
});
