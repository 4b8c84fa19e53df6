import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/index';
import { readSolicitation } from '../read-solicitation';
import { withoutInlineEmphasis } from './inline-emphasis';

// A Markdown solicitation that bolds a title inside a sentence ("one (1) full-time **Grounds
// Worker**, Monday through Friday") lost that staffing line: the prose readers match the count
// and the title as plain words, and the emphasis markers stood between them. Invented in grounds
// care, clinics and libraries.
const POP =
  '## F Period of performance\nThe period of performance is a base year of twelve (12) months and one (1) twelve-month option year.\n\n';
const plan = (body: string) => estimatePlan({ primary: { name: 'pws.md', text: `${POP}${body}` } });
const lcats = (p: ReturnType<typeof plan>) => p.tasks.map((t) => t.lcat);

describe('inline emphasis in Markdown prose', () => {
  it('grounds care: a bolded title after its count is staffed', () => {
    const p = plan(`## C.4 Staffing

C.4.1 The Contractor shall furnish one (1) full-time **Irrigation Technician**, Monday through Friday, 0600 to 1430, who maintains the controllers and is not counted toward the mowing crews.
C.4.2 The Contractor shall furnish two (2) full-time Groundskeepers, Monday through Friday.
`);
    expect(lcats(p)).toContain('Irrigation Technician');
    expect(lcats(p).some((l) => /Groundskeeper/.test(l))).toBe(true);
  });

  it('clinics: a title bolded with underscores is staffed', () => {
    const p = plan(`## C.5 Minimum staffing

C.5.1 The Contractor shall provide three (3) full-time __Medical Assistants__ at the clinic, Monday through Friday, 0730 to 1600.
`);
    expect(lcats(p).some((l) => /Medical Assistant/.test(l))).toBe(true);
  });

  it('libraries: a whole bolded clause with the count inside it is staffed', () => {
    const p = plan(`## C.3 Staffing

C.3.1 The Contractor shall provide **one (1) full-time Archives Technician** at the records center, Monday through Friday.
C.3.2 The Contractor shall provide one (1) full-time Reference Librarian, Monday through Friday.
`);
    expect(lcats(p).some((l) => /Archives Technician/.test(l))).toBe(true);
    expect(lcats(p).some((l) => /Reference Librarian/.test(l))).toBe(true);
  });

  it('pharmacy: two bolded titles counted in one sentence are both staffed', () => {
    const p = plan(`## C.6 Pharmacy staffing

C.6.1 During open hours the Contractor shall staff the outpatient pharmacy with two (2) **Pharmacy Technicians** and one (1) **Staff Pharmacist**, Monday through Friday, 0800 to 1630.
`);
    expect(lcats(p).some((l) => /Pharmacy Technician/.test(l))).toBe(true);
    expect(lcats(p).some((l) => /Pharmacist/.test(l))).toBe(true);
  });

  it('keeps whole-line bold headings as headings', () => {
    const m = readSolicitation({
      primary: {
        name: 'pws.md',
        text: '**C.2 Scope**\n\nThe Contractor shall mow the grounds.\n\n**C.3 Staffing**\n\nThe Contractor shall furnish one (1) full-time **Irrigation Technician**.\n',
      },
    });
    expect(m.sections.map((s) => s.ref)).toEqual(expect.arrayContaining(['C.2', 'C.3']));
  });
});

describe('withoutInlineEmphasis', () => {
  it('keeps every line the same length and every line start where it was', () => {
    const text = 'The **Irrigation Technician** works.\n**Heading**\nA __Medical Assistant__ here.\n';
    const out = withoutInlineEmphasis(text);
    expect(out.length).toBe(text.length);
    expect(out.split('\n').map((l) => l.length)).toEqual(text.split('\n').map((l) => l.length));
    expect(out).toContain('The Irrigation Technician works.');
    expect(out).toContain('A Medical Assistant here.');
    expect(out).toContain('**Heading**');
  });

  it('leaves blanks of underscores, single asterisks and text without emphasis alone', () => {
    const text = 'Signature: ______________ Date: ____\nProgram Manager* (key)\n5 * 3 = 15\nplain text\n';
    expect(withoutInlineEmphasis(text)).toBe(text);
  });

  it('keeps a bold run-in label as it is', () => {
    const text = '3.1 **Records review.** Review the drawings.\n**4.2 Staffing:** one (1) **Cook**, daily\n';
    const out = withoutInlineEmphasis(text);
    expect(out).toContain('3.1 **Records review.** Review the drawings.');
    expect(out).toContain('**4.2 Staffing:** one (1) Cook, daily');
  });

  it('removes emphasis that opens on one line and closes on the next', () => {
    const out = withoutInlineEmphasis('shall have **two (2) operators on duty\nat all times**, every day.');
    expect(out).toContain('shall have two (2) operators on duty');
    expect(out).toContain('at all times, every day.');
  });
});
