import { describe, expect, it } from 'vitest';
import type { GeneratedPlan, Task } from '../schemas/plan';
import { rebasePlan } from './rebase';

describe('rebasePlan on hand-written plans', () => {
  it('adds what the amendment adds, removes what it removes, and keeps a removed line the user edited', () => {
    const base: Task = {
      taskId: '1',
      lcat: 'Guard',
      location: 'Glynco, GA',
      hours: 8760,
      mathRationale: '',
      basis: '',
    };
    const pm: Task = { taskId: '2', lcat: 'Program Manager', hours: 1880, mathRationale: '', basis: '' };
    const original: GeneratedPlan = { hoursPerFte: 1880, tasks: [base, pm] };
    const edited: GeneratedPlan = { hoursPerFte: 1880, tasks: [{ ...base, hours: 9000 }, pm] };
    const site: Task = {
      taskId: '2',
      lcat: 'Guard',
      location: 'Artesia, NM',
      hours: 8760,
      mathRationale: '',
      basis: '',
    };
    const regenerated: GeneratedPlan = { hoursPerFte: 1880, tasks: [site, { ...pm, hours: 2080 }] };
    const { plan, changes, conflicts } = rebasePlan(original, edited, regenerated);
    expect(plan.tasks.map((t) => [t.taskId, t.lcat, t.location, t.hours])).toEqual([
      ['3', 'Guard', 'Artesia, NM', 8760],
      ['1', 'Guard', 'Glynco, GA', 9000],
      ['2', 'Program Manager', undefined, 2080],
    ]);
    expect(changes.map((c) => c.kind).sort()).toEqual(['added', 'changed', 'conflict']);
    expect(conflicts[0]).toMatchObject({ field: '*', lcat: 'Guard', amendment: undefined });
    expect(plan.openQuestions?.[0]?.question).toMatch(/Guard/);
  });
  it("keeps a line's hours and periods together when the user set its hours", () => {
    const periods = (h: number) => [
      { name: 'Base Year', hours: h },
      { name: 'Option Year 1', hours: h },
    ];
    const line: Task = {
      taskId: '1',
      lcat: 'Analyst',
      hours: 2080,
      mathRationale: '1 FTE',
      basis: '',
      periods: periods(2080),
    };
    const original: GeneratedPlan = { hoursPerFte: 2080, tasks: [line] };
    const edited: GeneratedPlan = {
      ...original,
      tasks: [
        {
          ...line,
          hours: 1040,
          periods: [
            { name: 'Base Year', hours: 1040 },
            { name: 'Option Year 1', hours: 2080 },
          ],
        },
      ],
    };
    const regenerated: GeneratedPlan = {
      ...original,
      tasks: [
        {
          ...line,
          periods: [...periods(2080), { name: 'Option Year 2', hours: 2080 }],
          basis: 'Amendment 1',
        },
      ],
    };
    const { plan, conflicts } = rebasePlan(original, edited, regenerated);
    expect(plan.tasks[0]).toEqual({ ...edited.tasks[0], basis: 'Amendment 1' });
    expect(conflicts.map((c) => c.field)).toEqual(['periods']);
  });
});
