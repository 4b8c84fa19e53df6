import { formatHours, formatNumber2 } from '../format/number';
import { DEFAULT_HOURS_PER_FTE, planTotals } from '../plan/totals';
import type { PlanDiff } from '../schemas/chat';
import type { Task } from '../schemas/plan';

/**
 * What diffPlans needs of a plan.
 * @example
 * const before: DiffablePlan = { tasks: plan.tasks, hoursPerFte: 1880 };
 */
export interface DiffablePlan {
  tasks: readonly Task[];
  hoursPerFte?: number | undefined;
}

const FIELD_ORDER = ['lcat', 'hours', 'location', 'mathRationale', 'basis'];

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

function changedFields(before: Task, after: Task): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('taskId');
  const fields = [...keys].filter(
    (key) =>
      stable((before as Record<string, unknown>)[key]) !== stable((after as Record<string, unknown>)[key]),
  );
  const rank = (key: string) => {
    const i = FIELD_ORDER.indexOf(key);
    return i === -1 ? FIELD_ORDER.length : i;
  };
  return fields.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * What changed between two versions of a plan: tasks added, removed and changed (matched by
 * taskId; the n-th task with an id matches the n-th with the same id), with hours and FTE
 * totals before and after. Used to explain each chat edit.
 * @example
 * diffPlans({ tasks: [pm] }, { tasks: [pm, qa] })
 * // { added: [{ taskId: '2', lcat: 'QA Engineer', hours: 500 }], removed: [], changed: [], hoursBefore: 1880, hoursAfter: 2380, fteBefore: 1, fteAfter: 1.27 }
 */
export function diffPlans(before: DiffablePlan, after: DiffablePlan): PlanDiff {
  const remaining = new Map<string, Task[]>();
  for (const task of before.tasks) remaining.set(task.taskId, [...(remaining.get(task.taskId) ?? []), task]);
  const diff: PlanDiff = {
    added: [],
    removed: [],
    changed: [],
    hoursBefore: 0,
    hoursAfter: 0,
    fteBefore: 0,
    fteAfter: 0,
  };
  for (const task of after.tasks) {
    const previous = remaining.get(task.taskId)?.shift();
    if (!previous) {
      diff.added.push({ taskId: task.taskId, lcat: task.lcat, hours: task.hours });
      continue;
    }
    const fields = changedFields(previous, task);
    if (fields.length > 0) {
      diff.changed.push({
        taskId: task.taskId,
        lcat: task.lcat,
        hoursBefore: previous.hours,
        hoursAfter: task.hours,
        fields,
      });
    }
  }
  for (const tasks of remaining.values()) {
    for (const task of tasks) diff.removed.push({ taskId: task.taskId, lcat: task.lcat, hours: task.hours });
  }
  const totalsBefore = planTotals(before.tasks, before.hoursPerFte ?? DEFAULT_HOURS_PER_FTE);
  const totalsAfter = planTotals(after.tasks, after.hoursPerFte ?? DEFAULT_HOURS_PER_FTE);
  diff.hoursBefore = totalsBefore.totalHours;
  diff.hoursAfter = totalsAfter.totalHours;
  diff.fteBefore = totalsBefore.totalFte;
  diff.fteAfter = totalsAfter.totalFte;
  return diff;
}

const LISTED = 3;

function list<T>(items: readonly T[], show: (item: T) => string): string {
  const shown = items.slice(0, LISTED).map(show);
  if (items.length > LISTED) shown.push(`and ${items.length - LISTED} more`);
  return shown.join('; ');
}

function count(n: number): string {
  return `${n} task${n === 1 ? '' : 's'}`;
}

const FIELD_LABELS: Record<string, string> = {
  lcat: 'role',
  location: 'location',
  mathRationale: 'calculation',
  basis: 'notes',
};

/**
 * One sentence explaining a diff, for chat replies and the terminal.
 * @example
 * describeDiff(diff) // 'Added 1 task (QA Engineer, 500 h); total 2,380 h -> 2,880 h, 1.27 -> 1.53 FTE'
 */
export function describeDiff(diff: PlanDiff): string {
  const parts: string[] = [];
  if (diff.added.length > 0) {
    parts.push(
      `added ${count(diff.added.length)} (${list(diff.added, (t) => `${t.lcat}, ${formatHours(t.hours)}`)})`,
    );
  }
  if (diff.removed.length > 0) {
    parts.push(
      `removed ${count(diff.removed.length)} (${list(diff.removed, (t) => `${t.lcat}, ${formatHours(t.hours)}`)})`,
    );
  }
  if (diff.changed.length > 0) {
    const show = (t: PlanDiff['changed'][number]) => {
      const what =
        t.hoursBefore !== t.hoursAfter
          ? `${formatHours(t.hoursBefore)} -> ${formatHours(t.hoursAfter)}`
          : t.fields.map((f) => FIELD_LABELS[f] ?? f).join(', ');
      return `${t.taskId} ${t.lcat}: ${what}`;
    };
    parts.push(`changed ${count(diff.changed.length)} (${list(diff.changed, show)})`);
  }
  const summary =
    parts.length === 0
      ? `no changes; total ${formatHours(diff.hoursAfter)}, ${formatNumber2(diff.fteAfter)} FTE`
      : `${parts.join('; ')}; total ${formatHours(diff.hoursBefore)} -> ${formatHours(diff.hoursAfter)}, ${formatNumber2(diff.fteBefore)} -> ${formatNumber2(diff.fteAfter)} FTE`;
  return summary.charAt(0).toUpperCase() + summary.slice(1);
}
