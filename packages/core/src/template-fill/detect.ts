import type ExcelJS from 'exceljs';
import { cellText } from './cells';
import { periodIndex } from './periods';

/**
 * What a template column holds.
 * @example
 * const role: ColumnRole = 'hours';
 */
export type ColumnRole =
  | 'lcat'
  | 'fte'
  | 'hours'
  | 'rate'
  | 'amount'
  | 'name'
  | 'employer'
  | 'taskArea'
  | 'location';

/**
 * A column of a template's header, its title as read across the header rows, and the period
 * it belongs to (null when the title names none).
 * @example
 * const c: TemplateColumn = { col: 7, label: 'LABOR HOURS PROPOSED Base Year', role: 'hours', period: 0 };
 */
export interface TemplateColumn {
  col: number;
  label: string;
  role: ColumnRole;
  period: number | null;
}

/**
 * A table of a template to fill: its header, its data rows and its total row. `by-column`:
 * one row per person or line with hours in a column per period (a staffing plan); `by-block`:
 * one table per period, one row per labour category (a price schedule).
 * @example
 * detectBlocks(workbook)[0]?.layout // 'by-block'
 */
export interface TemplateBlock {
  sheet: string;
  layout: 'by-column' | 'by-block';
  bandTop: number;
  headerRow: number;
  columns: TemplateColumn[];
  /** by-block: the period the block prices. */
  period: number | null;
  firstRow: number;
  lastRow: number;
  totalRow: number | null;
}

const ROLES: [ColumnRole, RegExp][] = [
  ['lcat', /labou?r\s*categor|\blcats?\b|position title|job title/],
  ['fte', /\bftes?\b|full[- ]time equivalent/],
  ['hours', /\bhours?\b|\bhrs\b/],
  ['rate', /\brates?\b/],
  ['amount', /price|amount|\bcost\b|extended/],
  ['employer', /employer|subcontractor|company name/],
  ['taskArea', /task area|pws task|sow task|work area|task order area/],
  ['location', /location|place of performance|work site/],
  ['name', /^(?:employee |personnel |proposed |staff )?names?$/],
];

function roleOf(text: string): ColumnRole | null {
  const t = text.toLowerCase();
  if (t === '' || /%|percent/.test(t)) return null;
  return ROLES.find(([, re]) => re.test(t))?.[0] ?? null;
}

const isLcatHeader = (row: ExcelJS.Row) => {
  let found = false;
  row.eachCell((cell) => {
    if (!found && roleOf(cellText(cell)) === 'lcat' && cellText(cell).length < 60) found = true;
  });
  return found;
};

const TOTAL = /^\s*(?:sub\s*)?total\b/i;

function rowTexts(sheet: ExcelJS.Worksheet, r: number): string[] {
  const out: string[] = [];
  sheet.getRow(r).eachCell((cell) => {
    const text = cellText(cell);
    if (text) out.push(text);
  });
  return out;
}

function columnsOf(sheet: ExcelJS.Worksheet, top: number, header: number, bottom: number): TemplateColumn[] {
  const width = Math.min(sheet.columnCount, 200);
  const columns: TemplateColumn[] = [];
  for (let col = 1; col <= width; col += 1) {
    const own: string[] = [];
    const all: string[] = [];
    for (let r = top; r <= bottom; r += 1) {
      const text = cellText(sheet.getCell(r, col));
      if (text && !all.includes(text)) all.push(text);
      if (text && r >= header && !own.includes(text)) own.push(text);
    }
    const label = all.join(' ');
    const role = roleOf(own.join(' ')) ?? roleOf(label);
    if (role) columns.push({ col, label, role, period: periodIndex(label) });
  }
  return columns;
}

/**
 * Finds the tables of a workbook that a staffing or price plan fills: a header naming a labour
 * category and hours, rate or amount columns (read across up to four rows above it, where
 * titles and merged cells sit), the rows under it down to a 'Total' row, a note or the next
 * table.
 * @example
 * detectBlocks(workbook).map((b) => `${b.sheet}!${b.firstRow}:${b.lastRow}`)
 */
export function detectBlocks(workbook: ExcelJS.Workbook): TemplateBlock[] {
  const blocks: TemplateBlock[] = [];
  for (const sheet of workbook.worksheets) {
    const last = Math.min(sheet.rowCount, 2000);
    let floor = 0;
    let index = 0;
    for (let r = 1; r <= last; r += 1) {
      if (!isLcatHeader(sheet.getRow(r))) continue;
      let header = r;
      while (header + 1 <= last && isLcatHeader(sheet.getRow(header + 1))) header += 1;
      const top = Math.max(floor + 1, r - 4);
      let bottom = header;
      // A row of period names under the header (Base Year, Option Year 1, ...).
      const next = rowTexts(sheet, header + 1);
      if (next.length > 0 && next.every((t) => periodIndex(t) !== null)) bottom = header + 1;
      const columns = columnsOf(sheet, top, r, bottom);
      if (
        !columns.some((c) => c.role === 'lcat') ||
        !columns.some((c) => ['hours', 'rate', 'amount', 'fte'].includes(c.role))
      ) {
        r = bottom;
        continue;
      }
      let end = bottom + 1;
      let totalRow: number | null = null;
      for (; end <= last; end += 1) {
        const texts = rowTexts(sheet, end);
        if (texts.some((t) => TOTAL.test(t))) {
          totalRow = end;
          break;
        }
        if (/^note/i.test(texts[0] ?? '') || isLcatHeader(sheet.getRow(end))) break;
      }
      const hoursPeriods = new Set(
        columns.filter((c) => c.role === 'hours' && c.period !== null).map((c) => c.period),
      );
      const layout = hoursPeriods.size > 1 ? 'by-column' : 'by-block';
      const titled = columns.find((c) => c.period !== null)?.period ?? null;
      blocks.push({
        sheet: sheet.name,
        layout,
        bandTop: top,
        headerRow: bottom,
        columns,
        period: layout === 'by-block' ? (titled ?? index) : null,
        firstRow: bottom + 1,
        lastRow: totalRow === null ? Math.min(end, last + 1) - 1 : totalRow - 1,
        totalRow,
      });
      index += 1;
      floor = totalRow ?? end - 1;
      r = floor;
    }
  }
  return blocks;
}
