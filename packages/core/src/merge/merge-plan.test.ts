import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePlan } from '../plan/normalize';
import type { GeneratedPlan } from '../schemas/plan';
import { mergePlan, updateMode } from './merge-plan';
import { UndoHistory } from './undo-history';

const pm = { taskId: '1', lcat: 'Program Manager', hours: 1880, mathRationale: '1 FTE', basis: 'C.3.1' };
const dev = {
  taskId: '2',
  lcat: 'Developer',
  hours: 500,
  mathRationale: '',
  basis: 'C.3.2',
  location: 'Remote',
};
const plan: GeneratedPlan = {
  tasks: [pm, dev],
  thinkingProcess: 'Read C.3',
  hoursPerFte: 1880,
  title: 'Guard',
};

function value<T>(result: { ok: true; value: T } | { ok: false; errors: string[] }): T {
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.value;
}

describe('mergePlan', () => {
  it('updates a known task with only the fields the update gives', () => {
    const next = value(mergePlan(plan, [{ taskId: '2', hours: '940' }]));
    expect(next.tasks).toEqual([pm, { ...dev, hours: 940 }]);
    expect(next.thinkingProcess).toBe('Read C.3');
  });

  it('adds a task with a new id, reading aliases', () => {
    const next = value(
      mergePlan(plan, { partial: true, tasks: [{ taskId: 3, role: 'QA Engineer', hours: 500 }] }),
    );
    expect(next.tasks.map((t) => [t.taskId, t.lcat, t.hours])).toEqual([
      ['1', 'Program Manager', 1880],
      ['2', 'Developer', 500],
      ['3', 'QA Engineer', 500],
    ]);
  });

  it('numbers an added task without id after the highest id', () => {
    const next = value(mergePlan(plan, [{ lcat: 'UX Designer', hours: 100 }]));
    expect(next.tasks[2]).toMatchObject({ taskId: '3', lcat: 'UX Designer' });
  });

  it('removes the ids in removedTaskIds and renames a role through an alias', () => {
    const next = value(
      mergePlan(plan, { updatedTasks: [{ taskId: '1', role: 'Project Manager' }], removedTaskIds: [2] }),
    );
    expect(next.tasks).toEqual([{ ...pm, lcat: 'Project Manager' }]);
  });

  it('replaces the tasks with a whole plan and keeps the plan fields it lacks', () => {
    const qa = { taskId: '9', lcat: 'QA Engineer', hours: 500, mathRationale: '', basis: '' };
    const next = value(mergePlan({ ...plan, hoursPerFte: 2080 }, { finalStaffingPlan: { tasks: [qa] } }));
    expect(next).toEqual({ tasks: [qa], thinkingProcess: 'Read C.3', hoursPerFte: 2080, title: 'Guard' });
    expect(updateMode(JSON.stringify({ tasks: [] }))).toBe('replace');
  });

  it('rejects unusable updates and leaves the plan untouched', () => {
    const before = structuredClone(plan);
    expect(mergePlan(plan, {}).ok).toBe(false);
    expect(mergePlan(plan, [1, 2])).toEqual({
      ok: false,
      errors: ['tasks.0: expected a task object', 'tasks.1: expected a task object'],
    });
    expect(mergePlan(plan, 'nonsense').ok).toBe(false);
    expect(plan).toEqual(before);
  });
});

const taskArb = fc.record(
  {
    taskId: fc.oneof(fc.constantFrom('1', '2', '3', '1.1'), fc.string({ maxLength: 4 })),
    lcat: fc.string({ maxLength: 20 }),
    hours: fc.oneof(fc.nat(20_000), fc.double({ min: 0, max: 1e6, noNaN: true })),
    mathRationale: fc.string(),
    basis: fc.string(),
    location: fc.string({ maxLength: 10 }),
    requirementRefs: fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
  },
  { requiredKeys: ['lcat', 'hours'] },
);
const planArb = fc
  .record(
    { tasks: fc.array(taskArb, { maxLength: 12 }), thinkingProcess: fc.string() },
    { requiredKeys: ['tasks'] },
  )
  .map((raw) => value(normalizePlan(raw)));

describe('mergePlan properties', () => {
  it('merging a plan into itself changes nothing (whole plan and task list)', () => {
    fc.assert(
      fc.property(planArb, (p) => {
        expect(value(mergePlan(p, p))).toEqual(p);
        expect(value(mergePlan(p, structuredClone(p.tasks)))).toEqual(p);
        expect(value(mergePlan(p, JSON.stringify(p)))).toEqual(p);
      }),
      { numRuns: 300 },
    );
  });

  it('merge then undo restores the previous plan', () => {
    const updateArb = fc.oneof(planArb, fc.array(taskArb, { maxLength: 5 }), fc.jsonValue());
    fc.assert(
      fc.property(planArb, fc.array(updateArb, { minLength: 1, maxLength: 12 }), (start, updates) => {
        const history = new UndoHistory();
        const versions: GeneratedPlan[] = [];
        let currentPlan = start;
        for (const update of updates) {
          const merged = mergePlan(currentPlan, update);
          if (!merged.ok) continue;
          history.push(currentPlan);
          versions.push(structuredClone(currentPlan));
          currentPlan = merged.value;
        }
        const kept = versions.slice(-10);
        expect(history.size).toBe(kept.length);
        for (const expected of kept.reverse()) expect(history.undo()).toEqual(expected);
        expect(history.canUndo).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('UndoHistory', () => {
  it('keeps the last 10 versions', () => {
    const history = new UndoHistory<number>();
    for (let i = 1; i <= 12; i += 1) history.push(i);
    expect(history.size).toBe(10);
    expect(history.undo()).toBe(12);
    const rest: number[] = [];
    while (history.canUndo) rest.push(history.undo() as number);
    expect(rest).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(history.undo()).toBeUndefined();
  });

  it('is not changed by later edits of a pushed plan', () => {
    const history = new UndoHistory();
    const p = structuredClone(plan);
    history.push(p);
    p.tasks[0]!.hours = 1;
    expect(history.undo()?.tasks[0]?.hours).toBe(1880);
  });
});

describe('an hours edit keeps the task true', () => {
  const stated: GeneratedPlan = {
    hoursPerFte: 2080,
    tasks: [
      {
        taskId: '1.1',
        lcat: 'Program Manager',
        hours: 2080,
        mathRationale: '1 FTE x 2,080 h = 2,080',
        basis: 'J.2 table',
        hoursSource: 'stated',
        citation: { ref: 'J.2', quote: 'Program Manager | 2,080 | 2,080' },
        periods: [
          { name: 'Base Year', hours: 2080 },
          { name: 'Option Year 1', hours: 2080 },
        ],
      },
    ],
  };

  it("scales the hours by period and marks the hours as the user's judgement", () => {
    const merged = mergePlan(stated, [{ taskId: '1.1', hours: 1040 }]);
    expect(merged.ok).toBe(true);
    const task = merged.ok ? merged.value.tasks[0] : undefined;
    expect(task?.periods).toEqual([
      { name: 'Base Year', hours: 1040 },
      { name: 'Option Year 1', hours: 1040 },
    ]);
    expect(task?.hoursSource).toBe('assumed');
  });

  it('leaves source and periods alone when the hours do not change', () => {
    const merged = mergePlan(stated, [{ taskId: '1.1', location: 'Remote' }]);
    const task = merged.ok ? merged.value.tasks[0] : undefined;
    expect(task?.hoursSource).toBe('stated');
    expect(task?.periods?.[1]?.hours).toBe(2080);
  });
});
