import { namesPeriod } from '../labour/period-labels';
import { furnitureKey, isPageNumber, type Line } from './lines';
import { columnsOf, figureGaps } from './tables-columns';
import { continuedAfterBreak, joinRows, onlyPageBreak, pageEdges, withoutRepeats } from './tables-pages';
import { captionAbove, mergeHeader, type RawTable } from './tables-pipe';
import { numeric, readFigure, type Segment, segments } from './tables-segments';
import { splitAtColumns } from './tables-split';
import { regroupWrapped } from './tables-wrapped-rows';

const GAP = /\S(?:\s{3,}|\t+)\S/;
// A numbered caption line: "Table C-1 — ...", "Exhibit 3: ...", "Figure 2. ...".
const CAPTION = /^\s*(?:table|exhibit|figure)\s+[A-Z]?[-\d.]*\d[A-Za-z]?\b/i;
// A page's running head or foot set apart from its page count ("SOLNO   Page 2 of 6"): no row,
// though its gap makes it look like one.
const RUNNING_HEAD = /^\s*\S.{0,60}?\s{2,}page\s+\d{1,4}\s+of\s+\d{1,4}\s*$/i;

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
  // The line each table starts on.
  const froms: number[] = [];
  // Running headers, footers and page numbers inside a table are not its rows.
  const seen = new Map<string, boolean>();
  const edges = pageEdges(lines);
  const skip = (t: string) => {
    let v = seen.get(t);
    if (v === undefined) {
      const key = furnitureKey(t);
      v = isPageNumber(t) || RUNNING_HEAD.test(t) || furniture.has(key) || edges.has(key);
      seen.set(t, v);
    }
    return v;
  };
  let i = 0;
  while (i < lines.length) {
    if (!isCandidate((lines[i] as Line).text) || skip((lines[i] as Line).text)) {
      i++;
      continue;
    }
    let j = i + 1;
    let last = i;
    let candidates = 1;
    let blanks = 0;
    // The last line of a wrapped label taken under a row (its figures on the label's first line).
    let under = -1;
    // Between rows: blank lines and indented lines that carry on a cell ("Firm Fixed Price"
    // under a CLIN's description), up to a dozen lines.
    while (j < lines.length && j - last <= 12) {
      const t = (lines[j] as Line).text;
      if (t.trim() && skip(t)) {
        // The blank lines around a page's footer and running head do not end the table.
        blanks = 0;
        j++;
        continue;
      }
      if (
        isCandidate(t) ||
        narrowGapAligned(t, (lines[last] as Line).text) ||
        loneFigure(t, (lines[last] as Line).text)
      ) {
        last = j;
        candidates++;
        blanks = 0;
      } else if (!t.trim()) {
        if (++blanks > 2) break;
      } else if (/^\s{4,}\S/.test(t) && t.length < 160) blanks = 0;
      else if (centredLabel(lines, j, (lines[last] as Line).text)) blanks = 0;
      else if ((j - 1 === last || j - 1 === under) && j - last <= 2 && labelLine(t)) under = j;
      else if (j - last > 1 && !(j - last <= 5 && labelBeforeRow(lines, j))) break;
      j++;
    }
    // The end of a label set around the last row's centred figures ("(Key)" under them).
    const tail = (lines[last + 1] as Line | undefined)?.text.trim() ?? '';
    // Or the lower half of the last row's label, whose upper half sits right above its figures.
    const halfAbove = (lines[last - 1] as Line | undefined)?.text ?? '';
    // Or the rest of a label wrapped over two or three lines, in a table whose labels wrap.
    const wraps = lines.slice(i, last).some((l) => labelLine(l.text) && !skip(l.text));
    if (
      tail &&
      tail.length <= 30 &&
      !/[.:;]$/.test(tail) &&
      (figuresOnly((lines[last] as Line).text) ||
        loneFigure((lines[last] as Line).text, (lines[Math.max(0, last - 3)] as Line).text) ||
        (halfAbove.trim() !== '' && !GAP.test(halfAbove)) ||
        (wraps && labelLine(tail)))
    ) {
      last++;
      const more = (lines[last + 1] as Line | undefined)?.text ?? '';
      const after = (lines[last + 2] as Line | undefined)?.text.trim() ?? '';
      if (wraps && labelLine(more) && more.trim().length <= 30 && !after) last++;
    }
    const prev = tables[tables.length - 1];
    const resume = prev ? onlyPageBreak(lines, i, prev.end, skip) : -1;
    // A part a caption says continues the table, under a page head the scan did not repeat.
    const marked = prev !== undefined && resume < 0 && continuedAfterBreak(lines, i, prev.end);
    if (prev && candidates >= 2 && (resume >= 0 || marked)) {
      // The rest of a table after a page break: the whole table read again over both pages
      // (page furniture skipped), so that both parts share its columns; else its first rows
      // are data, not a header.
      const whole = marked ? null : buildTable(lines, froms[froms.length - 1] as number, last + 1, skip);
      const more = whole ? null : buildTable(lines, marked ? i : resume, last + 1, skip, true);
      if (whole) tables[tables.length - 1] = whole;
      else if (more && (!marked || more.rows.every((r) => r.length === prev.header.length)))
        tables[tables.length - 1] = { ...prev, rows: joinRows(prev.rows, more.rows), end: more.end };
    } else if (candidates >= 3) {
      const from = headerStart(lines, i, skip);
      const table = buildTable(lines, from, last + 1, skip);
      if (table) {
        tables.push(table);
        froms.push(from);
      }
    }
    i = last + 1;
  }
  return tables;
}

