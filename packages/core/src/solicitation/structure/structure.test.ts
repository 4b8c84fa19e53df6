import { describe, expect, it } from 'vitest';
import { documentRole, readStructure, sectionAt } from './index';

const doc = (text: string, name = 'rfp.txt', index = 0) => ({ name, index, text });

const UCF = [
  'SECTION B - SUPPLIES OR SERVICES AND PRICES/COSTS',
  'B.1 The contractor shall furnish the services at the prices below.',
  'SECTION C - DESCRIPTION/SPECIFICATIONS/WORK STATEMENT',
  'C.1 Scope',
  'The contractor shall provide IT operations support to the agency.',
  'C.5 Specific Tasks',
  'C.5.1 Task 1 - Program Management',
  'The contractor shall manage the program and deliver monthly status reports.',
  'C.5.2 Task 2 - Help Desk Support',
  'The contractor shall staff the help desk from 7 a.m. to 6 p.m. The Government will provide desks.',
  'The contractor shall resolve Tier 1 tickets within four hours.',
  'SECTION G - CONTRACT ADMINISTRATION DATA',
  'G.1 Invoices. The contractor shall submit invoices monthly to the payment office.',
  'SECTION I - CONTRACT CLAUSES',
  'I.1 52.217-8 Option to Extend Services. The contractor shall continue performance if asked.',
  'SECTION L - INSTRUCTIONS, CONDITIONS, AND NOTICES TO OFFERORS',
  'L.1 Offerors shall submit a technical volume of no more than 20 pages.',
  'SECTION M - EVALUATION FACTORS FOR AWARD',
  'M.1 The Government will evaluate technical approach.',
].join('\n');

