import { furnitureKey, isPageNumber, type Line } from './lines';
import { joinRows, onlyPageBreak } from './tables-pages';
import { captionAbove, mergeHeader, type RawTable } from './tables-pipe';

interface Segment {
  text: string;
  col: number;
}

const GAP = /\S(?:\s{3,}|\t+)\S/;
// A number, OCR'd ones too ("l920", "6O00": 1 read as l or I, 0 as O, with at least two digits).
const numeric = (c: string) =>
  /\d/.test(c) &&
  (/^[-($~≈]*\s*[\d,.]+\s*(?:%|hrs?|hours|FTEs?|MO|EA)?\)?$/i.test(c) ||
    /^(?=(?:[^\d]*\d){2})[\dlIO,.]{3,}(?:\s*(?:%|hrs?|hours|FTEs?))?$/i.test(c));

/** Text runs of a line separated by two or more spaces, with their columns. */
function segments(text: string): Segment[] {
  const out: Segment[] = [];
  for (const m of text.matchAll(/\S+(?: \S+)*/g)) out.push({ text: m[0], col: m.index ?? 0 });
  return out;
}

function isCandidate(text: string): boolean {
  const t = text.trim();
  return t.length >= 3 && !/^[|#]/.test(t) && GAP.test(text) && text.length < 400;
}

/**
 * A row whose columns are two spaces apart (ragged OCR and PDF layouts), within a block: every
 * cell after the first starts near where a cell of the row above starts (ragged by up to three columns).
 */
function narrowGapAligned(text: string, above: string): boolean {
  if (text.length >= 400 || !/\S {2}\S/.test(text) || /^\s*[|#]/.test(text)) return false;
  const cols = segments(above).map((s) => s.col);
  const mine = segments(text).slice(1);
  return mine.length > 0 && mine.every((s) => cols.some((c) => Math.abs(c - s.col) <= 3));
}

/**
 * Tables rebuilt from column-aligned text (PDF text with column gaps kept as runs of
 * spaces, OCR'd scans with ragged columns): a block of at least three lines with gaps,
 * columns where cell starts line up over the block, leading text-only rows merged into
 * one header label per column, and wrapped cells joined to the row above.
 * @example
 * alignedTables(toLines('Role        Hours\nPM          1,920\nAnalyst     2,080'))[0]?.rows // [['PM', '1,920'], ['Analyst', '2,080']]
 */
export function alignedTables(lines: Line[], furniture: Set<string> = new Set()): RawTable[] {
  const tables: RawTable[] = [];
  // Running headers, footers and page numbers inside a table are not its rows.
  const seen = new Map<string, boolean>();
  const skip = (t: string) => {
    let v = seen.get(t);
    if (v === undefined) {
      v = isPageNumber(t) || furniture.has(furnitureKey(t));
      seen.set(t, v);
    }
    return v;
  };
  let i = 0;
  while (i < lines.length) {
    if (!isCandidate((lines[i] as Line).text)) {
      i++;
      continue;
    }
    let j = i + 1;
    let last = i;
    let candidates = 1;
    let blanks = 0;
    // Between rows: blank lines and indented lines that carry on a cell ("Firm Fixed Price"
    // under a CLIN's description), up to a dozen lines.
    while (j < lines.length && j - last <= 12) {
      const t = (lines[j] as Line).text;
      if (t.trim() && skip(t)) {
        j++;
        continue;
      }
      if (isCandidate(t) || narrowGapAligned(t, (lines[last] as Line).text)) {
        last = j;
        candidates++;
        blanks = 0;
      } else if (!t.trim()) {
        if (++blanks > 2) break;
      } else if (/^\s{4,}\S/.test(t) && t.length < 160) blanks = 0;
      else if (j - last > 1) break;
      j++;
    }
    const prev = tables[tables.length - 1];
    const resume = prev ? onlyPageBreak(lines, i, prev.end, skip) : -1;
    if (prev && candidates >= 2 && resume >= 0) {
      // The rest of a table after a page break: its first rows are data, not a header.
      const more = buildTable(lines, resume, last + 1, skip, true);
      if (more) tables[tables.length - 1] = { ...prev, rows: joinRows(prev.rows, more.rows), end: more.end };
    } else if (candidates >= 3) {
      const table = buildTable(lines, headerStart(lines, i, skip), last + 1, skip);
      if (table) tables.push(table);
    }
    i = last + 1;
  }
  return tables;
}

// Header lines with one label each ("Level of Effort" over "(Hours)") sit above the first
// row with a gap; they start at or right of the table's first column and are short.
function headerStart(lines: Line[], from: number, skip: (t: string) => boolean): number {
  const indent = (t: string) => t.length - t.trimStart().length;
  const first = indent((lines[from] as Line).text);
  let start = from;
  let blanks = 0;
  for (let k = from - 1; k >= Math.max(0, from - 8); k--) {
    const t = (lines[k] as Line).text;
    if (!t.trim() || skip(t)) {
      if (++blanks > 1) break;
      continue;
    }
    if (indent(t) < Math.max(4, first - 2) || t.trim().length > 50) break;
    start = k;
    blanks = 0;
  }
  return start;
}

function columnsOf(rows: Segment[][], tol: number): number[] {
  const starts = rows.flatMap((r) => r.map((s) => s.col)).sort((a, b) => a - b);
  const clusters: { at: number; n: number; lines: Set<number> }[] = [];
  rows.forEach((r, k) => {
    for (const s of r) {
      const c = clusters.find((x) => Math.abs(x.at - s.col) <= tol);
      if (c) {
        c.n++;
        c.lines.add(k);
      } else clusters.push({ at: s.col, n: 1, lines: new Set([k]) });
    }
  });
  const need = Math.max(2, Math.ceil(rows.length * 0.3));
  const cols = clusters.filter((c) => c.lines.size >= need).map((c) => c.at);
  if (starts.length && !cols.some((c) => c <= (starts[0] ?? 0) + tol)) cols.push(starts[0] ?? 0);
  return [...new Set(cols)].sort((a, b) => a - b);
}

function buildTable(
  lines: Line[],
  from: number,
  to: number,
  skip: (t: string) => boolean,
  continued = false,
): RawTable | null {
  const block = lines.slice(from, to).filter((l) => l.text.trim() && !skip(l.text));
  const segs = block.map((l) => segments(l.text));
  // OCR'd scans shift a column's start by a character or two from line to line.
  const cols = columnsOf(
    segs.filter((r) => r.length >= 2),
    3,
  );
  if (cols.length < 2) return null;
  // The column a run overlaps most: centred headings and right-aligned numbers start away
  // from their column's left edge.
  const colOf = (at: number, len: number) => {
    let k = 0;
    let best = -1;
    for (let c = 0; c < cols.length; c++) {
      const from = c === 0 ? 0 : (cols[c] ?? 0) - 2;
      const to = c + 1 < cols.length ? (cols[c + 1] ?? 0) - 2 : Number.POSITIVE_INFINITY;
      const overlap = Math.min(at + len, to) - Math.max(at, from);
      if (overlap > best) {
        best = overlap;
        k = c;
      }
    }
    return k;
  };
  const rows: string[][] = [];
  // A rule of dashes under the header ("----   -----") ends the header; it is no row.
  let rule = -1;
  for (const r of segs) {
    if (r.every((x) => /^[-=_–—]{3,}$/.test(x.text))) {
      if (rule < 0) rule = rows.length;
      continue;
    }
    const cells = cols.map(() => '');
    for (const x of r) {
      if (/^[-=_–—]{3,}$/.test(x.text)) continue;
      const c = colOf(x.col, x.text.length);
      cells[c] = cells[c] ? `${cells[c]} ${x.text}` : x.text;
    }
    const prev = rows[rows.length - 1];
    const filled = cells.filter((c) => c).length;
    if (filled === 0) continue;
    // A wrapped cell: one or two cells, none of them numbers, and no first cell of its own.
    if (
      prev &&
      (r.length === 1 || (filled <= Math.max(1, cols.length / 3) && !cells[0])) &&
      !cells.some(numeric)
    ) {
      cells.forEach((c, k) => {
        if (c) prev[k] = prev[k] ? `${prev[k]} ${c}` : c;
      });
      continue;
    }
    rows.push(cells);
  }
  let h = 0;
  if (!continued && rule > 0 && rule <= 5) h = rule;
  else while (!continued && h < Math.min(3, rows.length - 1) && !(rows[h] as string[]).some(numeric)) h++;
  if (rows.length - h < 2 && h > 0 && rule < 0) h = 1;
  // A title row above the header ("2.2  POST SCHEDULE") is the caption, not a header row.
  let t = 0;
  while (t < h - 1 && (rows[t] as string[]).filter((c) => c).length <= Math.min(2, cols.length - 2)) t++;
  const titled = rows.slice(0, t).map((r) => r.filter((c) => c).join(' '));
  const above = captionAbove(lines, from);
  const caption = [above, ...titled].filter((x) => x).join(' - ');
  return {
    ...(caption ? { caption } : {}),
    header: h ? mergeHeader(rows.slice(t, h)) : cols.map(() => ''),
    rows: rows.slice(h),
    origin: 'aligned',
    start: (lines[from] as Line).start,
    end: (lines[to - 1] as Line).end,
  };
}
