import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/index';
import { readSolicitation } from '../index';
import { nounCounts, nounHours, shareAfter, teamCounts, titledPositions, worksTime } from './noun-counts';

// Every wording here is invented; none comes from a corpus document.
const staffs = () => 'The Contractor shall provide';
const read = (text: string) =>
  readSolicitation({ primary: { name: 'pws', text } }).labourCategories.map((c) => ({
    title: c.title,
    amounts: c.stated.map((a) => a.people ?? a.fte ?? a.hours),
    season: c.season,
  }));
const stated = (text: string) => read(text).filter((c) => c.amounts.length > 0);

describe('counts of people named by a lower-case noun', () => {
  it.each([
    [
      'The Contractor shall furnish three (3) full-time Tagalog interpreters for the clinic.',
      'Tagalog Interpreter',
      3,
    ],
    ['The Offeror shall provide two qualified dock workers during each shift change.', 'Dock Worker', 2],
    ['The estimate anticipates the need for five seasonal trail laborers.', 'Trail Laborer', 5],
    ['Staffing shall consist of 4 full-time bus drivers.', 'Bus Driver', 4],
  ])('"%s" counts %s', (text, title, n) => {
    expect(nounCounts(text, () => text)).toEqual([expect.objectContaining({ title, value: n })]);
  });

  it.each([
    ['The Contractor shall provide one (1) Cantonese translator at half time (0.5 FTE).', 0.5],
    ['The Contractor shall provide two archive technicians, part-time (20 hours per week).', 1],
    ['The Contractor shall provide one museum curator (0.25 FTE) and no others.', 0.25],
  ])('"%s" takes the share stated after the noun', (text, fte) => {
    expect(nounCounts(text, () => text)[0]).toEqual(expect.objectContaining({ measure: 'fte', value: fte }));
  });

  it.each([
    'The Contractor shall provide two visitor badges to each employee.',
    'The Contractor shall provide personnel with three years of experience.',
    'The Contractor shall provide four (4) hours of training.',
    'The Contractor shall provide canine teams, each one handler and one dog.',
    'The Contractor shall assign two lookouts to each tower so that one is always rested.',
    'Offerors shall submit three references from past customers.',
  ])('"%s" counts no staff', (text) => {
    expect(nounCounts(text, () => text)).toEqual([]);
  });

  // What a team did (an evaluation factor, past performance) is no requirement to staff.
  it.each([
    'The quoter assigned one leader and gave that person authority over the prototype.',
    'Describe a project where your firm provided two bilingual caseworkers on short notice.',
    'In the prior contract the incumbent had hired three night custodians per building.',
    'The vendor has staffed five field surveyors on similar work.',
  ])('"%s" counts no staff (an act in the past)', (text) => {
    expect(nounCounts(text, () => text)).toEqual([]);
  });

  it.each([
    ['The Contractor shall be assigned two harbor pilots for the season.', 'Harbor Pilot', 2],
    ['An estimated four (4) survey clerks are required.', 'Survey Clerk', 4],
  ])('"%s" still counts %s (passive or an adjective)', (text, title, n) => {
    expect(nounCounts(text, () => text)).toEqual([expect.objectContaining({ title, value: n })]);
  });

  it('needs a clause that staffs', () => {
    expect(nounCounts('Last year four interpreters left the program.', () => 'Last year')).toEqual([]);
  });
});

describe('the share of a full time after a title', () => {
  it.each([
    [' at half time (0.5 FTE), remote', 0.5],
    [', part-time (20 hours per week)', 0.5],
    [' (0.25 FTE)', 0.25],
    [' (Key Personnel), full time and on site', 1],
    [' at 1/2 FTE', 0.5],
    [' on a half-time basis', 0.5],
  ])('"%s" is %s', (after, share) => {
    expect(shareAfter(after)?.share).toBe(share);
  });

  it.each([' at the main office', ' (2)', ' for 20 hours of training', ', who works with the Manager'])(
    '"%s" states no share',
    (after) => {
      expect(shareAfter(after)).toBeNull();
    },
  );
});

