import { describe, expect, it } from 'vitest';
import {
  eventEfforts,
  fixScanDigits,
  proseSeasonEvents,
  seasonSizedHeads,
  seasonTableEvents,
  workStems,
} from './event-season';
import { perEventCrew } from '../../solicitation/labour/count-scope';
import type { PlanLine } from './lines';

describe('seasonTableEvents', () => {
  it('reads the average events column and the season total', () => {
    const t = [
      'Month      Avg storm   Total snow   Max events',
      '           events      (cm)         in a season',
      'Dec          2.5         30            5',
      'Jan          4.0         41            7',
      'Feb          3.5         35            6',
      '------------------------------------------',
      'Total       10.0        106           18',
    ].join('\n');
    expect(seasonTableEvents(t)?.events).toBe(10);
  });
  it('adds the months when no total row follows', () => {
    const t = [
      'Month        Expected callouts',
      'June              1',
      'July              3',
      'August            4',
      'September         2',
    ].join('\n');
    expect(seasonTableEvents(t)?.events).toBe(10);
  });
  it('takes the only events column when no average is said, OCR digits repaired', () => {
    const t = fixScanDigits(
      [
        'Month       Plowable events   Snowfall (inches)',
        'November        l.5            8',
        'December        3.5           17',
        'Season          5.O           25',
      ].join('\n'),
    );
    expect(seasonTableEvents(t)?.events).toBe(5);
  });
  it('does not fire on monthly amounts of snow or a month table of people', () => {
    expect(
      seasonTableEvents(['Month     Snowfall (inches)', 'December     18', 'January      20'].join('\n')),
    ).toBeNull();
    expect(
      seasonTableEvents(['Month     Staff on duty', 'December     4', 'January      5'].join('\n')),
    ).toBeNull();
  });
});

describe('proseSeasonEvents', () => {
  it.each([
    ['Historically the campus sees an average of 14 snow events per season.', 14],
    ['The typical winter brings about twelve (12) plowable storms.', 12],
    ['The expected number of call-outs per season is approximately 9.', 9],
    ['Over the last five years the depot averaged 11 storms a winter.', 11],
  ])('%s', (s, n) => expect(proseSeasonEvents(s)?.events).toBe(n));
  it.each([
    'Offerors shall assume 20 events a season in their price proposal.',
    'Past performance: three contracts with at least 15 storms per season.',
    'Plowing begins when 2 inches have fallen.',
  ])('must not fire: %s', (s) => expect(proseSeasonEvents(s)).toBeNull());
});

describe('eventEfforts', () => {
  it('routes x hours per route per event', () => {
    const [e] = eventEfforts(
      'a. Parking areas: four (4) plow routes, each with one truck and one operator, about six (6) hours per route per storm.',
    );
    expect(e).toMatchObject({ units: 4, people: 1, hours: 6, role: 'Equipment Operator' });
  });
  it('a crew of people x hours per event', () => {
    expect(
      eventEfforts('Walkways: a three-person shovel crew works an average of 7 hours per event.')[0],
    ).toMatchObject({ people: 3, hours: 7, role: 'Laborer' });
    expect(
      eventEfforts('Each event requires about 5 labor hours from a crew of 2 laborers at the entrances.')[0],
    ).toMatchObject({
      people: 2,
      hours: 5,
    });
  });
  it('its own count a season, and people counted by role', () => {
    expect(
      eventEfforts(
        'Brine pretreatment: one operator, two (2) hours per application, about 15 applications a season.',
      )[0],
    ).toMatchObject({ hours: 2, count: 15, people: 1 });
    expect(
      eventEfforts(
        'Hauling after large storms (about four a season): a loader operator and a truck driver, 6 hours each per storm.',
      )[0],
    ).toMatchObject({ hours: 6, count: 4, people: 2 });
  });
  it('a supervisor on site for every event, with the title', () => {
    expect(
      eventEfforts(
        'The Contractor shall provide a Winter Operations Supervisor on site for each storm (typically about 8 hours).',
      )[0],
    ).toMatchObject({ role: 'Supervisor', title: 'Winter Operations Supervisor', hours: 8 });
  });
  it.each([
    'Offerors shall describe the hours per event they assume.',
    'The proposal shall not exceed 15 pages per volume.',
    'Applications per season shall be reported monthly.',
    'Pretreatment takes 2 hours per application.',
    'The Contractor shall respond 24 hours a day during the season.',
  ])('must not fire: %s', (s) => expect(eventEfforts(s)).toEqual([]));
});

describe('fixScanDigits and workStems', () => {
  it('puts back scanned digits and letters', () => {
    expect(fixScanDigits('Season l7.O events, ten (lO) hours, p1ow 1oader app1ication')).toBe(
      'Season 17.0 events, ten (10) hours, plow loader application',
    );
    expect(workStems('OOOlAC Wa1k crew, per 1aborer-hour')).toEqual(
      expect.arrayContaining(['walk', 'crew', 'labo']),
    );
  });
});

describe('seasonSizedHeads', () => {
  const line = (lcat: string): PlanLine => ({
    lcat,
    key: false,
    workArea: 'Event response',
    source: 'derived',
    periodHours: [100],
    hours: 100,
    formula: '',
    basis: '',
    citation: null,
    requirements: [],
    requirementRefs: [],
  });
  it('folds a key supervisor into the event line and drops an unnamed manager', () => {
    const l = line('Supervisor');
    const heads = seasonSizedHeads(
      [
        { title: 'Project Manager', key: false, manager: true },
        { title: 'Storm Response Supervisor', key: true, manager: false, source: {} },
        { title: 'Safety Officer', key: true, manager: false, source: {} },
      ],
      [l],
    );
    expect(heads.map((h) => h.title)).toEqual(['Safety Officer']);
    expect(l).toMatchObject({ lcat: 'Storm Response Supervisor', key: true });
  });
  it('leaves the heads alone without an event supervisor line', () => {
    const heads = [{ title: 'Project Manager', key: false, manager: true }];
    expect(seasonSizedHeads(heads, [line('Laborer')])).toEqual(heads);
  });
});

describe('perEventCrew (a crew sent out per event is not standing staff)', () => {
  it.each([
    'Each storm requires about 6 hours from a crew of 3 laborers.',
    'A crew of four laborers works an average of 8 hours per event.',
    'Two operators, about 5 hours each per call-out.',
  ])('%s', (s) => expect(perEventCrew(s)).toBe(true));
  it.each([
    'The Contractor shall provide a crew of 4 laborers 8 hours per day.',
    'Two operators shall be on duty 40 hours per week.',
    'The Contractor shall report each event within 24 hours.',
  ])('must not fire: %s', (s) => expect(perEventCrew(s)).toBe(false));
});
