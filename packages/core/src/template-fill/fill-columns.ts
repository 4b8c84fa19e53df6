import type ExcelJS from 'exceljs';
import type { TaskView } from '../plan/view';
import { Dec } from '../pricing/money';
import { address, cellText, isFormula } from './cells';
import type { TemplateBlock } from './detect';
import type { BlockResult } from './fill-block';
import type { NamingRules } from './naming';

/**
 * The name a template's rules give a plan line: key personnel prefixed ('Key – TBD'), other
 * positions 'TBD' where the template asks for it.
 * @example
 * personName(row, { keyPrefix: 'Key – ', tbd: 'TBD', ... }) // 'Key – TBD'
 */
export function personName(row: TaskView, rules: NamingRules): string {
  const tbd = rules.tbd ?? 'TBD';
  if (row.task.keyPersonnel) return rules.keyPrefix ? `${rules.keyPrefix}${tbd}` : `Key personnel: ${tbd}`;
  return rules.tbd ?? '';
}

/**
 * Fills a by-column table (one row per plan line, hours in a column per period): the plan's
 * lines in the template's order (by task area, then labour category, when it says so), named
 * by its rules, into its empty rows; a total row that is not a formula becomes a SUM.
 * `periodOf[i]` is the plan period of the template's hours column i (null: left blank); a second
 * labour category column (the government's) takes `nameOf(lcat)`, else the line's family.
 * @example
 * fillColumns(sheet, block, view.rows, rules, [0, 1, null])
 */
export function fillColumns(
  sheet: ExcelJS.Worksheet,
  block: TemplateBlock,
  rows: readonly TaskView[],
  rules: NamingRules,
  periodOf: ReadonlyMap<number, number | null>,
  nameOf: (lcat: string) => string | undefined = () => undefined,
): BlockResult {
  const written: string[] = [];
  const notes: string[] = [];
  const set = (r: number, c: number, value: ExcelJS.CellValue) => {
    const cell = sheet.getCell(r, c);
    if (isFormula(cell) || value === '' || value === null) return;
    cell.value = value;
    written.push(cell.address);
  };
  const ordered = rules.sortByTaskArea
    ? [...rows].sort(
        (a, b) =>
          (a.task.workArea ?? '').localeCompare(b.task.workArea ?? '') ||
          a.task.lcat.localeCompare(b.task.lcat),
      )
    : [...rows];
  const lcatCols = block.columns.filter((c) => c.role === 'lcat');
  const hoursCols = block.columns.filter((c) => c.role === 'hours');
  const free: number[] = [];
  for (let r = block.firstRow; r <= block.lastRow; r += 1) {
    if (lcatCols.every((c) => cellText(sheet.getCell(r, c.col)) === '')) free.push(r);
  }
  const sums = new Map(hoursCols.map((c) => [c.col, new Dec(0)]));
  const unplaced: string[] = [];
  for (const row of ordered) {
    const r = free.shift();
    if (r === undefined) {
      unplaced.push(`${row.task.taskId} ${row.task.lcat}`);
      continue;
    }
    for (const column of block.columns) {
      const t = row.task;
      if (column.role === 'name') set(r, column.col, personName(row, rules));
      if (column.role === 'lcat')
        set(r, column.col, column === lcatCols[0] ? t.lcat : (nameOf(t.lcat) ?? t.family ?? t.lcat));
      if (column.role === 'taskArea') set(r, column.col, t.workArea ?? '');
      if (column.role === 'location') set(r, column.col, row.location);
      if (column.role === 'hours') {
        const p = periodOf.get(column.col);
        if (p === null || p === undefined) continue;
        const h = new Dec(row.periodHours[p] ?? 0).toDecimalPlaces(2);
        set(r, column.col, h.toNumber());
        sums.set(column.col, (sums.get(column.col) ?? new Dec(0)).plus(h));
      }
    }
  }
  if (unplaced.length > 0)
    notes.push(
      `The template has room for ${block.lastRow - block.firstRow + 1} rows; ${unplaced.length} plan lines did not fit.`,
    );
  if (block.totalRow !== null) {
    for (const column of hoursCols) {
      const cell = sheet.getCell(block.totalRow, column.col);
      if (isFormula(cell)) continue;
      const range = `${address(block.firstRow, column.col)}:${address(block.lastRow, column.col)}`;
      cell.value = { formula: `SUM(${range})`, result: (sums.get(column.col) ?? new Dec(0)).toNumber() };
      written.push(cell.address);
      notes.push(`${cell.address} now totals ${range}.`);
    }
  }
  const hours = [...sums.values()].reduce((a, b) => a.plus(b), new Dec(0)).toNumber();
  return { written, notes, unplaced, hours, amount: null };
}
