import type ExcelJS from 'exceljs';

const HEADER_FILL = 'FFE2E8F0';

/**
 * Styles a header row: bold on a light grey fill.
 * @example
 * styleHeader(sheet.getRow(1))
 */
export function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
}

/**
 * The hours number format: whole hours with separators, or two decimals when any value
 * has a fraction.
 * @example
 * hoursFormat([1880, 940]) // '#,##0'
 * hoursFormat([12.5]) // '#,##0.00'
 */
export function hoursFormat(values: Iterable<number>): string {
  for (const value of values) if (!Number.isInteger(value)) return '#,##0.00';
  return '#,##0';
}
