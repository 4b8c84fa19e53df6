import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

// Tenth session: the titles a document gives the contractor's people wherever it gives them
// (a team's make-up, a key list after an instruction, titles in parentheses, a roster with
// position codes), and no role from the people the Government or the setting brings. Every
// snippet is invented: its domains, nouns and numbers are none of the corpus documents'.

const read = (text: string, name = 'rfp.txt') => readSolicitation({ primary: { name, text } });
const titles = (text: string) => read(text).labourCategories.map((c) => c.title);
const keyTitles = (text: string) => read(text).keyPersonnel.map((k) => k.title);
const has = (list: string[], title: string) => list.some((t) => t.toLowerCase() === title.toLowerCase());

/** Every combination of the parts, joined. */
const combos = (...parts: string[][]): string[] =>
  parts.reduce<string[]>((acc, list) => acc.flatMap((a) => list.map((b) => `${a}${b}`)), ['']);

describe('key personnel listed after an instruction that follows the sentence naming them', () => {
  const leads = [
    'The following labor categories are Key Personnel for this agreement.',
    'The following positions are designated Key Personnel under the order.',
    'The following roles are key personnel for all calls.',
  ];
  const asks = [
    ' For each, submit a resume and a signed letter of commitment:',
    ' For each position, provide\n\none resume (two pages at most, outside the page limit) of a person who is available,\nand a letter of intent:',
    ' Quoters shall name one person for each:',
  ];
  const lists: [string, string[]][] = [
    [
      '\n\n    • Chief Hydrographer — twelve years of survey work;\n    • Tide Gauge Specialist — five years with NOAA gauges.\n',
      ['Chief Hydrographer', 'Tide Gauge Specialist'],
    ],
    [
      '\n1. Senior Claims Examiner - eight years of claims review\n2. Appeals Writer - three years of drafting\n',
      ['Senior Claims Examiner', 'Appeals Writer'],
    ],
    ['\n- Orchard Pathologist\n- Irrigation Planner\n', ['Orchard Pathologist', 'Irrigation Planner']],
  ];
  for (const [i, text] of combos(leads, asks).entries()) {
    const [list, expected] = lists[i % lists.length] as [string, string[]];
    it(`reads ${expected.join(', ')} after "${text.slice(0, 50)}..."`, () => {
      const keys = keyTitles(`L.3 Key Personnel. ${text}${list}\nL.4 Past performance.`);
      for (const t of expected) expect(has(keys, t)).toBe(true);
    });
  }

  it('reads no key title when the list after the instruction is of documents, not people', () => {
    const keys = keyTitles(
      'L.3 The following labor categories are Key Personnel. For each, submit the following:\n- a resume\n- a letter of commitment\n- two references\n',
    );
    expect(keys).toEqual([]);
  });
});

describe('key personnel items set apart by semicolons, each with a describing clause', () => {
  it.each([
    [
      'H.2 Key Personnel: a Lead Auditor, a licensed CPA who signs each report; and a Field Supervisor with six years of inventory work.',
      ['Lead Auditor', 'Field Supervisor'],
    ],
    [
      'Key personnel: a Bridge Inspector holding the NBIS certificate; a Rope Access Technician with SPRAT Level III; and a Load Rating Engineer.',
      ['Bridge Inspector', 'Rope Access Technician', 'Load Rating Engineer'],
    ],
    [
      'The key positions are: an Archive Manager who has run a records center; and a Conservator having ten years of paper treatment.',
      ['Archive Manager', 'Conservator'],
    ],
    [
      'Key Personnel: the Orchard Manager, an ISA arborist; and the Spray Supervisor with a state applicator license.',
      ['Orchard Manager', 'Spray Supervisor'],
    ],
    [
      'KEY PERSONNEL: a Chief Cartographer experienced in LiDAR; a GIS Analyst certified as a GISP; and a Survey Party Chief.',
      ['Chief Cartographer', 'GIS Analyst', 'Survey Party Chief'],
    ],
    [
      '7.1 Key Personnel: a Kitchen Manager with a ServSafe certificate; and a Dietitian licensed in the state.',
      ['Kitchen Manager', 'Dietitian'],
    ],
  ])('%s', (text, expected) => {
    const keys = keyTitles(text);
    for (const t of expected) expect(has(keys, t)).toBe(true);
  });
});

