import { namesPeriod } from '../labour/period-labels';
import { furnitureKey, isPageNumber, type Line } from './lines';
import type { RawTable } from './tables-pipe';

const numeric = (c: string) =>
  /\d/.test(c) && /^[-($~≈]*\s*[\d,.]+\s*(?:%|hrs?|hours|FTEs?|MO|EA)?\)?$/i.test(c);

/**
 * Rows of a table's two parts; a first row that is only a wrapped label joins the last row.
 * @example
 * joinRows([['Option', '9,390']], [['-- Period 6', ''], ['Option', '9,390']]) // [['Option -- Period 6', '9,390'], ['Option', '9,390']]
 */
export function joinRows(before: string[][], after: string[][]): string[][] {
  const [first, ...rest] = after;
  const last = before[before.length - 1];
  if (!first || !last || first.filter((c) => c).length !== 1 || first.some(numeric))
    return [...before, ...after];
  const merged = last.map((c, k) => (first[k] ? `${c} ${first[k]}`.trim() : c));
  return [...before.slice(0, -1), merged, ...rest];
}

/**
 * Where a table carries on after a page break: the first line after the table's end when
 * only blank lines, page numbers, running headers and wrapped cells lie before line i; -1
 * when anything else does.
 * @example
 * onlyPageBreak([], 0, 0, () => false) // 0
 */
export function onlyPageBreak(lines: Line[], i: number, end: number, skip: (t: string) => boolean): number {
  let first = i;
  for (let k = i - 1; k >= 0 && (lines[k] as Line).start >= end; k--) {
    const t = (lines[k] as Line).text;
    if (i - k > 40) return -1;
    if (!t.trim() || skip(t)) continue;
    // A cell wrapped onto the new page ("-- Option Period 6") belongs to the rows below.
    if (/^\s{4,}\S/.test(t) && t.trim().length < 100) first = k;
    else return -1;
  }
  return first;
}

// A caption that says the table goes on ("TABLE C-1 (continued)", "Table 3 - cont'd", "(Cont.)").
const CONTINUED = /\bcont(?:inued|'d|’d|\.)(?![a-z])/i;
// A page's edge: a form feed, or a page number ("Page C-3 of 9", "- 4 -") in a line.
const PAGE_EDGE = /\f|\bpage\s+[A-Z]?-?\d{1,4}(?:\s+of\s+\d{1,4})?\b|^\s*[-–]\s*\d{1,4}\s*[-–]\s*$/i;

/**
 * Whether the rows at line i carry on a table that ended before a page break and whose
 * continuation a caption announces ("TABLE C-1 (continued)"), with the page's foot and head
 * (however the scan set them) in between: up to a dozen short lines, one of them a page's
 * edge, the last text line before the rows the caption.
 * @example
 * continuedAfterBreak([], 0, 0) // false
 */
export function continuedAfterBreak(lines: Line[], i: number, end: number): boolean {
  let edge = false;
  let caption = false;
  let seen = 0;
  for (let k = i - 1; k >= 0 && (lines[k] as Line).start >= end; k--) {
    const t = (lines[k] as Line).text;
    if (!t.trim()) continue;
    if (++seen > 12 || t.trim().length > 100) return false;
    if (seen === 1) caption = CONTINUED.test(t) && t.trim().length <= 80;
    if (PAGE_EDGE.test(t)) edge = true;
  }
  return caption && edge;
}

/**
 * Joins a table continued on the next page (the same header repeated under the page's
 * running header) to the table it continues.
 * @example
 * mergeContinued([]) // []
 */
export function mergeContinued(tables: RawTable[]): RawTable[] {
  const out: RawTable[] = [];
  for (const t of tables) {
    // The page's own header block may sit between the two parts.
    let k = out.length - 1;
    while (k >= 0 && k >= out.length - 3 && !continues(out[k] as RawTable, t)) k--;
    const prev = k >= 0 && k >= out.length - 3 ? out[k] : undefined;
    if (prev && continues(prev, t)) {
      // A part titled by a period ("Option Year 1" over the same header) keeps its title as a
      // row: the rows under it are that period's, not more of the first part's.
      const title =
        t.caption && namesPeriod(t.caption) ? [[t.caption, ...t.header.slice(1).map(() => '')]] : [];
      out[k] = { ...prev, rows: [...prev.rows, ...title, ...t.rows], end: t.end };
    } else out.push(t);
  }
  return out;
}

function continues(prev: RawTable, t: RawTable): boolean {
  if (t.origin !== 'aligned' || prev.origin !== 'aligned' || t.start - prev.end >= 3000) return false;
  if (t.header.some((c) => c)) return t.header.join('|') === prev.header.join('|');
  // Rows with no header of their own under a caption that says they go on ("TABLE C-1
  // (continued)", "Table 2, cont'd") in the same columns.
  return t.header.length === prev.header.length && CONTINUED.test(t.caption ?? '');
}

/**
 * Running heads and feet of a text too short for `pageFurniture` (three pages, a header seen
 * three times): the line that opens the document or a page (after a page number or a form
 * feed) and the line right before a page number, normalised, when the same line opens or
 * closes two pages or more and is met nowhere else.
 * @example
 * pageEdges(toLines('RFP 12  COMPLEX\nrow 1\n  Page 1 of 2\nRFP 12  COMPLEX\nrow 2')).has('rfp # complex') // true
 */
export function pageEdges(lines: Line[]): Set<string> {
  // The lines that open and close pages, each once (a page number and a form feed may both
  // stand before one page's first line).
  const heads = new Set<number>();
  const feet = new Set<number>();
  const near = (at: number, step: number) => {
    for (let k = at; k >= 0 && k < lines.length; k += step)
      if ((lines[k] as Line).text.trim()) return isPageNumber((lines[k] as Line).text) ? -1 : k;
    return -1;
  };
  heads.add(near(0, 1));
  lines.forEach((l, i) => {
    if (!isPageNumber(l.text) && !l.text.includes('\f')) return;
    heads.add(near(i + 1, 1));
    if (isPageNumber(l.text)) feet.add(near(i - 1, -1));
  });
  // A table's header set again on each page also opens pages, but it is met where the table
  // starts too: a running head is met only at the pages' edges.
  const all = new Map<string, number>();
  for (const l of lines) {
    const key = furnitureKey(l.text);
    if (key) all.set(key, (all.get(key) ?? 0) + 1);
  }
  const out = new Set<string>();
  for (const edge of [heads, feet]) {
    const seen = new Map<string, number>();
    for (const k of edge) {
      const key = k >= 0 ? furnitureKey((lines[k] as Line).text) : '';
      if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    for (const [key, n] of seen) if (n >= 2 && all.get(key) === n) out.add(key);
  }
  return out;
}

const wordsOf = (rows: string[][]) =>
  rows
    .flat()
    .join(' ')
    .split(/\s+/)
    .filter((w) => w)
    .sort()
    .join(' ');

/**
 * The body without the header set again on a new page: runs of up to three rows of words
 * whose words are the header's.
 */
export function withoutRepeats(body: string[][], header: string[][]): string[][] {
  const head = wordsOf(header);
  if (!head) return body;
  const out: string[][] = [];
  for (let k = 0; k < body.length; k++) {
    const run = [1, 2, 3].find((d) => k + d <= body.length && wordsOf(body.slice(k, k + d)) === head);
    if (run === undefined) out.push(body[k] as string[]);
    else k += run - 1;
  }
  return out;
}
