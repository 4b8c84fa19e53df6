import { describe, expect, it } from 'vitest';
import { PlanDiffSchema } from '../schemas/chat';
import { describeDiff, diffPlans } from './diff-plans';

const t = (taskId: string, lcat: string, hours: number, extra: Record<string, unknown> = {}) => ({
  taskId,
  lcat,
  hours,
  mathRationale: '',
  basis: '',
  ...extra,
});
const pm = t('1', 'Program Manager', 1880);
const dev = t('2', 'Developer', 500);

describe('diffPlans', () => {
  it('reports an added task with totals before and after', () => {
    const diff = diffPlans({ tasks: [pm, dev] }, { tasks: [pm, dev, t('3', 'QA Engineer', 500)] });
    // The diff travels in chat responses: it must match the wire schema exactly.
    expect(PlanDiffSchema.parse(diff)).toEqual(diff);
    expect(diff).toEqual({
      added: [{ taskId: '3', lcat: 'QA Engineer', hours: 500 }],
      removed: [],
      changed: [],
      hoursBefore: 2380,
      hoursAfter: 2880,
      fteBefore: 1.27,
      fteAfter: 1.53,
    });
    expect(describeDiff(diff)).toBe(
      'Added 1 task (QA Engineer, 500 h); total 2,380 h -> 2,880 h, 1.27 -> 1.53 FTE',
    );
  });

  it('reports removed and changed tasks with the fields that changed', () => {
    const diff = diffPlans(
      { tasks: [pm, dev] },
      { tasks: [{ ...pm, hours: 940, location: 'Remote', basis: 'C.3.1' }] },
    );
    expect(diff.removed).toEqual([{ taskId: '2', lcat: 'Developer', hours: 500 }]);
    expect(diff.changed).toEqual([
      {
        taskId: '1',
        lcat: 'Program Manager',
        hoursBefore: 1880,
        hoursAfter: 940,
        fields: ['hours', 'location', 'basis'],
      },
    ]);
    expect(describeDiff(diff)).toBe(
      'Removed 1 task (Developer, 500 h); changed 1 task (1 Program Manager: 1,880 h -> 940 h); total 2,380 h -> 940 h, 1.27 -> 0.50 FTE',
    );
  });

  it('names fields when hours stay the same, and lists at most three tasks', () => {
    const before = { tasks: [1, 2, 3, 4].map((i) => t(String(i), 'Developer', 100)) };
    const after = { tasks: before.tasks.map((x) => ({ ...x, lcat: 'Senior Developer' })) };
    expect(describeDiff(diffPlans(before, after))).toBe(
      'Changed 4 tasks (1 Senior Developer: role; 2 Senior Developer: role; 3 Senior Developer: role; and 1 more); total 400 h -> 400 h, 0.21 -> 0.21 FTE',
    );
  });

  it('says when nothing changed, and matches duplicate ids in order', () => {
    const plan = { tasks: [pm, { ...pm, hours: 10 }] };
    const diff = diffPlans(plan, structuredClone(plan));
    expect(diff.added.length + diff.removed.length + diff.changed.length).toBe(0);
    expect(describeDiff(diff)).toBe('No changes; total 1,890 h, 1.01 FTE');
  });

  it('uses each plan hours per FTE', () => {
    expect(diffPlans({ tasks: [t('1', 'PM', 2080)], hoursPerFte: 2080 }, { tasks: [] }).fteBefore).toBe(1);
  });
});
