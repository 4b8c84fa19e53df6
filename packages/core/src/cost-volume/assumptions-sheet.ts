import type ExcelJS from 'exceljs';
import type { Pricing } from '../pricing/schemas';
import type { PricedPlan } from '../pricing/types';
import { WRAP_CONVENTIONS } from '../pricing/wraps';
import { styleHeader } from '../xlsx/style';
import { COST_VOLUME_SHEETS } from './layout';

const OVERHEAD_BASE = {
  'direct-labor-plus-fringe': 'of direct labour + fringe',
  'direct-labor': 'of direct labour',
} as const;
const GA_BASE = {
  'total-cost-input': 'of total cost input (direct + fringe + overhead)',
  'direct-labor': 'of direct labour',
} as const;

/**
 * The Assumptions sheet: contract type and convention, the rates' date, escalation and the
 * wrap percents in the cells every formula reads (ASSUMPTION_CELLS, rows 6 and 8-11), then
 * the periods, where pricing rounds, its warnings, the plan's assumptions and the lines
 * without a rate.
 * @example
 * addAssumptionsSheet(workbook, { priced, pricing, planName: 'Help desk', assumptions: [] })
 */
export function addAssumptionsSheet(
  workbook: ExcelJS.Workbook,
  input: { priced: PricedPlan; pricing: Pricing; planName?: string; assumptions: readonly string[] },
): void {
  const { priced, pricing } = input;
  const sheet = workbook.addWorksheet(COST_VOLUME_SHEETS.assumptions);
  sheet.columns = [{ width: 34 }, { width: 18 }, { width: 100 }];
  const convention = WRAP_CONVENTIONS[pricing.contractType];
  const feeName = convention.feeLabel === 'fee' ? 'Fee %' : 'Profit %';
  const number = (value: string | number) => Number(value);
  const rows: (string | number)[][] = [
    ['Item', 'Value', 'Note'],
    ['Plan', input.planName ?? '', ''],
    ['Contract type', pricing.contractType, `${convention.name}: ${convention.rule}`],
    ['Rates as of', pricing.escalation.ratesAsOf, 'Direct rates on the Rates sheet are as of this date.'],
    [
      'First period starts',
      pricing.contractStart ?? pricing.escalation.ratesAsOf,
      'Each period starts where the one before ends (Periods below).',
    ],
    [
      'Escalation, % a year',
      number(pricing.escalation.percent),
      'A rate card entry’s own percent wins (Rates sheet, column F).',
    ],
    [
      'Escalation compounding',
      pricing.escalation.compounding,
      pricing.escalation.compounding === 'whole-years'
        ? 'Whole years from the rates’ date to each period’s start: direct x (1 + %/100)^years, rounded to the cent.'
        : 'Months from the rates’ date to each period’s start / 12: direct x (1 + %/100)^years, rounded to the cent.',
    ],
    [
      'Fringe %',
      number(pricing.wraps.fringe.percent),
      'of direct labour (plus a wage determination’s health & welfare per hour)',
    ],
    ['Overhead %', number(pricing.wraps.overhead.percent), OVERHEAD_BASE[pricing.wraps.overhead.base]],
    ['G&A %', number(pricing.wraps.ga.percent), GA_BASE[pricing.wraps.ga.base]],
    [
      feeName,
      number(pricing.wraps.fee.percent),
      convention.feeInRate
        ? 'of total cost, inside the burdened rate'
        : 'of each period’s total estimated cost, a fixed fee rounded to the cent per period',
    ],
    [],
    ['Periods', 'Starts', 'Months'],
    ...priced.periods.map((p) => [p.name, p.start, p.months]),
    [],
    ['Rounding', '', ''],
    ...priced.rounding.map((text) => ['Rounding', '', text]),
    ...priced.warnings.map((text) => ['Pricing warning', '', text]),
    ...input.assumptions.map((text) => ['Plan assumption', '', text]),
    ...priced.unpriced.map((u) => ['Line without a rate', u.taskId, u.message]),
  ];
  sheet.addRows(rows);
  styleHeader(sheet.getRow(1));
  styleHeader(sheet.getRow(13));
  for (let r = 6; r <= 11; r += 1) if (r !== 7) sheet.getCell(r, 2).numFmt = '0.####';
}
