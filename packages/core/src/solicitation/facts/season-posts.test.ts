import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { ordinalPositions } from './counted-positions';

const posts = (text: string, amendment?: string) =>
  readSolicitation({
    primary: { name: 'rfq.md', text },
    ...(amendment ? { supporting: [{ name: 'amendment-0001.txt', text: amendment }] } : {}),
  })
    .coverage.filter((c) => c.position && c.staffed)
    .map(
      (c) => `${c.posts} ${c.position}${c.site ? ` @${c.site}` : ''}: ${c.hoursPerDay}h x ${c.daysPerYear}d`,
    );

const SEASONS = `## 4. Gatehouse schedule

4.1 One (1) attendant shall be on duty in each open gatehouse during its hours.

| Campground | Season | Days | Gatehouse hours | Attendants on duty |
|---|---|---|---|---|
| Sandy Point | 1 April - 30 September | 183 | 8:00 a.m. - 10:00 p.m. daily (14 h) | 1 |
| Heron Bay | 1 May - 15 September | 138 | 8:00 a.m. - 10:00 p.m. daily (14 h) | 1 |
`;

describe('posts per site per season', () => {
  it('reads a season table keyed by site: its days, its hours and the position its count column names', () => {
    expect(posts(SEASONS)).toEqual([
      '1 Attendant @Sandy Point: 14h x 183d',
      '1 Attendant @Heron Bay: 14h x 138d',
    ]);
  });

  it('reads the same idea with other columns, words and counts', () => {
    const pools = `## C.5 Lifeguard posts

| Pool | Open season | Days | Hours | Guards on duty |
|---|---|---|---|---|
| Riverside Pool | Memorial Day - Labor Day | 99 | 11:00 a.m. - 7:00 p.m. daily | 3 |
| Elm Park | 15 June - 15 August | 62 | 1:00 p.m. - 6:00 p.m. daily | two |
`;
    expect(posts(pools)).toEqual(['3 Guard @Riverside Pool: 8h x 99d', '2 Guard @Elm Park: 5h x 62d']);
  });

  it('takes an amendment row that replaces a site and keeps the rest', () => {
    const amendment = `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT (SF 30)
2. AMENDMENT NO.: 0001
14. DESCRIPTION OF AMENDMENT/MODIFICATION
 1. PWS paragraph 4.1, the table row for Heron Bay, is deleted and replaced with:

      Campground   Season                     Days   Gatehouse hours                 Attendants
      Heron Bay    15 April - 30 September    169    8:00 a.m. - 10:00 p.m. daily    1

    The row for Sandy Point is unchanged.
`;
    expect(posts(SEASONS, amendment)).toEqual([
      '1 Attendant @Sandy Point: 14h x 183d',
      '1 Attendant @Heron Bay: 14h x 169d',
    ]);
    // A later document that only mentions the site (no replacing words) changes nothing.
    expect(
      posts(SEASONS, 'Q1. Where is Heron Bay?\n\n      Heron Bay    Route 9    near    the dam    1\n'),
    ).toEqual(posts(SEASONS));
  });

  it('adds one post for "a second" person, on the days the sentence estimates, at the place it opens with', () => {
    const text = `${SEASONS}
4.2 At Sandy Point a second attendant shall be on duty from 12:00 noon to 8:00 p.m. on Fridays, Saturdays and Sundays in summer (an estimated 45 days in 2033).
`;
    expect(posts(text)).toContain('1 Attendant @Sandy Point: 8h x 45d');
    expect(ordinalPositions('a third guard shall staff the lobby')).toEqual([
      { title: 'Guard', count: 1, index: 0 },
    ]);
    // Ordinals of things, and "second shift", name no person.
    expect(
      ordinalPositions('a second vehicle is kept at the gate; the second shift starts at 3 p.m.'),
    ).toEqual([]);
  });
});
