/**
 * `@staffplan/core/cost-volume`: the Excel cost volume with live formulas (issue 14). It
 * loads exceljs, so it is its own entry point, fetched only when a pricer exports.
 */
import type ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { type PriceablePlan, pricePlan } from '../pricing/price-plan';
import type { Pricing } from '../pricing/schemas';
import type { PricedPlan } from '../pricing/types';
import { addAssumptionsSheet } from './assumptions-sheet';
import { categoryGroups, groupOfLine } from './groups';
import { addLinesSheet } from './lines-sheet';
import { addRatesSheet } from './rates-sheet';
import { staffPlanWorkbook } from '../xlsx/workbook';
import { packZip } from '../xlsx/zip';
import { injectRows } from './inject';
import { addTableSheet } from './table-sheet';

// ZIP timestamps start in 1980; core reads no clock, so a fixed time is used unless given.
const ZIP_EPOCH = new Date('1980-01-01T00:00:00Z');

export { ASSUMPTION_CELLS, COST_VOLUME_SHEETS } from './layout';
export { type CategoryGroup, categoryGroups } from './groups';
export { type LinesLayout, linesLayout } from './lines-sheet';

/**
 * The plan fields the cost volume reads: what pricing reads, each task's work element, and
 * the plan's assumptions.
 * @example
 * const plan: CostVolumePlan = { tasks: [{ taskId: '1', lcat: 'PM', hours: 1880, workArea: 'Management' }], assumptions: [] };
 */
export type CostVolumePlan = Omit<PriceablePlan, 'tasks'> & {
  tasks: ReadonlyArray<PriceablePlan['tasks'][number] & { workArea?: string | undefined }>;
  assumptions?: readonly string[] | undefined;
};

/**
 * Options of toCostVolume.
 * @example
 * await toCostVolume(plan, pricing, { planName: 'Help desk' } satisfies CostVolumeOptions)
 */
export interface CostVolumeOptions {
  /** Written to the workbook's title and the Assumptions sheet. */
  planName?: string;
  /** Creation time of the workbook properties. Default 1970-01-01 (core reads no clock). */
  now?: Date;
}

/**
 * Builds the cost volume workbook from a plan and its pricing: sheets 'Cost Volume' (per line
 * and period: hours, burdened rate, cost = ROUND(hours x rate, 2); totals by period, key
 * personnel apart, CPFF fee, price), 'Table 15-2' (by labour category and period), 'Rates'
 * (escalation and the wrap chain per LCAT and period) and 'Assumptions' (the percents every
 * formula reads). Every figure is a live formula whose cached value is pricePlan's, and
 * recalculating gives pricePlan's figures to the cent.
 * @example
 * const { workbook, priced } = buildCostVolume(plan, PricingSchema.parse(input));
 */
export function buildCostVolume(
  plan: CostVolumePlan,
  pricing: Pricing,
  options: CostVolumeOptions = {},
  writtenRows: number = Number.POSITIVE_INFINITY,
): { workbook: ExcelJS.Workbook; priced: PricedPlan; lineRows: ExcelJS.CellValue[][] } {
  const priced = pricePlan(plan, pricing);
  const workbook = staffPlanWorkbook(
    options.now,
    options.planName ? `${options.planName} cost volume` : undefined,
  );
  // Spreadsheet programs recompute every formula on opening, whatever the cached values say.
  workbook.calcProperties = { fullCalcOnLoad: true };
  const groups = categoryGroups(priced);
  const { layout, rows } = addLinesSheet(
    workbook,
    priced,
    plan.tasks.map((t) => t.workArea ?? ''),
    groupOfLine(groups, priced.lines.length),
    writtenRows,
  );
  addTableSheet(workbook, priced, groups, layout);
  addRatesSheet(workbook, priced, pricing);
  addAssumptionsSheet(workbook, {
    priced,
    pricing,
    assumptions: plan.assumptions ?? [],
    ...(options.planName === undefined ? {} : { planName: options.planName }),
  });
  return { workbook, priced, lineRows: rows };
}

/**
 * The cost volume as .xlsx bytes (see buildCostVolume), with the priced plan it shows. exceljs
 * lays out every sheet with the first line only; the lines are then written straight into
 * the sheet's XML (injectRows) and the archive packed with the platform's native deflate.
 * @example
 * const { bytes, priced } = await toCostVolume(plan, pricing, { planName: 'Help desk' });
 * // priced.total.price is what the file's 'Total price' recalculates to
 */
export async function toCostVolume(
  plan: CostVolumePlan,
  pricing: Pricing,
  options: CostVolumeOptions = {},
): Promise<{ bytes: Uint8Array; priced: PricedPlan }> {
  const { workbook, priced, lineRows } = buildCostVolume(plan, pricing, options, 1);
  const template = await workbook.xlsx.writeBuffer({
    useSharedStrings: false,
    zip: { compression: 'STORE' },
  });
  const files = unzipSync(new Uint8Array(template as ArrayBuffer));
  // The Cost Volume sheet is the first: exceljs wrote its header, first line, totals and styles.
  injectRows(files, 'xl/worksheets/sheet1.xml', lineRows, 2);
  return { bytes: await packZip(files, options.now ?? ZIP_EPOCH), priced };
}
