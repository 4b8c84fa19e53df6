import { normalizePlan } from '@staffplan/core';
import type { CommandContext } from '../cli/context';
import { type ExportFormat, writeExport } from './export-file';

/**
 * `staffplan export ID --format csv|xlsx [-o FILE]`.
 * @example
 * await exportPlan(ctx, 'p1', { format: 'xlsx' })
 */
export async function exportPlan(
  ctx: CommandContext,
  id: string,
  opts: { format: ExportFormat; output?: string },
): Promise<void> {
  const plan = await ctx.client.plans.get(id);
  const normalized = normalizePlan(plan.generated_plan);
  const tasks = normalized.ok ? normalized.value.tasks : plan.generated_plan.tasks;
  const path = await writeExport(plan.name, tasks, opts.format, opts.output);
  if (path !== '-') ctx.out.info(`Exported ${tasks.length} tasks to ${path}`);
}