/** A short line of a label alone (a piece of a wrapped row label), no column gap, no sentence end. */
function labelLine(text: string): boolean {
  const t = text.trim();
  return (
    t.length > 0 &&
    t.length <= 45 &&
    /[A-Za-z]/.test(t) &&
    !text.includes('\f') &&
    !GAP.test(text) &&
    !/[.:;!?]$/.test(t) &&
    !isPageNumber(text) &&
    !/^(?:table|exhibit|figure|attachment)\b/i.test(t)
  );
}

/**
 * A piece of a wrapped row label between rows of a table: a label line right above a row with
 * column gaps, or above one more label line that is (a label of three lines).
 */
function labelBeforeRow(lines: Line[], at: number): boolean {
  if (!labelLine((lines[at] as Line).text)) return false;
  for (let k = at + 1; k <= at + 2 && k < lines.length; k++) {
    const t = (lines[k] as Line).text;
    if (isCandidate(t)) return true;
    if (!labelLine(t)) return false;
  }
  return false;
}

/**
 * A row label set on its own line above its figures (a PDF cell whose label wraps and is set
 * around the vertically centred figures): a short text line right before a line of figures
 * whose first column is empty.
 */
function centredLabel(lines: Line[], at: number, above = ''): boolean {
  const t = (lines[at] as Line).text.trim();
  if (t.length > 60 || /[.:;]$/.test(t) || GAP.test(t)) return false;
  for (let k = at + 1; k < Math.min(lines.length, at + 3); k++) {
    const next = (lines[k] as Line).text;
    if (!next.trim()) continue;
    return figuresOnly(next) || loneFigure(next, above);
  }
  return false;
}

/**
 * Whether a text line's cells sit over empty cells of the row below, a row of two or more
 * figures: the line is the upper half of that row's centred label, not a row of its own.
 */
function centredAbove(cells: string[], next: { at: number; text: string }[]): boolean {
  const figures = next.filter((x) => numeric(x.text)).length;
  const taken = new Set(next.map((x) => x.at));
  return figures >= 2 && cells.every((c, n) => !c || !taken.has(n));
}

/**
 * An indented line of one figure with no label, set under a figure of the row above (the
 * figure of a two-column row whose label wraps around it: "GIS entry, per" / "0.25" / "record").
 */
