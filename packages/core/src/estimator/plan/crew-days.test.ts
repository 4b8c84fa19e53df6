import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';
import { readDayEfforts, readDayPay, sentencesOf } from './crew-days';

const pay = (t: string) => readDayPay([t]).map((p) => [p.unit, p.hours, p.crew]);

describe('paid hours per crew member per counted day', () => {
  it.each([
    ['A crew-day is ten (10) hours for each of the three crew members.', 'crew day', 10],
    ['For pricing, each member of the complement is paid twelve (12) hours for each sea day.', 'sea day', 12],
    ['Price every field day at 9 hours per crew member, travel included.', 'field day', 9],
    ['Each survey day equals eight (8) paid hours for every person in the party.', 'survey day', 8],
    ['Each person on the crew works 11 hours on each patrol day.', 'patrol day', 11],
  ])('reads %j', (text, unit, hours) => {
    expect(pay(text)).toEqual([[unit, hours, undefined]]);
  });

  it('reads a crew the sentence counts and its paid hours in brackets', () => {
    expect(
      pay(
        'On each in-port workday the Contractor shall keep a port crew of three (3) aboard from 7:00 a.m. to 3:30 p.m. (eight paid hours): the Chief Engineer, the Chief Mate and one Able Seaman.',
      ),
    ).toEqual([['in port workday', 8, 3]]);
  });

  it.each([
    ['Watches are kept 24 hours a day on each sea day by the crew members.'],
    [
      'Past performance: three projects of at least 100 crew-days, each crew member working 10 hours per crew-day.',
    ],
    ['Each day the Contractor shall respond within four (4) hours.'],
    ['Deliverables are due ten working days after each field day.'],
    ['| Complement aboard on every sea day | within 4 hours |'],
    ['Each business day the help desk is open 10 hours for each of the callers.'],
  ])('does not read %j', (text) => {
    expect(pay(text)).toEqual([]);
  });
});

describe('effort per counted day beside the crew', () => {
  it.each([
    [
      'The Government estimates that each crew-day of field data requires an average of six (6) hours of processing.',
      'crew day',
      6,
    ],
    ['Allow 4 hours of data reduction for each survey day.', 'survey day', 4],
    ['Every sampling day generates about three (3) hours of laboratory analysis.', 'sampling day', 3],
  ])('reads %j', (text, unit, hours) => {
    expect(readDayEfforts(sentencesOf([text])).map((e) => [e.unit, e.hours])).toEqual([[unit, hours]]);
  });

  it('does not read a duration or a deadline', () => {
    expect(readDayEfforts(sentencesOf(['Reports are due 48 hours after each field day ends.']))).toEqual([]);
    expect(
      readDayEfforts(sentencesOf(['Each crew member is paid 10 hours for each crew-day of field data.'])),
    ).toEqual([]);
  });
});

const survey = (schedule: string, crew: string, extra = '') => `# Request for Proposals: Channel Surveys

## Section B Schedule
${schedule}

## Section C Statement of Work
C.3.1 ${crew}

C.3.2 For pricing, a survey day is eight (8) hours for each member of the crew.

C.4.1 Field data shall be processed by a GIS Analyst in the Contractor's office. Allow two (2) hours of processing for each survey day.

C.5.1 Past performance: two projects of at least 300 survey days each.
${extra}

## Section F Period of Performance
F.1 Base Year: twelve (12) months. Option Year 1: twelve (12) months. Option Year 2: twelve (12) months.
`;

describe('a stated crew paid by the day', () => {
  it('prices each member at the paid hours times the scheduled days, and the processing per day', () => {
    const text = survey(
      `| CLIN | Description | Estimated quantity | Unit |
|---|---|---|---|
| 0001 | Field survey, base year | 120 | Survey day |
| 1001 | Option Year 1, same as 0001 | | |`,
      'Each survey crew shall consist of one (1) Party Chief, one (1) Survey Technician and one (1) Boat Operator.',
      'B.2 Option Year 2 includes forty (40) additional survey days.',
    );
    const plan = buildPlan(readSolicitation({ primary: { name: 'rfp.md', text } }), { texts: [text] });
    const hours = (lcat: string) => plan.tasks.find((t) => t.lcat === lcat)?.periods?.map((p) => p.hours);
    expect(hours('Survey Technician')).toEqual([960, 960, 1280]);
    expect(hours('Boat Operator')).toEqual([960, 960, 1280]);
    expect(hours('GIS Analyst')).toEqual([240, 240, 320]);
  });

  it('reads the days from a sentence when the schedule does not count them', () => {
    const text = survey(
      'The Government estimates one hundred (100) survey days in each period.',
      'The crew is two (2) Survey Technicians and one (1) Boat Operator.',
    );
    const plan = buildPlan(readSolicitation({ primary: { name: 'rfp.md', text } }), { texts: [text] });
    const hours = (lcat: string) => plan.tasks.find((t) => t.lcat.startsWith(lcat))?.periods?.[0]?.hours;
    expect(hours('Survey Technician')).toBe(1600);
    expect(plan.tasks.reduce((s, t) => s + (t.periods?.[0]?.hours ?? 0), 0)).toBe(1600 + 800 + 200);
  });

  it('leaves full-time staffing alone when no day is priced', () => {
    const text = `## C.3 Staffing
C.3.1 The Contractor shall provide one (1) Survey Technician and one (1) Boat Operator full time.

C.3.2 Past performance: projects of at least 300 survey days, each crew member paid 8 hours per survey day.

F.1 Base Year: twelve (12) months.
`;
    const plan = buildPlan(readSolicitation({ primary: { name: 'rfp.md', text } }), { texts: [text] });
    expect(plan.tasks.every((t) => !/survey day/i.test(t.mathRationale))).toBe(true);
  });
});

