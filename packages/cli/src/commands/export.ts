import { normalizePlan } from '@staffplan/core';
import type { CommandContext } from '../cli/context';
import { CliError, EXIT } from '../cli/failure';
import { checkDocumentFlags, type DocumentFlags, writeDocuments } from './export-documents';
import { type ExportFormat, exportTarget, writeExport } from './export-file';

/**
 * `staffplan export ID [--format csv|xlsx [-o FILE]] [--cost-volume FILE.xlsx] [--boe FILE.docx]
 * [--template TEMPLATE.xlsx --out FILE.xlsx] [--force]`: one or more exports of a saved plan.
 * The flags are checked before the plan is fetched.
 * @example
 * await exportPlan(ctx, 'p1', { format: 'xlsx' })
 * await exportPlan(ctx, 'p1', { costVolume: 'cv.xlsx', boe: 'boe.docx', force: true })
 */
export async function exportPlan(
  ctx: CommandContext,
  id: string,
  opts: { format?: ExportFormat; output?: string } & DocumentFlags,
): Promise<void> {
  const documents = checkDocumentFlags(opts);
  const format = exportTarget(opts);
  if (format === undefined && documents.length === 0) {
    throw new CliError(
      'Choose what to export: --format csv|xlsx, --cost-volume FILE.xlsx, --boe FILE.docx or --template TEMPLATE.xlsx --out FILE.xlsx.',
      EXIT.usage,
    );
  }
  const plan = await ctx.client.plans.get(id);
  const normalized = normalizePlan(plan.generated_plan);
  const generated = normalized.ok ? normalized.value : plan.generated_plan;
  if (format !== undefined) {
    const path = await writeExport(plan.name, generated, format, opts.output, opts.force === true);
    if (path !== '-') ctx.out.info(`Exported ${generated.tasks.length} tasks to ${path}`);
  }
  if (documents.length > 0) {
    if (generated.tasks.length === 0) throw new CliError('No data available to export.');
    await writeDocuments(ctx.out, plan.name, generated, opts);
  }
}