function loneFigure(text: string, above: string): boolean {
  if (!/^\s{4,}\S/.test(text)) return false;
  const segs = segments(text);
  const only = segs[0];
  if (segs.length !== 1 || !only || !numeric(only.text)) return false;
  const end = only.col + only.text.length;
  return segments(above).some(
    (s, k) =>
      k > 0 &&
      numeric(s.text) &&
      (Math.abs(s.col - only.col) <= 3 || Math.abs(s.col + s.text.length - end) <= 3),
  );
}

/** An indented line of two or more figures apart by column gaps, with no label of its own. */
function figuresOnly(text: string): boolean {
  if (!/^\s{4,}\S/.test(text) || !GAP.test(text)) return false;
  const segs = segments(text);
  return segs.length >= 2 && segs.every((s) => numeric(s.text));
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
    // A caption ("Table C-1 — Minimum FTE by site") titles the table; it is no header line,
    // however it is indented.
    if (CAPTION.test(t)) break;
    if (columnHeads(t, (lines[from] as Line).text)) {
      start = k;
      break;
    }
    if (indent(t) < Math.max(4, first - 2) || t.trim().length > 50) break;
    start = k;
    blanks = 0;
  }
  return start;
}

/**
 * A header line set two spaces apart over the first row (an OCR'd scan, a plain-text RFQ:
 * "BLDG  FACP  SMOKE DET  HEAT DET" over "1     3    610       120"): three or more labels
 * and no figures, each starting near where a cell of the row below starts.
 */
function columnHeads(text: string, below: string): boolean {
  const segs = segments(text);
  if (segs.length < 3 || segs.some((s) => numeric(s.text)) || /[.:;]$/.test(text.trim())) return false;
  const cols = segments(below).map((s) => s.col);
  return segs.every((s) => cols.some((c) => Math.abs(c - s.col) <= 3));
}

/**
 * A header line of ordinals under column labels: small whole numbers in order, with no row
 * label, or with one when the numbers number a label repeated over their columns ("Option
 * Year" over "1  2  3" under a "Task Area" heading set over two lines).
 */
function numberingRow(cells: string[], above: string[]): boolean {
  if (cells[0]) {
    const numbered = cells.flatMap((c, k) => (/^\d{1,2}$/.test(c) ? [above[k] ?? ''] : []));
    if (numbered.length < 2 || !numbered[0] || numbered.some((l) => l !== numbered[0])) return false;
  }
  const nums = cells.filter((c) => /^\d{1,2}$/.test(c)).map(Number);
  const words = cells.some((c) => c && !numeric(c));
  if (nums.length < (words ? 1 : 2) || cells.some((c) => c && numeric(c) && !/^\d{1,2}$/.test(c)))
    return false;
  return nums.every((n, k) => k === 0 || n === (nums[k - 1] as number) + 1);
}

