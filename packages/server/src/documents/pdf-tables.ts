import type { Placed } from './pdf-runs';

/**
 * Tables rebuilt from a PDF page's text positions. A table whose cells wrap over several
 * lines is laid out by the PDF as separate baselines: a label set over two or three lines
 * with its figures vertically centred between them ("Program" / "– 960 960" / "Manager
 * (Key)"), header labels stacked over three or four lines, each column's centred on its own
 * baselines, a period label wrapping onto the line under its figures ("1001 Option" / figures
 * / "1"). Read line by line, every such line is a row of its own and the table is lost.
 *
 * Here the rows that carry two or more figures (numbers or dashes) are the table's anchors;
 * their figures give the columns. Every other line of the table joins the anchor whose cell it
 * is part of: lines set close together (one line pitch) form one cell stack, and a stack
 * joins the anchor inside it (the nearest one, the one above on a tie). The lines above the
 * first row, up to a paragraph gap, are the header: each column's pieces are joined top to
 * bottom, and a label centred over a group of columns ("BASE PERIOD", "OPTION PERIOD") heads
 * each column of its group. The table is then written one row per line, its columns padded so
 * that each stays apart by at least three spaces.
 */

/** A stretch of a row between column gaps. */
interface Cell {
  text: string;
  x: number;
  end: number;
  /** Where each word starts, in points. */
  words: { text: string; x: number }[];
  /** The PDF's own text runs the cell is made of. */
  parts: { text: string; x: number; end: number }[];
}

interface TableLine {
  y: number;
  size: number;
  cells: Cell[];
}

/** A rebuilt table: the page rows it replaces (from, to inclusive) and its text lines. */
export interface RebuiltTable {
  from: number;
  to: number;
  lines: string[];
}

/**
 * A gap wider than this many average character widths separates cells and columns; a word space
 * stretched by justification (about 1.8) stays below it. The page layout uses the same threshold.
 */
export const COLUMN_GAP = 2.5;
/** Or wider than this many font sizes (a word space is a third of one). */
const CELL_GAP = 1.2;
/** Lines of one cell are at most this many font sizes apart (a line pitch is about 1.15). */
const STACK_GAP = 1.3;
/** Rows of one table are at most this many font sizes apart (a label of four lines). */
const ROW_GAP = 5;
/** A gap above the header this many font sizes tall is a paragraph gap: the header ends. */
const HEADER_GAP = 2;
/** The header has at most this many baselines. */
const HEADER_LINES = 12;

/** A figure of a table cell, or a dash or N/A standing for an empty one. */
const FIGURE = /^(?:\(?[$~]?\d[\d,]*(?:\.\d+)?%?\)?(?: ?(?:hrs?|hours|FTEs?))?|[-–—]{1,2}|N\/A)$/i;
const isFigure = (text: string) => FIGURE.test(text.trim());
const hasDigit = (text: string) => /\d/.test(text);

/** The words of a run with their estimated starts (characters share the run's width evenly). */
function wordsOf(run: Placed): { text: string; x: number }[] {
  const out: { text: string; x: number }[] = [];
  const per = run.text.length > 0 ? run.width / run.text.length : 0;
  for (const m of run.text.matchAll(/\S+/g)) out.push({ text: m[0], x: run.x + (m.index ?? 0) * per });
  return out;
}

/** The row's runs as cells: runs closer than a column gap join with a space. */
function cellsOf(row: readonly Placed[], charWidth: number): Cell[] {
  const cells: Cell[] = [];
  for (const run of row) {
    if (run.text.trim() === '') continue;
    const last = cells[cells.length - 1];
    const words = wordsOf(run);
    const end = run.x + run.width;
    if (last && run.x - last.end <= Math.min(COLUMN_GAP * charWidth, CELL_GAP * run.size)) {
      const gap = run.x - last.end > 0.12 * run.size || /^\s/.test(run.text) || /\s$/.test(last.text);
      last.text = `${last.text}${gap ? ' ' : ''}${run.text.trim()}`.replace(/\s+/g, ' ');
      last.end = Math.max(last.end, end);
      last.words.push(...words);
      last.parts.push({ text: run.text.trim(), x: run.x, end });
    } else
      cells.push({
        text: run.text.trim().replace(/\s+/g, ' '),
        x: run.x,
        end,
        words,
        parts: [{ text: run.text.trim(), x: run.x, end }],
      });
  }
  return cells;
}

