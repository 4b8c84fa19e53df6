import { EXPORT_COLUMNS, type ExportTask, toExportRows } from './rows';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Makes a text cell safe for spreadsheets: a cell starting with =, +, -, @, tab or carriage
 * return gets a leading apostrophe so it is shown as text, never run as a formula.
 * @example
 * neutralizeFormula('=HYPERLINK("x")') // "'=HYPERLINK(\"x\")"
 * neutralizeFormula('Developer') // 'Developer'
 */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

// The hot path of toCsv: neutralise and quote in one pass without allocating when clean.
function csvText(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * @example
 * csvField('a "b", c') // '"a ""b"", c"'
 */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Options of toCsv.
 * @example
 * toCsv(tasks, { bom: true } satisfies CsvOptions)
 */
export interface CsvOptions {
  /** Start with a UTF-8 byte order mark so older Excel versions read accents right. Default false. */
  bom?: boolean;
}

/**
 * The plan as CSV (RFC 4180, CRLF line ends): the six export columns, one row per task,
 * text cells neutralised against formula injection, hours as plain numbers.
 * @example
 * toCsv([{ taskId: '1', lcat: 'Developer', hours: 1880, mathRationale: '1 FTE', basis: 'C.3, remote' }])
 * // 'Task Number,Location,Role,Hours,Calculation Method,Notes\r\n1,Remote,Developer,1880,1 FTE,"C.3, remote"\r\n'
 */
export function toCsv(tasks: readonly ExportTask[], options: CsvOptions = {}): string {
  let csv = `${options.bom ? '\uFEFF' : ''}${EXPORT_COLUMNS.join(',')}\r\n`;
  for (const [taskId, location, role, hours, method, notes] of toExportRows(tasks)) {
    csv += `${csvText(taskId)},${csvText(location)},${csvText(role)},${hours},${csvText(method)},${csvText(notes)}\r\n`;
  }
  return csv;
}
