import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { backgroundCount, governmentProvided } from './count-scope';

const at = (text: string, n: string) => text.indexOf(n);

describe('counts of people that are background, not the contractor’s staffing', () => {
  it.each([
    ['The depot is run by a Government workforce of 40 employees and two shifts.', '40'],
    ['The clinic is operated by an NHSA workforce of 212 employees.', '212'],
    ['The incumbent’s staff of 14 technicians will leave at the end of June.', '14'],
    ['Today 26 federal employees process the applications by hand.', '26'],
    ['The help desk supports approximately 1,800 employees at nine offices.', '1,800'],
    ['The archive is visited by 300 people a month.', '300'],
    ['In FY2027 the program had 9 staff members on its roster.', '9'],
    ['Landscaping is done by 6 laborers under a separate contract.', '6'],
    ['The cafeteria crew of 11 cooks is not part of this requirement.', '11'],
    ['The branch has nine Federal grants management staff and two Grants Officers.', 'two'],
    ['Two (2) government engineers review each submittal.', 'Two'],
    ['THE DEPOT HAS 30 FEDERAL MECHANICS ON TWO SHIFTS.', '30'],
    ['Twelve civil-service clerks and three in-house auditors work the backlog today.', 'three'],
    [
      'FFRO’s Office of External Affairs has six (6) communications specialists who will review all products.',
      'six',
    ],
    ["The agency's Communications Branch employs four writers who approve all copy.", 'four'],
    ['The Government program office has 12 analysts who track the schedule.', '12'],
    ["NPS's Visitor Services Division has three (3) rangers who lead tours.", 'three'],
    [
      'It is built by a separate systems integration contractor (the "developer"), whose team is about 85 people.',
      '85',
    ],
    ["The development contractor's staff numbers roughly 60 engineers.", '60'],
    ['The incumbent operations contractor, Acme Corp., has a crew of 14 mechanics on site.', '14'],
    [
      'The Complex is protected by the City Fire Department (a fire department with 18 firefighters) and by a contract guard force of 22 protective security officers.',
      '22',
    ],
    ['The campus is currently patrolled by a security detachment of 9 officers.', '9'],
    ['Each terminal is served by a custodial staff of about 40 workers under another award.', '40'],
    ['THE CAMPUS IS PATROLLED BY ELEVEN (11) CONTRACT SECURITY OFFICERS AROUND THE CLOCK.', 'ELEVEN'],
    ['The gates are currently guarded by 6 armed officers under another agreement.', '6'],
    ['Alarm signals are monitored by four central station operators in Building 1.', 'four'],
    // The owner's own staff, counted in apposition: the institution's, not the contractor's.
    ['Park staff (three rangers and a maintenance worker) will open the gates each morning.', 'three'],
    ['Hospital personnel (two biomedical engineers) will witness each acceptance test.', 'two'],
    ['Museum staff: four curators will approve every label before it is printed.', 'four'],
    ['The District staff (2 hydrologists) will review the gauge records monthly.', '2'],
    ['NWS personnel (five forecasters) issue the warnings; the Contractor relays them.', 'five'],
  ])('"%s" is background', (text, n) => {
    expect(backgroundCount(text, at(text, n))).toBe(true);
  });

  it.each([
    ['The Contractor shall provide a workforce of 12 employees at the depot.', '12'],
    ['The Contractor shall staff the center with 8 full-time agents.', '8'],
    ['The Government estimates that 5 personnel are required for this effort.', '5'],
    ['A team of 4 analysts shall support the agency’s 300 employees.', '4'],
    ['The current contract was awarded in 2024; the Contractor shall provide 3 technicians.', '3'],
    ['The office has 12 federal staff, and the Contractor shall provide 4 analysts.', '4'],
    ['The Contractor shall provide 2 Government contract specialists’ assistants.', '2'],
    ['Six State holidays are observed; the Contractor shall staff 5 posts on them.', '5'],
    ['The Contractor has ten (10) days to staff 4 analysts.', '4'],
    ['The Contractor shall have one (1) room attendant on duty every evening.', 'one'],
    ["The Contractor's team of 5 analysts shall support the agency.", '5'],
    ['Each crew has 3 laborers and a foreman.', '3'],
    ['The agency requires 6 technicians on site.', '6'],
    ['The separate contractor is not part of this work; the Contractor shall provide 7 guards.', '7'],
    ['The Complex shall be protected by a contract guard force of 22 protective security officers.', '22'],
    [
      'The Contractor shall provide a guard force of 12 officers; the site is protected by it at all hours.',
      '12',
    ],
    ['The facility shall be protected by 22 officers at all times.', '22'],
    ['The site is guarded by a fence; the Contractor will provide 4 guards.', '4'],
    ['Each gate is patrolled by the contractor, who shall post 3 officers there.', '3'],
    ['Contractor staff (two technicians) shall be on site every weekday.', 'two'],
    ['Support staff (two clerks) shall answer the telephones.', 'two'],
    ['Field staff: three surveyors shall walk each transect.', 'three'],
  ])('"%s" is the contractor’s staffing', (text, n) => {
    expect(backgroundCount(text, at(text, n))).toBe(false);
  });

  it('gates the prose counts through governmentProvided', () => {
    const text = 'The yard is operated by an FDA workforce of 38 employees.';
    expect(governmentProvided(text, at(text, '38'))).toBe(true);
  });

  it.each([
    'The terminal is operated by an MPA workforce of 38 employees and is guarded by a separate guard force contract, which is not part of this requirement.',
    'The call center today has 45 Government employees, who will move to other work.',
    'The library serves about 2,000 people a week.',
  ])('"%s" states no team size', (sentence) => {
    const m = readSolicitation({ primary: { name: 'sow.md', text: `# 1 Background\n${sentence}\n` } });
    expect(m.statedEffort.filter((e) => e.kind === 'people' || e.kind === 'fte')).toEqual([]);
  });

  it('still reads a team the Government estimates', () => {
    const m = readSolicitation({
      primary: { name: 'sow.md', text: '# 1 Staffing\nThe Government estimates a team of 6 personnel.\n' },
    });
    expect(m.statedEffort).toEqual([expect.objectContaining({ kind: 'people', value: 6 })]);
  });
});