describe('readStructure', () => {
  it('reads UCF sections with their kinds and keeps work apart from boilerplate', () => {
    const s = readStructure([doc(UCF)]);
    const kinds = Object.fromEntries(s.sections.filter((x) => x.level === 1).map((x) => [x.ref, x.kind]));
    expect(kinds).toEqual({
      'Section B': 'schedule',
      'Section C': 'work',
      'Section G': 'administration',
      'Section I': 'clauses',
      'Section L': 'instructions',
      'Section M': 'evaluation',
    });
    expect(s.sections.find((x) => x.ref === 'C.5.2')).toMatchObject({ level: 3, ucf: 'C', kind: 'work' });
    const texts = s.requirements.map((r) => r.text);
    expect(texts).toContain('The contractor shall staff the help desk from 7 a.m. to 6 p.m.');
    expect(texts.some((t) => /invoices|Offerors|evaluate|Government will|continue performance/.test(t))).toBe(
      false,
    );
  });

  it('groups requirements under the task areas of the work statement', () => {
    const s = readStructure([doc(UCF)]);
    const areas = s.taskAreas.map((a) => `${a.ref} ${a.title}`);
    expect(areas).toEqual(
      expect.arrayContaining(['C.5.1 Task 1 - Program Management', 'C.5.2 Task 2 - Help Desk Support']),
    );
    const helpDesk = s.taskAreas.find((a) => a.ref === 'C.5.2');
    const reqs = s.requirements.filter((r) => r.taskAreaId === helpDesk?.id).map((r) => r.quote);
    expect(reqs).toEqual([
      'The contractor shall staff the help desk from 7 a.m. to 6 p.m.',
      'The contractor shall resolve Tier 1 tickets within four hours.',
    ]);
    const r = s.requirements[0];
    expect(r && UCF.slice(r.offset, (r.offset ?? 0) + r.quote.length)).toBe(r?.quote);
  });

  it('flags a work statement that is in an annex that was not uploaded', () => {
    const text =
      'REQUEST FOR QUOTATION\n1. General\nThe work is described in Attachment 1, Performance Work Statement.\n2. Instructions\nQuoters shall submit a price.';
    const s = readStructure([doc(text, 'rfq.pdf')]);
    expect(s.workStatement.found).toBe(false);
    expect(s.workStatement.missingAnnexes[0]?.quote).toBe(
      'The work is described in Attachment 1, Performance Work Statement.',
    );
    expect(s.notes).toEqual([expect.objectContaining({ kind: 'missing', askContractingOfficer: true })]);
    const withPws = readStructure([
      doc(text, 'rfq.pdf'),
      doc(
        'PERFORMANCE WORK STATEMENT\n1.0 Scope\nThe contractor shall clean the offices daily.',
        'Attachment 1 PWS.pdf',
        1,
      ),
    ]);
    expect(withPws.workStatement.missingAnnexes).toEqual([]);
  });

  it('does not take a row of a list-of-attachments table for a part of the document', () => {
    const text = [
      '9.1 LIST OF ATTACHMENTS',
      '',
      'Attachment                                        Title',
      '         1        Attachment 1 - Price Quote Schedule',
      '         2        Attachment 2 - Statement of Objectives (SOO)',
      '                  Attachment 3 - Cybersecurity Requirements for IT Resources',
      '         3',
      '         4        Attachment 4 - Questions and Responses',
      '',
      '11.0 INSTRUCTIONS TO OFFEROR',
      'Offerors shall submit a technical volume of no more than 20 pages.',
      '12.1 METHOD OF AWARD',
      'The Government will award to the best value quote.',
    ].join('\n');
    const s = readStructure([doc(text, 'rfq.pdf')]);
    expect(s.sections.map((x) => `${x.ref} ${x.kind}`)).toEqual([
      '9.1 attachments',
      '11.0 instructions',
      '12.1 evaluation',
    ]);
  });

  it('names task areas from the CLIN schedule when the work statement is missing, in lines or flattened', () => {
    const rows = [
      '0001     Task 01 - Application Support and Operations        12 MO',
      '         Firm Fixed Price',
      '0002     Task 02 - IT Help Desk                              12 MO',
      '0003     Task 03 (Optional) - Artesia Trigger Point 1        12 MO',
      '1001     Task 01 - Application Support and Operations        12 MO',
    ];
    const text = `SOLICITATION/CONTRACT/ORDER FOR COMMERCIAL PRODUCTS\nOfferors shall address the requirements outlined in the Statement of Objectives (SOO).\n${rows.join('\n')}`;
    for (const variant of [text, text.replace(/\s+/g, ' ')]) {
      const s = readStructure([doc(variant, 'rfq.pdf')]);
      expect(s.taskAreas.map((a) => `${a.ref} ${a.title}`)).toEqual([
        'Task 1 Application Support and Operations',
        'Task 2 IT Help Desk',
      ]);
      expect(s.workStatement.missingAnnexes).toHaveLength(1);
    }
  });

  it('notes when there is no work statement at all', () => {
    const s = readStructure([doc('Price list\nWidgets $4 each.')]);
    expect(s.workStatement.found).toBe(false);
    expect(s.notes[0]?.text).toMatch(/No work statement/);
  });

  it('keeps a document of many shall lines to tens of task areas with bounded requirements', () => {
    const parts: string[] = ['PERFORMANCE WORK STATEMENT'];
    for (let t = 1; t <= 30; t++) {
      parts.push(`3.${t} Task Area ${t}`);
      for (let k = 1; k <= 100; k++)
        parts.push(`3.${t}.${k} Item ${k}\nThe contractor shall perform duty ${k} of area ${t} every day.`);
    }
    const s = readStructure([doc(parts.join('\n'), 'pws.md')]);
    expect(s.taskAreas.length).toBeGreaterThanOrEqual(20);
    expect(s.taskAreas.length).toBeLessThanOrEqual(40);
    for (const a of s.taskAreas) expect(a.requirementIds.length).toBeLessThanOrEqual(40);
  });

  it('finds the innermost section at an offset', () => {
    const text = '1.0 Scope\nIntro text.\n1.1 Help Desk\nThe contractor shall staff it.';
    const s = readStructure([doc(text, 'pws')]);
    expect(sectionAt(s, 0, text.indexOf('staff'))?.ref).toBe('1.1');
    expect(sectionAt(s, 'pws', text.indexOf('Intro'))?.ref).toBe('1.0');
    expect(sectionAt(s, 'other', 3)).toBeNull();
  });

  it('ignores table-of-contents lines and repeated page headers', () => {
    const page = (n: number, body: string) => `RFQ 123 Page ${n} of 4\n${body}`;
    const text = [
      page(1, 'TABLE OF CONTENTS\n1.0 Scope ........ 2\n2.0 Tasks ........ 3'),
      page(2, '1.0 Scope\nThe contractor shall support users.'),
      page(3, '2.0 Tasks\nThe contractor shall patch servers.'),
      page(4, '3.0 Reporting\nThe contractor shall report weekly.'),
    ].join('\n');
    const refs = readStructure([doc(text)]).sections.map((x) => x.ref);
    expect(refs.filter((r) => r !== 'Preamble' && r !== 'TABLE OF CONTENTS')).toEqual(['1.0', '2.0', '3.0']);
  });
});

