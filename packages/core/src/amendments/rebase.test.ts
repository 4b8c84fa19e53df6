import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GeneratedPlan, Task } from '../schemas/plan';
import { rebasePlan } from './rebase';

const LCATS = [
  'Program Manager',
  'Help Desk Analyst',
  'Systems Administrator',
  'Guard',
  'Data Architect',
  'Trainer',
];
const SITES = ['Glynco, GA', 'Artesia, NM', 'Remote'];
const PERIODS = ['Base Year', 'Option Year 1', 'Option Year 2'];

const taskArb = fc.record({
  lcat: fc.constantFrom(...LCATS),
  location: fc.constantFrom(...SITES),
  hours: fc.integer({ min: 0, max: 6000 }),
  basis: fc.constantFrom('C.3.1 staff the desk', 'stated in Table 2', ''),
  workArea: fc.option(fc.constantFrom('Operations', 'Management'), { nil: undefined }),
});

const planArb = fc.uniqueArray(taskArb, { maxLength: 8, selector: (t) => `${t.lcat}|${t.location}` }).map(
  (rows): GeneratedPlan => ({
    hoursPerFte: 1880,
    periodOfPerformance: { months: 36, periods: PERIODS.map((name) => ({ name, months: 12 })) },
    tasks: rows.map((r, i) => {
      const t: Task = {
        taskId: String(i + 1),
        ...r,
        mathRationale: `${r.hours} h`,
        periods: PERIODS.map((name) => ({ name, hours: r.hours })),
      };
      if (t.workArea === undefined) delete t.workArea;
      return t;
    }),
  }),
);

type Edit = { op: 'hours' | 'basis' | 'remove' | 'rename' | 'add'; at: number; value: number };
const editsArb = fc.array(
  fc.record({
    op: fc.constantFrom('hours', 'basis', 'remove', 'rename', 'add'),
    at: fc.nat(20),
    value: fc.integer({ min: 1, max: 9000 }),
  }),
  { maxLength: 6 },
) as fc.Arbitrary<Edit[]>;

/** Applies edits the way a user would (chat or by hand): new objects, the plan itself untouched. */
function applyEdits(plan: GeneratedPlan, edits: Edit[], tag: string): GeneratedPlan {
  let tasks = [...plan.tasks];
  let added = 0;
  for (const e of edits) {
    const i = tasks.length ? e.at % tasks.length : -1;
    const t = tasks[i];
    if (e.op === 'add' || !t) {
      // Task ids are unique in a plan: two added lines with the same value still differ.
      added += 1;
      tasks.push({
        taskId: `${tag}${e.value}-${added}`,
        lcat: `${tag} Specialist ${e.value}`,
        hours: e.value,
        mathRationale: '',
        basis: tag,
      });
    } else if (e.op === 'remove') tasks = tasks.filter((_, k) => k !== i);
    else if (e.op === 'hours') tasks[i] = { ...t, hours: e.value };
    else if (e.op === 'basis') tasks[i] = { ...t, basis: `${tag} note ${e.value}` };
    else tasks[i] = { ...t, lcat: `${t.lcat} (${tag} ${e.value})` };
  }
  return { ...plan, tasks };
}

const clone = <T>(x: T): T => structuredClone(x);

describe('rebasePlan', () => {
  it('an amendment that changes nothing leaves the edited plan identical', () => {
    fc.assert(
      fc.property(planArb, editsArb, (original, edits) => {
        const edited = applyEdits(original, edits, 'u');
        const { plan, changes, conflicts } = rebasePlan(original, edited, clone(original));
        expect(plan).toStrictEqual(edited);
        expect(JSON.stringify(plan)).toBe(JSON.stringify(edited));
        expect(changes).toEqual([]);
        expect(conflicts).toEqual([]);
      }),
    );
  });

  it("an amendment that changes one line's hours changes only that line and keeps every user edit", () => {
    fc.assert(
      fc.property(
        planArb,
        editsArb,
        fc.nat(20),
        fc.integer({ min: 1, max: 9000 }),
        (original, edits, at, hours) => {
          fc.pre(original.tasks.length > 0);
          const i = at % original.tasks.length;
          const regenerated = clone(original);
          const target = regenerated.tasks[i] as Task;
          fc.pre(target.hours !== hours);
          target.hours = hours;
          const edited = applyEdits(original, edits, 'u');
          const { plan, conflicts } = rebasePlan(original, edited, regenerated);
          const origTarget = original.tasks[i] as Task;
          for (const [k, e] of edited.tasks.entries()) {
            const out = plan.tasks[k] as Task;
            const wasTarget = e.taskId === origTarget.taskId;
            if (!wasTarget) expect(JSON.stringify(out)).toBe(JSON.stringify(e));
            else if (e.hours === origTarget.hours) expect(out).toEqual({ ...e, hours });
            else {
              expect(out).toEqual(e);
              if (e.hours !== hours) expect(conflicts.map((c) => c.field)).toContain('hours');
            }
          }
          expect(plan.tasks).toHaveLength(edited.tasks.length);
        },
      ),
    );
  });

  it('random edits and random amendment changes never lose a user edit silently', () => {
    fc.assert(
      fc.property(planArb, editsArb, editsArb, (original, userEdits, amendment) => {
        const edited = applyEdits(original, userEdits, 'u');
        const regenerated = applyEdits(original, amendment, 'a');
        const { plan, conflicts } = rebasePlan(original, edited, regenerated);
        for (const e of edited.tasks) {
          const o = original.tasks.find((t) => t.taskId === e.taskId);
          const out = plan.tasks.find((t) => t.taskId === e.taskId);
          if (!o) {
            expect(out).toEqual(e); // a line the user added is kept as it is
            continue;
          }
          for (const f of ['hours', 'basis', 'lcat'] as const) {
            if (e[f] === o[f]) continue;
            const kept = out?.[f] === e[f];
            const flagged = conflicts.some((c) => c.field === f || c.field === '*');
            expect(kept || flagged).toBe(true);
          }
        }
        for (const c of conflicts)
          expect(plan.openQuestions?.some((q) => q.question.includes(c.lcat))).toBe(true);
      }),
    );
  });
});
