import type ExcelJS from 'exceljs';
import { formatHours } from '../format/number';
import { PERIOD_FALLBACK_RULE } from '../plan/period-hours';
import { type PeriodTotal, round2 } from '../plan/totals';
import type { PlanView } from '../plan/view';
import { columnLetter, type SheetValue } from './sheet-rows';
import { hoursFormat, styleHeader } from './style';

/**
 * The name of the sheet with hours by period of performance.
 * @example
 * workbook.getWorksheet(PERIOD_SHEET_NAME)
 */
export const PERIOD_SHEET_NAME = 'Hours by Period';

/** The data of the period sheet: period columns, one row per task, totals per period. */
export interface PeriodSheet {
  periods: PeriodTotal[];
  header: string[];
  rows: SheetValue[][];
  /** Tasks counted in the first period by PERIOD_FALLBACK_RULE. */
  fallbackTasks: number;
}

/**
 * The period sheet of a plan view, or null when no task has periods. Each row: task number,
 * role, hours in each period (empty when none) and the task's total over all periods. Every
 * task is there: one without periods counts in the first period (PERIOD_FALLBACK_RULE).
 * @example
 * periodSheet(planView({ tasks: [{ taskId: '1', lcat: 'PM', hours: 1880, mathRationale: '', basis: '', periods: [{ name: 'Base Year', hours: 1880 }] }] }))?.header
 * // ['Task Number', 'Role', 'Base Year', 'Total (all periods)']
 */
export function periodSheet(view: PlanView): PeriodSheet | null {
  if (view.periods.length === 0) return null;
  const rows = view.rows.map(({ task, periodHours }): SheetValue[] => {
    const total = periodHours.reduce((sum, h) => sum + h, 0);
    return [String(task.taskId), task.lcat, ...periodHours.map((h) => (h === 0 ? null : h)), round2(total)];
  });
  return {
    periods: view.periods,
    header: ['Task Number', 'Role', ...view.periods.map((p) => p.name), 'Total (all periods)'],
    rows,
    fallbackTasks: view.periodFallbackTasks,
  };
}

/**
 * Adds the 'Hours by Period' sheet: frozen bold header, hours per period, a totals row and
 * an FTE row (period hours / (hours per FTE x months / 12)) as formulas with cached values.
 * Only the first `writtenRows` data rows are filled in (toXlsx writes the rest).
 * @example
 * addPeriodSheet(workbook, sheet, 1880, Number.POSITIVE_INFINITY)
 */
export function addPeriodSheet(
  workbook: ExcelJS.Workbook,
  data: PeriodSheet,
  hoursPerFte: number,
  writtenRows: number,
): void {
  const sheet = workbook.addWorksheet(PERIOD_SHEET_NAME, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  const numbers = data.rows.flatMap((row) => row.slice(2).filter((v): v is number => typeof v === 'number'));
  const numFmt = hoursFormat(numbers);
  sheet.columns = data.header.map((header, i) => ({
    header,
    width: i === 0 ? 14 : i === 1 ? 28 : 16,
    ...(i >= 2 ? { style: { numFmt } } : {}),
  }));
  styleHeader(sheet.getRow(1));
  sheet.addRows(writtenRows >= data.rows.length ? data.rows : data.rows.slice(0, writtenRows));
  const last = data.rows.length + 1;
  const totalRow = sheet.getRow(last + 1);
  const fteRow = sheet.getRow(last + 2);
  totalRow.getCell(1).value = 'Total';
  fteRow.getCell(1).value = 'FTE';
  data.periods.forEach((period, i) => {
    const col = columnLetter(i + 2);
    const sum = data.rows.length > 0 ? `SUM(${col}2:${col}${last})` : '0';
    totalRow.getCell(i + 3).value = { formula: sum, result: period.hours };
    const capacity = round2((hoursPerFte * period.months) / 12);
    fteRow.getCell(i + 3).value = { formula: `ROUND(${col}${last + 1}/${capacity},2)`, result: period.fte };
    fteRow.getCell(i + 3).numFmt = '0.00';
  });
  const totalCol = columnLetter(data.periods.length + 2);
  const grand = round2(data.periods.reduce((sum, p) => sum + p.hours, 0));
  totalRow.getCell(data.periods.length + 3).value = {
    formula: data.rows.length > 0 ? `SUM(${totalCol}2:${totalCol}${last})` : '0',
    result: grand,
  };
  totalRow.font = { bold: true };
  fteRow.font = { bold: true };
  const hours = formatHours(hoursPerFte).replace(/ h$/, '');
  sheet.getCell(last + 4, 1).value =
    `FTE per period = period hours / (${hours} hours per FTE x period months / 12); periods of unknown length count as 12 months.`;
  if (data.fallbackTasks > 0) sheet.getCell(last + 5, 1).value = PERIOD_FALLBACK_RULE;
}
