import { DEFAULT_HOURS_PER_FTE } from '../contract/limits';
import type { PeriodOfPerformance, TaskPeriod } from '../schemas/plan';
import { type PeriodBreakdown, periodBreakdown } from './period-hours';

/** Hours a full-time person works in a year, defined with the API's other limits. */
export { DEFAULT_HOURS_PER_FTE };

/**
 * The footer numbers of a plan table.
 * @example
 * const totals: PlanTotals = planTotals(plan.tasks); // { totalHours: 2380, totalFte: 1.27, uniqueRoles: 2, taskCount: 2 }
 */
export interface PlanTotals {
  totalHours: number;
  totalFte: number;
  uniqueRoles: number;
  taskCount: number;
}

/**
 * Rounds to two decimals (half away from zero, safe for values like 1.005).
 * @example
 * round2(1.266) // 1.27
 */
export function round2(n: number): number {
  return Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;
}

function safeHours(hours: unknown): number {
  return typeof hours === 'number' && Number.isFinite(hours) ? hours : 0;
}

/**
 * Totals of a plan: hours, FTE = hours / hoursPerFte rounded to two decimals, the number of
 * distinct roles and of tasks.
 * @example
 * planTotals([{ lcat: 'Developer', hours: 1880 }]) // { totalHours: 1880, totalFte: 1, uniqueRoles: 1, taskCount: 1 }
 */
export function planTotals(
  tasks: ReadonlyArray<{ lcat: string; hours: number }>,
  hoursPerFte: number = DEFAULT_HOURS_PER_FTE,
): PlanTotals {
  let sum = 0;
  const roles = new Set<string>();
  for (const task of tasks) {
    sum += safeHours(task.hours);
    roles.add(String(task.lcat ?? '').trim());
  }
  const totalHours = round2(sum);
  return {
    totalHours,
    totalFte: hoursPerFte > 0 ? round2(totalHours / hoursPerFte) : 0,
    uniqueRoles: roles.size,
    taskCount: tasks.length,
  };
}

/**
 * Hours and FTE of one period of performance.
 * @example
 * const base: PeriodTotal = { name: 'Base Year', months: 12, hours: 3760, fte: 2 };
 */
export interface PeriodTotal {
  name: string;
  months: number;
  hours: number;
  fte: number;
}

/**
 * Hours and FTE per period of performance, from the tasks' `periods` (PERIOD_FALLBACK_RULE:
 * a task without them counts all its hours in the first period). A period's FTE is its hours
 * over the hours one person works in that period (hoursPerFte x months / 12); periods of
 * unknown length count as 12 months. Empty when no task has periods.
 * @example
 * periodTotals({ hoursPerFte: 1880, tasks: [{ taskId: '1', lcat: 'PM', hours: 1880, mathRationale: '', basis: '', periods: [{ name: 'Base Year', hours: 1880 }, { name: 'Option Year 1', hours: 940 }] }] })
 * // [{ name: 'Base Year', months: 12, hours: 1880, fte: 1 }, { name: 'Option Year 1', months: 12, hours: 940, fte: 0.5 }]
 */
export function periodTotals(plan: {
  tasks: ReadonlyArray<{ hours: number; periods?: readonly TaskPeriod[] | undefined }>;
  periodOfPerformance?: PeriodOfPerformance | undefined;
  hoursPerFte?: number | undefined;
}): PeriodTotal[] {
  return periodTotalsOf(periodBreakdown(plan), plan.hoursPerFte ?? DEFAULT_HOURS_PER_FTE);
}

/**
 * Period totals of an already computed breakdown (planView uses it to avoid a second pass).
 * @example
 * periodTotalsOf(periodBreakdown(plan), 1880)
 */
export function periodTotalsOf(breakdown: PeriodBreakdown, hoursPerFte: number): PeriodTotal[] {
  return breakdown.names.map((name, i) => {
    let total = 0;
    for (const row of breakdown.perTask) total += row[i] ?? 0;
    const length = breakdown.months[i] ?? 12;
    const capacity = (hoursPerFte * length) / 12;
    return { name, months: length, hours: round2(total), fte: capacity > 0 ? round2(total / capacity) : 0 };
  });
}

/**
 * Width in percent of a task's hours bar: min(100, 20 + hours x 0.01).
 * @example
 * hoursBarWidth(1880) // 38.8
 * hoursBarWidth(50000) // 100
 */
export function hoursBarWidth(hours: number): number {
  const h = Number.isFinite(hours) && hours > 0 ? hours : 0;
  return Math.min(100, round2(20 + h * 0.01));
}