function buildTable(
  lines: Line[],
  from: number,
  to: number,
  skip: (t: string) => boolean,
  continued = false,
): RawTable | null {
  const block: Line[] = [];
  // Whether a blank line sits right above each kept line: rows of a PDF table are set apart
  // by blank lines, so a label line after one starts a row.
  let afterBlank: boolean[] = [];
  let blank = true;
  for (const l of lines.slice(from, to)) {
    if (!l.text.trim()) blank = true;
    else if (!skip(l.text)) {
      block.push(l);
      afterBlank.push(blank);
      blank = false;
    }
  }
  let segs = block.map((l) => segments(l.text));
  // OCR'd scans shift a column's start by a character or two from line to line.
  const columns = columnsOf(
    segs.filter((r) => r.length >= 2),
    3,
  );
  const cols = columns.starts;
  // Row labels all set on lines of their own (every figure line has an empty first column).
  const lone = segs.filter((r) => r.length === 1).map((r) => (r[0] as Segment).col);
  const left = Math.min(...lone);
  const unlabelled = segs.filter((r) => r.length >= 2 && r.every((x) => numeric(x.text))).length;
  if (
    cols.length >= 2 &&
    unlabelled >= 2 &&
    lone.filter((c) => c <= left + 3).length >= 2 &&
    left < (cols[0] as number) - 3
  )
    cols.unshift(left);
  if (cols.length < 2) return null;
  for (let k = 0; k < segs.length; k++) segs[k] = splitAtColumns(segs[k] as Segment[], cols);
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
  // Rows whose labels wrap, set with their figures on the label's last or middle line.
  const regrouped = regroupWrapped(segs, afterBlank, colOf);
  if (regrouped) ({ segs, afterBlank } = regrouped);
  // A figure goes to the column whose figures it overlaps: right-aligned under a wide label,
  // it may start past the next column's label.
  const figureCol = (x: Segment) => {
    const end = x.col + x.text.length;
    let c = -1;
    let best = 0;
    cols.forEach((at, k) => {
      const [from, to] = columns.figures.get(at) ?? [0, -1];
      const overlap = Math.min(end, to) - Math.max(x.col, from);
      if (overlap > best) [c, best] = [k, overlap];
    });
    return c >= 0 && numeric(x.text) ? c : colOf(x.col, x.text.length);
  };
  // Where the cells of figures lie: a label over right-aligned figures starts left of them,
  // in the gap after the column before, so words rows take columns split mid-gap.
  const gaps = figureGaps(segs, cols, colOf);
  // A label that starts where a column's words start is that column's, wherever the gaps fall
  // ("Staff" under "No. of", a character to its left, over figures right of the gap's middle).
  const headOf = (at: number, len: number) => {
    const c = cols.findIndex((x) => columns.words.has(x) && Math.abs(x - at) <= 2);
    return c >= 0 ? c : gaps(at, len);
  };
  const rows: string[][] = [];
  // Each row's cells plus, in the empty cells a label runs over, that label (a label centred
  // over two columns heads both): header rows are merged from these.
  const spanned: string[][] = [];
  // A rule of dashes under the header ("----   -----") ends the header; it is no row.
  let rule = -1;
  let carried = '';
  let upperHalf: string[] | null = null;
  // The upper half of a description set around a code row, and the row awaiting its lower half.
  let aroundCode = '';
  let lowerOf: string[] | null = null;
  // Whether each row starts after a blank line.
  const fresh: boolean[] = [];
  for (let k = 0; k < segs.length; k++) {
    const r = segs[k] as Segment[];
    if (r.every((x) => /^[-=_–—]{3,}$/.test(x.text))) {
      if (rule < 0 && !totalRule(rows, segs[k + 1])) rule = rows.length;
      continue;
    }
    const cells = cols.map(() => '');
    const over = cols.map(() => '');
    const textRow = !r.some((x) => numeric(x.text));
    for (const x of r) {
      if (/^[-=_–—]{3,}$/.test(x.text)) continue;
      // A header label running over the starts of two or more columns heads them all.
      const covered = cols
        .map((at, o) => (o > 0 && at >= x.col - 1 && at <= x.col + x.text.length - 2 ? o : -1))
        .filter((o) => o > 0);
      // Unless it is the header line right above the first labelled row and its words, set one
      // space apart, sit over those columns one by one ("Dayton Chillicothe Cincinnati Total
      // FTE"): a label heading every column alike would name none of them.
      const words =
        textRow && covered.length >= 2 && firstRowBelow(segs[k + 1]) ? wordsOver(x, covered, colOf) : null;
      if (words) {
        words.forEach((w, c) => {
          if (w) cells[c] = cells[c] ? `${cells[c]} ${w}` : w;
        });
        continue;
      }
      const c =
        textRow && covered.length >= 2
          ? (covered[0] as number)
          : textRow
            ? headOf(x.col, x.text.length)
            : figureCol(x);
      cells[c] = cells[c] ? `${cells[c]} ${x.text}` : x.text;
      if (textRow) for (const o of covered) if (o > c) over[o] = x.text;
    }
    const prev = rows[rows.length - 1];
    const filled = cells.filter((c) => c).length;
    if (filled === 0) continue;
    if (carried) {
      cells[0] = cells[0] ? `${carried} ${cells[0]}` : carried;
      carried = '';
    }
    // A label on its own line over a row of figures with no label: that row's label.
    const next = segs[k + 1];
    if (
      filled === 1 &&
      cells[0] &&
      !numeric(cells[0]) &&
      next &&
      next.length >= 1 &&
      next.every((x) => numeric(x.text)) &&
      colOf((next[0] as Segment).col, (next[0] as Segment).text.length) > 0
    ) {
      carried = cells[0];
      continue;
    }
    // The first half of a label set around its row's vertically centred figures ("Mechanical
    // and Electrical" / "3   3,760 ..." / "Engineering"): text on a line of its own after a
    // blank line, right above a row of figures whose cells under it are empty.
    if (
      textRow &&
      afterBlank[k] &&
      next &&
      !afterBlank[k + 1] &&
      centredAbove(
        cells,
        next.map((x) => ({ at: colOf(x.col, x.text.length), text: x.text })),
      )
    ) {
      upperHalf = cells;
      continue;
    }
    if (upperHalf) {
      const half = upperHalf;
      cells.forEach((_, n) => {
        if (half[n]) cells[n] = cells[n] ? `${half[n]} ${cells[n]}` : (half[n] as string);
      });
      upperHalf = null;
    }
    // A description set around its row's code and figures: the first half above a row whose
    // first run is a bare code ("0002   150   EA"), the rest right below it.
    const codeRow = (x: Segment[] | undefined) =>
      Boolean(x && x.length >= 2 && /^\d{2,6}[A-Z]{0,2}$/.test(x[0]?.text ?? '')) &&
      (x ?? []).slice(1).every((y) => numeric(y.text) || /^[A-Za-z]{1,5}$/.test(y.text));
    if (textRow && r.length === 1 && codeRow(next) && (r[0] as Segment).col > (next?.[0]?.col ?? 0) + 2) {
      aroundCode = (r[0] as Segment).text;
      continue;
    }
    if (
      lowerOf &&
      r.length === 1 &&
      (!numeric((r[0] as Segment).text) || /\)$/.test((r[0] as Segment).text))
    ) {
      lowerOf[0] = `${lowerOf[0]} ${(r[0] as Segment).text}`;
      lowerOf = null;
      continue;
    }
    lowerOf = null;
    if (aroundCode) {
      cells[0] = `${cells[0]} ${aroundCode}`.trim();
      aroundCode = '';
      rows.push(cells);
      spanned.push(cells.map((c, n) => c || (over[n] as string)));
      fresh.push(afterBlank[k] === true);
      lowerOf = cells;
      continue;
    }
    // A note line set in the table ("Contract Manager (Key), North Site, 1 position"): one run
    // from the first column across two or more columns' starts is a row of its own, not the
    // rest of a cell above.
    const only = r.length === 1 ? (r[0] as Segment) : undefined;
    const note =
      only !== undefined &&
      only.col <= (cols[0] as number) + 2 &&
      cols.filter((at) => at > only.col + 2 && at < only.col + only.text.length - 1).length >= 2 &&
      /\S \S+ \S/.test(only.text);
    if (note) {
      const row = cols.map((_, n) => (n === 0 ? only.text : ''));
      rows.push(row);
      fresh.push(afterBlank[k] === true);
      spanned.push(row);
      continue;
    }
    // A wrapped cell: one or two cells, none of them numbers, and no first cell of its own.
    // A period alone on its line ("Option Year 1") titles the rows under it instead.
    if (
      prev &&
      !(r.length === 1 && namesPeriod((r[0] as Segment).text)) &&
      (r.length === 1 || (filled <= Math.max(1, cols.length / 3) && !cells[0])) &&
      !cells.some(numeric)
    ) {
      const prevOver = spanned[spanned.length - 1] as string[];
      cells.forEach((c, n) => {
        if (c) prev[n] = prev[n] ? `${prev[n]} ${c}` : c;
        if (c) prevOver[n] = prevOver[n] ? `${prevOver[n]} ${c}` : c;
      });
      continue;
    }
    rows.push(cells);
    spanned.push(cells.map((c, n) => c || (over[n] as string)));
    fresh.push(afterBlank[k] === true);
  }
  let h = 0;
  // A table of words only whose rows are set apart by blank lines: its header is the lines
  // before the first blank, not the first three rows.
  const wordsOnly = !rows.some((r) => r.some(numeric));
  if (!continued && rule > 0 && rule <= 5) h = rule;
  else
    while (
      !continued &&
      h < Math.min(3, rows.length - 1) &&
      !(rows[h] as string[]).some(numeric) &&
      !(wordsOnly && h > 0 && fresh[h])
    )
      h++;
  // The second line of a two-line header that numbers its columns ("Option Period" over "1  2  3").
  if (
    h > 0 &&
    h < rows.length - 1 &&
    rule < 0 &&
    numberingRow(rows[h] as string[], spanned[h - 1] as string[])
  )
    h++;
  if (rows.length - h < 2 && h > 0 && rule < 0) h = 1;
  // A title row above the header ("2.2  POST SCHEDULE") is the caption, not a header row.
  // Labels over columns apart ("Base Period (9" and "Option Period 1" over the figures, "CLIN /
  // Labor Category" and "Total" on the line under them) are the header wrapped, not a title.
  const title = (k: number) => {
    const r = rows[k] as string[];
    const filled = r.flatMap((c, n) => (c ? [n] : []));
    if (filled.length > Math.min(2, cols.length - 2)) return false;
    // A label over one column only with more of its label right under it ("Number of" over
    // "Positions") is the upper line of that column's heading, not a title over the table.
    const [only] = filled;
    if (
      filled.length === 1 &&
      only !== undefined &&
      only > 0 &&
      (spanned[k] as string[]).filter(Boolean).length === 1 &&
      rows.slice(k + 1, h).some((o) => o[only])
    )
      return false;
    if (filled.length < 2) return true;
    const [a, b] = filled as [number, number];
    return b - a === 1 && (a === 0 || !rows.slice(k + 1, h).some((o) => o[a] && o[b]));
  };
  let t = 0;
  while (t < h - 1 && title(t)) t++;
  const titled = rows.slice(0, t).map((r) => r.filter((c) => c).join(' '));
  const above = captionAbove(lines, from);
  const caption = [above, ...titled].filter((x) => x).join(' - ');
  return {
    ...(caption ? { caption } : {}),
    header: h ? mergeHeader(spanned.slice(t, h), false, true) : cols.map(() => ''),
    rows: withoutRepeats(rows.slice(h), rows.slice(t, h)).map((r) => r.map(readFigure)),
    origin: 'aligned',
    start: (lines[from] as Line).start,
    end: (lines[to - 1] as Line).end,
  };
}

