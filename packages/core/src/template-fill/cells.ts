import type ExcelJS from 'exceljs';

/**
 * A cell's text as a reader sees it: strings, rich text and hyperlinks as their text, numbers
 * as written; a formula's cached text result; '' for anything else. Merged cells read as
 * their master.
 * @example
 * cellText(sheet.getCell('B7')) // 'LABOR CATEGORY'
 */
export function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((t) => t.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as ExcelJS.CellFormulaValue).result;
      return typeof result === 'string' ? result.trim() : '';
    }
  }
  return '';
}

/**
 * Whether a cell holds a formula (its own or a shared one).
 * @example
 * isFormula(sheet.getCell('D9')) // true for =1880*A9
 */
export function isFormula(cell: ExcelJS.Cell): boolean {
  const value = cell.value;
  return typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);
}

/**
 * The number a cell shows: a typed number, or a formula's cached numeric result; null for
 * anything else (text, blank, an error, a formula without a cached value).
 * @example
 * cellNumber(sheet.getCell('D8')) // 1880
 */
export function cellNumber(cell: ExcelJS.Cell): number | null {
  const value = cell.value;
  if (typeof value === 'number') return value;
  if (isFormula(cell)) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return typeof result === 'number' ? result : null;
  }
  return null;
}

/**
 * A formula cell's error result ('#REF!'), or null.
 * @example
 * cellError(sheet.getCell('F10')) // '#REF!'
 */
export function cellError(cell: ExcelJS.Cell): string | null {
  const value = cell.value;
  if (typeof value !== 'object' || value === null) return null;
  if ('error' in value) return String(value.error);
  if (isFormula(cell)) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    if (result && typeof result === 'object' && 'error' in result) return String(result.error);
    if (/#REF!|#NAME\?|#DIV\/0!|#VALUE!|#N\/A/.test(cell.formula ?? ''))
      return /#[A-Z/0]+[!?A]?/.exec(cell.formula ?? '')?.[0] ?? '#REF!';
  }
  return null;
}

/**
 * A1 address of a row and column (1-based).
 * @example
 * address(8, 5) // 'E8'
 */
export function address(row: number, col: number): string {
  let n = col;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return `${letters}${row}`;
}
