import { describe, expect, it } from 'vitest';
import { readPostPhrases } from './post-phrases';

const read = (text: string) =>
  readPostPhrases({ name: 'pws', index: 0, text }, { sections: [] } as never).flatMap((r) =>
    r.categories.map((c) => [c.title, c.stated[0]?.hours]),
  );

describe('post schedules written as phrases', () => {
  it.each([
    [
      'Post 1 - Main Entrance: 24 hours/day, 7 days/week (8,760 hours annually)\nPost 2 - Visitor Center: 10 hours/day, 5 days/week (2,600 hours annually)',
      [
        ['Post 1 - Main Entrance', 8760],
        ['Post 2 - Visitor Center', 2600],
      ],
    ],
    [
      'POST SCHEDULE. Post A - Lobby Desk: 12 hours per day, 5 days per week. Post B - Loading Dock: 8 hours per day, 7 days per week.',
      [
        ['Post A - Lobby Desk', 3120],
        ['Post B - Loading Dock', 2920],
      ],
    ],
    [
      'The posts are: North Gate - 24 hrs a day, seven days a week; Roving Patrol - 8 hrs a day, five days a week (2,080 hours).',
      [
        ['North Gate', 8760],
        ['Roving Patrol', 2080],
      ],
    ],
    [
      'EXHIBIT A - POST SCHEDULE Post 1 - Main Entrance: 24 hours/day, 7 days/week (8,760 hours annually) Post 2 - Roving Patrol: 8 hours/day, 7 days/week (2,920 hours annually)',
      [
        ['Post 1 - Main Entrance', 8760],
        ['Post 2 - Roving Patrol', 2920],
      ],
    ],
    [
      'Control Center: 24 hours/day, 7 days/week (8,736 hours). Screening Station: 10 hours/day, 5 days/week.',
      [
        ['Control Center', 8736],
        ['Screening Station', 2600],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    'The Contractor shall staff three (3) armed fixed posts 24 hours a day, 7 days a week.',
    'Hours of operation: 10 hours/day, 5 days/week.',
    'Post 1 - Main Entrance: 24 hours/day, 7 days/week.',
  ])('no schedule: %s', (text) => {
    expect(read(text)).toEqual([]);
  });
});
