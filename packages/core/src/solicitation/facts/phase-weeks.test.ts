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

describe('a table of people by phase is one total of hours', () => {
  it.each([
    [
      `| Phase | Weeks | People | Hours a week (each) |
|---|---|---|---|
| 1. Concept | 6 | 3 | 30 |
| 2. Design | 10 | 5 | 40 |
| 3. Conduct | 2 | 14 | 45 |`,
      6 * 3 * 30 + 10 * 5 * 40 + 2 * 14 * 45,
    ],
    // Other headers, a total row, figures in words, no hours column (the stated full-time week).
    [
      `A full-time person is assumed to work thirty-six (36) hours a week.

| Stage | Staff | Duration (weeks) |
|---|---|---|
| Discovery | two (2) | 4 |
| Build | 6 | 12 |
| Total | 8 | 16 |`,
      36 * (2 * 4 + 6 * 12),
    ],
    // The hours column first, people as FTEs, weeks as "No. of weeks".
    [
      `| Hrs/wk per person | Task | FTEs | No. of weeks |
|---|---|---|---|
| 40 | Mobilization | 2 | 3 |
| 32 | Operations | 4.5 | 20 |
| 20 | Close-out | 1 | 2 |`,
      40 * 2 * 3 + 32 * 4.5 * 20 + 20 * 1 * 2,
    ],
    // No hours column and no stated week: 40 hours.
    [
      `| Period | Team size | Weeks |
|---|---|---|
| Kick-off | 3 | 2 |
| Fieldwork | 5 | 8 |`,
      40 * (3 * 2 + 5 * 8),
    ],
  ])('sums weeks x people x hours a week: %#', (text, total) => {
    expect(efforts(text).filter(([kind]) => kind === 'hours')).toEqual([['hours', total, 'total']]);
  });

  it.each([
    // A schedule of deliverables due in weeks, with no people column.
    [
      `| Deliverable | Weeks after award | Copies |
|---|---|---|
| Draft plan | 4 | 3 |
| Final plan | 8 | 5 |`,
    ],
    // Attendees of meetings, not staff; no weeks column.
    [
      `| Meeting | Attendees | Hours |
|---|---|---|
| IPM | 45 | 4 |
| FPM | 40 | 4 |`,
    ],
    // Past performance tables describe other work.
    [
      `## L.5 Past performance

| Project | Weeks | People |
|---|---|---|
| Exercise A | 20 | 6 |
| Exercise B | 30 | 8 |`,
    ],
    // One row is no phased estimate.
    [
      `| Phase | Weeks | People |
|---|---|---|
| All | 10 | 4 |`,
    ],
  ])('does not read %j', (text) => {
    expect(efforts(text).filter(([kind, v]) => kind === 'hours' && Number(v) > 100)).toEqual([]);
  });
});
