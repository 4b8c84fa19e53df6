import type ExcelJS from 'exceljs';
import { Dec } from '../pricing/money';
import { address, cellText, isFormula } from './cells';
import type { ColumnRole, TemplateBlock } from './detect';
import { type LcatPeriod, matchLcat } from './plan-rows';

/**
 * What filling one table did, for the report: the cells written, the plan categories no row
 * took, and the table's hours and amount as filled.
 * @example
 * const r: BlockResult = { written: ['C8', 'A8'], notes: [], unplaced: [], hours: 11280, amount: '1234567.00' };
 */
export interface BlockResult {
  written: string[];
  notes: string[];
  unplaced: string[];
  hours: number;
  amount: string | null;
}

const colOf = (block: TemplateBlock, role: ColumnRole) => block.columns.find((c) => c.role === role)?.col;

/** The FTE factor of an hours formula such as =1880*A8 or =A8*1880 (the FTE column's cell). */
function fteFactor(formula: string, fteCell: string): number | null {
  const f = formula.replace(/\$/g, '').replace(/\s/g, '');
  const m = new RegExp(`^(?:(\\d+(?:\\.\\d+)?)\\*${fteCell}|${fteCell}\\*(\\d+(?:\\.\\d+)?))$`).exec(f);
  return m ? Number(m[1] ?? m[2]) : null;
}

/**
 * Fills a by-block table (one period, one row per labour category): the template's own rows
 * keep their names and order and take the plan category they name; empty rows take the plan's
 * other categories; hours (or FTE, where hours are a formula of FTE), rate, and
 * amount = ROUND(rate x hours, 2) go into the cells the template leaves to the offeror; a
 * total that is not a formula becomes a SUM. Formula cells are never overwritten.
 * @example
 * fillBlock(sheet, block, groups, 1880)
 */
export function fillBlock(
  sheet: ExcelJS.Worksheet,
  block: TemplateBlock,
  groups: Map<string, LcatPeriod>,
  hoursPerFte: number,
): BlockResult {
  const written: string[] = [];
  const notes: string[] = [];
  const set = (r: number, c: number, value: ExcelJS.CellValue) => {
    const cell = sheet.getCell(r, c);
    if (isFormula(cell)) return false;
    cell.value = value;
    written.push(cell.address);
    return true;
  };
  const lcat = colOf(block, 'lcat') as number;
  const [fte, hours, rate, amount] = (['fte', 'hours', 'rate', 'amount'] as const).map((role) =>
    colOf(block, role),
  );
  const left = new Map([...groups].map(([, g]) => [g.lcat, g]));
  const rows: { r: number; group: LcatPeriod | null }[] = [];
  const empty: number[] = [];
  for (let r = block.firstRow; r <= block.lastRow; r += 1) {
    const name = cellText(sheet.getCell(r, lcat));
    if (name === '') {
      empty.push(r);
      continue;
    }
    const match = matchLcat(name, [...left.keys()]);
    const group = match === null ? null : (left.get(match) ?? null);
    if (match !== null) left.delete(match);
    else
      notes.push(
        `${sheet.getCell(r, lcat).address} ${name}: no plan line has this labour category; 0 hours.`,
      );
    rows.push({ r, group });
  }
  for (const group of left.values()) {
    const r = empty.shift();
    if (r === undefined) break;
    set(r, lcat, group.lcat);
    rows.push({ r, group });
    left.delete(group.lcat);
  }
  let total = new Dec(0);
  let priced = rate !== undefined;
  let hoursSum = new Dec(0);
  for (const { r, group } of rows) {
    const h = group?.hours ?? new Dec(0);
    hoursSum = hoursSum.plus(h);
    const hoursCell = hours === undefined ? undefined : sheet.getCell(r, hours);
    if (hoursCell && isFormula(hoursCell) && fte !== undefined) {
      const factor = fteFactor(hoursCell.formula, address(r, fte));
      if (factor) set(r, fte, h.div(factor).toNumber());
      else
        notes.push(
          `${hoursCell.address} computes hours as =${hoursCell.formula}; its FTE were left as they are.`,
        );
    } else {
      if (hours !== undefined) set(r, hours, h.toNumber());
      if (fte !== undefined) set(r, fte, h.div(hoursPerFte).toDecimalPlaces(2).toNumber());
    }
    if (rate === undefined || hours === undefined) continue;
    if (group?.rate === null || group === null) {
      if (h.greaterThan(0)) priced = false;
      if (group) notes.push(`${group.lcat} has no rate in the rate card; its rate is left blank.`);
      set(r, rate, null);
    } else set(r, rate, Number(group.rate));
    if (group?.mixedRates)
      notes.push(`${group.lcat} takes plan categories of different rates; its row is priced at the first.`);
    const cost = group?.rate ? new Dec(group.rate).times(h).toDecimalPlaces(2) : new Dec(0);
    total = total.plus(cost);
    if (amount !== undefined) {
      set(r, amount, {
        formula: `ROUND(${address(r, rate)}*${address(r, hours)},2)`,
        result: cost.toNumber(),
      });
    }
  }
  if (block.totalRow !== null) {
    const sums: [number | undefined, Dec][] = [
      [hours, hoursSum],
      [amount, total],
      [fte, hoursSum.div(hoursPerFte)],
    ];
    for (const [c, value] of sums) {
      if (c === undefined) continue;
      const range = `${address(block.firstRow, c)}:${address(block.lastRow, c)}`;
      if (set(block.totalRow, c, { formula: `SUM(${range})`, result: value.toNumber() })) {
        notes.push(`${address(block.totalRow, c)} now totals ${range}.`);
      }
    }
  }
  return {
    written,
    notes,
    unplaced: [...left.keys()],
    hours: hoursSum.toNumber(),
    amount: priced && amount !== undefined ? total.toFixed(2) : null,
  };
}
