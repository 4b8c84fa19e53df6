import { formatHours, normalizePlan, toCsv } from '@staffplan/core';
import type { CommandContext } from '../cli/context';
import { confirmed } from '../cli/confirm';
import { clip, outputFormat, printCsv, tableWidth } from '../cli/list-output';
import { SHORT_ID_LENGTH } from '../cli/plan-id';
import { renderPlanReport } from '../render/plan-notes';

/** Options of the list and show commands. */
export interface ViewOptions {
  json?: boolean;
  output?: string;
  wide?: boolean;
}

/**
 * `staffplan plans list`: id, name, tasks, hours and last update of every saved plan. On a
 * terminal the table fits its width (ids shortened to 8 characters, which every command
 * accepts); with `--wide` or on a pipe every id and name is whole. `--output json|csv` too.
 * @example
 * await listPlans(ctx, { output: 'csv' })
 */
export async function listPlans(ctx: CommandContext, opts: ViewOptions): Promise<void> {
  const format = outputFormat(opts);
  const plans = await ctx.client.plans.list();
  const { out } = ctx;
  if (format === 'json') return out.json(plans);
  if (format === 'csv') {
    const header = ['ID', 'Name', 'Tasks', 'Hours', 'FTE target', 'Created', 'Updated'];
    const rows = plans.map((p) => [
      p.id,
      p.name,
      String(p.task_count),
      String(p.total_hours),
      p.total_fte === null ? '' : String(p.total_fte),
      p.created_at,
      p.updated_at,
    ]);
    return printCsv(out, header, rows);
  }
  if (plans.length === 0) {
    out.info('No saved plans yet. Create one with `staffplan generate <file> --name NAME`.');
    return;
  }
  const width = tableWidth(opts);
  const whole = width === Number.POSITIVE_INFINITY;
  const ids = plans.map((p) => (whole ? p.id : p.id.slice(0, SHORT_ID_LENGTH)));
  const idWidth = Math.max(2, ...ids.map((id) => id.length));
  const hours = plans.map((p) => formatHours(p.total_hours));
  const hoursWidth = Math.max(5, ...hours.map((h) => h.length));
  const fixed = idWidth + 5 + hoursWidth + 10 + 4 * 2;
  const longest = Math.max(4, ...plans.map((p) => p.name.length));
  const nameWidth = whole ? longest : Math.max(8, Math.min(longest, width - fixed - 1));
  const row = (cells: string[]) =>
    [
      (cells[0] ?? '').padEnd(idWidth),
      clip(cells[1] ?? '', nameWidth).padEnd(nameWidth),
      (cells[2] ?? '').padStart(5),
      (cells[3] ?? '').padStart(hoursWidth),
      cells[4] ?? '',
    ].join('  ');
  out.line(out.paint('bold', row(['ID', 'Name', 'Tasks', 'Hours', 'Updated'])));
  plans.forEach((p, i) => {
    out.line(row([ids[i] ?? p.id, p.name, String(p.task_count), hours[i] ?? '', p.updated_at.slice(0, 10)]));
  });
}

/**
 * `staffplan plans show ID`: the plan table with totals (fitted to the terminal, whole with
 * `--wide` or on a pipe), or the saved plan as JSON, or its tasks as CSV (the export's CSV).
 * @example
 * await showPlan(ctx, 'p1', { wide: true })
 */
export async function showPlan(ctx: CommandContext, id: string, opts: ViewOptions): Promise<void> {
  const format = outputFormat(opts);
  const plan = await ctx.client.plans.get(id);
  if (format === 'json') return ctx.out.json(plan);
  const normalized = normalizePlan(plan.generated_plan);
  const generated = normalized.ok ? normalized.value : plan.generated_plan;
  if (format === 'csv') {
    process.stdout.write(toCsv(generated));
    return;
  }
  ctx.out.line(
    `${ctx.out.paint('bold', plan.name)}  ${ctx.out.paint('dim', `Bottom-Up Analysis · ${plan.id}`)}`,
  );
  if (plan.total_fte) ctx.out.line(`FTE target: ${plan.total_fte}`);
  for (const line of renderPlanReport(generated, ctx.out, tableWidth(opts))) ctx.out.line(line);
}

/**
 * `staffplan plans delete ID`: asks on a terminal unless --yes; without a terminal (a script,
 * a pipe) it deletes only with --yes, as gh does, and exits 2 otherwise.
 * @example
 * await deletePlan(ctx, 'p1', { yes: true })
 */
export async function deletePlan(ctx: CommandContext, id: string, opts: { yes?: boolean }): Promise<void> {
  const question = `Delete plan ${id}? This cannot be undone. [y/N] `;
  if (!(await confirmed(opts.yes, question, `Not deleting plan ${id}`))) {
    ctx.out.info('Kept the plan.');
    return;
  }
  await ctx.client.plans.delete(id);
  ctx.out.info(`Deleted plan ${id}.`);
}
