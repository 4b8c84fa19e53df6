import { byTextShare, type Placed, placeRuns } from './pdf-runs';
import { COLUMN_GAP, rebuildTables } from './pdf-tables';

/** A row of the page as text, with its baseline and font size. */
interface Row {
  text: string;
  /** True when the row has a column gap (three or more spaces between runs). */
  columns: boolean;
  y: number;
  size: number;
  /** A line of a rebuilt table after its first: no paragraph gap before it. */
  tight?: boolean;
}

/** A vertical gap this many line heights wide starts a new paragraph. */
const PARAGRAPH_GAP = 1.7;
/** Runs whose baselines differ by less than this share of the font size share a line. */
const SAME_LINE = 0.45;
/** After a sentence's end, two typed spaces are common: the gap must be this wide to be a column. */
const SENTENCE_GAP = 3.5;
/** Wide gaps on one row that differ by less than this many character widths are justification. */
const JUSTIFIED_SPREAD = 0.3;
/** A gap wider than this share of the font size is a word space. */
const WORD_GAP = 0.12;
/** Columns are at least this many spaces apart, so a table's gaps survive normalising. */
const MIN_COLUMN_SPACES = 3;
/**
 * A list marker or section number at the start of a row ("1.", "(a)", "C.3.1", "3.1", a
 * bullet): the tab after it is a word space, not a column gap. A word in parentheses ("(Key)",
 * "(Lead)") is a cell of a table header, not a marker.
 */
const MARKER =
  /^(?:\(?(?:\d{1,3}|[A-Za-z]|[ivxIVX]{1,4}|[A-Za-z]\d{1,2})[.)]|[A-Z]?\d{0,3}(?:\.\d{1,3})+\.?|[•·▪●○◦■□➢►*\-–—])$/;
/** A figure of a table cell ("2.0", "0.25", "1,920", "12%"): after a number-like marker it is a column. */
const FIGURE = /^\(?[$~]?\d[\d,]*(?:\.\d+)?%?\)?$/;

/** Average width of one character on the page: the grid that columns are aligned to. */
function characterWidth(runs: readonly Placed[]): number {
  let width = 0;
  let characters = 0;
  for (const run of runs) {
    if (run.text.trim().length > 0 && run.width > 0) {
      width += run.width;
      characters += run.text.length;
    }
  }
  return characters > 0 ? width / characters : 5;
}

/** Groups runs into rows by baseline, top of the page first, each row left to right. */
function groupRows(runs: readonly Placed[]): Placed[][] {
  const sorted = [...runs].sort((p, q) => q.y - p.y || p.x - q.x);
  const out: Placed[][] = [];
  let current: Placed[] = [];
  let baseline = Number.NaN;
  for (const run of sorted) {
    if (current.length > 0 && Math.abs(baseline - run.y) > SAME_LINE * run.size) {
      out.push(current);
      current = [];
    }
    if (current.length === 0) baseline = run.y;
    current.push(run);
  }
  if (current.length > 0) out.push(current);
  for (const row of out) row.sort((p, q) => p.x - q.x);
  return out;
}

/** A piece of a row between gaps: its text, where it starts and ends, the gap before it. */
interface Piece {
  text: string;
  x: number;
  end: number;
  /** Horizontal gap to the previous piece, in points (NaN for the first). */
  gap: number;
  /** A space run (or a trailing space) separates it from the previous piece. */
  spaced: boolean;
  size: number;
}

/** The row's text runs as pieces, gaps measured from the end of the text before. */
function pieces(row: readonly Placed[]): Piece[] {
  const out: Piece[] = [];
  let spaced = false;
  for (const run of row) {
    const last = out[out.length - 1];
    // A space-only run only says there is a space: its width may span a whole tab stop.
    if (run.text.trim() === '') {
      spaced = true;
      continue;
    }
    const gap = last ? run.x - last.end : Number.NaN;
    const space = spaced || /^\s/.test(run.text) || (last !== undefined && /\s$/.test(last.text));
    out.push({ text: run.text, x: run.x, end: run.x + run.width, gap, spaced: space, size: run.size });
    spaced = false;
  }
  return out;
}

