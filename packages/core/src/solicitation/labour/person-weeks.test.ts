import { describe, expect, it } from 'vitest';
import { fullWeekHours, readPersonWeeks, spanWeeks, weekShare } from './person-weeks';
import { readProseRuns } from './prose-runs';

const read = (text: string) => readPersonWeeks(text).map((r) => [r.title, r.value]);

// Person-time in prose: a role, the share of each week and the number of weeks.
describe('readPersonWeeks', () => {
  it.each([
    ['A Site Surveyor is expected to work full time for all twelve weeks.', [['Site Surveyor', 480]]],
    ['Three (3) Riggers will work half time from week three through week eight.', [['Rigger', 360]]],
    [
      'The Scheduler (Key Personnel) shall devote about half of each week to the project for the first six weeks.',
      [['Scheduler', 120]],
    ],
    ['One Editor is anticipated at 20 hours a week for 4 weeks.', [['Editor', 80]]],
    ['Two Inspectors are expected to work full time for two (2) months.', [['Inspector', 693.33]]],
    [
      'A Records Analyst would spend 50 percent of her time on the order over a 9-week span; the Archivist will work full time for the final three weeks.',
      [
        ['Records Analyst', 180],
        ['Archivist', 120],
      ],
    ],
    ['Each Trainer is estimated to work three days a week, weeks 2-5.', [['Trainer', 96]]],
    [
      'Two Line Cooks are expected to work full time from the start of week one through the end\nof week four, four weeks in all.',
      [['Line Cook', 320]],
    ],
  ])('%s', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('uses the full week the documents state', () => {
    const text =
      'For this estimate a full-time person works thirty-seven and a half hours a week, or 37.5 hours per week. A Cataloger is expected to work full time for ten weeks.';
    expect(fullWeekHours(text)).toBe(37.5);
    expect(read(text)).toEqual([['Cataloger', 375]]);
  });

  it('marks a role named key in its parentheses', () => {
    expect(
      readPersonWeeks('A Lead Planner (Key Personnel) is expected to work full time for 8 weeks.')[0]?.key,
    ).toBe(true);
  });

  it.each([
    // No length in weeks: a share of a year, the other readers'.
    'The Program Manager shall work full time on this contract.',
    'A Registrar will work half time.',
    // The Government's or a party's time, a turnaround, a deliverable.
    'The Contractor shall work full time for the first two weeks to mobilize.',
    'The Government Inspector is expected to work full time for two weeks on site.'.replace(
      'Inspector',
      'COR',
    ),
    'The Project Manager shall respond within two weeks of a request, full time.',
    'The Offeror shall submit its plan within four weeks after award.',
    // Things, not people.
    'Two Vehicles will be required full time for six weeks.',
    'The Museum is expected to close half of each week for ten weeks.',
  ])('does not fire: %s', (text) => {
    expect(read(text)).toEqual([]);
  });
});

describe('spanWeeks and weekShare', () => {
  it.each([
    ['for all ten weeks', 10],
    ['from the start of week two through the end of week seven', 6],
    ['weeks six through ten', 5],
    ['for the last five (5) weeks', 5],
    ['for 3 months', 13],
    ['over a 9-week span', 9],
    ['six weeks in all, from week 2 through week 9', 6],
  ])('%s: %d weeks', (clause, weeks) => {
    expect(spanWeeks(clause)).toBe(weeks);
  });

  it.each([
    ['work full time', 1],
    ['work half-time', 0.5],
    ['give about half of each week', 0.5],
    ['spend a quarter of the week', 0.25],
    ['at 30 hours per week', 0.75],
    ['at 25% of their time', 0.25],
    ['two days a week', 0.4],
  ])('%s: %d', (clause, share) => {
    expect(weekShare(clause, 40)).toBe(share);
  });
});

// A count with its length in weeks right after it, read through the prose runs.
describe('a counted title with a length in weeks after it', () => {
  const runs = (text: string) =>
    readProseRuns({ name: 'sow', index: 0, text }, { sections: [] } as never, () => false).flatMap((r) =>
      r.categories.map((c) => [c.title, c.stated[0]?.hours ?? c.stated[0]?.fte ?? c.stated[0]?.people]),
    );
  it.each([
    ['The Contractor shall provide two (2) Riggers full time for six weeks.', [['Rigger', 480]]],
    ['The Contractor shall furnish one Editor at half time for the first four weeks.', [['Editor', 80]]],
    [
      'The Contractor shall provide 3 Installers, each full time from week 3 through week 10.',
      [['Installer', 960]],
    ],
    ['The Contractor shall provide four (4) Movers for twelve (12) weeks.', [['Mover', 1920]]],
  ])('%s', (text, want) => {
    expect(runs(text)).toEqual(want);
  });

  it.each([
    // A deadline or a notice after the count, not its length.
    ['The Contractor shall provide two (2) Riggers within six weeks of award.', [['Rigger', 2]]],
    ['The Contractor shall provide two (2) Riggers; the crane is needed for six weeks.', [['Rigger', 2]]],
    ['The Contractor shall provide two (2) Guards for 52 weeks a year.', [['Guard', 2]]],
  ])('keeps the count: %s', (text, want) => {
    expect(runs(text)).toEqual(want);
  });
});

describe('readPersonWeeks: a title with a level', () => {
  it('keeps the level after the singular noun', () => {
    expect(read('Two Survey Worker IIIs will work full time for 4 weeks.')).toEqual([]);
    expect(read('A Survey Worker III is expected to work full time for 4 weeks.')).toEqual([
      ['Survey Worker III', 160],
    ]);
  });
});
