import { describe, expect, it } from 'vitest';
import type { Structure } from '../parts';
import { readKeyPersonnel } from './key-personnel';

const structure = { sections: [] } as unknown as Structure;
const titles = (text: string) =>
  readKeyPersonnel([{ name: 'doc', index: 0, text }], structure).map((k) => k.title);

describe('readKeyPersonnel', () => {
  it.each([
    [
      'The Key Personnel, at a minimum, under this Task Order are:\n\nLabor Category Name\nProject Manager (To be completed at award)\n\nDatabase Developer – Senior (To be completed at award)\n\nQuality Assurance Analyst (To be completed at award)\n\n7.2 PROTECTION OF INFORMATION',
      ['Project Manager', 'Database Developer – Senior', 'Quality Assurance Analyst'],
    ],
    [
      'The following individuals are considered to be essential to the work being performed hereunder:\n\nName Title\nTo Be Named at Award PRINCIPAL INVESTIGATOR\nTo Be Named at Award PROGRAM MANAGER\n\nREQUEST FOR PROPOSALS (RFP) 75N96025R00004',
      ['PRINCIPAL INVESTIGATOR', 'PROGRAM MANAGER'],
    ],
    [
      'The contractor must designate who will fill these three roles:\nFacilitator, Technical Lead, and Design Lead. The Technical and Design\nLeads should not be the same person.',
      ['Facilitator', 'Technical Lead', 'Design Lead'],
    ],
    [
      'The Key Personnel, at a minimum, are: Project Manager; Database Developer - Senior; Quality Assurance Analyst.',
      ['Project Manager', 'Database Developer - Senior', 'Quality Assurance Analyst'],
    ],
    [
      'H.1 Key Personnel. The following are key: Principal Investigator and Test Laboratory Manager. The PI shall devote half time.',
      ['Principal Investigator', 'Test Laboratory Manager'],
    ],
    [
      'The following shall be designated key: Field Operations Supervisor, Quality Control Manager.',
      ['Field Operations Supervisor', 'Quality Control Manager'],
    ],
    [
      'Key personnel:\n- Site Manager\n- Registered Nurse II (Key)\n- Guard Supervisor\n\nOther text follows here.',
      ['Site Manager', 'Registered Nurse II', 'Guard Supervisor'],
    ],
    [
      "Contractor's Project Manager (PM) and Technical Lead for this project must be listed as Key Personnel.",
      ['Project Manager (PM)', 'Technical Lead'],
    ],
    [
      'At a minimum, a Project Manager and a Technical Lead must be identified and designated as Key Personnel.',
      ['Project Manager', 'Technical Lead'],
    ],
    ['The Senior Systems Engineer is designated Key Personnel.', ['Senior Systems Engineer']],
    [
      'The Contractor shall designate a Contract Manager (Key) who is available by telephone.',
      ['Contract Manager'],
    ],
    [
      'The following positions are key personnel:\n- Project Manager (Key): at least five (5) years managing contact centers.\n- Contact Center Operations Manager (Key): at least three (3) years supervising.\n',
      ['Project Manager', 'Contact Center Operations Manager'],
    ],
    [
      '5.1 The following positions are Key Personnel. The offeror shall name the person proposed for\neach and include a resume (no more than two pages):\n\n    a. Delivery Manager - accountable for delivery across both teams; at least eight (8) years\n       of experience leading agile software delivery.\n    b. Technical Architect - owns the target architecture; AWS certified.\n    c. UX Design Lead - a member of one of the two teams who\n       leads user research and design.\n\n5.2 Key Personnel shall be available at award.',
      ['Delivery Manager', 'Technical Architect', 'UX Design Lead'],
    ],
    [
      'The following labor categories are designated as key personnel. Offerors shall submit a resume for each:\n1. Program Manager: ten years of experience managing programs\n   of similar size and scope.\n2. Senior Data Engineer: five years of experience.\n\nSection 6 follows.',
      ['Program Manager', 'Senior Data Engineer'],
    ],
  ])('%#: reads the key roles verbatim', (text, expected) => {
    expect(titles(text)).toEqual(expected);
  });

  it('reads no key roles from substitution or clearance clauses, or the buyer’s own roles', () => {
    expect(
      titles(
        'Key Personnel substitutions must be submitted to the contracting officer in writing with a résumé of the Project Manager.',
      ),
    ).toEqual([]);
    expect(titles('Key Personnel will be a direct liaison to the COR and the GSA TTS Product Lead.')).toEqual(
      [],
    );
    expect(
      titles(
        'Non-Key Personnel are the personnel proposed in positions that are not identified as Key below.',
      ),
    ).toEqual([]);
    expect(titles('• Factor 4: Key Personnel Resumes\n• Factor 5: Price\n')).toEqual([]);
  });
});

