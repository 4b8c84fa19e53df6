import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { RateCard } from '@staffplan/core';
import { type RateCardEntry, rateCardFromRows, rowsFromCsv, rowsFromXlsx } from '@staffplan/core/pricing';
import type { CommandContext } from '../cli/context';
import { CliError, EXIT } from '../cli/failure';

/** Whether `ref` names a file on disk (else it is a rate card id or name of the library). */
export async function isFile(ref: string): Promise<boolean> {
  return stat(ref).then(
    (s) => s.isFile(),
    () => false,
  );
}

/**
 * The rows of a CSV or Excel (.xlsx) file, read as core reads them; a missing or unreadable
 * file is a usage error (exit 2).
 * @example
 * const rows = await readRateRows('rates.csv');
 */
export async function readRateRows(path: string): Promise<string[][]> {
  const bytes = await readFile(path).catch(() => {
    throw new CliError(`Could not read the rate card file ${path}.`, EXIT.usage);
  });
  const ext = extname(path).toLowerCase();
  if (ext === '.xlsx' || ext === '.xlsm') {
    try {
      return rowsFromXlsx(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch (error) {
      throw new CliError(`${path}: ${(error as Error).message}`, EXIT.usage);
    }
  }
  if (ext === '.xls') throw new CliError(`${path}: save the sheet as .xlsx or .csv first.`, EXIT.usage);
  return rowsFromCsv(bytes.toString('utf8'));
}

/**
 * A rate card read from a file without saving it (for `staffplan price --rates FILE`); every bad
 * row is listed and exits 1.
 * @example
 * const entries = await entriesFromFile('rates.csv');
 */
export async function entriesFromFile(
  path: string,
): Promise<{ entries: RateCardEntry[]; warnings: string[] }> {
  const read = rateCardFromRows(await readRateRows(path));
  if (!read.ok) throw new CliError(`${path}:\n  ${read.errors.join('\n  ')}`);
  return { entries: read.value, warnings: read.warnings };
}

/**
 * The library card a user names by id or by name (case and blanks aside).
 * @example
 * const card = await findRateCard(ctx, 'FY27 company rates');
 */
export async function findRateCard(ctx: CommandContext, ref: string): Promise<RateCard> {
  const wanted = ref.trim().toLowerCase();
  const cards = await ctx.client.rateCards.list();
  const found = cards.find((c) => c.id === ref.trim()) ?? cards.find((c) => c.name.toLowerCase() === wanted);
  if (!found) {
    throw new CliError(
      `No rate card named or numbered '${ref}'. Run \`staffplan rates list\` to see your rate cards.`,
    );
  }
  return ctx.client.rateCards.get(found.id);
}
