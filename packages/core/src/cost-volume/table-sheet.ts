import type ExcelJS from 'exceljs';
import { centsMoney } from '../pricing/cents';
import { lcatKey } from '../pricing/rate-card';
import type { PricedPlan } from '../pricing/types';
import { WRAP_CONVENTIONS } from '../pricing/wraps';
import { columnLetter } from '../xlsx/sheet-rows';
import { styleHeader } from '../xlsx/style';
import type { CategoryGroup } from './groups';
import { COST_VOLUME_SHEETS, cents, HOURS_FORMAT, MONEY_FORMAT, sheetRef } from './layout';
import type { LinesLayout } from './lines-sheet';

const LEAD = 3;
const HEADER_ROW = 4;
const title = 'Labour hours, rates and cost by category and period (FAR 15.408 Table 15-2 format)';

/**
 * The Table 15-2 sheet: per labour category, key personnel first and apart, its rate source
 * and, per period, hours and cost summed from the Cost Volume sheet (SUMIF on the line's
 * group number: numbers, so no text matching rules apply) and the burdened rate; subtotals,
 * total labour, a CPFF fixed fee and the total price, each a formula.
 * @example
 * addTableSheet(workbook, priced, groups, layout) // 'Key personnel' section, then 'Other personnel'
 */
export function addTableSheet(
  workbook: ExcelJS.Workbook,
  priced: PricedPlan,
  groups: readonly CategoryGroup[],
  L: LinesLayout,
): void {
  const sheet = workbook.addWorksheet(COST_VOLUME_SHEETS.table, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: HEADER_ROW }],
  });
  const periods = priced.periods.map((_, p) => p);
  const col = (p: number, k: 0 | 1 | 2) => columnLetter(LEAD + p * 3 + k);
  const totalHours = columnLetter(LEAD + periods.length * 3);
  const totalCost = columnLetter(LEAD + periods.length * 3 + 1);
  const src = sheetRef(COST_VOLUME_SHEETS.lines);
  const abs = (c: string) => `${src}!$${c}$${L.first}:$${c}$${L.last}`;
  sheet.getCell('A1').value = title;
  sheet.getCell('A1').font = { bold: true, size: 13 };
  sheet.getCell('A2').value =
    `${WRAP_CONVENTIONS[priced.contractType].name}. Rates are burdened (Rates sheet); hours and cost are the sums of the plan's lines (Cost Volume sheet).`;
  const header = ['Labour category', 'Key personnel', 'Rate source'];
  for (const p of priced.periods) header.push(`${p.name} hours`, `${p.name} rate`, `${p.name} cost`);
  header.push('Total hours', 'Total cost');
  sheet.getRow(HEADER_ROW).values = header;
  styleHeader(sheet.getRow(HEADER_ROW));
  sheet.columns.forEach((c, i) => {
    c.width = i === 0 ? 30 : i === 2 ? 36 : 14;
  });
  const sources = new Map<string, string>();
  for (const r of priced.rates)
    if (!sources.has(lcatKey(r.lcat))) sources.set(lcatKey(r.lcat), r.sourceLabel);
  let row = HEADER_ROW + 1;
  const subtotals: number[] = [];
  for (const key of [true, false]) {
    const members = groups.filter((g) => g.key === key);
    sheet.getCell(row, 1).value = key ? 'Key personnel' : 'Other personnel';
    sheet.getRow(row).font = { bold: true };
    row += 1;
    const first = row;
    for (const g of members) {
      const line = g.rateLine === null ? undefined : priced.lines[g.rateLine];
      const values: ExcelJS.CellValue[] = [g.lcat, key ? 'Yes' : 'No', ''];
      periods.forEach((p) => {
        const rate = line?.periods[p]?.rate ?? null;
        const lineRow = g.rateLine === null ? 0 : L.first + g.rateLine;
        values.push(
          {
            formula: `ROUND(SUMIF(${abs(L.group)},${g.id},${src}!${L.hours(p)}$${L.first}:${L.hours(p)}$${L.last}),2)`,
            result: (g.hours[p] ?? 0) / 100,
          },
          rate === null ? null : { formula: `${src}!${L.rate(p)}${lineRow}`, result: cents(rate) },
          {
            formula: `ROUND(SUMIF(${abs(L.group)},${g.id},${src}!${L.cost(p)}$${L.first}:${L.cost(p)}$${L.last}),2)`,
            result: cents(centsMoney(g.cost[p] ?? 0)),
          },
        );
      });
      const hours = g.hours.reduce((a, b) => a + b, 0) / 100;
      const cost = g.cost.reduce((a, b) => a + b, 0);
      values.push(
        { formula: `ROUND(SUM(${periods.map((p) => `${col(p, 0)}${row}`).join(',')}),2)`, result: hours },
        {
          formula: `ROUND(SUM(${periods.map((p) => `${col(p, 2)}${row}`).join(',')}),2)`,
          result: cents(centsMoney(cost)),
        },
      );
      values[2] = line ? (sources.get(lcatKey(g.lcat)) ?? '') : 'No rate';
      sheet.getRow(row).values = values;
      row += 1;
    }
    const group = key ? priced.keyPersonnel : priced.otherPersonnel;
    const sumOf = (c: string) => (members.length === 0 ? '0' : `ROUND(SUM(${c}${first}:${c}${row - 1}),2)`);
    const sub = sheet.getRow(row);
    sub.getCell(1).value = key ? 'Key personnel subtotal' : 'Other personnel subtotal';
    sub.font = { bold: true };
    periods.forEach((p) => {
      sub.getCell(col(p, 0)).value = { formula: sumOf(col(p, 0)), result: group.byPeriod[p]?.hours ?? 0 };
      sub.getCell(col(p, 2)).value = {
        formula: sumOf(col(p, 2)),
        result: cents(group.byPeriod[p]?.cost ?? null),
      };
    });
    sub.getCell(totalHours).value = { formula: sumOf(totalHours), result: group.total.hours };
    sub.getCell(totalCost).value = { formula: sumOf(totalCost), result: cents(group.total.cost) };
    subtotals.push(row);
    row += 2;
  }
  addTableTotals(sheet, priced, { row, subtotals, col, totalHours, totalCost, L, src });
  for (const p of periods) {
    sheet.getColumn(col(p, 0)).numFmt = HOURS_FORMAT;
    sheet.getColumn(col(p, 1)).numFmt = MONEY_FORMAT;
    sheet.getColumn(col(p, 2)).numFmt = MONEY_FORMAT;
  }
  sheet.getColumn(totalHours).numFmt = HOURS_FORMAT;
  sheet.getColumn(totalCost).numFmt = MONEY_FORMAT;
}

