import { planExportTable } from '../export/plan-export';
import { EXPORT_COLUMNS, type ExportTask } from '../export/rows';
import { type PlanView, type PlanViewInput, planView } from '../plan/view';
import type { Task } from '../schemas/plan';
import type { SheetValue } from './sheet-rows';
import type { XlsxOptions } from './workbook';

/**
 * What toXlsx exports: the tasks alone (the six export columns), or a whole plan (Source and
 * Citation columns, and the 'Assumptions' and 'Stated vs planned' sheets).
 * @example
 * const input: XlsxInput = plan; // or plan.tasks
 */
export type XlsxInput = readonly ExportTask[] | PlanViewInput;

/**
 * The workbook's content, computed once from planView before any sheet is laid out.
 * @example
 * xlsxModel(plan, {}).header.length // 8
 */
export interface XlsxModel {
  view: PlanView;
  /** Whether a whole plan was given (extra columns and sheets). */
  plan: boolean;
  header: string[];
  rows: SheetValue[][];
}

/**
 * Builds the workbook model. A plan's own hoursPerFte and period of performance win over the
 * options'; for bare tasks the options give them.
 * @example
 * xlsxModel(tasks, { hoursPerFte: 2080 }).view.totals.totalFte
 */
export function xlsxModel(input: XlsxInput, options: XlsxOptions): XlsxModel {
  const plan = !Array.isArray(input);
  const given: PlanViewInput = plan
    ? (input as PlanViewInput)
    : { tasks: input as readonly ExportTask[] as Task[] };
  const view = planView({
    ...given,
    hoursPerFte: given.hoursPerFte ?? options.hoursPerFte,
    periodOfPerformance: given.periodOfPerformance ?? options.periodOfPerformance,
  });
  const table = planExportTable(view, { periods: false });
  return {
    view,
    plan,
    header: plan ? table.header : [...EXPORT_COLUMNS],
    rows: plan ? table.rows : table.rows.map((row) => row.slice(0, EXPORT_COLUMNS.length)),
  };
}
