import { formatFte, formatHours, type GeneratedPlan, inferLocation, planTotals } from '@staffplan/core';
import type { Output } from '../cli/output';

const COLUMNS = ['Task Number', 'Location', 'Role', 'Hours', 'Calculation Method', 'Notes'] as const;
const WIDTH_CAPS = [12, 18, 28, 11, 40, 48] as const;

function clip(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= width ? flat : `${flat.slice(0, Math.max(0, width - 1))}…`;
}

/**
 * The plan as a text table with the planner's columns and footer (Total Hours, Total FTE,
 * Unique Roles, tasks). Hours are right-aligned; long cells are clipped with an ellipsis.
 * @example
 * renderPlanTable(plan, out) // lines ready to print
 */
export function renderPlanTable(plan: GeneratedPlan, out: Pick<Output, 'paint'>, maxWidth = 160): string[] {
  if (plan.tasks.length === 0) return ['No data available'];
  const rows = plan.tasks.map((task) => [
    task.taskId,
    task.location?.trim() || inferLocation(task),
    task.lcat,
    formatHours(task.hours),
    task.mathRationale,
    task.basis,
  ]);
  const widths = COLUMNS.map((title, i) =>
    Math.min(WIDTH_CAPS[i] ?? 20, Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length))),
  );
  // Shrink the Notes column first, then Calculation Method, to fit the terminal.
  const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1);
  for (const i of [5, 4])
    while (total() > maxWidth && (widths[i] ?? 0) > 12) widths[i] = (widths[i] ?? 0) - 1;
  const cell = (text: string, i: number) => {
    const w = widths[i] ?? 10;
    const clipped = clip(text, w);
    return i === 3 ? clipped.padStart(w) : clipped.padEnd(w);
  };
  const join = (cells: string[]) => cells.map(cell).join('  ').trimEnd();
  const totals = planTotals(plan.tasks, plan.hoursPerFte);
  return [
    out.paint('bold', join([...COLUMNS])),
    out.paint('dim', widths.map((w) => '─'.repeat(w)).join('  ')),
    ...rows.map(join),
    out.paint('dim', widths.map((w) => '─'.repeat(w)).join('  ')),
    `Total Hours: ${out.paint('bold', formatHours(totals.totalHours))}   Total FTE: ${out.paint('bold', formatFte(totals.totalFte))}   Unique Roles: ${totals.uniqueRoles}   Tasks: ${totals.taskCount}`,
  ];
}
