import { type PlanViewInput, planView } from '../plan/view';
import { type ExportCell, planExportTable, planSummaryRows, statedSummaryRows } from './plan-export';
import { EXPORT_COLUMNS, type ExportTask, toExportRows } from './rows';

/** A tab or carriage return first, or a formula character after any blanks. */
const FORMULA_START = /^[\t\r]|^[\s\p{Cc}\p{Cf}]*[=+\-@]/u;
/** Blanks, control and format characters that a spreadsheet may skip before a formula. */
const LEADING_BLANKS = /^[\s\p{Cc}\p{Cf}]+/u;
const FORMULA_CHARACTER = /^[=+\-@]/;
const ASCII_PRINTABLE = /^[\x20-\x7e]*$/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * True when a spreadsheet could read the cell as a formula: it starts with a tab or carriage
 * return, or its first character after blanks, control and format characters is = + - @,
 * written plainly or in a compatibility form that NFKC folds to one (full-width ＝ ＋ － ＠,
 * small ﹦ ﹢ ﹣ ﹫, superscript ⁼ ⁺ ⁻).
 */
function looksLikeFormula(text: string): boolean {
  if (FORMULA_START.test(text)) return true;
  // ASCII text is its own NFKC form, so only other text needs normalising.
  if (ASCII_PRINTABLE.test(text)) return false;
  const folded = text.replace(LEADING_BLANKS, '').normalize('NFKC').replace(LEADING_BLANKS, '');
  return FORMULA_CHARACTER.test(folded);
}

/**
 * Makes a text cell safe for spreadsheets: a cell that starts with =, +, -, @ (after any
 * blanks or control characters, full-width and other compatibility forms included), a tab or
 * a carriage return gets a leading apostrophe so it is shown as text, never run as a formula.
 * @example
 * neutralizeFormula('=HYPERLINK("x")') // "'=HYPERLINK(\"x\")"
 * neutralizeFormula(' \n＝1+1') // "' \n＝1+1"
 * neutralizeFormula('Developer') // 'Developer'
 */
export function neutralizeFormula(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}

// The hot path of toCsv: neutralise and quote in one pass without allocating when clean.
function csvText(text: string): string {
  const safe = looksLikeFormula(text) ? `'${text}` : text;
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
 * The plan as CSV (RFC 4180, CRLF line ends), text cells neutralised against formula injection,
 * hours as plain numbers. Given tasks: the six export columns (docs/product.md, Exports), one row per task. Given a
 * plan: the same six columns first, then Source, Citation and one 'Hours' column per period,
 * and after a blank row a second section (Section, Item, Detail) with totals and the
 * hours-per-FTE basis, hours by period, confidence, assumptions, open questions and stated vs
 * planned, padded to the same width so the file stays rectangular. All of it comes from planView.
 * @example
 * toCsv([{ taskId: '1', lcat: 'Developer', hours: 1880, mathRationale: '1 FTE', basis: 'C.3, remote' }])
 * // 'Task Number,Location,Role,Hours,Calculation Method,Notes\r\n1,Remote,Developer,1880,1 FTE,"C.3, remote"\r\n'
 * toCsv(plan) // 'Task Number,...,Notes,Source,Citation,Base Year Hours\r\n...\r\n\r\nSection,Item,Detail\r\nTotals,...'
 */
export function toCsv(input: readonly ExportTask[] | PlanViewInput, options: CsvOptions = {}): string {
  const bom = options.bom ? '\uFEFF' : '';
  if (!isTaskList(input)) return bom + planCsv(input);
  let csv = `${bom}${EXPORT_COLUMNS.join(',')}\r\n`;
  for (const [taskId, location, role, hours, method, notes] of toExportRows(input)) {
    csv += `${csvText(taskId)},${csvText(location)},${csvText(role)},${hours},${csvText(method)},${csvText(notes)}\r\n`;
  }
  return csv;
}

function isTaskList(input: readonly ExportTask[] | PlanViewInput): input is readonly ExportTask[] {
  return Array.isArray(input);
}

function csvLine(cells: readonly ExportCell[], width: number): string {
  const out = cells.map((cell) => (typeof cell === 'number' ? String(cell) : csvText(cell)));
  while (out.length < width) out.push('');
  return `${out.join(',')}\r\n`;
}

function planCsv(plan: PlanViewInput): string {
  const view = planView(plan);
  const table = planExportTable(view, { periods: true });
  const width = table.header.length;
  let csv = csvLine(table.header, width);
  for (const row of table.rows) csv += csvLine(row, width);
  csv += csvLine([], width);
  csv += csvLine(['Section', 'Item', 'Detail'], width);
  for (const row of [...planSummaryRows(view), ...statedSummaryRows(view)]) csv += csvLine(row, width);
  return csv;
}
