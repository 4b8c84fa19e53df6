import { formatFte, formatHours, type GeneratedPlan, type PlanView, planView } from '@staffplan/core';
import type { Output, Tone } from '../cli/output';

const BASE_COLUMNS = ['Task Number', 'Location', 'Role', 'Hours', 'Calculation Method', 'Notes'] as const;
const BASE_CAPS = [12, 18, 28, 11, 40, 48] as const;
const HOURS = 3;
const SOURCE_TONES: Readonly<Record<string, Tone>> = { stated: 'green', derived: 'cyan', assumed: 'yellow' };

function clip(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= width ? flat : `${flat.slice(0, Math.max(0, width - 1))}…`;
}

/**
 * The plan as a text table with the planner's columns and footer (Total Hours, Total FTE,
 * Unique Roles, tasks), all read from planView. When the plan says where its hours come from,
 * a Source column (Stated / Derived / Assumed) follows Hours, coloured only on a terminal.
 * Hours are right-aligned; long cells are clipped with an ellipsis.
 * @example
 * renderPlanTable(plan, out) // lines ready to print
 */
export function renderPlanTable(
  plan: GeneratedPlan,
  out: Pick<Output, 'paint'>,
  maxWidth = 160,
  view: PlanView = planView(plan),
): string[] {
  if (view.rows.length === 0) return ['No data available'];
  const withSource = view.rows.some((row) => row.source !== null);
  const columns: string[] = [...BASE_COLUMNS];
  const caps: number[] = [...BASE_CAPS];
  if (withSource) {
    columns.splice(HOURS + 1, 0, 'Source');
    caps.splice(HOURS + 1, 0, 8);
  }
  const rows = view.rows.map(({ task, location, sourceLabel }) => {
    const cells = [task.taskId, location, task.lcat, formatHours(task.hours), task.mathRationale, task.basis];
    if (withSource) cells.splice(HOURS + 1, 0, sourceLabel || '-');
    return cells;
  });
  // Unlimited width (--wide, a pipe): every cell whole. Else capped, then fitted to the terminal.
  const whole = maxWidth === Number.POSITIVE_INFINITY;
  const widths = columns.map((title, i) =>
    Math.min(
      whole ? Number.POSITIVE_INFINITY : (caps[i] ?? 20),
      Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
    ),
  );
  // Shrink Notes, then Calculation Method, then Role, then Location (80 columns fit, unwrapped).
  const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1);
  const shrink: [number, number][] = [
    [columns.length - 1, 12],
    [columns.length - 2, 12],
    [columns.length - 1, 8],
    [columns.length - 2, 8],
    [2, 12],
    [1, 8],
  ];
  for (const [i, min] of shrink)
    while (total() > maxWidth && (widths[i] ?? 0) > min) widths[i] = (widths[i] ?? 0) - 1;
  const sourceCol = withSource ? HOURS + 1 : -1;
  const cell = (text: string, i: number) => {
    const w = widths[i] ?? 10;
    const clipped = clip(text, w);
    const padded = i === HOURS ? clipped.padStart(w) : clipped.padEnd(w);
    const tone = i === sourceCol ? SOURCE_TONES[text.toLowerCase()] : undefined;
    return tone ? out.paint(tone, padded) : padded;
  };
  const join = (cells: string[]) => cells.map(cell).join('  ').trimEnd();
  const rule = out.paint('dim', widths.map((w) => '─'.repeat(w)).join('  '));
  const { totals } = view;
  return [
    out.paint('bold', join(columns)),
    rule,
    ...rows.map(join),
    rule,
    `Total Hours: ${out.paint('bold', formatHours(totals.totalHours))}   Total FTE: ${out.paint('bold', formatFte(totals.totalFte))}   Unique Roles: ${totals.uniqueRoles}   Tasks: ${totals.taskCount}`,
  ];
}
