import { existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, extname } from 'node:path';
import { exportFileName, type GeneratedPlan, toCsv } from '@staffplan/core';
import { CliError, EXIT } from '../cli/failure';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The format of `export --format`/`-o`: --format as given, else read from -o's extension.
 * Checks that the two agree, that the folder exists and that an existing file is overwritten
 * only with --force, all before the plan is fetched; each refusal says what to do (exit 2).
 * @example
 * exportTarget({ output: 'plan.xlsx' }) // 'xlsx'
 * exportTarget({ format: 'csv', output: 'x.xlsx' }) // throws: x.xlsx ends in .xlsx but --format is csv
 */
export function exportTarget(opts: {
  format?: ExportFormat;
  output?: string;
  force?: boolean;
}): ExportFormat | undefined {
  const { format, output } = opts;
  if (output === undefined || output === '-') return format ?? (output === '-' ? 'csv' : undefined);
  const ext = extname(output).toLowerCase();
  const named = ext === '.csv' ? 'csv' : ext === '.xlsx' ? 'xlsx' : undefined;
  if (format === undefined && named === undefined)
    throw new CliError(
      `Cannot tell the format of ${output}: name it .csv or .xlsx, or pass --format csv|xlsx.`,
      EXIT.usage,
    );
  if (format !== undefined && named !== format)
    throw new CliError(
      `${output} ends in ${ext || 'no extension'} but --format is ${format}: name the file .${format}, or pass --format ${named ?? (format === 'csv' ? 'xlsx' : 'csv')}.`,
      EXIT.usage,
    );
  checkWritable(output, opts.force);
  return format ?? named;
}

/**
 * Refuses a path whose folder is missing or that is a folder, and an existing file without
 * --force.
 * @example
 * checkWritable('out/plan.csv', false)
 */
export function checkWritable(path: string, force: boolean | undefined): void {
  const folder = dirname(path);
  if (!existsSync(folder))
    throw new CliError(
      `The folder ${folder} does not exist: create it first or choose another file.`,
      EXIT.usage,
    );
  if (existsSync(path) && statSync(path).isDirectory())
    throw new CliError(`${path} is a folder: name a file inside it.`, EXIT.usage);
  if (!force && existsSync(path))
    throw new CliError(`${path} exists; pass --force to overwrite it.`, EXIT.usage);
}

/** A file-system failure of a write, in words. @example inWords('x.csv', enoent) */
function inWords(path: string, error: unknown): CliError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason: Record<string, string> = {
    ENOENT: `the folder ${dirname(path)} does not exist`,
    EACCES: 'you may not write there (permission denied)',
    EPERM: 'you may not write there (permission denied)',
    EISDIR: 'it is a folder',
    ENOSPC: 'the disk is full',
    EROFS: 'the disk is read-only',
    EEXIST: 'it exists; pass --force to overwrite it',
  };
  const words = (code && reason[code]) ?? (error instanceof Error ? error.message : String(error));
  return new CliError(`Could not write ${path}: ${words}.`, code === 'EEXIST' ? EXIT.usage : EXIT.error);
}

async function save(path: string, data: string | Uint8Array, force: boolean): Promise<void> {
  try {
    await writeFile(path, data, { flag: force ? 'w' : 'wx' });
  } catch (error) {
    throw inWords(path, error);
  }
}

/**
 * Writes a plan as CSV or XLSX to `output` (default: the planner's file name in the current
 * folder) and answers the path written; an existing file is overwritten only with `force`
 * (default true: the chat's /export). Both carry the plan's sources, citations, confidence,
 * assumptions, open questions and stated vs planned (see toCsv and toXlsx).
 * @example
 * await writeExport('Guard services', plan, 'xlsx') // 'Guard_services_staffing_plan_2026-11-22.xlsx'
 */
export async function writeExport(
  name: string,
  plan: GeneratedPlan,
  format: ExportFormat,
  output?: string,
  force = true,
): Promise<string> {
  if (plan.tasks.length === 0) throw new CliError('No data available to export.');
  const path = output ?? exportFileName(name, new Date(), format);
  if (format === 'csv') {
    const csv = toCsv(plan);
    if (path === '-') process.stdout.write(csv);
    else await save(path, csv, force);
    return path;
  }
  if (path === '-') throw new CliError('XLSX cannot be written to stdout; pass -o FILE.', EXIT.usage);
  const { toXlsx } = await import('@staffplan/core/xlsx');
  await save(path, await toXlsx(plan), force);
  return path;
}
