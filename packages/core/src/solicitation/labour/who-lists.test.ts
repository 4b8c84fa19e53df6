import { describe, expect, it } from 'vitest';
import type { Structure } from '../parts';
import { readKeyPersonnel } from './key-personnel';
import { readNamedProse } from './named-prose';

// Seventh session: titles of the contractor's people in forms earlier readers missed, with
// wordings no corpus document uses, and the must-not-fire cases beside them.
const structure = { sections: [] } as unknown as Structure;
const docs = (text: string) => [{ name: 'doc', index: 0, text }];
const keys = (text: string) => readKeyPersonnel(docs(text), structure).map((k) => k.title);
const named = (text: string) =>
  readNamedProse(docs(text), structure).map((c) => `${c.title}${c.uncounted ? ' (uncounted)' : ''}`);

describe('key personnel lists whose titles carry an article or a describing clause', () => {
  it.each([
    [
      'The following are key personnel: the Outreach Lead, who is responsible for the whole\norder and is the COR’s contact, and the Art Director, who leads Task 2. More text.',
      ['Outreach Lead', 'Art Director'],
    ],
    [
      'Key Personnel: the Site Superintendent, who shall be on site daily; the Safety Officer, who holds the OSHA 30 card; and the Quality Control Manager.',
      ['Site Superintendent', 'Safety Officer', 'Quality Control Manager'],
    ],
    [
      'H.4 Key personnel: the Program Manager and the Senior Hydrologist. Substitution requires approval.',
      ['Program Manager', 'Senior Hydrologist'],
    ],
    [
      'The key positions are: a Dive Supervisor, who leads every dive, and a Dive Medical Technician.',
      ['Dive Supervisor', 'Dive Medical Technician'],
    ],
  ])('%s', (text, expected) => {
    expect(keys(text)).toEqual(expected);
  });

  it('never keeps the article on a listed title', () => {
    expect(keys('Key personnel: the Project Manager and the Lab Chemist.')).not.toContain(
      'the Project Manager',
    );
  });

  it('reads one title alone on the line of a key personnel label', () => {
    expect(keys('H.1 Key Personnel: Shore Superintendent. Resumes are required.')).toEqual([
      'Shore Superintendent',
    ]);
    expect(keys('6.2 Key personnel: the Chief Archivist.\n6.3 Security.')).toEqual(['Chief Archivist']);
  });

  it.each([
    'The following are key personnel: none. The offeror proposes its own team.',
    'Key Personnel: None.',
    'Key Personnel: Resumes are required with the proposal.',
    'Key Personnel: Not Applicable.',
  ])('reads no key title from "%s"', (text) => {
    expect(keys(text)).toEqual([]);
  });
});

describe('lower-case lists of the people the contractor provides', () => {
  it.each([
    [
      'C.2 The Contractor shall provide certified lifeguards, head lifeguards, water safety\ninstructors and an aquatics manager to keep patrons safe.',
      [
        'Lifeguard (uncounted)',
        'Head Lifeguard (uncounted)',
        'Water Safety Instructor (uncounted)',
        'Aquatics Manager (uncounted)',
      ],
    ],
    [
      'The contractor will furnish licensed electricians, electrician helpers and a foreman for all work orders.',
      ['Electrician (uncounted)', 'Electrician Helper (uncounted)', 'Foreman (uncounted)'],
    ],
    [
      'The Contractor shall employ trained cooks and dishwashers at each dining facility.',
      ['Cook (uncounted)', 'Dishwasher (uncounted)'],
    ],
    // Eighth session: the people Section L asks the offeror to count.
    [
      'L.2 Technical. Describe your staffing plan: the number of room attendants and supervisors you will schedule on each day.',
      ['Room Attendant (uncounted)', 'Supervisor (uncounted)'],
    ],
    [
      'State the number of custodians, floor technicians and\nday porters that the offeror proposes to provide at each building.',
      ['Custodian (uncounted)', 'Floor Technician (uncounted)', 'Day Porter (uncounted)'],
    ],
    [
      'Show the number of crew leaders, movers and drivers the contractor will assign to a large move.',
      ['Crew Leader (uncounted)', 'Mover (uncounted)', 'Driver (uncounted)'],
    ],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each([
    // Things, not people.
    'The Contractor shall provide vehicles, radios and uniforms for the guards.',
    // Counted people are the staffing readers'.
    'The Contractor shall provide two lifeguards and one head lifeguard at each pool.',
    // The Government's people.
    'The Contractor shall provide contracting officers and evaluators with reports.',
    // One person in lower case is no list.
    'The Contractor shall provide lifeguards to keep patrons safe.',
    // People the work serves, the Government's people, numbers not asked of the offeror.
    'Describe the number of guests, visitors and patrons you will serve each day.',
    'The number of Federal supervisors and inspectors is shown in C.1 for information only.',
    'The number of room attendants and supervisors employed by the incumbent was eleven.',
  ])('reads no list from "%s"', (text) => {
    expect(named(text).filter((t) => t.endsWith('(uncounted)'))).toEqual([]);
  });
});
