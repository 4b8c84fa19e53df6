import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readCoverage } from './coverage';
import { withDutyPosts } from './duty-posts';

// A post kept "at all times" in a plain sentence, with no hours of operation stated anywhere:
// the words "at all times" with "every day of the year", or "on duty <at a place> at all times",
// keep the post every hour of every day.
const brief = (text: string) => {
  const ctx = buildContext([{ name: 'pws', index: 0, text }], { sections: [] });
  return withDutyPosts(ctx, readCoverage(ctx))
    .filter((c) => c.position)
    .map((c) => `${c.posts} ${c.position} ${c.hoursPerDay}x${c.daysPerWeek}`);
};

describe('posts kept at all times in a plain sentence', () => {
  it.each([
    [
      'Two licensed operators shall be on duty at the plant at all times, every day of the year.',
      ['2 Licensed Operator 24x7'],
    ],
    [
      'Two (2) attendants shall be present in the shelter at all times, every day of the year.',
      ['2 Attendant 24x7'],
    ],
    [
      'Three dispatchers shall be on duty in the communications center at all times, including weekends and holidays.',
      ['3 Dispatcher 24x7'],
    ],
    ['One nurse shall be on duty in the infirmary at all times.', ['1 Nurse 24x7']],
    [
      'At all times, every day of the year, the Contractor shall have two (2) gate attendants on duty at the transfer station.',
      ['2 Gate Attendant 24x7'],
    ],
    [
      'The Contractor shall keep one (1) bridge tender on duty at the drawbridge at all times, 365 days a year.',
      ['1 Bridge Tender 24x7'],
    ],
  ])('"%s" keeps its posts around the clock', (text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it.each([
    // Conduct or safety at all times, with people counted in the sentence.
    'Two (2) operators on duty at the plant shall wear respirators at all times.',
    'The three mechanics shall keep the shop floor clean at all times, every day of the year.',
    // On call is not on duty.
    'One (1) operator shall be on call at all times, every day of the year.',
    // The Government's own operators.
    'Two Government operators shall be on duty at the lock at all times; the Contractor shall maintain the gates.',
    // A past crew, for information.
    'Under the prior contract, two operators were on duty at the plant at all times.',
  ])('"%s" keeps no post', (text) => {
    expect(brief(text)).toEqual([]);
  });
});
