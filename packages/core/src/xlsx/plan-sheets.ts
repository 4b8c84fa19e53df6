import type ExcelJS from 'exceljs';
import { planSummaryRows } from '../export/plan-export';
import type { PlanView } from '../plan/view';
import { citationText } from '../plan/view-labels';
import { styleHeader } from './style';

/**
 * Names of the sheets a whole-plan export adds.
 * @example
 * workbook.getWorksheet(ASSUMPTIONS_SHEET_NAME)
 */
export const ASSUMPTIONS_SHEET_NAME = 'Assumptions';
/** @example workbook.getWorksheet(STATED_SHEET_NAME) */
export const STATED_SHEET_NAME = 'Stated vs planned';

const WRAP: Partial<ExcelJS.Alignment> = { wrapText: true, vertical: 'top' };

/**
 * Adds the 'Assumptions' sheet: totals with the hours-per-FTE basis, hours by period,
 * confidence, sources, assumptions and open questions (Section, Item, Detail), from planView.
 * @example
 * addAssumptionsSheet(workbook, planView(plan))
 */
export function addAssumptionsSheet(workbook: ExcelJS.Workbook, view: PlanView): void {
  const sheet = workbook.addWorksheet(ASSUMPTIONS_SHEET_NAME, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = [
    { header: 'Section', width: 18 },
    { header: 'Item', width: 70, style: { alignment: WRAP } },
    { header: 'Detail', width: 60, style: { alignment: WRAP } },
  ];
  styleHeader(sheet.getRow(1));
  sheet.addRows(planSummaryRows(view));
}

function table(sheet: ExcelJS.Worksheet, header: string[], rows: ExcelJS.CellValue[][]): void {
  styleHeader(sheet.addRow(header));
  sheet.addRows(rows);
  sheet.addRow([]);
}

/**
 * Adds the 'Stated vs planned' sheet when the plan has a stated comparison: the rows per
 * labour category and period with the difference, the footing checks and the budget with the
 * FTE it buys. Numbers stay numbers.
 * @example
 * addStatedSheet(workbook, planView(plan))
 */
export function addStatedSheet(workbook: ExcelJS.Workbook, view: PlanView): void {
  const stated = view.stated;
  if (!stated) return;
  const sheet = workbook.addWorksheet(STATED_SHEET_NAME);
  sheet.columns = [30, 18, 10, 14, 14, 14, 10, 70].map((width) => ({ width }));
  if (stated.rows.length > 0) {
    table(
      sheet,
      ['Labour Category', 'Period', 'Unit', 'Stated', 'Planned', 'Difference', 'Matches', 'Citation'],
      stated.rows.map((r) => [
        r.lcat,
        r.period,
        r.unit,
        r.stated,
        r.planned,
        r.difference,
        r.matches ? 'Yes' : 'No',
        r.citation,
      ]),
    );
  }
  if (stated.foots.length > 0) {
    table(
      sheet,
      ['Footing: Period', 'Stated Total', 'Row Sum', 'Foots'],
      stated.foots.map((f) => [f.period, f.statedTotal, f.rowSum, f.ok ? 'Yes' : 'No']),
    );
  }
  const budget = stated.budget;
  if (budget) {
    table(
      sheet,
      ['Budget', 'Period', 'Hourly Rate', 'Rate Source', 'FTE Bought', 'Planned FTE', '', 'Citation'],
      [
        [
          budget.amount,
          budget.period,
          budget.hourlyRate,
          budget.rateSource,
          budget.fteBought,
          budget.plannedFte,
          null,
          citationText(budget.citation),
        ],
      ],
    );
  }
}
