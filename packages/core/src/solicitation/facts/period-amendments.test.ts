import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const RFP = `SOLICITATION NO. 47QF-27-R-0012
SECTION B - SUPPLIES OR SERVICES AND PRICES
SECTION F - DELIVERIES OR PERFORMANCE
F.1 The period of performance is a base year of twelve (12) months followed by two option years of twelve months each.
Offerors shall acknowledge every amendment by signed copy of the SF 30.
SECTION I - CONTRACT CLAUSES
52.217-8 Option to Extend Services: the Government may extend services up to six (6) months.`;

const AMENDMENT = (body: string) => `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT (SF 30)
1. Amendment No.: 0002
14. DESCRIPTION OF AMENDMENT
${body}
Except as provided herein, all terms and conditions remain unchanged.`;

const shape = (...amendments: string[]) => {
  const m = readSolicitation({
    primary: { name: 'rfp.txt', text: RFP },
    supporting: amendments.map((body, i) => ({ name: `amendment ${i + 1}.txt`, text: AMENDMENT(body) })),
  });
  const p = m.periods;
  return p ? `${p.totalMonths}: ${p.periods.map((x) => `${x.name}/${x.kind}/${x.months}`).join(', ')}` : null;
};

describe('periods an amendment changes', () => {
  it('reads the option periods without an amendment', () => {
    expect(shape()).toBe(
      '36: Base Year/base/12, Option Year 1/option/12, Option Year 2/option/12, Option to Extend Services/extension/6',
    );
  });

  it('adds the option periods an amendment restates, adds by name or adds by count', () => {
    const three =
      '48: Base Year/base/12, Option Year 1/option/12, Option Year 2/option/12, Option Year 3/option/12, Option to Extend Services/extension/6';
    const cases = [
      'Change 2. Paragraph F.1 is changed to read: "a base year of twelve (12) months followed by three option years of twelve months each."',
      'Section F, paragraph F.1: delete "two option years" and insert "three option years".',
      'Change 1. Add Option Year 3 (1 October 2030 - 30 September 2031) to Section B.',
      'The purpose of this amendment is to add a third option year.',
      'Option Year 3 is hereby added; its CLINs are 3001 and 3002.',
      'One additional option year is hereby added to the contract.',
    ];
    for (const body of cases) expect(shape(body), body).toBe(three);
  });

  it('keeps the periods when the amendment asks, refuses, restates the same count or talks of other things', () => {
    const base = shape();
    const cases = [
      'Q4. Will the Government add a third option year? A4. No.',
      'The Government does not intend to add an option year at this time.',
      'Paragraph F.1 is unchanged: a base year followed by two option years of twelve months each.',
      'The closing date is extended to 25 June 2027. Offerors may add an alternate proposal.',
      'The option to extend services is changed to read "up to three (3) months".',
      'Past performance references shall cover three years of similar work.',
    ];
    for (const body of cases) expect(shape(body), body).toBe(base);
  });

  it('takes the later amendment when two change the options', () => {
    expect(
      shape('Add Option Year 3.', 'Section F is changed to read "four option years of twelve months each".'),
    ).toMatch(/^60: .*Option Year 4\/option\/12, Option to Extend Services/);
  });

  it('does not read an option added in a solicitation that is no amendment', () => {
    const m = readSolicitation({
      primary: { name: 'rfp.txt', text: `${RFP}\nThe Government may add an option year by modification.` },
    });
    expect(m.periods?.totalMonths).toBe(36);
  });
});