describe('labour categories named in parentheses after the words that announce them', () => {
  const leads = [
    'Offerors shall propose hourly rates for the labor categories in Attachment 5 ',
    'Rates are required for each of the labor categories listed in Exhibit B ',
    'The price schedule covers the following positions ',
    'Quoters shall price the job titles of Appendix C ',
    'The wage rates apply to all labour categories ',
    'Enter a rate for every labor category in the schedule ',
  ];
  const lists: [string, string[]][] = [
    ['(Survey Party Chief, Instrument Operator, Rodman, CAD Drafter)', ['Instrument Operator', 'Rodman']],
    ['(Tree Climber, Groundsman and Crew Foreman)', ['Tree Climber', 'Groundsman', 'Crew Foreman']],
    ['(Sign Language Interpreter, Captioner, Scheduler)', ['Captioner', 'Sign Language Interpreter']],
  ];
  for (const [i, lead] of leads.entries()) {
    const [list, expected] = lists[i % lists.length] as [string, string[]];
    it(`reads ${expected.join(', ')} from "${lead}${list}"`, () => {
      const got = titles(`5.1 Pricing. ${lead}${list} for each ordering year. Orders are priced from them.`);
      for (const t of expected) expect(has(got, t)).toBe(true);
    });
  }

  it.each([
    'Offerors shall propose rates for the labor categories in Attachment 5 (Base Year, Option Year 1).',
    'Offerors shall propose rates for the labor categories in Attachment 5 (see Section L.4).',
    'Offerors shall propose rates for the labor categories (CLINs 0001, 0002 and 0003).',
    'Rates for the labor categories (Excel, PDF or Word) are due with the quote.',
  ])('reads no title from "%s"', (text) => {
    expect(titles(text)).toEqual([]);
  });
});

describe('the make-up of a crew or team', () => {
  it.each([
    [
      'Each survey party shall consist of four (4) persons: one (1) Party Chief and three (3) Crew Members.',
      ['Party Chief', 'Crew Member'],
    ],
    [
      'The Contractor shall field three squads; each squad shall consist of one (1) Squad Leader and six (6) Team Members.',
      ['Squad Leader', 'Team Member'],
    ],
    [
      'For every climb the Contractor shall have on site at least a Rope Access Supervisor, a climber, a standby climber and a ground attendant.',
      ['Rope Access Supervisor', 'Climber', 'Standby Climber', 'Ground Attendant'],
    ],
    [
      'At each burn the Contractor shall have a Burn Boss, a holding specialist, an engine operator and a lookout.',
      ['Burn Boss', 'Holding Specialist', 'Engine Operator', 'Lookout'],
    ],
    [
      'Each field crew shall consist of five persons: one Crew Chief and four Staff Members.',
      ['Crew Chief', 'Staff Member'],
    ],
    [
      "The Contractor's interpreters and at least one scheduler attend each hearing in person.",
      ['Interpreter', 'Scheduler'],
    ],
  ])('%s', (text, expected) => {
    const got = titles(`3.1 Crews. ${text}`);
    for (const t of expected) expect(has(got, t)).toBe(true);
  });

  it.each([
    'Each panel shall consist of five (5) Board Members appointed by the Secretary.',
    'The Contractor shall have a quality control plan, a safety plan and a spill plan.',
    'Each visitor group shall consist of ten (10) Members of the public.',
    "The Contractor's vehicles and at least one trailer shall be parked in Lot C.",
  ])('reads no role from "%s"', (text) => {
    const got = titles(`3.1 ${text}`);
    expect(got.filter((t) => /member|plan|vehicle|trailer/i.test(t))).toEqual([]);
  });
});

describe('a role the contractor must have on site, named once', () => {
  it.each([
    ['A designated Crew Leader shall be on site whenever work is performed.', 'Crew Leader'],
    ['A qualified Dive Supervisor shall be present during all dives.', 'Dive Supervisor'],
    ['One Site Superintendent must be on site at all times work is under way.', 'Site Superintendent'],
    ['A Blasting Foreman shall be present whenever charges are handled.', 'Blasting Foreman'],
    [
      'A certified Water Treatment Operator shall be on duty during plant operation.',
      'Water Treatment Operator',
    ],
    ['A designated Field Coordinator shall be available by phone during work hours.', 'Field Coordinator'],
  ])('%s', (text, expected) => {
    expect(has(titles(`2.5 Staffing. ${text}`), expected)).toBe(true);
  });

  it.each([
    'A Government Inspector shall be present during all tests.',
    'A Contracting Officer shall be available to answer questions.',
    'A fire extinguisher shall be on site whenever work is performed.',
  ])('reads no role from "%s"', (text) => {
    expect(titles(`2.5 ${text}`)).toEqual([]);
  });
});