/**
 * Figures that number columns rather than fill them: CLIN numbers ("0001", "1001", "x001"),
 * years in order, or ordinals 1, 2, 3 in order.
 */
function numbering(figures: readonly string[]): boolean {
  if (!figures.every((f) => /^\d{1,4}$/.test(f))) return false;
  const n = figures.map(Number);
  const rising = n.every((v, k) => k === 0 || v > (n[k - 1] as number));
  if (figures.every((f) => f.length === 4) && figures.some((f) => f.startsWith('0'))) return true;
  if (rising && figures.every((f) => /^(?:19|20)\d\d$/.test(f))) return true;
  return n.every((v, k) => k === 0 || v === (n[k - 1] as number) + 1) && (n[0] ?? 9) <= 1;
}

/** A row of two or more figures, at least one a number: a row of the table's body. */
function isAnchor(line: TableLine): boolean {
  const figures = line.cells.filter((c) => isFigure(c.text));
  // A header line of CLIN numbers or period ordinals is no body row.
  const leading = line.cells.map((c) => c.text.split(' ')[0] ?? '').filter((w) => /^\d{4}$/.test(w));
  if (leading.length >= 2 && numbering(leading)) return false;
  return (
    figures.length >= 2 && figures.some((c) => hasDigit(c.text)) && !numbering(figures.map((c) => c.text))
  );
}

interface Column {
  x: number;
  end: number;
  figures: boolean;
}

/** Figure columns: the figure cells of the anchors, overlapping ones merged. */
function figureColumns(anchors: readonly TableLine[], charWidth: number): Column[] {
  const spans = anchors
    .flatMap((line) => line.cells.filter((c) => isFigure(c.text)).map((c) => ({ x: c.x, end: c.end })))
    .sort((p, q) => p.x - q.x);
  const out: Column[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s.x <= last.end + 0.5 * charWidth) last.end = Math.max(last.end, s.end);
    else out.push({ x: s.x, end: s.end, figures: true });
  }
  return out;
}

/** Whether a word set at x overlaps a column (right-aligned figures start left of narrower ones). */
const inside = (word: { text: string; x: number }, col: Column, charWidth: number) =>
  word.x <= col.end + charWidth && word.x + word.text.length * charWidth >= col.x - charWidth;

/**
 * A label set one space from its first figure ("Bridge Inspector 2,400"): the trailing words
 * that are figures, the first of them inside a figure column, are cut off as cells of their own.
 */
function splitFigures(cells: Cell[], columns: readonly Column[], charWidth: number): Cell[] {
  const out: Cell[] = [];
  for (const cell of cells) {
    if (isFigure(cell.text) || cell.words.length < 2) {
      out.push(cell);
      continue;
    }
    // The trailing figures; the first of them inside a figure column starts the cut.
    let k = cell.words.length;
    while (k > 1 && isFigure((cell.words[k - 1] as { text: string }).text)) k--;
    while (
      k < cell.words.length &&
      !columns.some((c) => inside(cell.words[k] as { text: string; x: number }, c, charWidth))
    )
      k++;
    if (k === cell.words.length) {
      out.push(cell);
      continue;
    }
    const head = cell.words.slice(0, k);
    const tail = cell.words.slice(k);
    const last = head[head.length - 1] as { text: string; x: number };
    const headEnd = last.x + last.text.length * charWidth;
    out.push({
      text: head.map((w) => w.text).join(' '),
      x: cell.x,
      end: headEnd,
      words: head,
      parts: [{ text: head.map((w) => w.text).join(' '), x: cell.x, end: headEnd }],
    });
    // Each trailing figure is a cell: they stand in columns of their own.
    tail.forEach((w, n) => {
      const next = tail[n + 1];
      const end = next ? Math.min(next.x, w.x + w.text.length * charWidth) : cell.end;
      out.push({ text: w.text, x: w.x, end, words: [w], parts: [{ text: w.text, x: w.x, end }] });
    });
  }
  return out;
}

