import { splitPeriodPhrases } from '../labour/period-labels';
import { numeric, type Segment } from './tables-segments';

// Runs of aligned text cut where they cross column starts: labels set one space apart, a
// label set one space from its figures, period names set as one string.

/**
 * Where a run of header text is cut so that each spanned column starts a label of two words
 * or more: for each column a word start near it, nearest first, the first assignment whose
 * pieces are all such labels. A run the PDF set as one string is laid out on a grid of average
 * character widths, so the further a word sits into it, the further its start may drift.
 */
function labelCuts(x: Segment, inner: number[], starts: number[]): number[] | null {
  const end = x.col + x.text.length + 1;
  const label = (from: number, to: number) => /\S \S/.test(x.text.slice(from - x.col, to - x.col - 1));
  const choose = (k: number, from: number): number[] | null => {
    const c = inner[k];
    if (c === undefined) return label(from, end) ? [] : null;
    const tol = 2 + Math.floor((c - x.col) / 20);
    const near = starts
      .filter((a) => a > from && Math.abs(a - c) <= tol)
      .sort((a, b) => Math.abs(a - c) - Math.abs(b - c));
    for (const at of near) {
      if (!label(from, at)) continue;
      const rest = choose(k + 1, at);
      if (rest) return [at, ...rest];
    }
    return null;
  };
  return inner.length ? choose(0, x.col) : [];
}

/**
 * A header label the PDF set once per column as one string ("Option Year Option Year Option
 * Year" over three period columns): a run that is one label repeated exactly as many times as
 * it spans column starts is cut into that label, one per column. The cut does not depend on
 * where the words sit, which drifts further from the columns the longer the run.
 */
function repeatedLabel(x: Segment, cols: number[]): Segment[] | null {
  const spanned = cols.filter((c) => c >= x.col - 3 && c < x.col + x.text.length - 1);
  const words = x.text.split(' ');
  const n = spanned.length;
  if (n < 2 || words.length % n !== 0 || words.length === n) return null;
  const label = words.slice(0, words.length / n).join(' ');
  if (Array.from({ length: n }, () => label).join(' ') !== x.text) return null;
  return spanned.map((col) => ({ text: label, col }));
}

/**
 * Period headings the PDF set as one string over the columns of figures ("Base Period Option
 * Period 1 Option Period 2", one space apart): a run over the figure columns (not starting in
 * the label column) that is two or more period names and nothing else is cut at each name, the
 * names heading consecutive columns. Like `repeatedLabel`, the cut does not depend on where the
 * words sit, which drifts from the columns in a long run.
 */
function periodRun(x: Segment, cols: number[]): Segment[] | null {
  if (x.col <= (cols[0] ?? 0) + 2) return null;
  const names = splitPeriodPhrases(x.text);
  if (names.length < 2 || names.length > cols.length - 1) return null;
  // The names head consecutive columns from the one the run starts over (all of the figure
  // columns when there are as many names).
  let first = 1;
  if (names.length < cols.length - 1) {
    for (let c = 2; c < cols.length; c++)
      if (Math.abs((cols[c] as number) - x.col) < Math.abs((cols[first] as number) - x.col)) first = c;
    first = Math.min(first, cols.length - names.length);
  }
  return names.map((name, k) => ({ text: name, col: cols[first + k] as number }));
}

/**
 * Runs cut where a word starts at another column's start: a label set one space from its
 * first figure ("Senior Management Analyst 3,840"), header labels one space apart ("Option
 * Period Option Period"). Figures are cut off a label; a run of text in a row of text only
 * when each column it spans has a word starting near that column's start and every piece
 * is a label of two words or more.
 */
export function splitAtColumns(row: Segment[], cols: number[]): Segment[] {
  const textRow = !row.some((x) => numeric(x.text));
  const out: Segment[] = [];
  for (const x of row) {
    const starts = [...x.text.matchAll(/ (?=\S)/g)].map((m) => x.col + (m.index ?? 0) + 1);
    let cuts: number[] = [];
    const repeated = textRow ? (repeatedLabel(x, cols) ?? periodRun(x, cols)) : null;
    if (repeated) {
      out.push(...repeated);
      continue;
    }
    if (textRow) {
      const inner = cols.filter((c) => c > x.col + 2 && c < x.col + x.text.length - 1);
      // Each column spanned takes a word start near it (nearest first); a label centred over
      // two columns ("Base iterations" over FLW and FGA) is one label: only labels of two
      // words or more each are cut apart.
      cuts = labelCuts(x, inner, starts) ?? lastCellCut(x, inner, starts, cols);
    } else {
      // Right-aligned figures start anywhere in their column.
      const at = starts.find(
        (a) =>
          x.text
            .slice(a - x.col)
            .split(' ')
            .every(numeric) && cols.some((c) => c > x.col + 2 && a >= c - 3),
      );
      if (at !== undefined) cuts = [at];
    }
    let from = x.col;
    for (const at of [...new Set(cuts)].sort((a, b) => a - b)) {
      out.push({ text: x.text.slice(from - x.col, at - x.col - 1), col: from });
      from = at;
    }
    out.push(from === x.col ? x : { text: x.text.slice(from - x.col), col: from });
  }
  return out;
}

/**
 * A last cell set one space after a long cell of the column before ("a minimum of eight (8)
 * on duty each workday Harborview" over "Location"): a word starting within a character of the
 * last column's start, after a cell of two words or more.
 */
function lastCellCut(x: Segment, inner: number[], starts: number[], cols: number[]): number[] {
  const last = cols[cols.length - 1] as number;
  if (inner[inner.length - 1] !== last) return [];
  const at = starts.find((a) => Math.abs(a - last) <= 1);
  if (at === undefined || inner.length > 1) return [];
  return /\S \S/.test(x.text.slice(0, at - x.col - 1)) ? [at] : [];
}
