import type ExcelJS from 'exceljs';
import { lcatKey } from '../pricing/rate-card';
import type { PricedPlan } from '../pricing/types';
import { columnLetter } from '../xlsx/sheet-rows';
import { styleHeader } from '../xlsx/style';
import {
  ASSUMPTION_CELLS,
  COST_VOLUME_SHEETS,
  cents,
  HOURS_FORMAT,
  MONEY_FORMAT,
  RATES_BURDENED_COLUMN,
  rateRows,
} from './layout';

/** Columns before the periods: task, labour category, key personnel, work element. */
const LEAD = 4;

/**
 * Where the Cost Volume sheet puts things, for the sheets that read it.
 * @example
 * linesLayout(priced).hours(0) // 'E'
 */
export interface LinesLayout {
  first: number;
  last: number;
  hours(period: number): string;
  rate(period: number): string;
  cost(period: number): string;
  totalHours: string;
  totalCost: string;
  /** The Table 15-2 group of each line (CategoryGroup.id), which Table 15-2 sums by. */
  group: string;
  /** Rows of the totals block. */
  totalRow: number;
  feeRow: number | null;
  priceRow: number;
}

/**
 * The layout of the Cost Volume sheet for a priced plan.
 * @example
 * linesLayout(priced).totalRow // lines + 3
 */
export function linesLayout(priced: PricedPlan): LinesLayout {
  const periods = priced.periods.length;
  const col = (i: number) => columnLetter(i);
  const last = priced.lines.length + 1;
  const totalRow = last + 2;
  const cpff = priced.contractType === 'CPFF';
  return {
    first: 2,
    last,
    hours: (p) => col(LEAD + p * 3),
    rate: (p) => col(LEAD + p * 3 + 1),
    cost: (p) => col(LEAD + p * 3 + 2),
    totalHours: col(LEAD + periods * 3),
    totalCost: col(LEAD + periods * 3 + 1),
    group: col(LEAD + periods * 3 + 2),
    totalRow,
    feeRow: cpff ? totalRow + 3 : null,
    priceRow: totalRow + (cpff ? 4 : 3),
  };
}

/**
 * The Cost Volume sheet: one row per plan line with, per period, its hours, its burdened
 * rate (a reference to the Rates sheet) and its cost = ROUND(hours x rate, 2); then totals by
 * period (labour cost, key personnel and the others apart, a CPFF fixed fee of the fee
 * percent per period, price). Cached values are core's figures. Only the first `writtenRows`
 * line rows go into the sheet (toCostVolume writes the rest straight into its XML); all rows
 * are answered.
 * @example
 * addLinesSheet(workbook, priced, workAreas, groupIds).layout.totalRow // G2: =ROUND(E2*F2,2)
 */
export function addLinesSheet(
  workbook: ExcelJS.Workbook,
  priced: PricedPlan,
  workAreas: readonly string[],
  groupIds: readonly number[],
  writtenRows: number = Number.POSITIVE_INFINITY,
): { layout: LinesLayout; rows: ExcelJS.CellValue[][] } {
  const L = linesLayout(priced);
  const sheet = workbook.addWorksheet(COST_VOLUME_SHEETS.lines, {
    views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }],
  });
  const header = ['Task', 'Labour category', 'Key personnel', 'Work element'];
  for (const p of priced.periods) header.push(`${p.name} hours`, `${p.name} rate`, `${p.name} cost`);
  header.push('Total hours', 'Total cost', 'Table 15-2 group');
  sheet.columns = header.map((h, i) => ({ header: h, width: i === 1 || i === 3 ? 28 : 14 }));
  styleHeader(sheet.getRow(1));
  const rows = rateRows(priced, lcatKey);
  const periods = priced.periods.map((_, p) => p);
  const rowsOut: ExcelJS.CellValue[][] = priced.lines.map((line, i) => {
    const r = L.first + i;
    const rateRowsOf = line.priced ? rows.get(lcatKey(line.lcat)) : undefined;
    const values: ExcelJS.CellValue[] = [
      line.taskId,
      line.lcat,
      line.keyPersonnel ? 'Yes' : 'No',
      workAreas[i] ?? '',
    ];
    for (const p of periods) {
      const cell = line.periods[p];
      const rateRow = rateRowsOf?.[p];
      values.push(
        cell?.hours ?? 0,
        rateRow === undefined
          ? null
          : { formula: `Rates!$${RATES_BURDENED_COLUMN}$${rateRow}`, result: cents(cell?.rate ?? null) },
        { formula: `ROUND(${L.hours(p)}${r}*${L.rate(p)}${r},2)`, result: cents(cell?.cost ?? null) },
      );
    }
    values.push(
      { formula: `SUM(${periods.map((p) => `${L.hours(p)}${r}`).join(',')})`, result: line.hours },
      {
        formula: `ROUND(SUM(${periods.map((p) => `${L.cost(p)}${r}`).join(',')}),2)`,
        result: cents(line.cost),
      },
      groupIds[i] ?? 0,
    );
    return values;
  });
  sheet.addRows(writtenRows >= rowsOut.length ? rowsOut : rowsOut.slice(0, writtenRows));
  addTotals(sheet, priced, L);
  for (const p of periods) {
    sheet.getColumn(L.hours(p)).numFmt = HOURS_FORMAT;
    sheet.getColumn(L.rate(p)).numFmt = MONEY_FORMAT;
    sheet.getColumn(L.cost(p)).numFmt = MONEY_FORMAT;
  }
  sheet.getColumn(L.totalHours).numFmt = HOURS_FORMAT;
  sheet.getColumn(L.totalCost).numFmt = MONEY_FORMAT;
  return { layout: L, rows: rowsOut };
}