// A sentence that makes its subject key names the key role; a title after the designation (a
// credential the person must hold) is not a key role.
describe('readKeyPersonnel: the subject of a designation', () => {
  it('reads the subject, titled in the vocabulary or not, and not the credential after it', () => {
    expect(
      titles(
        'The Audit Liaison Manager is designated as key personnel and must be a Certified Internal Auditor.',
      ),
    ).toEqual(['Audit Liaison Manager']);
    expect(
      titles(
        'The Harbor Pilot Coordinator and the Dredge Superintendent are Key Personnel; each shall be a licensed Engineer.',
      ),
    ).toEqual(['Harbor Pilot Coordinator', 'Dredge Superintendent']);
    expect(
      titles(
        'Per H.4, the Grants Team Lead shall be considered Key and shall hold an active Accountant license.',
      ),
    ).toEqual(['Grants Team Lead']);
  });

  it('keeps reading lists after "Key personnel are" and roles that are not the subject of a designation', () => {
    expect(titles('Key personnel shall be a Project Manager and a Database Administrator.')).toEqual([
      'Project Manager',
      'Database Administrator',
    ]);
    expect(titles('The Program Manager shall be a Certified Public Accountant.')).toEqual([]);
    expect(
      titles('The Site Manager is Key Personnel, as are the Quality Control Manager and the Safety Manager.'),
    ).toEqual(['Site Manager', 'Quality Control Manager', 'Safety Manager']);
  });
});

describe('key personnel written in lower case or as acronyms', () => {
  it.each([
    [
      'The Contractor shall provide a Quality Control System Manager (QCSM). The project engineer and the QCSM are Key Personnel for the submittal of resumes.',
      ['Project Engineer', 'Quality Control System Manager'],
    ],
    [
      'The site supervisor and the safety officer are designated key personnel.',
      ['Site Supervisor', 'Safety Officer'],
    ],
    ['The project superintendent shall be Key Personnel.', ['Project Superintendent']],
  ])('%s', (text, want) => {
    expect(titles(text)).toEqual(want);
  });

  it.each([
    // near misses: no job noun, a key that is no designation, a substitution clause
    'The roof and the deck are key elements of the work.',
    'The schedule and the budget are key to success.',
    'The superintendent and the QCSM are not key personnel.',
    'A substitute for the superintendent is Key Personnel only after approval.',
  ])('does not fire on %s', (text) => {
    expect(titles(text)).toEqual([]);
  });
});

// A sentence that names roles as key as the object of its verb: titles the vocabulary may not hold.
describe('readKeyPersonnel: roles named as key by the offeror', () => {
  it.each([
    [
      'The quoter shall name a Call Center Program Manager and a Workforce Planning Lead as key personnel.',
      ['Call Center Program Manager', 'Workforce Planning Lead'],
    ],
    [
      'Offerors shall designate the Site Manager, the Dredge Scheduler and a Safety Officer as Key Personnel.',
      ['Site Manager', 'Dredge Scheduler', 'Safety Officer'],
    ],
    ['The Contractor shall identify one Harvest Coordinator as key.', ['Harvest Coordinator']],
    ['Quoters must propose an Intake Supervisor as KEY PERSONNEL for this order.', ['Intake Supervisor']],
  ])('%s', (text, want) => {
    expect(titles(text)).toEqual(want);
  });

  it.each([
    'The quoter shall name the Government Marine Terminal as the key site for the exercise.',
    'The Contractor shall provide Monthly Reports as key deliverables.',
    'The Contractor shall not designate any Subcontractor Manager as key personnel without approval, and substitutions require notice.',
  ])('does not fire: %s', (text) => {
    expect(titles(text)).toEqual([]);
  });
});

describe('readKeyPersonnel: a marked title set in Markdown emphasis', () => {
  it.each([
    [
      'The Contractor shall provide one **Kennel Supervisor** (Key Personnel), on site weekdays.',
      'Kennel Supervisor',
    ],
    ['A full-time **Dock Supervisor** (Key) runs the crews.', 'Dock Supervisor'],
    ['Provide one *Archive Coordinator* (Key Position) for the term.', 'Archive Coordinator'],
  ])('%s', (text, title) => {
    expect(titles(text)).toEqual([title]);
  });

  it('reads no key title from emphasis that marks no role', () => {
    expect(titles('See **Attachment 4** (Key dates) for the schedule.')).toEqual([]);
  });
});
