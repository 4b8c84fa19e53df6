import { formatHours, normalizePlan } from '@staffplan/core';
import type { CommandContext } from '../cli/context';
import { ask } from '../cli/prompt';
import { renderPlanTable } from '../render/plan-table';

/**
 * `staffplan plans list`: name, id, tasks, hours and last update of every saved plan.
 * @example
 * await listPlans(ctx, { json: true })
 */
export async function listPlans(ctx: CommandContext, opts: { json?: boolean }): Promise<void> {
  const plans = await ctx.client.plans.list();
  if (opts.json) {
    ctx.out.json(plans);
    return;
  }
  const { out } = ctx;
  if (plans.length === 0) {
    out.info('No saved plans yet. Create one with `staffplan generate <file> --name NAME`.');
    return;
  }
  const nameWidth = Math.min(40, Math.max(4, ...plans.map((p) => p.name.length)));
  const idWidth = Math.max(2, ...plans.map((p) => p.id.length));
  out.line(
    out.paint(
      'bold',
      `${'Name'.padEnd(nameWidth)}  ${'ID'.padEnd(idWidth)}  ${'Tasks'.padStart(5)}  ${'Hours'.padStart(12)}  Updated`,
    ),
  );
  for (const p of plans) {
    const name = p.name.length > nameWidth ? `${p.name.slice(0, nameWidth - 1)}…` : p.name;
    out.line(
      `${name.padEnd(nameWidth)}  ${p.id.padEnd(idWidth)}  ${String(p.task_count).padStart(5)}  ${formatHours(p.total_hours).padStart(12)}  ${p.updated_at.slice(0, 10)}`,
    );
  }
}

/**
 * `staffplan plans show ID`: the plan table with totals, or the saved plan as JSON.
 * @example
 * await showPlan(ctx, 'p1', {})
 */
export async function showPlan(ctx: CommandContext, id: string, opts: { json?: boolean }): Promise<void> {
  const plan = await ctx.client.plans.get(id);
  if (opts.json) {
    ctx.out.json(plan);
    return;
  }
  const normalized = normalizePlan(plan.generated_plan);
  const generated = normalized.ok ? normalized.value : plan.generated_plan;
  ctx.out.line(
    `${ctx.out.paint('bold', plan.name)}  ${ctx.out.paint('dim', `Bottom-Up Analysis · ${plan.id}`)}`,
  );
  if (plan.total_fte) ctx.out.line(`FTE target: ${plan.total_fte}`);
  for (const line of renderPlanTable(generated, ctx.out, process.stdout.columns ?? 160)) ctx.out.line(line);
}

/**
 * `staffplan plans delete ID`: asks on a terminal unless --yes.
 * @example
 * await deletePlan(ctx, 'p1', { yes: true })
 */
export async function deletePlan(ctx: CommandContext, id: string, opts: { yes?: boolean }): Promise<void> {
  if (!opts.yes && process.stdin.isTTY === true) {
    const answer = await ask(`Delete plan ${id}? This cannot be undone. [y/N] `);
    if (!/^y(es)?$/i.test(answer)) {
      ctx.out.info('Kept the plan.');
      return;
    }
  }
  await ctx.client.plans.delete(id);
  ctx.out.info(`Deleted plan ${id}.`);
}
