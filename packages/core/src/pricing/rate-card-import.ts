import { type RateCardEntry, RateCardEntrySchema } from './schemas';

/**
 * What reading a rate card from a sheet gives: the entries, or every problem with its row.
 * @example
 * const r: RateCardImport = { ok: false, errors: ['row 3: rate "n/a" is not an amount such as 152.34'] };
 */
export type RateCardImport =
  | { ok: true; value: RateCardEntry[]; warnings: string[] }
  | { ok: false; errors: string[] };

type Column = 'lcat' | 'rate' | 'wd' | 'revision' | 'healthWelfare' | 'escalation' | 'note';

// Tested in order: the first pattern a header matches names its column.
const HEADERS: readonly [Column, RegExp][] = [
  ['healthWelfare', /health|h\s*&\s*w|\bhw\b/],
  ['escalation', /escalat/],
  ['revision', /\brev(ision)?\b/],
  ['wd', /wage determination|\bwd\b|\bsca\b/],
  ['lcat', /labou?r categor|\blcat\b|title|position|role|occupation/],
  ['rate', /rate|wage|price|\$/],
  ['note', /note|comment|source/],
];

/**
 * Reads an amount as a pricer writes it ('$1,234.50', '152.34', ' 95 ') into a decimal string.
 * @example
 * readAmount('$1,234.50') // '1234.50'
 */
export function readAmount(text: string): string | null {
  const cleaned = text.replace(/[$,\s]/g, '').replace(/%$/, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? cleaned : null;
}

function columnsOf(header: readonly string[]): Map<Column, number> {
  const columns = new Map<Column, number>();
  header.forEach((cell, i) => {
    const text = cell.toLowerCase().trim();
    const match = HEADERS.find(([, pattern]) => pattern.test(text));
    if (match && !columns.has(match[0])) columns.set(match[0], i);
  });
  return columns;
}

/**
 * A rate card from the rows of a CSV or a sheet (the caller reads the file): the first row
 * naming a labour category and a rate column is the header. A row with a wage determination
 * number is a wage-determination rate and needs its health and welfare; any other row is a
 * company rate. Blank rows are skipped; every bad cell is reported with its row number.
 * @example
 * rateCardFromRows([['Labor Category', 'Hourly Rate'], ['Program Manager', '$95.00']])
 * // { ok: true, value: [{ lcat: 'Program Manager', rate: '95.00', source: { kind: 'company' } }], warnings: [] }
 */
export function rateCardFromRows(rows: readonly (readonly string[])[]): RateCardImport {
  const headerAt = rows.findIndex((row) => {
    const columns = columnsOf(row);
    return columns.has('lcat') && columns.has('rate');
  });
  if (headerAt < 0) {
    return { ok: false, errors: ['No header row names a labour category column and a rate column.'] };
  }
  const columns = columnsOf(rows[headerAt] ?? []);
  const cell = (row: readonly string[], column: Column) => {
    const i = columns.get(column);
    return i === undefined ? '' : (row[i] ?? '').trim();
  };
  const errors: string[] = [];
  const value: RateCardEntry[] = [];
  rows.slice(headerAt + 1).forEach((row, offset) => {
    const at = `row ${headerAt + offset + 2}`;
    if (row.every((c) => c.trim() === '')) return;
    const lcat = cell(row, 'lcat');
    const rate = readAmount(cell(row, 'rate'));
    if (!lcat) errors.push(`${at}: no labour category`);
    if (rate === null) errors.push(`${at}: rate "${cell(row, 'rate')}" is not an amount such as 152.34`);
    const escalationText = cell(row, 'escalation');
    const escalation = escalationText ? readAmount(escalationText) : undefined;
    if (escalation === null) errors.push(`${at}: escalation "${escalationText}" is not a percent such as 3`);
    const wd = cell(row, 'wd');
    const hwText = cell(row, 'healthWelfare');
    const healthWelfare = readAmount(hwText);
    if (wd && healthWelfare === null) {
      errors.push(
        `${at}: wage determination ${wd} needs its health & welfare per hour (received "${hwText}")`,
      );
    }
    if (!lcat || rate === null || escalation === null || (wd && healthWelfare === null)) return;
    const revision = cell(row, 'revision');
    const note = cell(row, 'note');
    const source = wd
      ? {
          kind: 'wage-determination' as const,
          wdNumber: wd,
          healthWelfare: healthWelfare ?? '0',
          ...(revision ? { revision } : {}),
        }
      : { kind: 'company' as const, ...(note ? { note } : {}) };
    value.push(
      RateCardEntrySchema.parse({
        lcat,
        rate,
        source,
        ...(escalation ? { escalationPercent: escalation } : {}),
      }),
    );
  });
  if (errors.length > 0) return { ok: false, errors };
  const seen = new Set<string>();
  const warnings = value
    .filter((entry) => {
      const key = entry.lcat.toLowerCase();
      const repeated = seen.has(key);
      seen.add(key);
      return repeated;
    })
    .map((entry) => `${entry.lcat} is listed more than once; pricing uses the first rate.`);
  return { ok: true, value, warnings };
}
