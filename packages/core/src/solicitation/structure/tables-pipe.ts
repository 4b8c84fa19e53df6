import type { Table } from '../model';
import type { Line } from './lines';

/** A table before it is placed in a section (`ref`, `sectionId` and `id` come later). */
export type RawTable = Omit<Table, 'id' | 'ref' | 'sectionId' | 'document'>;

// A delimiter cell is two dashes or more, or one dash with an alignment colon (":-:", ":-", "-:"):
// a lone "-" stays a blank data cell.
const SEP_CELL = '(?::-+:?|-+:|-{2,})';
const SEPARATOR = new RegExp(String.raw`^\|?\s*${SEP_CELL}\s*(?:\|\s*${SEP_CELL}\s*)*\|?$`);

/** Cells of one pipe row; escaped pipes stay in the cell. */
export function pipeCells(row: string): string[] {
  let t = row.trim();
  if (t.startsWith('|')) t = t.slice(1);
  if (t.endsWith('|') && !t.endsWith('\\|')) t = t.slice(0, -1);
  return t.split(/(?<!\\)\|/).map((c) =>
    c
      .replace(/\\\|/g, '|')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      // Emphasis around a whole cell is formatting, not content ("**Deliverable 1**").
      .replace(/^(\*\*|__|\*|_)(.+)\1$/, '$2'),
  );
}

const numeric = (c: string) => /^[-($]*\s*[\d,.]+\s*%?\)?$/.test(c);

/** Index of the header row among the first rows: the first with most cells filled and few numbers. */
function headerIndex(rows: string[][], width: number): number {
  for (let i = 0; i < Math.min(rows.length, 12); i++) {
    const row = rows[i] as string[];
    const filled = row.filter((c) => c !== '');
    if (
      filled.length >= Math.max(2, Math.ceil(width * 0.5)) &&
      filled.filter(numeric).length <= filled.length / 3
    )
      return i;
  }
  return 0;
}

/**
 * Merges header rows into one label per column: a row whose cells are mostly empty and
 * text (a group label over period columns) joins the row below it, cell by cell, carrying
 * a spanning label right across empty cells.
 * @example
 * mergeHeader([['', 'Base Year', ''], ['LCAT', 'Hours', 'Rate']]) // ['LCAT', 'Base Year Hours', 'Base Year Rate']
 * With `spanFirst` false, the first column's label (the row labels' heading) spans no further.
 */
export function mergeHeader(headerRows: string[][], spanFirst = true, placed = false): string[] {
  const width = Math.max(0, ...headerRows.map((r) => r.length));
  const out: string[] = Array.from({ length: width }, () => '');
  for (const row of headerRows) {
    let last = '';
    for (let i = 0; i < width; i++) {
      const cell = row[i] ?? '';
      if (cell) last = i > 0 || spanFirst ? cell : '';
      // With `placed` (aligned text), a label over several columns was already set over each of
      // them by where it lies; carried further right it would head a column of its own
      // ("Option Period 1" over "Total", "Number of" over "FTE").
      const spans = !placed;
      const label =
        cell || (headerRows.length > 1 && row !== headerRows[headerRows.length - 1] && spans ? last : '');
      if (label && !out[i]?.endsWith(label)) out[i] = out[i] ? `${out[i]} ${label}` : label;
    }
  }
  return out;
}

/**
 * Pipe tables (Markdown; extraction writes DOCX tables and Excel sheets this way) among the
 * lines, with their header rows merged and a caption from the line above or the sheet name.
 * A run of at least two rows makes a table; the `|---|` row is optional.
 * @example
 * pipeTables(toLines('Table 1 Labor\n| LCAT | Hours |\n|---|---|\n| PM | 1,920 |'))[0]?.rows // [['PM', '1,920']]
 */
export function pipeTables(lines: Line[]): RawTable[] {
  const tables: RawTable[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!(lines[i] as Line).text.trimStart().startsWith('|')) {
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && (lines[j] as Line).text.trimStart().startsWith('|')) j++;
    if (j - i >= 2) tables.push(toTable(lines, i, j));
    i = j;
  }
  return tables;
}

function toTable(lines: Line[], from: number, to: number): RawTable {
  const rows: string[][] = [];
  let sepAt = -1;
  for (let k = from; k < to; k++) {
    const text = (lines[k] as Line).text;
    if (SEPARATOR.test(text.trim())) {
      if (sepAt < 0) sepAt = rows.length;
      continue;
    }
    rows.push(pipeCells(text));
  }
  const width = Math.max(...rows.map((r) => r.length));
  const caption = captionAbove(lines, from);
  const sheet = caption?.match(/^#{1,6}\s*(Sheet:.*)$/)?.[1];
  // Sheets often start with title rows above the real header; DOCX tables have one header row.
  let h = sepAt > 0 ? sepAt - 1 : 0;
  if (sheet || rows[h]?.filter((c) => c).length === 1) h = Math.max(h, headerIndex(rows, width));
  const headerRows = [rows[h] ?? []];
  while (
    headerRows.length < 4 &&
    rows[h + headerRows.length] &&
    isGroupRow(
      mergeHeader(headerRows),
      rows[h + headerRows.length] as string[],
      rows[h + headerRows.length + 1],
    )
  )
    headerRows.push(rows[h + headerRows.length] as string[]);
  const titleRows = rows
    .slice(0, h)
    .map((r) => r.filter((c) => c).join(' '))
    .filter((t) => t);
  const captionText =
    sheet ?? (caption && !caption.startsWith('#') ? caption : caption?.replace(/^#+\s*/, ''));
  const fullCaption = [captionText, ...titleRows].filter((t) => t).join(' - ');
  return {
    ...(fullCaption ? { caption: fullCaption } : {}),
    header: pad(mergeHeader(headerRows), width),
    rows: rows
      .slice(h + headerRows.length)
      .map((r) => pad(r, width))
      .filter((r) => r.some((c) => c)),
    origin: sheet ? 'sheet' : 'pipe',
    start: (lines[from] as Line).start,
    end: (lines[to - 1] as Line).end,
  };
}

// A header row with gaps followed by a row of text labels (no numbers) is a two-row header.
function isGroupRow(upper: string[], lower: string[], after?: string[]): boolean {
  const merged = mergeHeader([upper]);
  const filledLower = lower.filter((c) => c);
  // An empty spacer row inside a sheet's header, when a label row follows it.
  if (filledLower.length === 0) return !!after && isGroupRow(upper, after);
  const fillsGap = lower.some((c, i) => c && !merged[i]);
  return (
    merged.some((c) => !c) && fillsGap && filledLower.every((c) => !numeric(c)) && filledLower.length >= 2
  );
}

function pad(row: string[], width: number): string[] {
  return row.length >= width
    ? row.slice(0, width)
    : [...row, ...Array.from({ length: width - row.length }, () => '')];
}

/** The nearest non-empty line above a table, when it is short enough to be a caption. */
export function captionAbove(lines: Line[], index: number): string | undefined {
  for (let k = index - 1; k >= Math.max(0, index - 3); k--) {
    const t = (lines[k] as Line).text.trim();
    if (!t) continue;
    const bare = t
      .replace(/<[^>]+>/g, ' ')
      .replace(/[*_]{2,}/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!bare) continue;
    // A sentence ending above a table is prose, not its caption.
    if (t.length > 160 || t.startsWith('|') || (/[a-z]\.$/.test(bare) && bare.split(' ').length > 3))
      return undefined;
    return bare;
  }
  return undefined;
}