/** Each column's zone: from the middle of the gap before it to the middle of the gap after it. */
function zones(columns: readonly Column[]): [number, number][] {
  return columns.map((c, k) => {
    const before = columns[k - 1];
    const after = columns[k + 1];
    return [
      before ? (before.end + c.x) / 2 : Number.NEGATIVE_INFINITY,
      after ? (c.end + after.x) / 2 : Number.POSITIVE_INFINITY,
    ];
  });
}

/** The column a cell overlaps most (a cell outside every zone goes to the nearest). */
function columnOf(cell: { x: number; end: number }, zs: readonly [number, number][]): number {
  let best = 0;
  let most = Number.NEGATIVE_INFINITY;
  zs.forEach(([from, to], k) => {
    const overlap = Math.min(cell.end, to) - Math.max(cell.x, from);
    if (overlap > most) {
      most = overlap;
      best = k;
    }
  });
  return best;
}

/** Text columns: the body's cells that are no figures, by where they start, left of or between figure columns. */
function textColumns(
  body: readonly TableLine[],
  anchors: number,
  figures: readonly Column[],
  charWidth: number,
): Column[] {
  const out: Column[] = [];
  const need = Math.max(1, Math.ceil(anchors * 0.3));
  const seen: { x: number; end: number; n: number }[] = [];
  for (const line of body)
    for (const c of line.cells) {
      if (isFigure(c.text) || figures.some((f) => c.x < f.end && c.end > f.x)) continue;
      const s = seen.find((x) => Math.abs(x.x - c.x) <= 2 * charWidth);
      if (s) {
        s.n++;
        s.x = Math.min(s.x, c.x);
        s.end = Math.max(s.end, c.end);
      } else seen.push({ x: c.x, end: c.end, n: 1 });
    }
  for (const s of seen) if (s.n >= need) out.push({ x: s.x, end: s.end, figures: false });
  return out;
}

/** A line of running prose, not of a table: a long run of words in one cell. */
function prose(line: TableLine, width: number): boolean {
  return line.cells.some((c) => {
    const words = c.text.split(' ');
    const lower = words.filter((w) => /^[a-z]/.test(w)).length;
    const long = words.length >= 9 || (c.end - c.x > 0.8 * width && lower >= 3);
    // Header labels set close together ("Option Period Option Period ...") are several runs of
    // capitalised words; a sentence has small words or ends like one.
    return (long && (lower >= 3 || c.parts.length <= 2)) || (/[.;:]$/.test(c.text) && words.length >= 4);
  });
}

/**
 * The tables of one page's rows (top first) rebuilt from their positions.
 * @example
 * rebuildTables(groupedRows, 5, 56) // [{ from: 3, to: 11, lines: ['Labor category   0001 ...', ...] }]
 */
export function rebuildTables(
  rows: readonly (readonly Placed[])[],
  charWidth: number,
  pageLeft: number,
): RebuiltTable[] {
  const lines: TableLine[] = rows.map((row) => ({
    y: row[0]?.y ?? 0,
    size: Math.max(...row.map((r) => r.size)),
    cells: cellsOf(row, charWidth),
  }));
  const out: RebuiltTable[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!isAnchor(lines[i] as TableLine)) {
      i++;
      continue;
    }
    // The anchors of one table: each within a few lines of the last, no prose between.
    const anchors = [i];
    let columns = figureColumns([lines[i] as TableLine], charWidth);
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j] as TableLine;
      const last = lines[anchors[anchors.length - 1] as number] as TableLine;
      if (last.y - line.y > ROW_GAP * Math.max(line.size, last.size)) break;
      const width = Math.max(...columns.map((c) => c.end)) - Math.min(...columns.map((c) => c.x));
      if (prose(line, Math.max(width, 200))) break;
      if (!isAnchor(line)) {
        // A label run into its first figure ("Geologist III 1,200"): a row once cut apart.
        const cut = splitFigures(line.cells, columns, charWidth);
        if (!isAnchor({ ...line, cells: cut })) continue;
        line.cells = cut;
      }
      const shared = line.cells.filter(
        (c) =>
          isFigure(c.text) && columns.some((col) => c.x < col.end + charWidth && c.end > col.x - charWidth),
      ).length;
      if (shared < 2) break;
      anchors.push(j);
      columns = figureColumns(
        anchors.map((a) => lines[a] as TableLine),
        charWidth,
      );
    }
    const table = anchors.length >= 2 ? rebuild(lines, anchors, charWidth, pageLeft) : null;
    if (table) {
      out.push(table);
      i = table.to + 1;
    } else i = (anchors[anchors.length - 1] as number) + 1;
  }
  return out;
}

