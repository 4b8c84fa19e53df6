import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const titles = (text: string) =>
  readSolicitation({ primary: { name: 'pws.txt', text } }).labourCategories.map(
    (c) => `${c.title}:${c.stated.map((s) => s.people ?? s.fte ?? s.hours).join('/')}`,
  );

describe("the Government's own staff are no contractor staffing", () => {
  it('leaves out counts of Federal, government or civil service people and the counts run on from them', () => {
    const cases = [
      'C.1 Background. ORLG has nine Federal grants management staff and two Grants Officers; the contract supplements them.\nC.2 Scope. The Contractor shall provide grants support.',
      'C.1 Background. The Bureau currently employs 14 civil service claims examiners and three Supervisory Examiners at the center.\nC.2 Scope. The Contractor shall process claims.',
      'C.1 Background. The clinic is run by twelve (12) government nurses, two Pharmacists and one Medical Director.\nC.2 Scope. The Contractor shall provide pharmacy support.',
    ];
    for (const text of cases) expect(titles(text), text).toEqual([]);
  });

  it('keeps the contractor staffing stated beside them', () => {
    const cases: [string, RegExp][] = [
      [
        'C.1 Background. The agency has nine Federal staff. C.2 Staffing. The Contractor shall provide two (2) Grants Specialists.',
        /Grants Specialist:2/,
      ],
      [
        'C.2 Staffing. The Contractor shall supplement the Federal staff with three (3) Records Technicians.',
        /Records Technician:3/,
      ],
      [
        'C.2 Staffing. The Government has 12 federal employees on site and the Contractor shall provide four (4) Custodians.',
        /Custodian:4/,
      ],
      [
        'C.2 Staffing. The Contractor shall provide two (2) Contract Specialists at the Federal building.',
        /Contract Specialist:2/,
      ],
    ];
    for (const [text, want] of cases) expect(titles(text).join(', '), text).toMatch(want);
  });

  it('leaves out the people a named Government office has (its own reviewers, not the crew)', () => {
    const cases = [
      '3.4 Staffing. d. The Field Office has three (3) staff archaeologists who will review the work; they are not available to the Contractor as crew.',
      'C.1 Background. The Regional Office employs twelve (12) claims examiners who adjudicate the cases the Contractor develops.',
      'C.1 Background. The Weather Bureau maintains four meteorologists on each shift.\nC.2 Scope. The Contractor shall provide observations.',
      'C.1 Background. The District has 14 park rangers at the lake; the Contractor supports them with maintenance.',
    ];
    for (const text of cases) expect(titles(text), text).toEqual([]);
  });

  it("keeps the contractor's people beside a named office", () => {
    const cases: [string, RegExp][] = [
      [
        '3.4 Staffing. The Field Office requires three (3) Field Technicians from the Contractor.',
        /Field Technician:3/,
      ],
      ["C.5 Staffing. The Contractor's Project Office has two (2) Schedulers on site.", /Scheduler:2/],
      [
        'C.5 Staffing. The Contractor shall provide four (4) Archaeologists to the Field Office.',
        /Archaeologist:4/,
      ],
    ];
    const wrong = cases.filter(([text, want]) => !want.test(titles(text).join(', ')));
    expect(wrong.map(([text]) => `${text} => ${titles(text).join(', ')}`)).toEqual([]);
  });
});

// Second blind pass: the owner's own people named after a possessive, with their count in
// parentheses, after a dash or colon, or as "a team of". Invented in six domains.
describe("the owner's own staff after a possessive are no contractor staffing", () => {
  const scope = '\n\n2. Scope. The Contractor shall perform the work described below.';
  it('leaves out the possessor’s own counted people', () => {
    const cases = [
      "1. Background. NCGS's own staff (nine GIS specialists) perform quality control of the delivered layers.",
      "1. Background. The Center's staff (12 counselors) conduct the intake interviews.",
      '1. Background. Agency employees (four analysts) review each deliverable.',
      '1. Background. Our own team of nine engineers reviews the submittals.',
      "1. Background. The hospital's nursing staff (about 40 registered nurses) administer the vaccines.",
      '1. Background. The Department’s own maintenance crew (three electricians) handles the emergency calls.',
      "1. Background. The school district's own personnel – five trainers – deliver the refresher courses.",
      "1. Background. The County's own staff of seven technicians operates the help desk.",
      '1. Background. The museum’s curatorial staff: two conservators and one registrar.',
    ];
    const read = cases.map((text) => `${text} => ${titles(text + scope).join(', ')}`);
    expect(read.filter((r) => !r.endsWith('=> '))).toEqual([]);
  });

  it("keeps the contractor's people after a possessive or in parentheses", () => {
    const cases: [string, RegExp][] = [
      ["3. Staffing. The Contractor's staff (two technicians) shall be on site daily.", /Technician:2/],
      ["3. Staffing. The Contractor's own staff (three analysts) shall perform the data entry.", /Analyst:3/],
      [
        '3. Staffing. The Contractor’s staff (two Custodians) shall clean the lobby each night.',
        /Custodian:2/,
      ],
      ['3. Staffing. The Contractor shall provide staff (two nurses) at the clinic.', /Nurse:2/],
      [
        '3. Staffing. The Contractor shall use its own crew (three electricians) for the outages.',
        /Electrician:3/,
      ],
      ['3. Staffing. The Contractor shall provide a team of four (4) Inspectors.', /Inspector:4/],
    ];
    const wrong = cases.filter(([text, want]) => !want.test(titles(text).join(', ')));
    expect(wrong.map(([text]) => `${text} => ${titles(text).join(', ')}`)).toEqual([]);
  });
});

// Third pass: the owner's people listed in apposition, more than one title in the brackets
// ("its Government crew (a master and two deckhands)"): every item of the list is the owner's,
// not only the first one after the bracket. Invented in five domains.
describe("every item of the owner's staff listed in brackets is no contractor staffing", () => {
  const scope = '\n\n2. Scope. The Contractor shall perform the work described below.';
  it('leaves out the later items of the list', () => {
    const cases = [
      "1. Background. The Refuge's launch and its Government crew (a captain and two deckhands) carry the Contractor's crew to the island.",
      '1. Background. The Department’s own maintenance crew (one foreman and three electricians) handles the emergency calls.',
      '1. Background. Agency staff (a supervisor and four analysts) review each deliverable.',
      "1. Background. The hospital's plant staff (two engineers, one planner and three mechanics) maintain the boilers.",
      '1. Background. The Government team (a team lead, two hydrologists and a GIS analyst) approves each map.',
    ];
    const read = cases.map((text) => `${text} => ${titles(text + scope).join(', ')}`);
    expect(read.filter((r) => !r.endsWith('=> '))).toEqual([]);
  });

  it("keeps the contractor's people listed in brackets", () => {
    const cases: [string, RegExp][] = [
      [
        "3. Staffing. The Contractor's staff (one supervisor and two technicians) shall be on site daily.",
        /Technician:2/,
      ],
      ['3. Staffing. The Contractor shall provide a crew (one crew leader and four laborers).', /Laborer:4/],
      [
        '3. Staffing. The Contractor shall field one crew of six (one crew chief and five debris technicians) beside the Government crew.',
        /Debris Technician:5/,
      ],
      [
        '3. Staffing. The Contractor shall provide an IT team (one lead and two (2) developers).',
        /Developer:2/,
      ],
    ];
    const wrong = cases.filter(([text, want]) => !want.test(titles(text).join(', ')));
    expect(wrong.map(([text]) => `${text} => ${titles(text).join(', ')}`)).toEqual([]);
  });
});
