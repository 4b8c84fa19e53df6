import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';
import { readDayPay } from './crew-days';

// Team-days and crew work days: a team of so many people priced by the day, its hours a day
// stated for the team ("a team-day is ten (10) hours"), not for each member. Hours = days x
// people x hours a day; a supervisor inside the team-day price is a member of the team, not
// extra hours. Invented shapes (flagging, survey, sampling, screening, training, field
// gathering); none is a corpus document's.
const hours = (text: string) => {
  const plan = buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
  return Object.fromEntries(plan.tasks.map((t) => [t.lcat, t.periods?.map((x) => x.hours)]));
};

describe('the hours of a team-day stated for the team', () => {
  it.each([
    ['A team-day is ten (10) hours on site.', 'team day', 10],
    ['For pricing, one crew-day equals eight (8) hours.', 'crew day', 8],
    ['Each sampling team-day is 9 hours, travel included.', 'sampling team day', 9],
    ['Price 10-hour team days.', 'team day', 10],
    ['The estimate assumes crew days of eleven (11) hours.', 'crew day', 11],
    ['A gather day is ten (10) hours.', 'gather day', 10],
    ['Three people per team-day, ten hours each.', 'team day', 10],
    ['Each crew-day is staffed by four persons working 8 hours each.', 'crew day', 8],
    ['Price two technicians per survey party-day at nine (9) hours apiece.', 'survey party day', 9],
  ])('reads %j', (text, unit, h) => {
    expect(readDayPay([text]).map((p) => [p.unit, p.hours])).toEqual([[unit, h]]);
  });

  it.each([
    ['A business day is eight (8) hours.'],
    ['Teams shall respond within 24 hours each day.'],
    ['Past performance: a crew-day of 10 hours on similar projects.'],
    ['Reports are due ten (10) days after each team-day.'],
    ['Two people per team-day; the site is open 24 hours each day.'],
  ])('does not read %j', (text) => {
    expect(readDayPay([text])).toEqual([]);
  });
});

describe('a team priced by the day, its people counted once each', () => {
  it('flagging: two flaggers and a supervisor inside the team-day price, days by period', () => {
    const text = `# Traffic Control Flagging

## C. Statement of Work
C.1 The Contractor shall provide flagging teams for road work.

C.2 A team is three people: two (2) Flaggers and one (1) Traffic Control Supervisor (TCS). The TCS is included in the team-day price; there is no separate line for the TCS.

C.3 A team-day is ten (10) hours on site.

## B. Schedule
| CLIN | Description | Estimated quantity | Unit |
|---|---|---|---|
| 0001 | Flagging team, Base Period | 45 | Team-day |
| 1001 | Flagging team, Option Period 1 | 60 | Team-day |

## F. Period of Performance
Base Period: 1 June 2031 through 30 September 2031. Option Period 1: 1 June 2032 through 30 September 2032.
`;
    const h = hours(text);
    expect(h.Flagger ?? h.Flaggers).toEqual([900, 1200]);
    expect(h['Traffic Control Supervisor']).toEqual([450, 600]);
  });

  it('water sampling: a crew-day of eight hours, days estimated in a sentence, a six-month season', () => {
    const text = `## Statement of Work
3.1 Each sampling crew consists of one (1) Field Lead and two (2) Samplers.

3.2 For pricing, one crew-day equals eight (8) hours. The Government estimates fifty (50) crew-days in each period.

## Period
Base Period: 1 April 2031 through 30 September 2031. Option Period 1: 1 April 2032 through 30 September 2032.
`;
    const h = hours(text);
    expect(h['Field Lead']).toEqual([400, 400]);
    expect(h.Sampler ?? h.Samplers).toEqual([800, 800]);
  });

  it('mobile screening: a team of four, nine-hour team days from the schedule', () => {
    const text = `C.4 The mobile screening team shall consist of one (1) Nurse Practitioner, two (2) Medical Assistants and one (1) Driver.

C.5 Each screening team-day is 9 hours, travel included.

| Item | Description | Qty | Unit |
|---|---|---|---|
| 0001 | Screening events, base year | 80 | Screening team-day |

F.1 Base Year: 1 October 2030 through 30 September 2031.
`;
    const h = hours(text);
    expect(h['Nurse Practitioner']).toEqual([720]);
    expect(h['Medical Assistant'] ?? h['Medical Assistants']).toEqual([1440]);
    expect(h.Driver).toEqual([720]);
  });
});

describe('days priced by the team-day are the Government estimate, ordered by schedule', () => {
  const assumptionsOf = (text: string) =>
    (
      buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] }).assumptions ?? []
    ).join(' ');
  it.each([
    [
      'flagging team-days by season in the schedule',
      `C.2 A team is three people: two (2) Flaggers and one (1) Traffic Control Supervisor. Three people per team-day, ten hours each.\n\n| CLIN | Description | Quantity | Unit |\n|---|---|---|---|\n| 0001 | Flagging team-day, Base Season | 140 | Team-day |\n| 1001 | Flagging team-day, Option Season 1 | 150 | Team-day |\n\nBase Season: 1 May 2034 through 31 October 2034. Option Season 1: 1 May 2035 through 31 October 2035.`,
    ],
    [
      'sampling crew-days estimated in a sentence',
      `3.1 Each sampling crew consists of one (1) Field Lead and two (2) Samplers.\n\n3.2 For pricing, one crew-day equals eight (8) hours. The Government estimates fifty (50) crew-days in each period.\n\nBase Period: 1 April 2031 through 30 September 2031. Option Period 1: 1 April 2032 through 30 September 2032.`,
    ],
  ])('%s', (_, text) => {
    const a = assumptionsOf(text);
    expect(a).toMatch(/Government's estimate/);
    expect(a).toMatch(/ordered/);
  });
});