/** A row with a label in its first run and a figure after it: the first row of a table's body. */
function firstRowBelow(next: Segment[] | undefined): boolean {
  return Boolean(
    next && next.length >= 2 && !numeric(next[0]?.text ?? '') && next.slice(1).some((x) => numeric(x.text)),
  );
}

/**
 * The words of a header run, each given to the column it overlaps most, when every column the
 * run covers gets a word of its own; null when two covered columns would share a word.
 */
function wordsOver(
  x: Segment,
  covered: number[],
  colOf: (at: number, len: number) => number,
): Map<number, string> | null {
  const byCol = new Map<number, string>();
  for (const m of x.text.matchAll(/\S+/g)) {
    const c = colOf(x.col + (m.index ?? 0), m[0].length);
    byCol.set(c, byCol.has(c) ? `${byCol.get(c)} ${m[0]}` : m[0]);
  }
  return covered.every((c) => byCol.has(c)) ? byCol : null;
}

/**
 * Whether a rule of dashes sums the figures above it rather than underlining a header: rows of
 * figures above it and a total row right under it ("Analyst   550%" / "--------" / "Total   900%").
 */
function totalRule(rows: string[][], next: Segment[] | undefined): boolean {
  const first = next?.[0]?.text ?? '';
  return /^(?:grand\s+|sub-?)?totals?\b/i.test(first) && rows.some((r) => r.some(numeric));
}