/**
 * True for a justified line of prose: three or more wide gaps, all of the same width (a
 * table's gaps vary with its cells' widths).
 */
function justified(wide: readonly number[], charWidth: number): boolean {
  return wide.length >= 3 && Math.max(...wide) - Math.min(...wide) < JUSTIFIED_SPREAD * charWidth;
}

/**
 * One row as text on a grid of average character widths: pieces close together are joined
 * (with a space when the gap is a word space), a wide gap pads to the piece's column, at
 * least three spaces; a justified line keeps single spaces.
 */
function rowText(row: readonly Placed[], left: number, charWidth: number): Row {
  const parts = pieces(row);
  const wide = parts.filter((part) => part.gap > COLUMN_GAP * charWidth).map((part) => part.gap);
  const prose = justified(wide, charWidth);
  let text = '';
  let columns = false;
  for (const part of parts) {
    const column = Math.round((part.x - left) / charWidth);
    // "2.0" then a wide gap then "1.0" is a row of figures (a wrapped row's centred cells), not
    // a section number before its heading.
    const marker = !columns && MARKER.test(text.trim()) && !FIGURE.test(part.text.trim());
    const sentence = /[.:;?!]\s*$/.test(text) && /^\s*[A-Z]/.test(part.text);
    const wideEnough = part.gap > (sentence ? SENTENCE_GAP : COLUMN_GAP) * charWidth;
    if (text === '') text = ' '.repeat(Math.max(0, column));
    else if (wideEnough && !prose && !marker) {
      text = text.trimEnd();
      text += ' '.repeat(Math.max(MIN_COLUMN_SPACES, column - text.length));
      columns = true;
    } else if ((part.spaced || part.gap > WORD_GAP * part.size) && !text.endsWith(' ')) text += ' ';
    text += part.text;
  }
  return {
    text: text.trimEnd(),
    columns,
    y: row[0]?.y ?? 0,
    size: Math.max(...row.map((run) => run.size)),
  };
}

/**
 * Lays out one page's text runs as `pdftotext -layout` does: runs are grouped into rows by
 * baseline and sorted left to right; wide horizontal gaps become runs of at least three
 * spaces that align with the page's columns, so a table reads as column-aligned text. A
 * vertical jump wider than a line and a half starts a new paragraph (a blank line). Rows
 * keep their indentation from the page's leftmost text, so a table's header rows and
 * continuation lines stay over their columns. Text printed sideways (a rotated page, a
 * table's rotated header) is laid out in its own reading direction, after the page's main
 * direction.
 * @example
 * layoutPage(textContent.items) // 'Console Control     0001-     24     7     (8,736)     YES'
 */
export function layoutPage(items: readonly object[]): string {
  return byTextShare(placeRuns(items))
    .map(layoutRuns)
    .filter((text) => text !== '')
    .join('\n\n');
}

/** The rows of runs that read one way, top first, with blank lines between paragraphs. */
function layoutRuns(runs: readonly Placed[]): string {
  if (runs.length === 0) return '';
  const charWidth = characterWidth(runs);
  const left = Math.min(...runs.map((run) => run.x));
  const grouped = groupRows(runs);
  const rows = grouped.map((row) => rowText(row, left, charWidth));
  // Tables whose cells wrap over several baselines, rebuilt one row per line.
  for (const table of rebuildTables(grouped, charWidth, left).reverse()) {
    const first = rows[table.from] as Row;
    const last = rows[table.to] as Row;
    const lines = table.lines.map((text, k) => ({
      text,
      columns: true,
      y: k === table.lines.length - 1 ? last.y : first.y,
      size: k === table.lines.length - 1 ? last.size : first.size,
      tight: k > 0,
    }));
    rows.splice(table.from, table.to - table.from + 1, ...lines);
  }
  let out = '';
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    if (previous) {
      const gap = previous.y - row.y;
      out += !row.tight && gap > PARAGRAPH_GAP * Math.max(row.size, previous.size, 1) ? '\n\n' : '\n';
    }
    out += row.text;
  });
  return out;
}
