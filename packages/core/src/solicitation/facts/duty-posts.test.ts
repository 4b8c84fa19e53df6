import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readCoverage } from './coverage';
import { countedPositions } from './counted-positions';
import { withDutyPosts } from './duty-posts';

const read = (text: string) => {
  const ctx = buildContext([{ name: 'pws', index: 0, text }], { sections: [] });
  return withDutyPosts(ctx, readCoverage(ctx)).filter((c) => c.position);
};
const brief = (text: string) =>
  read(text).map((c) => `${c.posts} ${c.position} ${c.hoursPerDay}x${c.daysPerWeek}`);

describe('duty posts', () => {
  it('reads positions on duty around the clock in many phrasings', () => {
    const cases: [string, string[]][] = [
      [
        'The NOC operates twenty-four (24) hours a day, seven (7) days a week. At all times the Contractor shall have on duty, on site in the NOC, at least: one (1) Shift Lead; and two (2) NOC Technicians (Tier 2).',
        ['1 Shift Lead 24x7', '2 NOC Technician (Tier 2) 24x7'],
      ],
      ['Two technicians shall be on duty 24/7.', ['2 Technician 24x7']],
      [
        'The watch floor shall be staffed around the clock with a minimum of one Watch Officer and two Watch Analysts per shift.',
        ['1 Watch Officer 24x7', '2 Watch Analyst 24x7'],
      ],
      [
        'The Contractor shall keep two (2) Tier 1 Security Analysts on duty at all times, and one (1) Tier 2 Security Analyst on duty at all times.',
        ['2 Tier 1 Security Analyst 24x7', '1 Tier 2 Security Analyst 24x7'],
      ],
      [
        'The stations operate 24 hours a day, 365 days a year. The Contractor shall crew, at all times, one engine at Station 1 with four (4) firefighters and one ARFF vehicle at Station 2 with three (3) firefighters, plus one Assistant Chief (shift officer) on duty at all times.',
        ['7 Firefighter 24x7', '1 Assistant Chief (shift officer) 24x7'],
      ],
      [
        'The Contractor shall provide 3 Security Officers 24 hours per day, 7 days per week.',
        ['3 Security Officer 24x7'],
      ],
    ];
    for (const [text, want] of cases) expect(brief(text), text).toEqual(want);
  });

  it('reads shifts a day times their length as the window of the positions on each', () => {
    expect(
      brief(
        'The Contractor shall provide three (3) eight-hour shifts, seven days a week, each staffed by two (2) Console Operators.',
      ),
    ).toEqual(['2 Console Operator 24x7']);
    expect(
      brief('Two (2) ten-hour shifts, Monday through Friday, shall each be staffed by one (1) Dispatcher.'),
    ).toEqual(['1 Dispatcher 20x5']);
    expect(brief('One (1) Desk Officer shall be on duty 24 hours a day, Monday through Friday.')).toEqual([
      '1 Desk Officer 24x5',
    ]);
  });

  it('gives "at all times" and "per shift" the hours of operation the document states', () => {
    expect(
      brief(
        'The dispatch center is open 24/7. Each shift shall consist of one (1) supervisor and three (3) dispatchers.',
      ),
    ).toEqual(['1 Supervisor 24x7', '3 Dispatcher 24x7']);
    // No hours of operation stated: "at all times" has nothing to take, so nothing is counted.
    expect(brief('Each shift shall consist of one (1) supervisor and three (3) dispatchers.')).toEqual([]);
  });

  it('reads day windows with their hours and days', () => {
    expect(
      brief(
        'Monday through Friday from 0700 to 1900 Central Time, excluding federal holidays, the Contractor shall also have on site one (1) Network Engineer (Tier 3) to resolve escalated incidents.',
      ),
    ).toEqual(['1 Network Engineer (Tier 3) 12x5']);
    expect(
      brief(
        'A minimum of 2 Help Desk Technicians shall be on site from 7:00 a.m. to 6:00 p.m., Monday through Friday.',
      ),
    ).toEqual(['2 Help Desk Technician 11x5']);
  });

  it('gives a list lead-in its window for the items under it', () => {
    const text =
      'C.5 The center operates 24x7.\nAt all times the Contractor shall have on duty at least:\n  a. one (1) Shift Lead;\n  b. two (2) Console Operators.\n\nOther text follows here.';
    expect(brief(text)).toEqual(['1 Shift Lead 24x7', '2 Console Operator 24x7']);
  });

  it('counts no posts from qualifications, workload, options, badges or questions', () => {
    for (const text of [
      'The Contractor shall provide one (1) Project Manager available from 8:00 a.m. to 5:00 p.m., Monday through Friday.',
      'The NOC operates 24x7. Shift Leads shall have five (5) years of NOC experience.',
      'The NOC operates 24x7. The NOC handled about 2,300 incidents a month, of which about 180 required field dispatch.',
      'The NOC operates 24x7. The NOC Manager may direct that one additional NOC Technician be on duty.',
      'Contractor employees shall wear a company identification badge at all times while on Government premises.',
      'Should the contractor keep two analysts on duty at all times?',
      'The NOC operates 24x7. The Tier 2 analysts shall review the threat feeds each shift.',
      'The site is staffed 24x7 by 12 FTE Security Officers.',
    ])
      expect(brief(text), text).toEqual([]);
  });

  it('replaces the generic coverage of a sentence that names its positions', () => {
    const ctx = buildContext(
      [{ name: 'pws', index: 0, text: 'Two (2) guards shall be on duty 24 hours a day, 7 days a week.' }],
      { sections: [] },
    );
    const all = withDutyPosts(ctx, readCoverage(ctx));
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ position: 'Guard', posts: 2, is24x7: true, staffed: true });
  });

  it('puts no position on duty that its sentence leaves out', () => {
    expect(
      brief('Two (2) dispatchers shall be on duty at all times, 24/7; a Shift Supervisor is not required.'),
    ).toEqual(['2 Dispatcher 24x7']);
    expect(
      brief(
        'The Contractor will not be required to keep two (2) medics on duty 24 hours a day, 7 days a week.',
      ),
    ).toEqual([]);
    expect(
      brief('Two (2) guards shall be on duty 24/7; the Government will provide one (1) escort on duty.'),
    ).toEqual(['2 Guard 24x7']);
    expect(brief('Not less than two (2) dispatchers shall be on duty 24/7.')).toEqual(['2 Dispatcher 24x7']);
  });

  it('binds counts to person nouns only', () => {
    expect(
      countedPositions('one engine at Station 1 with four (4) firefighters').map((p) => p.title),
    ).toEqual(['Firefighter']);
    expect(countedPositions('two (2) NOC Technicians (Tier 2)')[0]).toMatchObject({
      title: 'NOC Technician (Tier 2)',
      count: 2,
    });
    expect(countedPositions('three (3) workdays and two (2) hours')).toEqual([]);
    expect(countedPositions('two (2) Secretaries').map((p) => p.title)).toEqual(['Secretary']);
  });
});