function addTableTotals(
  sheet: ExcelJS.Worksheet,
  priced: PricedPlan,
  at: {
    row: number;
    subtotals: number[];
    col: (p: number, k: 0 | 1 | 2) => string;
    totalHours: string;
    totalCost: string;
    L: LinesLayout;
    src: string;
  },
): void {
  const { col, totalHours, totalCost, L, src } = at;
  const [keyRow, otherRow] = at.subtotals;
  const periods = priced.periods.map((_, p) => p);
  const both = (c: string) => `ROUND(${c}${keyRow}+${c}${otherRow},2)`;
  const labour = sheet.getRow(at.row);
  labour.getCell(1).value = 'Total labour cost';
  labour.font = { bold: true };
  periods.forEach((p) => {
    labour.getCell(col(p, 0)).value = { formula: both(col(p, 0)), result: priced.byPeriod[p]?.hours ?? 0 };
    labour.getCell(col(p, 2)).value = {
      formula: both(col(p, 2)),
      result: cents(priced.byPeriod[p]?.cost ?? null),
    };
  });
  labour.getCell(totalHours).value = { formula: both(totalHours), result: priced.total.hours };
  labour.getCell(totalCost).value = { formula: both(totalCost), result: cents(priced.total.cost) };
  let row = at.row + 1;
  if (L.feeRow !== null) {
    const fee = sheet.getRow(row);
    fee.getCell(1).value = 'Fixed fee';
    periods.forEach((p) => {
      fee.getCell(col(p, 2)).value = {
        formula: `${src}!${L.cost(p)}${L.feeRow}`,
        result: cents(priced.byPeriod[p]?.fee ?? null),
      };
    });
    fee.getCell(totalCost).value = {
      formula: `${src}!${L.totalCost}${L.feeRow}`,
      result: cents(priced.total.fee),
    };
    row += 1;
  }
  const price = sheet.getRow(row);
  price.getCell(1).value = 'Total price';
  price.font = { bold: true };
  const plusFee = (c: string) =>
    L.feeRow === null ? `${c}${at.row}` : `ROUND(${c}${at.row}+${c}${at.row + 1},2)`;
  periods.forEach((p) => {
    price.getCell(col(p, 2)).value = {
      formula: plusFee(col(p, 2)),
      result: cents(priced.byPeriod[p]?.price ?? null),
    };
  });
  price.getCell(totalCost).value = { formula: plusFee(totalCost), result: cents(priced.total.price) };
}
