import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../src/solicitation/read-solicitation';
import { generatePhases, phrasings } from './phases-gen';

const read = (text: string) => readSolicitation({ primary: { name: 'rfq.txt', text } });

/** Stated hours by title over the whole work. */
function statedHours(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of read(text).labourCategories) {
    const hours = c.stated.reduce((s, a) => s + (a.hours ?? 0), 0);
    if (hours > 0) out[c.title] = (out[c.title] ?? 0) + hours;
  }
  return out;
}

describe('a schedule of phases sets the hours of each role and the length of the work', () => {
  const cases = phrasings().flatMap((p, i) => [generatePhases(101 + i, p), generatePhases(907 + i * 7, p)]);
  it.each(cases.map((c) => [`${c.phrasing.layout}/${c.phrasing.unit}/${c.phrasing.people}`, c] as const))(
    '%s',
    (_, c) => {
      const got = statedHours(c.text);
      for (const [title, hours] of Object.entries(c.truth.hours)) {
        expect(got[title], `${title} in ${JSON.stringify(got)}`).toBeDefined();
        expect(
          Math.abs((got[title] ?? 0) - hours) / hours,
          `${title}: ${got[title]} for ${hours}`,
        ).toBeLessThan(0.02);
      }
      expect(Object.keys(got).sort()).toEqual(Object.keys(c.truth.hours).sort());
      const months = read(c.text).periods?.totalMonths ?? 0;
      expect(Math.abs(months - c.truth.months), `${months} months for ${c.truth.months}`).toBeLessThan(0.5);
    },
  );
});

const NOT_STAFFING = [
  // A delivery schedule of documents by phase.
  `STATEMENT OF WORK

3. DELIVERABLES

| Phase | Deliverable | Due (weeks after award) | Copies |
| --- | --- | --- | --- |
| 1 | Inventory plan | 2 | 3 Reviewers |
| 2 | Interim report | 10 | 2 |
| 3 | Final report | 16 | 5 |
`,
  // A payment milestone table.
  `STATEMENT OF WORK

7. PAYMENT MILESTONES

   Milestone                    Weeks after award    Payment
   Phase 1 accepted             4                    25 percent
   Phase 2 accepted             12                   50 percent
   Phase 3 accepted             16                   25 percent
`,
  // Phases with durations and the Government people who review them, not the contractor's staff.
  `STATEMENT OF WORK

5. GOVERNMENT REVIEW

| Phase | Duration | Government reviewer |
| --- | --- | --- |
| Design | 6 weeks | Contracting Officer's Representative |
| Build | 10 weeks | Program Office |
`,
  // A phase table of another job, under past performance.
  `INSTRUCTIONS

L.5 Past performance. Describe one similar project, for example:

| Phase | Duration | Staff |
| --- | --- | --- |
| Planning | 3 weeks | 1 Project Manager; 2 Analysts |
| Execution | 10 weeks | 1 Project Manager; 6 Analysts |
`,
  // Phases in prose with deliverables, no people.
  `STATEMENT OF WORK

Phase 1 (weeks 1-4): site assessment and a written plan.

Phase 2 (weeks 5-12): installation of 40 sensors and 2 gateways.
`,
];

describe('phase-shaped tables that state no staffing', () => {
  it.each(NOT_STAFFING.map((t, i) => [i, t] as const))('#%s states no hours by role', (_, text) => {
    expect(statedHours(text)).toEqual({});
  });
});