function rebuild(
  all: TableLine[],
  found: number[],
  charWidth: number,
  pageLeft: number,
): RebuiltTable | null {
  let figures = figureColumns(
    found.map((a) => all[a] as TableLine),
    charWidth,
  );
  // A row whose label runs into its first figure ("Marine Electrician 1,040") is a row of the
  // table once the figure is cut off: rows right before, between and after the anchors.
  const asAnchor = (k: number) => {
    const line = all[k] as TableLine;
    const cells = splitFigures(line.cells, figures, charWidth);
    if (!isAnchor({ ...line, cells })) return false;
    line.cells = cells;
    return true;
  };
  const spread = found
    .slice(1)
    .map((a, n) => (all[found[n] as number] as TableLine).y - (all[a] as TableLine).y);
  const near = (k: number, j: number) =>
    Math.abs((all[k] as TableLine).y - (all[j] as TableLine).y) <=
    Math.max(2 * STACK_GAP * (all[k] as TableLine).size, 1.1 * Math.max(0, ...spread));
  let lo = found[0] as number;
  let hi = found[found.length - 1] as number;
  while (lo > 0 && near(lo - 1, lo) && asAnchor(lo - 1)) lo--;
  while (hi + 1 < all.length && near(hi + 1, hi) && asAnchor(hi + 1)) hi++;
  const anchorAt: number[] = [];
  for (let k = lo; k <= hi; k++) if (found.includes(k) || asAnchor(k)) anchorAt.push(k);
  const firstAnchor = lo;
  const lastAnchor = hi;
  figures = figureColumns(
    anchorAt.map((a) => all[a] as TableLine),
    charWidth,
  );
  const stackGap = (a: TableLine, b: TableLine) =>
    Math.abs(a.y - b.y) <= STACK_GAP * Math.max(a.size, b.size);
  // The table's left edge: its rows' first cells, and the labels set on lines of their own
  // right over or under a row of figures alone (labels centred around their figures).
  const labelled = (k: number) => {
    const line = all[k];
    if (!line || isAnchor(line) || line.cells.length === 0) return false;
    return [k - 1, k + 1].some((a) => anchorAt.includes(a) && stackGap(line, all[a] as TableLine));
  };
  const lefts = anchorAt.map((a) => (all[a] as TableLine).cells[0]?.x ?? 0);
  for (let k = firstAnchor - 1; k <= lastAnchor + 1; k++)
    if (labelled(k)) lefts.push((all[k] as TableLine).cells[0]?.x ?? 0);
  const left = Math.min(...lefts);
  const right = Math.max(...figures.map((c) => c.end));
  // Lines after the last anchor that carry on its cells; lines above the first that are the
  // upper half of its cells.
  let to = lastAnchor;
  while (
    to + 1 < all.length &&
    stackGap(all[to] as TableLine, all[to + 1] as TableLine) &&
    !isAnchor(all[to + 1] as TableLine) &&
    (all[to + 1] as TableLine).cells.every(
      (c) => c.x >= left - charWidth && c.end <= right + 2 * charWidth,
    ) &&
    !prose(all[to + 1] as TableLine, right - left)
  )
    to++;
  // Split labels from figures set one space after them, then find the text columns.
  const split = (k: number) => {
    const line = all[k] as TableLine;
    line.cells = splitFigures(line.cells, figures, charWidth);
  };
  for (let k = firstAnchor; k <= to; k++) split(k);
  figures = figureColumns(
    anchorAt.map((a) => all[a] as TableLine),
    charWidth,
  );
  const texts = textColumns(all.slice(firstAnchor, to + 1), anchorAt.length, figures, charWidth);
  const columns = [...texts, ...figures].sort((p, q) => p.x - q.x);
  if (columns.length < 3) return null;
  const zs = zones(columns);
  const inFigureZone = (c: Cell) => (columns[columnOf(c, zs)] as Column).figures;
  const first = all[firstAnchor] as TableLine;
  const firstLabelled = first.cells.some((c) => !inFigureZone(c));
  let from = firstAnchor;
  // The upper half of the first row's label: text-column lines right above it, when its own
  // label cell is empty or its label carries on below it.
  const below = all[firstAnchor + 1];
  const carriesOn =
    below !== undefined &&
    !isAnchor(below) &&
    stackGap(first, below) &&
    firstAnchor + 1 <= to &&
    below.cells.every((c) => !inFigureZone(c));
  if (!firstLabelled || carriesOn)
    while (
      from > 0 &&
      stackGap(all[from - 1] as TableLine, all[from] as TableLine) &&
      !isAnchor(all[from - 1] as TableLine) &&
      (all[from - 1] as TableLine).cells.length > 0 &&
      (all[from - 1] as TableLine).cells.every((c) => !inFigureZone(c) && c.x >= left - 2 * charWidth)
    )
      from--;
  // The upper lines of a first row whose cells are aligned to the bottom ("x001 Senior" /
  // "Conservator" over "(Key)  2,080"): a stack of label-column lines right on top of it, set
  // apart from the line above the stack by more than a line pitch (the header's own lines are
  // stacked on each other, not on the row).
  if (from === firstAnchor) {
    let k = firstAnchor;
    while (
      k > 0 &&
      firstAnchor - k < 2 &&
      stackGap(all[k - 1] as TableLine, all[k] as TableLine) &&
      !isAnchor(all[k - 1] as TableLine) &&
      (all[k - 1] as TableLine).cells.length > 0 &&
      (all[k - 1] as TableLine).cells.every((c) => !inFigureZone(c) && c.x >= left - 2 * charWidth)
    )
      k--;
    const above = all[k - 1];
    if (k < firstAnchor && above !== undefined && !stackGap(above, all[k] as TableLine)) from = k;
  }
  // The header: lines above, up to a paragraph gap, a line of prose or a line outside the table.
  // A table whose rows are set a blank line apart has its header as far above its first row.
  const pitches = anchorAt
    .slice(1)
    .map((a, n) => (all[anchorAt[n] as number] as TableLine).y - (all[a] as TableLine).y);
  const headGap = pitches.length ? 1.05 * Math.min(...pitches) : 0;
  let top = from;
  while (top > 0 && from - top < HEADER_LINES) {
    const line = all[top - 1] as TableLine;
    const under = all[top] as TableLine;
    if (
      line.y - under.y < 0 ||
      line.y - under.y > Math.max(HEADER_GAP * Math.min(line.size, under.size), headGap)
    )
      break;
    if (prose(line, right - left)) break;
    if (line.cells.some((c) => c.x < left - 2 * charWidth || c.x > right + 2 * charWidth)) break;
    if (isAnchor(line)) break;
    // A line with figures is a row of the table (its label run into them), not a header line,
    // unless its figures number the columns.
    const split = splitFigures(line.cells, figures, charWidth).filter(
      (c) => isFigure(c.text) && !/^\d{1,2}$/.test(c.text),
    );
    if (split.length > 0 && !numbering(split.map((c) => c.text))) break;
    top--;
  }
  for (let k = top; k < from; k++) split(k);
  // Body rows: each anchor with the lines of its cells.
  const rowsOut: string[][] = [];
  const put = (cells: string[], line: TableLine, before: boolean) => {
    for (const c of line.cells) {
      const k = columnOf(c, zs);
      const had = cells[k] ?? '';
      cells[k] = had ? (before ? `${c.text} ${had}` : `${had} ${c.text}`) : c.text;
    }
  };
  const empty = () => columns.map(() => '');
  // Which anchor each body line joins (or -1 for a line of its own).
  const owner = new Map<number, number>();
  for (let k = from; k <= to; k++) if (anchorAt.includes(k)) owner.set(k, k);
  for (let k = from; k < firstAnchor; k++) owner.set(k, firstAnchor);
  for (let k = lastAnchor + 1; k <= to; k++) owner.set(k, lastAnchor);
  for (let n = 0; n + 1 < anchorAt.length; n++) {
    const a = anchorAt[n] as number;
    const b = anchorAt[n + 1] as number;
    if (b === a + 1) continue;
    // Stacks: runs of lines one pitch apart, from a to b.
    const breaks: number[] = [];
    for (let k = a; k < b; k++) if (!stackGap(all[k] as TableLine, all[k + 1] as TableLine)) breaks.push(k);
    for (let k = a + 1; k < b; k++) {
      // A line with figures of its own is a row of its own, never part of another row's cells.
      if ((all[k] as TableLine).cells.some((c) => isFigure(c.text) && inFigureZone(c))) {
        owner.set(k, -1);
        continue;
      }
      const brokenAbove = breaks.some((x) => x >= a && x < k);
      const brokenBelow = breaks.some((x) => x >= k && x < b);
      if (!brokenAbove && brokenBelow) owner.set(k, a);
      else if (brokenAbove && !brokenBelow) owner.set(k, b);
      else if (!brokenAbove && !brokenBelow) {
        const line = all[k] as TableLine;
        const up = (all[a] as TableLine).y - line.y;
        const down = line.y - (all[b] as TableLine).y;
        owner.set(k, down < up ? b : a);
      } else owner.set(k, -1);
    }
  }
  const byAnchor = new Map<number, string[]>();
  const order: { key: number; cells: string[] }[] = [];
  for (let k = from; k <= to; k++) {
    const o = owner.get(k) ?? -1;
    if (o < 0) {
      const cells = empty();
      put(cells, all[k] as TableLine, false);
      order.push({ key: -1, cells });
      continue;
    }
    let cells = byAnchor.get(o);
    if (!cells) {
      cells = empty();
      byAnchor.set(o, cells);
      order.push({ key: o, cells });
    }
    put(cells, all[k] as TableLine, false);
  }
  for (const r of order) rowsOut.push(r.cells);
  // The header: each column's pieces top to bottom; a group label over several columns heads each of them.
  const header = empty();
  let hasHeader = false;
  const centre = (c: { x: number; end: number }) => (c.x + c.end) / 2;
  let unclear = false;
  const headerLines = columns.map(() => 0);
  const headerY: (number | undefined)[] = columns.map(() => undefined);
  for (let k = top; k < from; k++) {
    const line = all[k] as TableLine;
    // Labels of neighbouring columns set close together (one cell here): the PDF's runs, each
    // over its own column, are cells of their own; a single run over several columns is a group label.
    line.cells = line.cells.flatMap((c) => {
      const parts = c.parts.map((p) => ({ ...p, col: columnOf(p, zs) }));
      if (new Set(parts.map((p) => p.col)).size < 2) return [c];
      const out: Cell[] = [];
      for (const p of parts) {
        const prev = out[out.length - 1];
        if (prev && columnOf(prev, zs) === p.col) {
          prev.text = `${prev.text} ${p.text}`;
          prev.end = p.end;
          prev.parts.push(p);
        } else out.push({ text: p.text, x: p.x, end: p.end, words: [], parts: [p] });
      }
      // Runs that cut labels apart ("FAT (Port" / "Adeline) BCL"): the header cannot be told
      // apart by position, and the table is left as the page sets it.
      if (out.some((o) => o.text.split(' ').length < 2 && !/^\d/.test(o.text))) unclear = true;
      return out;
    });
    const spans = line.cells.map(
      (c) => columns.filter((col) => centre(col) >= c.x && centre(col) <= c.end).length,
    );
    const grouped = spans.some((n) => n >= 2);
    // Group labels come two or more to a line ("BASE PERIOD", "OPTION PERIOD"), each one run,
    // over the columns' own labels; one run over several columns alone, or a last header line
    // of wide labels, may be the columns' labels set as one string: unclear.
    if (
      grouped &&
      (spans.filter((n) => n >= 1).length < 2 ||
        k === from - 1 ||
        line.cells.some((c, n) => (spans[n] ?? 0) >= 2 && c.parts.length > 1))
    )
      unclear = true;
    line.cells.forEach((c, n) => {
      let targets: number[];
      if (grouped) {
        // Columns nearer this label's centre than any other label's on the line, under its reach.
        const mid = centre(c);
        const others = line.cells.filter((_, m) => m !== n).map(centre);
        const leftBound = Math.max(
          ...others.filter((o) => o < mid).map((o) => (o + mid) / 2),
          line.cells.length > 1 ? mid - (Math.min(...others.filter((o) => o > mid)) - mid) / 2 : c.x,
        );
        const rightBound = Math.min(
          ...others.filter((o) => o > mid).map((o) => (o + mid) / 2),
          line.cells.length > 1 ? mid + (mid - Math.max(...others.filter((o) => o < mid))) / 2 : c.end,
        );
        targets = columns
          .map((col, m) => ({ col, m }))
          .filter(
            ({ col }) =>
              centre(col) >= Math.min(leftBound, c.x) && centre(col) <= Math.max(rightBound, c.end),
          )
          .map(({ m }) => m);
        if (targets.length === 0) targets = [columnOf(c, zs)];
      } else targets = [columnOf(c, zs)];
      // A word broken at a hyphen at the end of a line ("Fracture-" / "crit.") is joined again.
      const join = (had: string) => (/[A-Za-z]-$/.test(had) ? `${had}${c.text}` : `${had} ${c.text}`);
      for (const t of targets) {
        header[t] = header[t] ? join(header[t] as string) : c.text;
        // Stacked: a column's pieces a line pitch apart or less (one wrapped label), not header
        // rows set a full row apart.
        const lastY = headerY[t];
        if (lastY !== undefined && lastY - line.y <= STACK_GAP * line.size)
          headerLines[t] = (headerLines[t] ?? 0) + 1;
        headerY[t] = line.y;
      }
      hasHeader = true;
    });
  }
  const stacked = headerLines.some((n) => n >= 1);
  if (unclear) return null;
  // Only a table whose cells wrap is rebuilt: a body line joined to a row, or a header column
  // stacked over two or more lines. A table of one line per row reads as the page sets it.
  const joined = [...owner.entries()].some(([k, o]) => o >= 0 && k !== o);
  if (!joined && !stacked) return null;
  // Nothing lost and no two figures in one cell: otherwise the page is laid out as it was.
  const words = (t: string) => t.split(/\s+/).filter(Boolean);
  const before = all
    .slice(top, to + 1)
    .flatMap((l) => l.cells.flatMap((c) => words(c.text)))
    .sort();
  const after = ` ${[...header, ...rowsOut.flat()].join(' ')} `;
  if (before.some((w) => !after.includes(w))) return null;
  if (
    rowsOut.some((r) =>
      r.some((cell, k) => (columns[k] as Column).figures && words(cell).filter(isFigure).length > 1),
    )
  )
    return null;
  // A header label longer than its column's figures wraps over up to three lines, so that
  // the rows stay short; no line of it is a lone number (it would read as a row of figures).
  const body = columns.map((_, k) => Math.max(0, ...rowsOut.map((r) => (r[k] ?? '').length)));
  const wrapped = header.map((label, k) => wrap(label, Math.max(body[k] ?? 0, 16)));
  const headLines = hasHeader ? Math.max(...wrapped.map((w) => w.length)) : 0;
  const grid = [...Array.from({ length: headLines }, (_, n) => wrapped.map((w) => w[n] ?? '')), ...rowsOut];
  const widths = columns.map((_, k) => Math.max(...grid.map((r) => (r[k] ?? '').length)));
  const indent = ' '.repeat(Math.max(0, Math.round((left - pageLeft) / charWidth)));
  const text = grid.map((r) => {
    let line = indent;
    columns.forEach((_, k) => {
      const cell = r[k] ?? '';
      const w = widths[k] ?? 0;
      if (k > 0) line += '   ';
      // Every cell starts at its column's start, so header labels and figures line up.
      line += cell.padEnd(w);
    });
    return line.trimEnd();
  });
  return { from: top, to, lines: text };
}

/** A label cut at word starts into at most three lines of about `width` characters or more. */
function wrap(label: string, width: number): string[] {
  if (label.length <= width) return label ? [label] : [];
  const words = label.split(' ');
  for (let w = Math.max(width, Math.ceil(label.length / 3)); ; w++) {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines[lines.length - 1];
      // A number goes with the word after it: a lone figure on a header line reads as data.
      if (last !== undefined && (last.length + 1 + word.length <= w || isFigure(last)))
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= 3 && !lines.some((l) => isFigure(l))) return lines;
    if (w > label.length) return [label];
  }
}
