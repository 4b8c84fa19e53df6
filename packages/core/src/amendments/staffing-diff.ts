import { DEFAULT_HOURS_PER_FTE, periodTotals, round2 } from '../plan/totals';
import type { GeneratedPlan, Task } from '../schemas/plan';
import { lineKeys, matchLines } from './line-keys';
import { same } from './same';

/** Hours and FTE of one period, before and after. */
export interface PeriodDelta {
  period: string;
  hoursBefore: number;
  hoursAfter: number;
  fteBefore: number;
  fteAfter: number;
}

/** One line of the staffing diff. */
export interface LineDelta {
  taskKey: string;
  lcat: string;
  location?: string;
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  hoursBefore: number;
  hoursAfter: number;
  fteBefore: number;
  fteAfter: number;
  periods: PeriodDelta[];
}

/** What an amendment did to the staffing, for display. */
export interface StaffingDiff {
  lines: LineDelta[];
  added: number;
  removed: number;
  changed: number;
  totals: { hoursBefore: number; hoursAfter: number; fteBefore: number; fteAfter: number };
  periods: PeriodDelta[];
}

type Plan = Pick<GeneratedPlan, 'tasks' | 'periodOfPerformance' | 'hoursPerFte'>;

function periodRows(before: Plan, after: Plan): PeriodDelta[] {
  const b = periodTotals(before);
  const a = periodTotals(after);
  const names = [
    ...b.map((p) => p.name),
    ...a.map((p) => p.name).filter((n) => !b.some((p) => p.name === n)),
  ];
  return names.map((period) => {
    const x = b.find((p) => p.name === period);
    const y = a.find((p) => p.name === period);
    return {
      period,
      hoursBefore: x?.hours ?? 0,
      hoursAfter: y?.hours ?? 0,
      fteBefore: x?.fte ?? 0,
      fteAfter: y?.fte ?? 0,
    };
  });
}

const one = (plan: Plan, task: Task | undefined): Plan => ({ ...plan, tasks: task ? [task] : [] });

/**
 * The staffing change between two plans (before and after an amendment): each line matched by
 * its key (labour category, location, work area) with its status, hours and FTE before and
 * after, overall and by period, and the totals. Unchanged lines are listed too (status
 * 'unchanged') so a table can show the whole plan.
 * @example
 * staffingDiff(before, after).totals // { hoursBefore: 3760, hoursAfter: 5640, fteBefore: 2, fteAfter: 3 }
 */
export function staffingDiff(before: Plan, after: Plan): StaffingDiff {
  const fte = (plan: Plan, hours: number) => round2(hours / (plan.hoursPerFte || DEFAULT_HOURS_PER_FTE));
  const keysB = lineKeys(before.tasks);
  const keysA = lineKeys(after.tasks);
  const bOfA = matchLines(before.tasks, after.tasks);
  const matched = new Set(bOfA.filter((i) => i >= 0));
  const line = (key: string, b: Task | undefined, a: Task | undefined): LineDelta => {
    const status = !b
      ? 'added'
      : !a
        ? 'removed'
        : same({ ...b, taskId: '' }, { ...a, taskId: '' })
          ? 'unchanged'
          : 'changed';
    const t = (a ?? b) as Task;
    return {
      taskKey: key,
      lcat: t.lcat,
      ...(t.location !== undefined && { location: t.location }),
      status,
      hoursBefore: b?.hours ?? 0,
      hoursAfter: a?.hours ?? 0,
      fteBefore: fte(before, b?.hours ?? 0),
      fteAfter: fte(after, a?.hours ?? 0),
      periods: periodRows(one(before, b), one(after, a)),
    };
  };
  const lines: LineDelta[] = [];
  before.tasks.forEach((b, i) => {
    if (!matched.has(i)) lines.push(line(keysB[i] as string, b, undefined));
  });
  after.tasks.forEach((a, j) => {
    const i = bOfA[j] ?? -1;
    lines.push(line(keysA[j] as string, i >= 0 ? before.tasks[i] : undefined, a));
  });
  const sum = (f: (l: LineDelta) => number) => round2(lines.reduce((s, l) => s + f(l), 0));
  const hoursBefore = sum((l) => l.hoursBefore);
  const hoursAfter = sum((l) => l.hoursAfter);
  return {
    lines,
    added: lines.filter((l) => l.status === 'added').length,
    removed: lines.filter((l) => l.status === 'removed').length,
    changed: lines.filter((l) => l.status === 'changed').length,
    totals: {
      hoursBefore,
      hoursAfter,
      fteBefore: fte(before, hoursBefore),
      fteAfter: fte(after, hoursAfter),
    },
    periods: periodRows(before, after),
  };
}
