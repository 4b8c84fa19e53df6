import { describe, expect, it } from 'vitest';
import type { GeneratedPlan } from '../schemas/plan';
import { readSolicitation } from '../solicitation/read-solicitation';
import { amendmentNotes, withAmendmentNotes } from './amendment-notes';
import { diffSolicitations } from './diff-solicitations';
import { rebasePlan } from './rebase';

const rfp = {
  name: 'rfp.txt',
  text: `SECTION F - DELIVERIES OR PERFORMANCE
F.3 LEVEL OF EFFORT
a. During the period of performance the Contractor shall provide 35,470 direct labor hours. The labor hours exclude vacation, holiday, and sick leave. These labor hours exclude subcontractor labor hours.
SECTION C - STATEMENT OF WORK
C.1 The contractor shall conduct toxicology research studies.
`,
};
const amendment = {
  name: 'Amendment 0002.pdf',
  text: `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT
2. AMENDMENT/MODIFICATION NO.
0002
14. DESCRIPTION OF AMENDMENT/MODIFICATION
ARTICLE F.3. LEVEL OF EFFORT - Paragraph a. is amended to read as follows:
a. During the period of performance the Contractor shall provide 35,470 direct labor hours. The labor hours exclude vacation, holiday, and sick leave. These labor hours include subcontractor labor hours.
`,
};

describe('amendmentNotes', () => {
  it('states the changed basis of the hours in the amendment words, citing it, and the rebased plan keeps user notes', () => {
    const before = readSolicitation({ primary: rfp });
    const after = readSolicitation({ primary: rfp, supporting: [amendment] });
    const notes = amendmentNotes(diffSolicitations(before, after, { documents: [rfp, amendment] }));
    const note = notes.assumptions.find((a) => /include subcontractor labor hours/.test(a));
    expect(note).toMatch(/^Amendment 0002\.pdf/);
    expect(note).toMatch(/was: These labor hours exclude subcontractor labor hours/);

    const original: GeneratedPlan = {
      hoursPerFte: 1880,
      assumptions: ['Hours follow F.3.'],
      tasks: [{ taskId: '1', lcat: 'Research Scientist', hours: 35470, mathRationale: '', basis: 'F.3' }],
    };
    const edited: GeneratedPlan = { ...original, assumptions: ['Hours follow F.3.', 'Our own assumption.'] };
    const regenerated = withAmendmentNotes(original, notes);
    expect(withAmendmentNotes(regenerated, notes)).toEqual(regenerated);
    const { plan } = rebasePlan(original, edited, regenerated);
    expect(plan.assumptions).toEqual(['Hours follow F.3.', 'Our own assumption.', ...notes.assumptions]);
    expect(plan.tasks).toEqual(edited.tasks);
  });
});
