import ExcelJS from 'exceljs';
import { formatHours } from '../format/number';
import type { PeriodOfPerformance } from '../schemas/plan';
import { type XlsxInput, type XlsxModel, xlsxModel } from './model';
import { addPeriodSheet, periodSheet } from './period-sheet';
import { addAssumptionsSheet, addStatedSheet } from './plan-sheets';
import { hoursFormat, styleHeader } from './style';

/**
 * Options of toXlsx.
 * @example
 * await toXlsx(tasks, { hoursPerFte: 2080, planName: 'Guard' } satisfies XlsxOptions)
 */
export interface XlsxOptions {
  /** Hours per FTE for the totals row when the plan does not give its own. Default 1880. */
  hoursPerFte?: number;
  /** Plan name, written to the workbook's title property. */
  planName?: string;
  /** Creation time written to the workbook properties. Default 1970-01-01 (core reads no clock). */
  now?: Date;
  /** Sheet name. Default 'Staffing Plan' (docs/product.md, Limits). */
  sheetName?: string;
  /** Lengths of the periods, for the FTE row of the 'Hours by Period' sheet (12 months each otherwise). */
  periodOfPerformance?: PeriodOfPerformance;
}

/**
 * The sheet name of docs/product.md, Limits.
 * @example
 * workbook.getWorksheet(XLSX_SHEET_NAME) // 'Staffing Plan'
 */
export const XLSX_SHEET_NAME = 'Staffing Plan';

/**
 * Column widths in characters: EXPORT_COLUMNS, then Source and Citation.
 * @example
 * XLSX_COLUMN_WIDTHS[5] // 70 (Notes)
 */
export const XLSX_COLUMN_WIDTHS = [14, 22, 28, 12, 50, 70, 10, 70] as const;

/**
 * Builds the staffing plan workbook: sheet 'Staffing Plan' with the six export columns (and,
 * for a whole plan, Source and Citation), a bold frozen header with an autofilter, column
 * widths, a number format on hours, a totals row (hours and FTE with the plan's hours per FTE,
 * as formulas with their values cached) and the hours-per-FTE basis under the table. When
 * tasks carry hours by period, a sheet 'Hours by Period' with every task; for a whole plan,
 * an 'Assumptions' sheet and, when the government states staffing, 'Stated vs planned'.
 * @example
 * const workbook = buildWorkbook(plan);
 */
export function buildWorkbook(input: XlsxInput, options: XlsxOptions = {}): ExcelJS.Workbook {
  return layoutWorkbook(xlsxModel(input, options), options, Number.POSITIVE_INFINITY);
}

/**
 * The workbook layout for all tasks, with only the first `writtenRows` data rows filled in
 * (toXlsx writes the rest itself; the layout, totals and styles stay exceljs's).
 * @example
 * layoutWorkbook(xlsxModel(tasks, {}), {}, 1) // header, first data row, totals and basis note
 */
export function layoutWorkbook(
  model: XlsxModel,
  options: XlsxOptions,
  writtenRows: number,
): ExcelJS.Workbook {
  const { view, rows, header } = model;
  const hoursPerFte = view.hoursPerFte;
  const totals = view.totals;
  const workbook = staffPlanWorkbook(options.now, options.planName);

  const sheet = workbook.addWorksheet(options.sheetName ?? XLSX_SHEET_NAME, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  const numFmt = hoursFormat(rows.map((row) => (typeof row[3] === 'number' ? row[3] : 0)));
  sheet.columns = header.map((title, i) => ({
    header: title,
    width: XLSX_COLUMN_WIDTHS[i] ?? 14,
    ...(title === 'Hours' ? { style: { numFmt } } : {}),
  }));
  styleHeader(sheet.getRow(1));
  sheet.addRows(writtenRows >= rows.length ? rows : rows.slice(0, writtenRows));

  const last = rows.length + 1;
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: last, column: header.length } };
  const totalRow = sheet.getRow(last + 1);
  totalRow.values = [
    'Total',
    null,
    `${totals.uniqueRoles} ${totals.uniqueRoles === 1 ? 'role' : 'roles'}, ${totals.taskCount} ${totals.taskCount === 1 ? 'task' : 'tasks'}`,
    { formula: rows.length > 0 ? `SUM(D2:D${last})` : '0', result: totals.totalHours },
    'Total FTE',
    { formula: `ROUND(D${last + 1}/${hoursPerFte},2)`, result: totals.totalFte },
  ];
  totalRow.font = { bold: true };
  totalRow.getCell(4).numFmt = numFmt;
  totalRow.getCell(6).numFmt = '0.00';
  sheet.getCell(last + 3, 1).value = fteBasisNote(hoursPerFte);
  const periods = periodSheet(view);
  if (periods) addPeriodSheet(workbook, periods, hoursPerFte, writtenRows);
  if (model.plan) {
    addAssumptionsSheet(workbook, view);
    addStatedSheet(workbook, view);
  }
  return workbook;
}

/**
 * The basis line written under the table.
 * @example
 * fteBasisNote(1880) // 'FTE basis: 1,880 hours per FTE (Total FTE = Total Hours / 1,880, rounded to two decimals).'
 */
export function fteBasisNote(hoursPerFte: number): string {
  const hours = formatHours(hoursPerFte).replace(/ h$/, '');
  return `FTE basis: ${hours} hours per FTE (Total FTE = Total Hours / ${hours}, rounded to two decimals).`;
}

/**
 * A new workbook as StaffPlan writes them: StaffPlan as its author, `now` (the epoch when not
 * given, so the same plan gives the same bytes) as its dates, and a title when there is one.
 * @example
 * staffPlanWorkbook(undefined, 'Navy help desk').creator // 'StaffPlan'
 */
export function staffPlanWorkbook(now: Date | undefined, title: string | undefined): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const when = now ?? new Date(0);
  workbook.created = when;
  workbook.modified = when;
  workbook.creator = 'StaffPlan';
  workbook.lastModifiedBy = 'StaffPlan';
  if (title) workbook.title = title;
  return workbook;
}
