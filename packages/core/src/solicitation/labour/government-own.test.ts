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
    for (const [text, want] of cases) expect(titles(text).join(', '), text).toMatch(want);
  });
});
