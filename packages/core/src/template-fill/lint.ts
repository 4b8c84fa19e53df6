import type ExcelJS from 'exceljs';
import { address, cellError, cellNumber, cellText, isFormula } from './cells';
import type { TemplateBlock } from './detect';

/**
 * A problem found in a template before it is filled.
 * @example
 * const i: TemplateIssue = { sheet: 'Summary', cell: 'F10', severity: 'error', message: 'The formula =#REF!*2 gives #REF!.' };
 */
export interface TemplateIssue {
  sheet: string;
  cell: string;
  severity: 'error' | 'warning';
  message: string;
}

const SUMMED = new Set(['fte', 'hours', 'amount']);

/**
 * Lints a template: formulas that give an error, totals that do not foot (a typed or blank
 * total, or a total whose value is not the sum of the rows above), and columns where some
 * rows compute a figure and others have it typed.
 * @example
 * lintTemplate(workbook, detectBlocks(workbook)) // [{ cell: 'E13', message: 'The total of E8:E12 is the text "$", not a formula.' }, ...]
 */
export function lintTemplate(workbook: ExcelJS.Workbook, blocks: readonly TemplateBlock[]): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => {
      let totalRow = false;
      row.eachCell((cell) => {
        if (/^\s*total\b/i.test(cellText(cell))) totalRow = true;
      });
      row.eachCell((cell) => {
        if (
          totalRow &&
          /^\s*\$\s*$/.test(cellText(cell)) &&
          !blocks.some((b) => b.sheet === sheet.name && b.totalRow === row.number)
        ) {
          issues.push({
            sheet: sheet.name,
            cell: cell.address,
            severity: 'error',
            message: `This total is the text "$", not a formula.`,
          });
        }
        const error = cellError(cell);
        if (error) {
          const formula = isFormula(cell) ? ` =${cell.formula}` : '';
          issues.push({
            sheet: sheet.name,
            cell: cell.address,
            severity: 'error',
            message: `The formula${formula} gives ${error}.`,
          });
        }
      });
    });
  }
  for (const block of blocks) {
    const sheet = workbook.getWorksheet(block.sheet);
    if (!sheet) continue;
    for (const column of block.columns) {
      if (!SUMMED.has(column.role) && column.role !== 'rate') continue;
      mixedColumn(sheet, block, column.col, issues);
      if (block.totalRow === null || !SUMMED.has(column.role)) continue;
      footing(sheet, block, column.col, issues);
    }
  }
  return issues;
}

function footing(sheet: ExcelJS.Worksheet, block: TemplateBlock, col: number, issues: TemplateIssue[]): void {
  const total = sheet.getCell(block.totalRow as number, col);
  const range = `${address(block.firstRow, col)}:${address(block.lastRow, col)}`;
  let sum = 0;
  let known = true;
  for (let r = block.firstRow; r <= block.lastRow; r += 1) {
    const cell = sheet.getCell(r, col);
    const n = cellNumber(cell);
    if (n !== null) sum += n;
    else if (isFormula(cell)) known = false;
  }
  const text = cellText(total);
  const at = { sheet: block.sheet, cell: total.address };
  if (!isFormula(total) && typeof total.value !== 'number') {
    const held = text === '' ? 'blank' : `the text "${text}"`;
    issues.push({ ...at, severity: 'error', message: `The total of ${range} is ${held}, not a formula.` });
    return;
  }
  const value = cellNumber(total);
  if (value !== null && known && Math.abs(value - sum) > 0.005) {
    issues.push({
      ...at,
      severity: 'error',
      message: `The total ${value} does not foot: ${range} add up to ${sum}.`,
    });
  } else if (!isFormula(total)) {
    issues.push({
      ...at,
      severity: 'warning',
      message: `The total ${value} is typed, not a formula over ${range}.`,
    });
  }
}

function mixedColumn(
  sheet: ExcelJS.Worksheet,
  block: TemplateBlock,
  col: number,
  issues: TemplateIssue[],
): void {
  const formulas: string[] = [];
  const typed: string[] = [];
  for (let r = block.firstRow; r <= block.lastRow; r += 1) {
    const cell = sheet.getCell(r, col);
    if (isFormula(cell)) formulas.push(cell.address);
    else if (typeof cell.value === 'number') typed.push(cell.address);
  }
  if (formulas.length === 0 || typed.length === 0) return;
  const sample = sheet.getCell(formulas[0] as string);
  for (const cell of typed) {
    const value = sheet.getCell(cell).value;
    issues.push({
      sheet: block.sheet,
      cell,
      severity: 'warning',
      message: `${cell} holds a typed ${value} where ${sample.address} computes =${sample.formula}.`,
    });
  }
}
