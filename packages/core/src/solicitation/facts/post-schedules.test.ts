import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const posts = (text: string) =>
  readSolicitation({ primary: { name: 'pws.md', text } })
    .coverage.filter((c) => c.scheduled && !c.shifts)
    .map(
      (c) =>
        `${c.function}${c.site ? ` @ ${c.site}` : ''}: ${c.posts}x${c.hoursPerDay}h x ${c.daysPerYear}d${c.is24x7 ? ' 24x7' : ''}`,
    );

describe('a post schedule, one row per post', () => {
  it('reads start and end times, days in words and a days-a-year column, with the site', () => {
    const text = `## Attachment 2 Post Schedule

| Post ID | Installation | Post Description | Days | Start | End | Days per year |
|---|---|---|---|---|---|---|
| P-10 | North Annex | Visitor control center | Mon-Fri | 0700 | 1700 | 250 |
| P-11 | North Annex | Perimeter patrol | Every day | 1900 | 0700 | 365 |
| P-20 | South Depot | Entry control point | 7 days | 0000 | 2400 | 365 |
`;
    expect(posts(text)).toEqual([
      'P-10 Visitor control center @ North Annex: 1x10h x 250d',
      'P-11 Perimeter patrol @ North Annex: 1x12h x 365d',
      'P-20 Entry control point @ South Depot: 1x24h x 365d 24x7',
    ]);
  });

  it('reads hours a day, days a week, a number of officers and yearly hours that settle the days', () => {
    const text = `Section J - Guard posts

| Post | Description | Officers on duty | Hours per day | Days per week | Yearly post hours |
|---|---|---|---|---|---|
| 1 | Loading dock | 2 | 8 | 5 | 4,160 |
| 2 | Command center | one | 24 | 7 | 8,760 |
`;
    expect(posts(text)).toEqual(['1 Loading dock: 2x8h x 260d', '2 Command center: 1x24h x 365d 24x7']);
  });

  it('reads a coverage column of "24 hrs" and of windows', () => {
    const text = `| Post | Post name | Hours of coverage | Days |
|---|---|---|---|
| A | Lobby screening | 0600 - 1800 | Monday through Friday |
| B | Control room | 24 hrs | 7 days a week |
`;
    expect(posts(text)).toEqual(['A Lobby screening: 1x12h x 260d', 'B Control room: 1x24h x 365d 24x7']);
  });

  it('does not read a facility’s hours of operation or a table of post rates as posts', () => {
    const open = `| Building | Description | Days | Open | Close |
|---|---|---|---|---|
| 12 | Library | Mon-Fri | 0800 | 1700 |
| 14 | Fitness center | Every day | 0500 | 2200 |
`;
    const rates = `| Post | Post name | Hours per day | Days | Hourly rate |
|---|---|---|---|---|
| 1 | Main gate | 24 | 7 days | $31.50 |
`;
    expect(posts(open)).toEqual([]);
    expect(posts(rates)).toEqual([]);
  });
});
