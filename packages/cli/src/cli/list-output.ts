import { csvField, neutralizeFormula } from '@staffplan/core';
import { CliError, EXIT } from './failure';
import type { Output } from './output';

/** What `--output` of a list or show command prints. */
export type OutputFormat = 'table' | 'json' | 'csv';

/** The `--output` values, for commander's choices and the completion script. */
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['table', 'json', 'csv'];

/**
 * `--output table|json|csv`, with `--json` kept as the short form of `--output json`.
 * @example
 * outputFormat({ json: true }) // 'json'
 */
export function outputFormat(opts: { output?: string; json?: boolean }): OutputFormat {
  if (opts.json) return 'json';
  const format = opts.output ?? 'table';
  if (!OUTPUT_FORMATS.includes(format as OutputFormat))
    throw new CliError(`--output must be table, json or csv, not '${format}'.`, EXIT.usage);
  return format as OutputFormat;
}

/**
 * Rows as CSV (RFC 4180, formulas neutralised as in every export), header first.
 * @example
 * printCsv(out, ['ID', 'Name'], [['p1', 'Guard services']])
 */
export function printCsv(out: Output, header: readonly string[], rows: readonly (readonly string[])[]): void {
  for (const row of [header, ...rows])
    out.line(row.map((cell) => csvField(neutralizeFormula(cell))).join(','));
}

/**
 * How wide a table may be: unlimited with `--wide` or when stdout is not a terminal (a pipe or
 * a file gets every character, as gh does), else the terminal's width.
 * @example
 * tableWidth({ wide: false }) // 80 in an 80-column terminal
 */
export function tableWidth(
  opts: { wide?: boolean },
  stdout: Pick<NodeJS.WriteStream, 'isTTY' | 'columns'> = process.stdout,
): number {
  if (opts.wide || stdout.isTTY !== true) return Number.POSITIVE_INFINITY;
  return stdout.columns || 80;
}

/**
 * Cuts text to `width` characters with an ellipsis (whitespace flattened).
 * @example
 * clip('Guard services at Fort Bragg', 10) // 'Guard ser…'
 */
export function clip(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= width ? flat : `${flat.slice(0, Math.max(0, width - 1))}…`;
}
