import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { inStaffingScope } from './staffing-scope';

const WORK = `SECTION C - STATEMENT OF WORK
C.1 Scope. The Contractor shall run the records center and answer requests from the public.
C.2 Tasks. The Contractor shall scan, index and file records, and answer requests within two days.
`;

/** A solicitation with one extra sentence in the part `part` is titled by. */
const rfp = (part: string, sentence: string) =>
  readSolicitation({ primary: { name: 'rfp.txt', text: `${WORK}${part}\n${sentence}\n` } });

const counted = (m: ReturnType<typeof readSolicitation>) => ({
  stated: m.labourCategories.filter((c) => c.stated.length > 0).map((c) => c.title),
  effort: m.statedEffort.filter((e) => e.kind !== 'budget').map((e) => e.value),
});

describe('the one gate on where staffing may be read', () => {
  it.each([
    [
      'SECTION L - INSTRUCTIONS TO OFFERORS',
      'L.2 Past performance: three contracts of at least 100 records clerks each.',
    ],
    [
      'SECTION L - INSTRUCTIONS TO OFFERORS',
      'L.3 The proposal shall name the two (2) Records Managers it proposes and 40 personnel in total.',
    ],
    [
      'SECTION M - EVALUATION FACTORS FOR AWARD',
      'M.1 Offerors that propose at least 6 Scanning Technicians will be rated higher.',
    ],
    [
      'SECTION K - REPRESENTATIONS AND CERTIFICATIONS',
      'K.1 The offeror employs 500 employees or fewer and 12 Data Entry Clerks.',
    ],
    [
      'SECTION I - CONTRACT CLAUSES',
      'I.1 The Contractor shall provide 3 personnel for the wage survey under 52.222-41.',
    ],
  ])('%s: "%s" states no staffing', (part, sentence) => {
    expect(counted(rfp(part, sentence))).toEqual({ stated: [], effort: [] });
  });

  it.each([
    ['SECTION C.3 STAFFING', 'The Contractor shall provide four (4) Records Clerks.'],
    [
      'SECTION B - SUPPLIES OR SERVICES AND PRICES',
      'The Government estimates that 6 personnel are required.',
    ],
    [
      'SECTION L - INSTRUCTIONS TO OFFERORS',
      'L.4 For pricing purposes, offerors shall assume that 6 personnel are required.',
    ],
  ])('%s: "%s" is read', (part, sentence) => {
    const c = counted(rfp(part, sentence));
    expect(c.stated.length + c.effort.length).toBeGreaterThan(0);
  });

  it('lets the Government’s pricing figures through the instructions', () => {
    expect(
      inStaffingScope('instructions', 'For evaluation purposes the Government estimates 4,000 hours.'),
    ).toBe(true);
    expect(inStaffingScope('evaluation', 'Staffing realism against 4,000 hours will be assessed.')).toBe(
      false,
    );
    expect(inStaffingScope('work', 'The Contractor shall provide 4 Clerks.')).toBe(true);
  });
});