describe('lettered and list headings', () => {
  it('names a lettered heading after its numbered parent and keeps its siblings beside it', () => {
    const text = [
      'SECTION L - INSTRUCTIONS TO OFFERORS',
      'L.1 GENERAL',
      'c. TYPE OF CONTRACT',
      'A cost-plus-fixed-fee contract is contemplated.',
      'd. LEVEL OF EFFORT',
      'It is estimated that 35,470 labor hours will be expended.',
      'e. COMMITMENT OF PUBLIC FUNDS',
      'Only the Contracting Officer may commit funds.',
      'L.2 PROPOSAL FORMAT',
      'Proposals must be in two volumes.',
    ].join('\n');
    const s = readStructure([doc(text)]);
    const byRef = Object.fromEntries(s.sections.map((x) => [x.ref, x]));
    expect(byRef['L.1.d']).toMatchObject({ title: 'LEVEL OF EFFORT', kind: 'staffing', level: 3, ucf: 'L' });
    expect(byRef['L.1.e']?.parentId).toBe(byRef['L.1']?.id);
    expect(byRef['L.2']?.level).toBe(2);
  });

  it('nests a numbered list under a lettered clause paragraph and keeps its items as siblings', () => {
    const text = [
      'H.2.3 Fire Prevention',
      'Contract personnel shall report fires immediately upon detection.',
      '1. Glynco Security',
      'a) Dispatch x2911',
      '2. Artesia Security',
      'a) Dispatch x8136',
      'H.2.4 Traffic Regulations',
      'Contractor employees shall obey posted speed limits.',
    ].join('\n');
    const s = readStructure([doc(text)]);
    const fire = s.sections.find((x) => x.ref === 'H.2.3');
    expect(s.sections.filter((x) => x.parentId === fire?.id).map((x) => x.title)).toEqual([
      'Glynco Security',
      'Artesia Security',
    ]);
    expect(s.sections.find((x) => x.ref === 'H.2.4')?.level).toBe(fire?.level);
  });
});

describe('documentRole', () => {
  it('reads roles from content', () => {
    expect(
      documentRole(
        'STANDARD FORM 30\nAMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT\n2. AMENDMENT/MODIFICATION NO. 0001',
      ),
    ).toBe('amendment');
    expect(documentRole('Questions and Answers\nQ1. Is there an incumbent?\nA1. Yes.')).toBe(
      'questions-and-answers',
    );
    expect(
      documentRole('## Sheet: Base\n\n| Labor Category | Hours | Rate |\n|---|---|---|\n| PM | 1,920 | |'),
    ).toBe('price-schedule');
    expect(
      documentRole('## Sheet: Inventory\n\n| Site | Laptops | Printers |\n|---|---|---|\n| HQ | 400 | 20 |'),
    ).toBe('workload-data');
    expect(
      documentRole(
        'REQUEST FOR QUOTE (RFQ)\nThe contractor shall meet the objectives in the Statement of Objectives (SOO).',
      ),
    ).toBe('solicitation');
    expect(documentRole('STATEMENT OF OBJECTIVES\n1.0 Background\nThe agency seeks a modern platform.')).toBe(
      'work-statement',
    );
  });

  it('reads an amendment from its own cover, not from the instruction to acknowledge amendments', () => {
    const amendments = [
      'Amendment No. 0003 to Solicitation 70Z0-26-R-0044\nThe closing date is extended. Offerors shall acknowledge this amendment.',
      'SF 30\nAMENDMENT OF SOLICITATION / MODIFICATION OF CONTRACT\nThe purpose of this amendment is to add an option year.',
      'MODIFICATION 02 (SF-30)\nAmendment number 2 changes Section B.',
    ];
    for (const text of amendments) expect(documentRole(text), text).toBe('amendment');
    const solicitations = [
      '# SOLICITATION NO. 36C2-27-R-0100\n\nSECTION A\nOfferors shall acknowledge every amendment in block 30 or by signed copy of the SF 30.\nSECTION B - SUPPLIES OR SERVICES AND PRICES\nSECTION C',
      'REQUEST FOR PROPOSALS\nQuoters must acknowledge each amendment (Standard Form 30) with the quote.\nSECTION L - INSTRUCTIONS TO OFFERORS',
      'RFQ 12-3456\nAcknowledgment of amendments: sign and return each SF-30 amendment no. 1 issued.\nInstructions to quoters follow.',
    ];
    for (const text of solicitations) expect(documentRole(text), text).not.toBe('amendment');
  });
});
