import ExcelJS from 'exceljs';
import { assertDocxWithinLimits } from './docx-guard';
import { ExtractionFailure } from './extraction-failure';
import { type CellText, cellText } from './xlsx-cell';
import { markdownTable } from './markdown-table';

/**
 * Text of an Excel workbook (.xlsx): every sheet, hidden ones included and marked, as
 * `## Sheet: <name>` followed by its content. Blank rows split a sheet into blocks; a block
 * whose rows hold one value each is written as lines (titles, notes), any other block as a
 * Markdown pipe table (its first row the header) over the columns that hold something.
 * Formulas give their saved (cached) values; merged cells keep their value in the first
 * cell and are empty elsewhere.
 * @example
 * (await extractXlsx(bytes)).text // '## Sheet: Pricing\n\n| LCAT | Hours |\n|---|---|\n| Analyst | 2080 |'
 */
export async function extractXlsx(bytes: Uint8Array): Promise<{ text: string; warnings: string[] }> {
  assertDocxWithinLimits(bytes, undefined, 'Excel workbook');
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs wants an ArrayBuffer of its own; a copy of at most 50 MB.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw new ExtractionFailure(
      'damaged',
      'This Excel workbook could not be read: the file is damaged or incomplete.',
    );
  }
  const parts: string[] = [];
  let formulasWithoutValue = 0;
  for (const sheet of workbook.worksheets) {
    const hidden = sheet.state === 'hidden' || sheet.state === 'veryHidden';
    const rows: CellText[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells: CellText[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell);
      });
      rows[rowNumber - 1] = cells;
    });
    const grid = rows.map((row) => Array.from(row ?? [], (cell) => cell ?? { text: '' }));
    for (const row of grid) for (const cell of row) if (cell.missingResult) formulasWithoutValue++;
    const body = sheetBody(grid.map((row) => row.map((cell) => tidyCell(cell.text))));
    parts.push(`## Sheet: ${sheet.name}${hidden ? ' (hidden)' : ''}${body ? `\n\n${body}` : ''}`);
  }
  const warnings: string[] = [];
  if (formulasWithoutValue > 0) {
    warnings.push(
      `${formulasWithoutValue} formula cells of the workbook have no saved value (it was not recalculated before saving); they are read as empty.`,
    );
  }
  return { text: parts.join('\n\n'), warnings };
}

/** Blocks of non-blank rows, each as lines or as a pipe table. */
function sheetBody(grid: readonly string[][]): string {
  const blocks: string[][][] = [];
  let block: string[][] = [];
  for (const row of grid) {
    if (row.every((cell) => cell === '')) {
      if (block.length > 0) blocks.push(block);
      block = [];
    } else block.push(row);
  }
  if (block.length > 0) blocks.push(block);
  return blocks.map(blockText).join('\n\n');
}

function blockText(block: readonly string[][]): string {
  const width = Math.max(...block.map((row) => row.length));
  const used = Array.from({ length: width }, (_, column) => block.some((row) => (row[column] ?? '') !== ''));
  const rows = block.map((row) => used.flatMap((keep, column) => (keep ? [row[column] ?? ''] : [])));
  const single = (row: readonly string[]) => row.filter((cell) => cell !== '').length <= 1;
  // Titles and notes above a table (one value per row) are lines, not table rows.
  let start = 0;
  while (start < rows.length && single(rows[start] ?? [])) start++;
  const lines = rows.slice(0, start).map((row) => row.find((cell) => cell !== '') ?? '');
  if (start === rows.length) return lines.join('\n');
  return [...lines, markdownTable(rows.slice(start))].join('\n\n');
}

/** Spaces collapsed and trimmed; line breaks inside a cell kept (tables flatten them). */
function tidyCell(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\u00A0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