describe('duty hours of each crew member per unit of work', () => {
  it.each([
    [
      'Crews have historically logged about 1.5 hours of duty (pre-flight, ferry, briefing and post-flight) for each billed flight hour.',
      'flight hour',
      1.5,
    ],
    ['Each flight hour requires approximately 1.75 crew duty hours.', 'flight hour', 1.75],
    ['Price two (2) labor hours per sortie for every member of the aircrew.', 'sortie', 2],
    ['Every trip averages six (6) paid hours per driver, loading included.', 'trip', 6],
    ['For estimating, assume 3 staff hours for each block hour ordered.', 'block hour', 3],
    ['A collection run takes about four hours of crew time.', 'collection run', 4],
    ['Each home visit means roughly 2.5 hours of staff time, travel included.', 'home visit', 2.5],
  ])('reads %j', (text, unit, hours) => {
    expect(pay(text).map(([u, h]) => [u, h])).toEqual([[unit, hours]]);
  });

  it.each([
    // A deadline after each unit, a rate in money, a qualification, a bare hour or day.
    ['Flight logs and photographs shall be delivered within 24 hours of each flight.'],
    ['The crew price is $1,850 per flight hour, fuel included.'],
    ['Pilot: 1,500 hours as pilot in command, of which 200 hours per year in utility patrol.'],
    ['The dispatch desk is staffed 24 hours a day by Government personnel.'],
    ['Crews shall be airborne within four (4) hours of each call-out.'],
    ['Past performance: crews that logged at least 1.5 duty hours per flight hour on 200 flights.'],
    ['The crew shall rest at least 10 hours after each flight.'],
    ['Labor rates are paid per hour for each of the crew.'],
  ])('does not read %j', (text) => {
    expect(pay(text)).toEqual([]);
  });
});

describe('a stated crew paid by a unit of work', () => {
  const rfp = (schedule: string, crew: string, duty: string) => `# RFP
## B. Price schedule
${schedule}

## C. Statement of work
C.4 ${crew}

C.4.2 ${duty}

C.6 Flight logs shall be delivered within 24 hours of each flight. Routine patrol is flown 24 hours a day when ordered.
`;
  const periodHours = (text: string) => {
    const plan = buildPlan(readSolicitation({ primary: { name: 'rfp.md', text } }), { texts: [text] });
    return { plan, total: plan.tasks.map((t) => t.periods?.map((p) => p.hours) ?? []) };
  };

  it('prices each member at the duty hours per flight hour times the flight hours each period orders', () => {
    const { plan, total } = periodHours(
      rfp(
        `| CLIN | Period | Description | Estimated quantity | Unit |
|---|---|---|---|---|
| 0001 | Base, 1 May 2027 - 30 April 2028 | Patrol flight | 300 | Flight hour |
| 1001 | Option 1, 1 May 2028 - 30 April 2029 | Patrol flight | 400 | Flight hour |
| 2001 | Option 2, 1 May 2029 - 30 April 2030 | Patrol flight | 500 | Flight hour |`,
        'Each flight shall carry one Pilot in Command and one Aerial Observer furnished by the Contractor.',
        'Each flight hour requires about two (2) hours of crew duty time.',
      ),
    );
    expect(total).toEqual([
      [600, 800, 1000],
      [600, 800, 1000],
    ]);
    expect((plan.assumptions ?? []).some((a) => /duty|positioning|ground time/i.test(a))).toBe(true);
  });

  it('reads a trip schedule in words and a crew in a list', () => {
    const { total } = periodHours(
      rfp(
        `| Item | Description | Qty | Unit |
|---|---|---|---|
| 0001 | Round trip, base year | 250 | Trip |`,
        'The Contractor shall furnish for every trip: one (1) Driver and one (1) Medical Attendant.',
        'Every trip averages six (6) paid hours per crew member, loading included.',
      ),
    );
    expect(total.map((h) => h[0])).toEqual([1500, 1500]);
  });
});
