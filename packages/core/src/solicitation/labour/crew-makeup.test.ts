import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

// Eleventh session (blind): the people a crew, team or party is made of, and the one who leads
// them, named in the sentences that compose the group or direct it. Invented in several domains.
const titles = (text: string) =>
  readSolicitation({ primary: { name: 'pws.txt', text } }).labourCategories.map((c) => c.title);
const doc = (...lines: string[]) =>
  [
    'PERFORMANCE WORK STATEMENT',
    '1. SCOPE',
    ...lines,
    '2. PERIOD',
    'The base period is twelve (12) months.',
  ].join('\n');

describe('a party or crew stated by its make-up', () => {
  it.each([
    [
      'survey: a party made up of a chief and lower-case members',
      'Each survey party shall be made up of a Party Chief, an instrument operator and two rodmen. The Contractor shall provide two survey parties.',
      ['Party Chief', 'Instrument Operator', 'Rodman'],
    ],
    [
      'archaeology: a field party composed of a lead and technicians',
      'Each field party shall be composed of one Field Director and three field technicians. The Contractor shall provide three field parties.',
      ['Field Director', 'Field Technician'],
    ],
    [
      'fuels: a crew consisting of a boss and sawyers',
      'Each crew shall consist of one (1) Crew Boss, two (2) sawyers and four (4) swampers. The Contractor shall provide two crews.',
      ['Crew Boss', 'Sawyer', 'Swamper'],
    ],
  ])('%s', (_, text, want) => {
    const found = titles(doc(`1.1 ${text}`));
    for (const t of want) expect(found).toContain(t);
  });
});

describe('a crew of workers named with no count', () => {
  it.each([
    [
      'the crew of wranglers',
      'The Contractor shall gather the horses with a helicopter and a crew of wranglers.',
      'Wrangler',
    ],
    [
      'a team of divers',
      'The Contractor shall inspect the intake screens with a team of commercial divers.',
      'Commercial Diver',
    ],
    [
      'a crew of arborists',
      'Pruning shall be done by a crew of certified arborists under the Contractor.',
      'Arborist',
    ],
    [
      'a team of interpreters',
      'The Contractor shall staff the clinic desk with a team of medical interpreters.',
      'Medical Interpreter',
    ],
  ])('%s', (_, sentence, want) => {
    expect(titles(doc(`1.1 ${sentence}`))).toContain(want);
  });

  it.each([
    ['volunteers', 'The refuge relies on a crew of volunteers for bird counts.'],
    ['things', 'The Contractor shall supply a fleet of trucks and a set of tools.'],
    ['counted', 'The Contractor shall provide a crew of six laborers.'],
    ["the Government's", 'The Government will provide a team of biologists to monitor nests.'],
    ['experts in general', 'The Contractor shall assemble a team of experts.'],
  ])('not: %s', (_, sentence) => {
    const found = titles(doc(`1.1 ${sentence}`));
    expect(found).not.toContain('Volunteer');
    expect(found).not.toContain('Truck');
    expect(found).not.toContain('Biologist');
    expect(found).not.toContain('Expert');
    expect(found.filter((t) => t === 'Laborer').length).toBeLessThanOrEqual(1);
  });
});

describe('the one who directs the crew', () => {
  it.each([
    ['The Crew Boss shall direct the wranglers and be on site at all times.', 'Crew Boss'],
    ['The Traffic Control Supervisor shall supervise all flaggers.', 'Traffic Control Supervisor'],
    ['A Field Foreman shall oversee the laborers each day.', 'Field Foreman'],
    ['The Charge Nurse shall lead the home care aides on each shift.', 'Charge Nurse'],
  ])('%s', (sentence, want) => {
    expect(titles(doc(`1.1 ${sentence}`))).toContain(want);
  });

  it.each([
    'The Contracting Officer shall direct all changes in writing.',
    'The COR shall oversee the Contractor’s performance.',
    'The Government Inspector shall supervise acceptance testing.',
    'The Refuge Manager shall direct the volunteers.',
  ])('not the Government’s: %s', (sentence) => {
    expect(titles(doc(`1.1 ${sentence}`))).toEqual([]);
  });
});

const categories = (text: string) =>
  readSolicitation({ primary: { name: 'pws.txt', text } }).labourCategories;

describe('a team’s make-up with no count of teams still names its people', () => {
  it.each([
    [
      'A flagging team is two flaggers and one Traffic Control Supervisor (TCS).',
      ['Flagger', 'Traffic Control Supervisor'],
    ],
    ['Each spray crew consists of one Crew Leader and two applicators.', ['Crew Leader', 'Applicator']],
    [
      'Each survey party shall be made up of a Party Chief and two instrument operators.',
      ['Party Chief', 'Instrument Operator'],
    ],
    [
      'Each care team consists of one Registered Nurse and two medical assistants.',
      ['Registered Nurse', 'Medical Assistant'],
    ],
    [
      'A cleaning crew is made up of one Lead Custodian and three custodians.',
      ['Lead Custodian', 'Custodian'],
    ],
  ])('%s', (sentence, want) => {
    const found = categories(doc(`1.1 ${sentence}`, '1.2 Work is ordered by task order as needed.'));
    for (const t of want) expect(found.map((c) => c.title)).toContain(t);
  });

  it('does not read a make-up of things', () => {
    const found = categories(doc('1.1 Each kit consists of one radio and two batteries.')).map(
      (c) => c.title,
    );
    expect(found).toEqual([]);
  });
});

describe('a key role named in prose', () => {
  it.each([
    [
      'The TCS, who shall hold a current flagger certification, is key personnel.',
      'Traffic Control Supervisor',
    ],
    ['The Crew Leader, who directs each crew, is designated key personnel.', 'Crew Leader'],
    ['The Lead Cataloger, responsible for quality review, is a key position.', 'Lead Cataloger'],
  ])('%s', (sentence, title) => {
    const text = doc(
      '1.1 A flagging team is two flaggers and one Traffic Control Supervisor (TCS). Each crew consists of one Crew Leader and two laborers. The Contractor shall provide a Lead Cataloger.',
      `1.2 ${sentence}`,
    );
    const model = readSolicitation({ primary: { name: 'pws.txt', text } });
    const key =
      model.labourCategories.some((c) => c.title === title && c.key) ||
      model.keyPersonnel.some((k) => k.title === title);
    expect(key).toBe(true);
  });

  it('does not make a Government official key', () => {
    const text = doc('1.1 The COR, who monitors performance, is key to the contract’s success.');
    expect(categories(text).filter((c) => c.key)).toEqual([]);
  });
});

describe('titles listed in the plural keep every item', () => {
  it.each([
    [
      "The Contractor's team shall include a Project Manager, Catalogers, Processing Technicians and a Rare Materials Cataloger.",
      ['Project Manager', 'Cataloger', 'Processing Technician', 'Rare Materials Cataloger'],
    ],
    ['The crew shall include a Crew Boss, Sawyers and Swampers.', ['Crew Boss', 'Sawyer', 'Swamper']],
    [
      'The staff shall include Registered Nurses, Medical Assistants and a Clinic Manager.',
      ['Registered Nurse', 'Medical Assistant', 'Clinic Manager'],
    ],
  ])('%s', (sentence, want) => {
    const found = categories(doc(`1.1 ${sentence}`)).map((c) => c.title);
    for (const t of want) expect(found).toContain(t);
    expect(found.filter((t) => /s$/.test(t) && !/ss$/.test(t))).toEqual([]);
  });
});
