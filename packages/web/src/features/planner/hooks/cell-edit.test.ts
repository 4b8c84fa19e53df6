import { DEFAULT_HOURS_PER_FTE, type GeneratedPlan, mergePlan, planView } from '@staffplan/core';
import { describe, expect, it } from 'vitest';
import { cellEditMessage, cellEditUpdate } from './cell-edit';

const plan: GeneratedPlan = {
  hoursPerFte: DEFAULT_HOURS_PER_FTE,
  tasks: [
    {
      taskId: '1.1',
      lcat: 'Program Manager',
      hours: DEFAULT_HOURS_PER_FTE,
      mathRationale: '1 FTE x 1,880 h',
      basis: 'C.3.1',
      hoursSource: 'stated',
      periods: [
        { name: 'Base Year', hours: DEFAULT_HOURS_PER_FTE },
        { name: 'Option Year 1', hours: DEFAULT_HOURS_PER_FTE },
      ],
    },
    { taskId: '2', lcat: 'Analyst', hours: 100, mathRationale: '', basis: '' },
    { taskId: '2', lcat: 'Analyst', hours: 200, mathRationale: '', basis: '', location: 'Norfolk, VA' },
  ],
};

const edited = (index: number, edit: Parameters<typeof cellEditUpdate>[2]) => {
  const result = mergePlan(plan, cellEditUpdate(plan, index, edit));
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.value;
};

describe('a cell edit goes through core mergePlan', () => {
  it('hours: the periods follow the new total, so hours by period agree with the table', () => {
    const next = edited(0, { field: 'hours', value: 940 });
    expect(next.tasks[0]?.hours).toBe(940);
    expect(next.tasks[0]?.periods?.map((p) => p.hours)).toEqual([940, 940]);
    expect(next.tasks[0]?.hoursSource).toBe('assumed');
    expect(next.tasks[0]?.mathRationale).toBe('Set by hand to 940 h (was 1 FTE x 1,880 h)');
    const again = mergePlan(next, cellEditUpdate(next, 0, { field: 'hours', value: 470 }));
    expect(again.ok && again.value.tasks[0]?.mathRationale).toBe('Set by hand to 470 h (was 940 h)');
    const view = planView(next);
    expect(view.totals.totalHours).toBe(940 + 100 + 200);
  });

  it('edits the second of two tasks with the same id, not the first', () => {
    const next = edited(2, { field: 'location', value: '  Charleston, SC ' });
    expect(next.tasks.map((t) => t.location)).toEqual([undefined, undefined, 'Charleston, SC']);
    expect(edited(1, { field: 'lcat', value: 'QA Engineer' }).tasks.map((t) => t.lcat)).toEqual([
      'Program Manager',
      'QA Engineer',
      'Analyst',
    ]);
  });

  it('says what it did, as the version message', () => {
    expect(cellEditMessage(plan.tasks[0]!, { field: 'hours', value: 940 })).toBe(
      'Task 1.1 hours: 1,880 h -> 940 h',
    );
    expect(cellEditMessage(plan.tasks[1]!, { field: 'location', value: 'Remote' })).toBe(
      'Task 2 location: Not specified -> Remote',
    );
  });
});
