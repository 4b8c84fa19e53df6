import type { PeriodOfPerformance, TaskPeriod } from '../schemas/plan';

/**
 * How a plan's hours are spread over its periods, said once for every surface: when any task
 * has hours by period, a task without them counts all its hours in the first period.
 * @example
 * PERIOD_FALLBACK_RULE // 'A task without hours by period counts all its hours in the first period.'
 */
export const PERIOD_FALLBACK_RULE =
  'A task without hours by period counts all its hours in the first period.';

/**
 * The periods of a plan and each task's hours in them (same order as `names`).
 * @example
 * const b: PeriodBreakdown = { names: ['Base Year'], months: [12], perTask: [[1880]], fallbackTasks: 0 };
 */
export interface PeriodBreakdown {
  /** Period names: the period of performance in order, then any other name a task uses. */
  names: string[];
  /** Months of each period (12 when the period of performance does not give it). */
  months: number[];
  /** Hours of each task in each period, aligned with `names`; empty rows when there are no periods. */
  perTask: number[][];
  /** Tasks whose hours were put in the first period by PERIOD_FALLBACK_RULE. */
  fallbackTasks: number;
}

function finite(n: unknown): number {
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/**
 * Breaks a plan's hours down by period. Empty (no names) when no task has hours by period;
 * otherwise every task has a row, per PERIOD_FALLBACK_RULE.
 * @example
 * periodBreakdown({ tasks: [{ hours: 10, periods: [{ name: 'Base Year', hours: 10 }] }, { hours: 5 }] })
 * // { names: ['Base Year'], months: [12], perTask: [[10], [5]], fallbackTasks: 1 }
 */
export function periodBreakdown(plan: {
  tasks: ReadonlyArray<{ hours: number; periods?: readonly TaskPeriod[] | undefined }>;
  periodOfPerformance?: PeriodOfPerformance | undefined;
}): PeriodBreakdown {
  const index = new Map<string, number>();
  const months: number[] = [];
  for (const period of plan.periodOfPerformance?.periods ?? []) {
    if (index.has(period.name)) continue;
    index.set(period.name, months.length);
    months.push(period.months);
  }
  const anyPeriods = plan.tasks.some((task) => (task.periods?.length ?? 0) > 0);
  if (!anyPeriods) return { names: [], months: [], perTask: plan.tasks.map(() => []), fallbackTasks: 0 };
  for (const task of plan.tasks) {
    for (const period of task.periods ?? []) {
      if (index.has(period.name)) continue;
      index.set(period.name, months.length);
      months.push(12);
    }
  }
  let fallbackTasks = 0;
  const perTask = plan.tasks.map((task) => {
    const row = months.map(() => 0);
    if ((task.periods?.length ?? 0) === 0) {
      fallbackTasks += 1;
      row[0] = finite(task.hours);
      return row;
    }
    for (const period of task.periods ?? []) {
      const i = index.get(period.name) ?? 0;
      row[i] = (row[i] ?? 0) + finite(period.hours);
    }
    return row;
  });
  return { names: [...index.keys()], months, perTask, fallbackTasks };
}