describe('people a section of Government responsibilities counts', () => {
  const heads = [
    '2.6 Government responsibilities. ',
    '4.3 Government-furnished services. ',
    'C.7 GOVERNMENT RESPONSIBILITIES\n',
    '6 Government Furnished Property and Personnel\n',
  ];
  const sentences: [string, RegExp][] = [
    ['District staff (three hydrologists and one Federal ranger) will inspect each reach.', /hydrologist/i],
    ['Two (2) Park Technicians will open the gates each morning.', /park technician/i],
    ['The Museum assigns two registrars who check each loan.', /registrar/i],
  ];
  for (const [i, head] of heads.entries())
    for (const [sentence, forbidden] of sentences)
      it(`prices no ${forbidden.source} from "${head.trim()} ${sentence.slice(0, 40)}"`, () => {
        const text = `2.5 Staffing. The Contractor shall provide four (4) Field Technicians.\n\n${head}${sentence}\n\n${i + 3}.9 Deliverables. Weekly report.`;
        expect(titles(text).filter((t) => forbidden.test(t))).toEqual([]);
      });

  it('still reads the contractor staffing counted in another section', () => {
    const text =
      '2.5 Staffing. The Contractor shall provide four (4) Field Technicians.\n\n2.6 Government responsibilities. Two (2) Park Technicians will open the gates.';
    expect(has(titles(text), 'Field Technician')).toBe(true);
  });
});

describe('a roster table with a column of position codes beside the titles', () => {
  const codes = [
    ['P-01', 'P-02', 'P-03'],
    ['A1', 'A2', 'A3'],
    ['LC-10', 'LC-20', 'LC-30'],
  ];
  const heads = [
    ['Position', 'Title'],
    ['Position No.', 'Position Title'],
    ['Role', 'Labor Category'],
  ];
  for (const [i, code] of codes.entries())
    for (const head of heads) {
      const [a, b, c] = code;
      it(`reads titles, not codes, under "${head.join(' | ')}" with codes like ${a}`, () => {
        const text = [
          `Table 4. Staff positions and hours`,
          '',
          `| ${head[0]} | ${head[1]} | Base Year | Option Year 1 |`,
          '|---|---|---|---|',
          `| ${a} | Senior Archaeologist (Key) | 1,920 | 1,920 |`,
          `| ${b} | Field Archaeologist, Survey | 1,920 | 960 |`,
          `| ${c} | Lab Technician (curation) | ${960 + i} | ${960 + i} |`,
        ].join('\n');
        const got = titles(text);
        expect(has(got, 'Senior Archaeologist')).toBe(true);
        expect(got.some((t) => /^(?:P-0|A\d|LC-)/.test(t))).toBe(false);
      });
    }
});

describe('a role named in passing that a stated roster already narrows', () => {
  it.each([
    [
      'The Contractor shall provide surveyors and technicians who work in the field.',
      ['Surveyor', 'Technician'],
    ],
    [
      'The Contractor shall provide archaeologists and technicians who survey each parcel.',
      ['Archaeologist', 'Technician'],
    ],
  ])('prices no extra line for the roles of "%s"', (sentence, passing) => {
    const text = [
      `C.2 ${sentence}`,
      '',
      '| Labor Category | Base Year |',
      '|---|---|',
      '| Field Surveyor, Eastern Region | 1,920 |',
      '| Survey Technician (GNSS) | 1,920 |',
      '| Field Archaeologist, Survey | 1,920 |',
      '| Lab Technician (curation) | 960 |',
    ].join('\n');
    const got = titles(text);
    for (const t of passing) expect(has(got, t)).toBe(false);
  });

  it('keeps a role whose words a stated title holds but does not end with', () => {
    const text = [
      'C.2 The Contractor shall provide field technicians as needed.',
      '',
      '| Labor Category | Base Year |',
      '|---|---|',
      '| Field Technician Supervisor | 1,920 |',
    ].join('\n');
    expect(has(titles(text), 'Field Technician')).toBe(true);
  });
});
