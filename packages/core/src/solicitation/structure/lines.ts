/** One line of a document with its character range (end excludes the line break). */
export interface Line {
  text: string;
  start: number;
  end: number;
}

// Flattened PDF text puts a whole page on one line; a heading buried in it starts after a
// sentence end and is a UCF part, an article, a numbered paragraph or a task.
const INLINE_HEADING =
  /(?<=[.:;!?)"”]\s{1,4}|\s{3,}|\bPage \d{1,4}(?: of \d{1,4})?\s{1,4})(?=(?:SECTION|PART|ARTICLE)\s+[A-M0-9IVX][.\s]|(?:[A-M]\.)?\d{1,2}(?:\.\d{1,2}){0,4}\.?\s{1,6}[A-Z][A-Za-z]|(?:Task|TASK|Subtask|SUBTASK)\s+\d{1,2}(?:\.\d{1,2})*\b)/g;

// "SECTION C - DESCRIPTION/SPECIFICATIONS/WORK STATEMENT ARTICLE C.1. STATEMENT OF WORK"
const UCF_PAIR = /^\s*SECTION\s+[A-M]\b.*\sARTICLE\s+[A-M]\.\d/;

function splitAt(raw: string, base: number, at: number, out: Line[]): void {
  out.push({ text: raw.slice(0, at), start: base, end: base + at });
  out.push({ text: raw.slice(at), start: base + at, end: base + raw.length });
}

/** A line longer than this is treated as flattened page text and split at inline headings. */
export const LONG_LINE = 400;

/**
 * Splits a text into lines with offsets; very long lines (a flattened PDF page) are cut
 * where a heading starts inside them, so headings are found there too.
 * @example
 * toLines('a\nb').map((l) => l.start) // [0, 2]
 */
export function toLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const raw = text.slice(start, end).replace(/\r$/, '');
    if (raw.length > LONG_LINE && !raw.trimStart().startsWith('|')) splitLong(raw, start, lines);
    else if (UCF_PAIR.test(raw)) splitAt(raw, start, raw.search(/\sARTICLE\s/) + 1, lines);
    else lines.push({ text: raw, start, end: start + raw.length });
    if (end >= text.length) break;
    start = end + 1;
  }
  return lines;
}

function splitLong(raw: string, base: number, out: Line[]): void {
  let from = 0;
  for (const m of raw.matchAll(INLINE_HEADING)) {
    const at = m.index ?? 0;
    if (at - from < 20) continue;
    out.push({ text: raw.slice(from, at), start: base + from, end: base + at });
    from = at;
  }
  out.push({ text: raw.slice(from), start: base + from, end: base + raw.length });
}

/**
 * Lines that repeat on every page (running headers and footers, form numbers, page
 * numbers), normalised: digits become '#' and spaces collapse. A line seen at least four
 * times, on at least a third of the pages when page numbers show the pages, and a page
 * apart (its repeats a median of 15 lines or more apart: a header row repeated over a
 * table's blocks is not furniture) counts; Markdown headings, table rows and numbered
 * headings never do.
 * @example
 * pageFurniture(toLines([1, 2, 3, 4].map((p) => `Page ${p} of 4\n${'text\n'.repeat(20)}`).join(''))).has('page # of #') // true
 */
export function pageFurniture(lines: Line[]): Set<string> {
  const seen = new Map<string, number[]>();
  let pages = 1;
  lines.forEach((line, i) => {
    if (line.text.includes('\f') || isPageNumber(line.text)) pages++;
    const key = furnitureKey(line.text);
    if (!key) return;
    const at = seen.get(key);
    if (at) at.push(i);
    else seen.set(key, [i]);
  });
  // On a paged document a running header is on a good share of the pages; a CLIN line
  // repeated once per option year is not. A page's header is a page apart from the next one;
  // a header row repeated over each block of one table is a few lines apart.
  const min = Math.max(4, Math.round(pages * 0.3));
  const out = new Set<string>();
  for (const [key, at] of seen) if (at.length >= min && medianGap(at) >= MIN_PAGE_LINES) out.add(key);
  return out;
}

// Fewer lines than any page holds: repeats closer than this are a table's, not a page's.
const MIN_PAGE_LINES = 15;

/** The median distance, in lines, between successive occurrences. */
function medianGap(at: number[]): number {
  const gaps = at
    .slice(1)
    .map((v, i) => v - (at[i] ?? 0))
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
}

/** The normalised form of a line for page-furniture matching ('' when it never counts). */
export function furnitureKey(text: string): string {
  const t = text.trim();
  if (t.length < 3 || t.length > 160 || /^(?:[#|]|\*\*|__)/.test(t) || !/[A-Za-z]{3}/.test(t)) return '';
  // Numbered headings differ only in their numbers too, but they are the structure.
  if (/^(?:[A-M]\.)?\d{1,2}(?:\.\d{1,2})+\.?\s+[A-Za-z]/.test(t)) return '';
  return t.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');
}

/** True for a line that is only a page number ('12', '- 12 -', 'Page 3', 'Page 3 of 33'). */
export function isPageNumber(text: string): boolean {
  return /^\s*(?:[-–]\s*)?(?:page\s+)?\d{1,4}(?:\s+of\s+\d{1,4})?(?:\s*[-–])?\s*$/i.test(text);
}