function addTotals(sheet: ExcelJS.Worksheet, priced: PricedPlan, L: LinesLayout): void {
  const range = (c: string) => (priced.lines.length === 0 ? '0' : `${c}${L.first}:${c}${L.last}`);
  const keys = `$C$${L.first}:$C$${L.last}`;
  const sum = (c: string) => (priced.lines.length === 0 ? '0' : `ROUND(SUM(${range(c)}),2)`);
  const sumIf = (c: string, flag: 'Yes' | 'No') =>
    priced.lines.length === 0 ? '0' : `ROUND(SUMIF(${keys},"${flag}",${range(c)}),2)`;
  const groups = [
    {
      row: L.totalRow,
      label: 'Total labour cost',
      of: (c: string) => sum(c),
      totals: priced.byPeriod,
      total: priced.total,
    },
    {
      row: L.totalRow + 1,
      label: 'Key personnel',
      of: (c: string) => sumIf(c, 'Yes'),
      ...split(priced.keyPersonnel),
    },
    {
      row: L.totalRow + 2,
      label: 'Other personnel',
      of: (c: string) => sumIf(c, 'No'),
      ...split(priced.otherPersonnel),
    },
  ];
  const periods = priced.periods.map((_, p) => p);
  for (const g of groups) {
    const row = sheet.getRow(g.row);
    row.getCell(1).value = g.label;
    periods.forEach((p) => {
      const t = g.totals[p];
      row.getCell(L.hours(p)).value = { formula: g.of(L.hours(p)), result: t?.hours ?? 0 };
      row.getCell(L.cost(p)).value = { formula: g.of(L.cost(p)), result: cents(t?.cost ?? null) };
    });
    row.getCell(L.totalHours).value = { formula: g.of(L.totalHours), result: g.total.hours };
    row.getCell(L.totalCost).value = { formula: g.of(L.totalCost), result: cents(g.total.cost) };
    row.font = { bold: g.row === L.totalRow };
  }
  const costs = (r: number) => periods.map((p) => `${L.cost(p)}${r}`).join(',');
  if (L.feeRow !== null) {
    const row = sheet.getRow(L.feeRow);
    row.getCell(1).value = 'Fixed fee (% of total estimated cost)';
    periods.forEach((p) => {
      row.getCell(L.cost(p)).value = {
        formula: `ROUND(${L.cost(p)}${L.totalRow}*${ASSUMPTION_CELLS.fee}/100,2)`,
        result: cents(priced.byPeriod[p]?.fee ?? null),
      };
    });
    row.getCell(L.totalCost).value = {
      formula: `ROUND(SUM(${costs(L.feeRow)}),2)`,
      result: cents(priced.total.fee),
    };
  }
  const price = sheet.getRow(L.priceRow);
  price.getCell(1).value = 'Total price';
  price.font = { bold: true };
  const plusFee = (c: string) =>
    L.feeRow === null ? `${c}${L.totalRow}` : `ROUND(${c}${L.totalRow}+${c}${L.feeRow},2)`;
  periods.forEach((p) => {
    price.getCell(L.cost(p)).value = {
      formula: plusFee(L.cost(p)),
      result: cents(priced.byPeriod[p]?.price ?? null),
    };
  });
  price.getCell(L.totalCost).value = { formula: plusFee(L.totalCost), result: cents(priced.total.price) };
}

function split(group: PricedPlan['keyPersonnel']) {
  return { totals: group.byPeriod, total: group.total };
}