describe('people in teams', () => {
  it.each([
    [
      'The Contractor shall provide five (5) survey teams, each consisting of one party chief and two instrument technicians.',
      { 'Party Chief': 5, 'Instrument Technician': 10 },
    ],
    [
      'Each of the three crews is two full-time line mechanics; relief is at no cost.',
      { 'Line Mechanic': 6 },
    ],
    [
      'The Contractor shall furnish four canine teams. Each team consists of a handler and a dog.',
      { Handler: 4 },
    ],
    [
      'The Contractor shall staff six (6) patrol teams, each of one Mounted Ranger and one horse.',
      { 'Mounted Ranger': 6 },
    ],
  ])('"%s"', (text, want) => {
    const got = Object.fromEntries(teamCounts(text, staffs).map((t) => [t.title, t.value]));
    expect(got).toEqual(want);
  });

  it.each([
    'Each team consists of a handler and a dog.',
    'The Government uses four teams of its own; each team is one officer and one dog.',
  ])('"%s" alone counts no teams to staff', (text) => {
    expect(teamCounts(text, (at) => text.slice(0, at))).toEqual([]);
  });
});

describe('positions counted after a title', () => {
  it.each([
    ['Records Custodian: two full-time positions at the annex.', 'Records Custodian', 2],
    ['B.2 Night Dispatcher. One half-time position covering weekends.', 'Night Dispatcher', 0.5],
    ['Shop Supervisor – one full-time position.', 'Shop Supervisor', 1],
    ['Tool Room Attendant (Key Personnel). One full-time position.', 'Tool Room Attendant', 1],
  ])('"%s"', (text, title, value) => {
    expect(titledPositions(text)).toEqual([expect.objectContaining({ title, value })]);
  });

  it.each(['Key Personnel. Two positions are key.', 'Evaluation: one position paper per offeror.'])(
    '"%s" counts no staff',
    (text) => {
      expect(titledPositions(text)).toEqual([]);
    },
  );
});

describe('a title that works full or part time', () => {
  it.each([
    ['The Site Administrator shall work half-time at the main campus.', 'Site Administrator', 0.5],
    ['The Pool Manager works full time from May 15 through September 15.', 'Pool Manager', 1],
    ['A Dock Supervisor is employed part-time (30 hours per week).', 'Dock Supervisor', 0.75],
  ])('"%s"', (text, title, value) => {
    expect(worksTime(text)).toEqual([expect.objectContaining({ title, value })]);
  });

  it('takes the full title the document names', () => {
    const text = 'The Harbor Dispatch Coordinator is Key Personnel. The Coordinator works full time.';
    expect(worksTime(text)[0]?.title).toBe('Harbor Dispatch Coordinator');
  });

  it.each(['The Contractor works full time on this.', 'The building is open full time.'])(
    '"%s" is no staff',
    (text) => {
      expect(worksTime(text)).toEqual([]);
    },
  );

  it('a season of the year is that share of a full time', () => {
    const text =
      'PERFORMANCE WORK STATEMENT\nThe Pool Manager works full time from May 15 through September 15 of each year.';
    expect(stated(text)).toEqual([
      { title: 'Pool Manager', amounts: [0.333], season: 'May 15 through September 15' },
    ]);
  });
});

describe('hours of people a noun names', () => {
  it.each([
    ['The Government estimates 3,100 guard hours per year.', 'Guard', 3100],
    ['Across all stations: 2,400 technician hours a year.', 'Technician', 2400],
    ['The season totals 1,950 lookout hours a season.', 'Lookout', 1950],
  ])('"%s"', (text, title, value) => {
    expect(nounHours(text)).toEqual([expect.objectContaining({ title, value })]);
  });

  it.each([
    'The Government estimates 1,200 labor hours a year.',
    'Up to 300 overtime hours may be ordered.',
    'The museum is open 2,000 visitor hours per year.',
  ])('"%s" names no person', (text) => {
    expect(nounHours(text)).toEqual([]);
  });
});

describe('staffing stated by period in prose', () => {
  const frame =
    'SECTION F\nThe base period is twelve (12) months, followed by two (2) option periods of twelve (12) months each.\n\n';
  it.each([
    'In each option period the staffing is the same, except that only one (1) Somali interpreter is anticipated.',
    'For each option year the Government anticipates the need for one (1) Somali interpreter.',
    'During all option periods the Contractor shall provide one (1) Somali interpreter.',
  ])('"%s" states every option', (option) => {
    const text = `${frame}During the base period the Government anticipates the need for two (2) full-time Somali interpreters and one (1) Amharic interpreter at half time (0.5 FTE).\n\n${option}`;
    const plan = estimatePlan({ primary: { name: 'pws', text } });
    const somali = plan.tasks.find((t) => t.lcat === 'Somali Interpreter');
    expect(somali?.periods?.map((p) => p.hours)).toEqual([3760, 1880, 1880]);
    const amharic = plan.tasks.find((t) => t.lcat === 'Amharic Interpreter');
    expect(amharic?.periods?.map((p) => p.hours)).toEqual([940, 940, 940]);
  });
});
