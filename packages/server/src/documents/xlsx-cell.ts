import type ExcelJS from 'exceljs';

/** A cell as the text extractor writes it. */
export interface CellText {
  text: string;
  /** A formula whose saved value is missing (the workbook was not recalculated). */
  missingResult?: boolean;
}

type Scalar = number | string | boolean | Date | ExcelJS.CellErrorValue | null | undefined;

/** Float noise (0.1 + 0.2) goes; twelve significant digits keep every real figure. */
function numberText(value: number, numFmt: string | undefined): string {
  if (!Number.isFinite(value)) return String(value);
  if (numFmt?.includes('%')) return `${Number((value * 100).toPrecision(12))}%`;
  return String(Number(value.toPrecision(12)));
}

function dateText(value: Date): string {
  const iso = value.toISOString();
  // A time of day alone is stored as a date on Excel's day zero (30 December 1899).
  if (iso.startsWith('1899-12-30') || iso.startsWith('1899-12-31')) return iso.slice(11, 16);
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
}

function scalarText(value: Scalar, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value, numFmt);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  return value.error;
}

/**
 * The text of one cell as the sheet shows it: numbers without thousands separators
 * (percent formats as percentages), dates as ISO dates, text verbatim, formulas by their
 * saved value, rich text and hyperlinks by their text. A cell covered by a merge other than
 * its first is empty.
 * @example
 * cellText(sheet.getCell('B2')) // { text: '2080' }
 */
export function cellText(cell: ExcelJS.Cell): CellText {
  if (cell.isMerged && cell.master !== cell) return { text: '' };
  const value = cell.value;
  const numFmt = cell.numFmt;
  if (value === null || value === undefined) return { text: '' };
  if (typeof value !== 'object' || value instanceof Date) return { text: scalarText(value, numFmt) };
  if ('richText' in value) return { text: value.richText.map((run) => run.text).join('') };
  if ('hyperlink' in value) return { text: String(value.text ?? value.hyperlink) };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    if (result === undefined) return { text: '', missingResult: true };
    return { text: scalarText(result, numFmt) };
  }
  if ('error' in value) return { text: value.error };
  return { text: '' };
}
