import { writeFile } from 'node:fs/promises';
import { exportFileName, type Task, toCsv } from '@staffplan/core';
import { CliError, EXIT } from '../cli/failure';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Writes tasks as CSV or XLSX to `output` (default: the planner's file name in the current
 * folder) and answers the path written.
 * @example
 * await writeExport('Guard services', plan.tasks, 'xlsx') // 'Guard_services_staffing_plan_2026-11-22.xlsx'
 */
export async function writeExport(
  name: string,
  tasks: readonly Task[],
  format: ExportFormat,
  output?: string,
): Promise<string> {
  if (tasks.length === 0) throw new CliError('No data available to export.');
  const path = output ?? exportFileName(name, new Date(), format);
  if (format === 'csv') {
    const csv = toCsv([...tasks]);
    if (path === '-') process.stdout.write(csv);
    else await writeFile(path, csv);
    return path;
  }
  if (path === '-') throw new CliError('XLSX cannot be written to stdout; pass -o FILE.', EXIT.usage);
  const { toXlsx } = await import('@staffplan/core/xlsx');
  await writeFile(path, await toXlsx([...tasks]));
  return path;
}
