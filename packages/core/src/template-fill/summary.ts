import type ExcelJS from 'exceljs';
import { Dec } from '../pricing/money';
import { sheetRef } from '../cost-volume/layout';
import { address, cellText, isFormula } from './cells';
import type { TemplateBlock } from './detect';
import { periodIndex } from './periods';

/**
 * A filled by-block table's total: where it sits and what it comes to.
 * @example
 * const t: FilledTotal = { block, ref: "'Detailed FFP Breakdown'!E13", amount: '1672560.80' };
 */
export interface FilledTotal {
  block: TemplateBlock;
  /** A reference to the cell holding the table's amount total (or a SUM of its amounts). */
  ref: string;
  amount: string;
}

const TOTAL = /^\s*total\b/i;
const PRICE_HEADER = /total\s*price|extended\s*(?:price|amount)|total\s*amount/i;

function totalRowAfter(sheet: ExcelJS.Worksheet, from: number, to: number): number | null {
  for (let r = from; r <= to; r += 1) {
    const row = sheet.getRow(r);
    let found = false;
    row.eachCell((cell) => {
      if (TOTAL.test(cellText(cell))) found = true;
    });
    if (found) return r;
  }
  return null;
}

/**
 * Carries the filled tables' totals to where the template sums them and leaves it to the
 * offeror: a 'Total ...' row under the last table of a sheet (its amount column), and a
 * summary sheet's price column (CLIN rows, each under or naming its period, and their
 * 'Total' row). Only cells that are blank or a placeholder such as '$' are written.
 * @example
 * fillSummaries(workbook, totals).written // ['Detailed FFP Breakdown!E55', 'Price Schedule Summary!F4', ...]
 */
export function fillSummaries(
  workbook: ExcelJS.Workbook,
  totals: readonly FilledTotal[],
): { notes: string[]; written: string[] } {
  const notes: string[] = [];
  const written: string[] = [];
  const open = (cell: ExcelJS.Cell) =>
    !isFormula(cell) && /^\s*\$?\s*$/.test(cellText(cell)) && typeof cell.value !== 'number';
  const grand = totals.reduce((sum, t) => sum.plus(t.amount), new Dec(0));
  const withBlocks = new Set(totals.map((t) => t.block.sheet));
  for (const name of withBlocks) {
    const sheet = workbook.getWorksheet(name);
    const mine = totals.filter((t) => t.block.sheet === name);
    const last = mine[mine.length - 1]?.block;
    const col = last?.columns.find((c) => c.role === 'amount')?.col;
    if (!sheet || !last || col === undefined) continue;
    const start = (last.totalRow ?? last.lastRow) + 1;
    const row = totalRowAfter(sheet, start, Math.min(sheet.rowCount, start + 10));
    if (row === null || !open(sheet.getCell(row, col))) continue;
    const sum = mine.reduce((s, t) => s.plus(t.amount), new Dec(0));
    const formula = mine.map((t) => t.ref.replace(`${sheetRef(name)}!`, '')).join('+');
    sheet.getCell(row, col).value = { formula, result: sum.toNumber() };
    written.push(`${name}!${address(row, col)}`);
    notes.push(`${name}!${address(row, col)} now totals the tables: =${formula}.`);
  }
  for (const sheet of workbook.worksheets) {
    if (withBlocks.has(sheet.name)) continue;
    let header: { row: number; col: number } | null = null;
    for (let r = 1; r <= Math.min(sheet.rowCount, 30) && !header; r += 1) {
      sheet.getRow(r).eachCell((cell, c) => {
        if (!header && PRICE_HEADER.test(cellText(cell))) header = { row: r, col: c };
      });
    }
    if (!header) continue;
    const { row: top, col } = header as { row: number; col: number };
    let current: number | null = null;
    const filled: string[] = [];
    for (let r = top + 1; r <= Math.min(sheet.rowCount, top + 60); r += 1) {
      const texts: string[] = [];
      sheet.getRow(r).eachCell((cell) => {
        const text = cellText(cell);
        if (text) texts.push(text);
      });
      if (texts.some((t) => TOTAL.test(t))) {
        const cell = sheet.getCell(r, col);
        if (filled.length > 0 && open(cell)) {
          cell.value = { formula: `SUM(${filled.join(',')})`, result: grand.toNumber() };
          written.push(`${sheet.name}!${cell.address}`);
          notes.push(`${sheet.name}!${cell.address} now totals ${filled.join(', ')}.`);
        }
        break;
      }
      const own = texts.map(periodIndex).find((p) => p !== null) ?? null;
      if (own !== null) current = own;
      const cell = sheet.getCell(r, col);
      const total = totals.find((t) => t.block.period === current);
      if (current === null || !total || cellText(sheet.getCell(r, 1)) === '' || !open(cell)) continue;
      cell.value = { formula: total.ref, result: Number(total.amount) };
      filled.push(cell.address);
      written.push(`${sheet.name}!${cell.address}`);
      notes.push(`${sheet.name}!${cell.address} now takes ${total.ref}.`);
      current = null;
    }
  }
  return { notes, written };
}
