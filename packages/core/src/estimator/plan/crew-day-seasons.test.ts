import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// A crew paid by the crew-day, described by its make-up ("one crew of six (a crew leader, four
// sawyers and a swamper) working a ten-hour day"), with the days estimated apart for the first
// season and for each later one. Hours = crew-days x members of that title x day length, by
// season. Invented shapes in several kinds of field work.
const hours = (text: string) => {
  const p = buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
  return Object.fromEntries(p.tasks.map((t) => [t.lcat, t.periods?.map((x) => x.hours)]));
};
const SEASONS = `## F. Period of Performance\nBase Season: 1 June 2034 through 15 August 2034. Option Season 1: 1 June 2035 through 15 August 2035. Option Season 2: 1 June 2036 through 15 August 2036.`;
const doc = (work: string) => `## C. Work\n${work}\n\n${SEASONS}\n`;

describe('crew-days of a crew described by its make-up, by season', () => {
  it('a crew-day that is a crew working a ten-hour day, first season and each later season', () => {
    const h = hours(
      doc(
        'C.1 Each crew-day is one crew of six (a crew leader, four sawyers and a swamper) working a ten-hour day.\nC.2 The Government estimates 40 crew-days in the first season and 50 crew-days in each later season.',
      ),
    );
    expect(h['Crew Leader']).toEqual([400, 500, 500]);
    expect(h.Sawyer).toEqual([1600, 2000, 2000]);
    expect(h.Swamper).toEqual([400, 500, 500]);
    expect(h['Project Manager']).toBeUndefined();
  });

  it('the later seasons counted without the unit repeated', () => {
    const h = hours(
      doc(
        'C.1 A crew-day is ten (10) hours for each of the six crew members: one crew leader, four sawyers and one swamper.\nC.2 The Government estimates 40 crew-days in the first season and 50 in each subsequent season.',
      ),
    );
    expect(h['Crew Leader']).toEqual([400, 500, 500]);
    expect(h.Sawyer).toEqual([1600, 2000, 2000]);
  });

  it('a party-day of an eight-hour day, the base season and each option season', () => {
    const h = hours(
      doc(
        'C.1 Each party-day is one survey party of four (a party chief, two instrument technicians and a recorder) working an eight-hour day.\nC.2 For pricing, assume 30 party-days in the base season and 45 party-days in each option season.',
      ),
    );
    expect(h['Party Chief']).toEqual([240, 360, 360]);
    expect(h['Instrument Technician']).toEqual([480, 720, 720]);
  });

  it('members counted in the crew sentence multiply the days', () => {
    const h = hours(
      doc(
        'C.1 A crew-day is ten (10) hours for each of the six crew members: one crew leader, four sawyers and one swamper.\nC.2 The Government estimates 40 crew-days each season.',
      ),
    );
    expect(h.Sawyer).toEqual([1600, 1600, 1600]);
    expect(h['Crew Leader']).toEqual([400, 400, 400]);
  });

  it('must not: a past season for information keeps every season at the estimate', () => {
    const h = hours(
      doc(
        'C.1 A crew-day is ten (10) hours for each of the six crew members: one crew leader, four sawyers and one swamper.\nC.2 The Government estimates 40 crew-days each season.\nC.3 For information, the previous contract used 25 crew-days in the first season and 60 in each later season.',
      ),
    );
    expect(h['Crew Leader']).toEqual([400, 400, 400]);
  });

  it('must not: the first season named for another matter splits nothing', () => {
    const h = hours(
      doc(
        'C.1 A crew-day is ten (10) hours for each of the six crew members: one crew leader, four sawyers and one swamper.\nC.2 Mobilization in the first season is paid separately. The Government estimates 40 crew-days each season.',
      ),
    );
    expect(h['Crew Leader']).toEqual([400, 400, 400]);
  });
});
