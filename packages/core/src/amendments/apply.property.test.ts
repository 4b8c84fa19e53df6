import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimator/estimate';
import type { GeneratedPlan, Task } from '../schemas/plan';
import { applyAmendment } from './apply';
import { lineKeys } from './line-keys';

const LCATS = [
  'Program Manager',
  'Service Desk Technician',
  'Systems Administrator',
  'Network Engineer',
  'Trainer',
];
const SITES = ['Glynco, GA', 'Artesia, NM', 'Charleston, SC'];

type Row = { lcat: string; site: string; fte: number };

const rowsArb = fc.uniqueArray(
  fc.record({
    lcat: fc.constantFrom(...LCATS),
    site: fc.constantFrom(...SITES),
    fte: fc.integer({ min: 1, max: 6 }),
  }),
  { minLength: 1, maxLength: 5, selector: (r) => r.lcat },
);

const table = (rows: readonly Row[]) =>
  `| Labor Category | Location | FTE |\n|---|---|---|\n${rows.map((r) => `| ${r.lcat} | ${r.site} | ${r.fte} |`).join('\n')}\n`;

const rfq = (rows: readonly Row[]) => ({
  name: 'rfq.txt',
  text: `REQUEST FOR QUOTATION 70TEST27Q0001\n\nSECTION 1 - SCHEDULE\nThe Phase 1 closing date is December 1, 2026.\n\nPeriod of Performance\nBase Year: January 1, 2027 through December 31, 2027\nOption Year 1: January 1, 2028 through December 31, 2028\n\nSECTION 2 - PERFORMANCE WORK STATEMENT\n\n2.1 Service Desk\nThe contractor shall staff the service desk during core business hours.\n\n2.2 Staffing\nThe contractor shall provide the following staff:\n\n${table(rows)}`,
});

const sf30 = (number: string, body: string) => ({
  name: `amendment-${number}.txt`,
  text: `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT\n2. AMENDMENT/MODIFICATION NO.\n${number}\n\n14. DESCRIPTION OF AMENDMENT/MODIFICATION\n${body}\n`,
});

type Edit = { op: 'hours' | 'basis' | 'remove' | 'add'; at: number; value: number };
const editsArb = fc.array(
  fc.record({
    op: fc.constantFrom('hours', 'basis', 'remove', 'add'),
    at: fc.nat(10),
    value: fc.integer({ min: 1, max: 9000 }),
  }),
  { maxLength: 4 },
) as fc.Arbitrary<Edit[]>;

/** The user's edits (chat or by hand), as new objects. */
function edit(plan: GeneratedPlan, edits: readonly Edit[]): GeneratedPlan {
  let tasks = [...plan.tasks];
  for (const e of edits) {
    const i = tasks.length ? e.at % tasks.length : -1;
    const t = tasks[i];
    if (e.op === 'add' || !t)
      tasks.push({
        taskId: `u${e.value}`,
        lcat: `Analyst ${e.value}`,
        hours: e.value,
        mathRationale: '',
        basis: 'mine',
      });
    else if (e.op === 'remove') tasks = tasks.filter((_, k) => k !== i);
    else if (e.op === 'hours') tasks[i] = { ...t, hours: e.value + 0.5 };
    else tasks[i] = { ...t, basis: `my note ${e.value}` };
  }
  return { ...plan, tasks };
}

const withoutAmendments = (plan: GeneratedPlan) => {
  const { amendments: _, ...rest } = plan as GeneratedPlan & { amendments?: unknown };
  return rest;
};

describe('applyAmendment (issue 16 property)', () => {
  it('an amendment that changes nothing leaves the plan identical; one that changes one fact changes only the lines that depend on it while every user-edited value survives', () => {
    fc.assert(
      fc.property(
        rowsArb,
        editsArb,
        fc.nat(20),
        fc.integer({ min: 1, max: 5 }),
        (rows, edits, pick, delta) => {
          const documents = { primary: rfq(rows) };
          const generated = estimatePlan(documents);
          const saved = edit(generated, edits);

          // Nothing: an SF-30 that only moves the closing date.
          const none = applyAmendment({
            documents,
            amendment: sf30('0001', '1. Extend the Phase 1 closing date to December 17, 2026, at 5:00 pm.'),
            plan: saved,
            generated,
          });
          expect(none.staffing.added + none.staffing.removed + none.staffing.changed).toBe(0);
          expect(none.conflicts).toEqual([]);
          for (const [i, t] of none.plan.tasks.entries()) expect(t).toBe(saved.tasks[i]);
          const { assumptions: a1, ...restNone } = withoutAmendments(none.plan);
          const { assumptions: a0, ...restSaved } = saved;
          expect(restNone).toEqual(restSaved);
          expect((a1 ?? []).slice(0, (a0 ?? []).length)).toEqual(a0 ?? []);
          expect(none.plan.amendments).toHaveLength(1);

          // One fact: one row's FTE restated otherwise in the amendment's full table.
          const k = pick % rows.length;
          const changedRow = rows[k] as Row;
          const moved = rows.map((r, i) => (i === k ? { ...r, fte: r.fte + delta } : r));
          const one = applyAmendment({
            documents,
            amendment: sf30(
              '0002',
              `2.2 Staffing\nThe contractor shall provide the following staff:\n\n${table(moved)}`,
            ),
            plan: saved,
            generated,
          });
          const keysS = lineKeys(saved.tasks);
          const keysG = lineKeys(generated.tasks);
          const depends = (t: Task) => t.lcat === changedRow.lcat;
          for (const [i, t] of one.plan.tasks.entries()) {
            const j = keysS.indexOf(lineKeys(one.plan.tasks)[i] as string);
            const before = saved.tasks[j];
            if (!before) continue;
            if (!depends(before)) expect(t).toBe(before);
            // Every value the user set survives.
            const g = generated.tasks[keysG.indexOf(keysS[j] as string)];
            if (g && before.hours !== g.hours) expect(t.hours).toBe(before.hours);
            if (g && before.basis !== g.basis) expect(t.basis).toBe(before.basis);
            if (!g) expect(t).toBe(before);
          }
          // Lines the user removed stay removed; lines the user added stay.
          expect(one.plan.tasks.filter((t) => t.taskId.startsWith('u'))).toEqual(
            saved.tasks.filter((t) => t.taskId.startsWith('u')),
          );
          const line = one.staffing.lines.filter((l) => l.status !== 'unchanged');
          expect(line.every((l) => l.lcat === changedRow.lcat)).toBe(true);
          // The changed line, when the user left its hours alone, follows the amendment.
          const orig = generated.tasks.find(depends);
          const mine = saved.tasks.find(depends);
          if (orig && mine && mine.hours === orig.hours) {
            const now = one.plan.tasks.find(depends);
            expect(now?.hours).toBeGreaterThan(orig.hours);
            expect(line[0]?.cause?.document).toBe('amendment-0002.txt');
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
