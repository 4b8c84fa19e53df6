import { formatHours, type GeneratedPlan, type Task } from '@staffplan/core';

/**
 * One cell of the task table edited by hand: a task's hours, role (labour category) or location.
 * @example
 * const edit: CellEdit = { field: 'hours', value: 940 };
 */
export type CellEdit =
  | { field: 'hours'; value: number }
  | { field: 'lcat'; value: string }
  | { field: 'location'; value: string };

/**
 * The update core's mergePlan applies for a cell edit of the task at `index`: the task by its
 * id, preceded by the earlier tasks of the same id unchanged (mergePlan matches the n-th task
 * of an id to the n-th of the update). mergePlan keeps the task true: hours by period scale
 * with a new total, and stated or derived hours become assumed; the calculation method says
 * the hours were set by hand, and what they were.
 * @example
 * mergePlan(plan, cellEditUpdate(plan, 0, { field: 'hours', value: 940 }))
 */
export function cellEditUpdate(plan: GeneratedPlan, index: number, edit: CellEdit): Array<Partial<Task>> {
  const task = plan.tasks[index];
  if (!task) return [];
  const before = plan.tasks
    .slice(0, index)
    .filter((t) => t.taskId === task.taskId)
    .map((t) => ({ taskId: t.taskId }));
  if (edit.field !== 'hours') return [...before, { taskId: task.taskId, [edit.field]: edit.value.trim() }];
  // The shown math must give the shown hours: a hand-set number says so, and what it replaced.
  const was =
    /^Set by hand/.test(task.mathRationale) || !task.mathRationale
      ? formatHours(task.hours)
      : task.mathRationale;
  const mathRationale = `Set by hand to ${formatHours(edit.value)} (was ${was})`;
  return [...before, { taskId: task.taskId, hours: edit.value, mathRationale }];
}

const LABELS = { hours: 'hours', lcat: 'role', location: 'location' } as const;

/**
 * What a cell edit did, in words, as its version's message in the plan's history.
 * @example
 * cellEditMessage(task, { field: 'hours', value: 940 }) // 'Task 1.1 hours: 1,880 h -> 940 h'
 */
export function cellEditMessage(task: Task, edit: CellEdit): string {
  const from =
    edit.field === 'hours' ? formatHours(task.hours) : (task[edit.field] ?? '').trim() || 'Not specified';
  const to = edit.field === 'hours' ? formatHours(edit.value) : edit.value.trim() || 'Not specified';
  return `Task ${task.taskId} ${LABELS[edit.field]}: ${from} -> ${to}`;
}
