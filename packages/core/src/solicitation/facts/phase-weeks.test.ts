import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readStatedEffort } from './effort';

const efforts = (text: string) =>
  readStatedEffort(buildContext([{ name: 'sow', index: 0, text }], { sections: [] })).map((e) => [
    e.kind,
    e.value,
    e.scope,
  ]);

describe('a phased estimate in people and weeks is one total of hours', () => {
  it.each([
    [
      `A full-time person, for this estimate, works forty (40) hours a week.

During Phase I the Museum expects the equivalent of two and one-half full-time people in the shop for all eight weeks.

For the six weeks of Phase II the Museum expects eight people full time on site.

Phase III needs two people full time for two weeks.`,
      2880,
    ],
    [
      `The Government estimates that Phase 1 (design) will need 3 FTEs over 10 weeks.

Phase 2 (build) is estimated at 5 FTEs during the 12 weeks that follow.`,
      40 * (3 * 10 + 5 * 12),
    ],
    [
      `Each person is assumed to work 36 hours per week on a full-time schedule.

Stage one requires four technicians for a period lasting six weeks.

Stage two requires two technicians for the remaining 3 weeks.`,
      36 * (4 * 6 + 2 * 3),
    ],
  ])('sums people x hours a week x weeks: %#', (text, total) => {
    expect(efforts(text)).toEqual([['hours', total, 'total']]);
  });

  it.each([
    // One phase is a crew size, not a phased estimate.
    ['Phase II: the Contractor is expected to provide eight people for six weeks.'],
    // Past performance and the Government's own staff are not this work's phases.
    [
      `Past performance: describe a project whose Phase 1 required 12 people for 10 weeks.

Describe similar experience where Phase 2 required 6 people for 4 weeks.`,
    ],
    // Weeks of a deadline, not of effort.
    [
      `Phase 1 deliverables are due within four weeks of award.

Phase 2 deliverables are due within six weeks of Phase 1 acceptance.`,
    ],
  ])('does not read %j', (text) => {
    expect(efforts(text).filter(([kind]) => kind === 'hours')).toEqual([]);
  });
});
