import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// A price schedule that orders a crew's counted days in a column headed by the unit ("Crew days
// (estimated)", "Estimated survey days", "Number of patrol days"), one row per period, instead
// of a unit cell in each row. Each member's hours are the day's paid hours times that period's
// days. Invented shapes in several kinds of field work.
const hours = (text: string) => {
  const p = buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
  return Object.fromEntries(p.tasks.map((t) => [t.lcat, t.periods?.map((x) => x.hours)]));
};
const YEARS = `## F. Period of Performance\nBase Year: 1 March 2034 through 28 February 2035. Option Year 1: 1 March 2035 through 29 February 2036. Option Year 2: 1 March 2036 through 28 February 2037.`;
const SEASONS = `## F. Period of Performance\nBase Season: 1 June 2034 through 15 August 2034. Option Season 1: 1 June 2035 through 15 August 2035. Option Season 2: 1 June 2036 through 15 August 2036.`;

describe('counted days in a schedule column headed by the unit', () => {
  it('a pipe schedule of survey days by year', () => {
    const h = hours(`## C. Work
C.1 Each survey party shall consist of one (1) Party Chief, two (2) Instrument Technicians and one (1) Recorder. Each survey day is eight (8) hours for each member of the party.

## B. Schedule
The Government estimates the survey days it will order each year:

| Period | CLIN | Estimated survey days | Unit price |
|---|---|---|---|
| Base Year | 0001 | 40 | $ |
| Option Year 1 | 1001 | 55 | $ |
| Option Year 2 | 2001 | 55 | $ |

${YEARS}
`);
    expect(h['Party Chief']).toEqual([320, 440, 440]);
    expect(h['Instrument Technician']).toEqual([640, 880, 880]);
  });

  it('an aligned plain-text schedule of crew-days by season, blank prices and a lot row', () => {
    const h = hours(`C. WORK

C.1 Each crew-day is one crew of six (a crew leader, four sawyers and a swamper) working a ten-hour day. The Government estimates the crew-days as follows:

   SEASON                  CLIN     CREW-DAYS (EST.)     UNIT PRICE    AMOUNT
   Base Season             0001           18             $________     $________
   Option Season 1         1001           25             $________     $________
   Option Season 2         2001           25             $________     $________
   Mobilization            0002         1 (lot)          $________     $________

${SEASONS}
`);
    expect(h['Crew Leader']).toEqual([180, 250, 250]);
    expect(h.Sawyer).toEqual([720, 1000, 1000]);
    expect(h.Swamper).toEqual([180, 250, 250]);
  });

  it('a schedule whose column counts "Number of patrol days"', () => {
    const h = hours(`## C. Work
C.1 Each patrol team shall consist of one (1) Team Leader and two (2) Field Technicians. A patrol day is ten (10) hours for each member of the team.

## B. Schedule
| Line | Period | Number of patrol days |
|---|---|---|
| 0001 | Base Year | 60 |
| 1001 | Option Year 1 | 75 |
| 2001 | Option Year 2 | 90 |

${YEARS}
`);
    expect(h['Team Leader']).toEqual([600, 750, 900]);
    expect(h['Field Technician']).toEqual([1200, 1500, 1800]);
  });

  it('must not: a column of days worked under a past contract sizes nothing', () => {
    const h = hours(`## C. Work
C.1 Each crew-day is one crew of six (a crew leader, four sawyers and a swamper) working a ten-hour day. The Government estimates 30 crew-days each season.

## B. History
| Season | Crew-days used (previous contract) |
|---|---|
| Base Season | 12 |
| Option Season 1 | 80 |

${SEASONS}
`);
    expect(h['Crew Leader']).toEqual([300, 300, 300]);
  });

  it('must not: a column headed by another day the crew is not paid by', () => {
    const h = hours(`## C. Work
C.1 Each crew-day is one crew of six (a crew leader, four sawyers and a swamper) working a ten-hour day. The Government estimates 30 crew-days each season.

## B. Schedule
| Season | Calendar days | Crew size |
|---|---|---|
| Base Season | 76 | 6 |
| Option Season 1 | 76 | 6 |

${SEASONS}
`);
    expect(h['Crew Leader']).toEqual([300, 300, 300]);
  });
});
