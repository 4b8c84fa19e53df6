import { namesPeriod } from '../labour/period-labels';
import { isJobNoun } from '../vocabulary/index';
import { numeric, ROW_CODE, type Segment } from './tables-segments';

// Rows of an aligned table whose label cell wraps onto two or three lines. The PDF (or the
// plain text) sets the row's figures on one of those lines: the first when cells are aligned to
// the top, the last when aligned to the bottom, the middle when centred (a label of two lines
// has its figures on a baseline of their own between them). Read line by line, the lines of
// labels alone are cut from their row, joined to the wrong one, or taken into the header.
//
// A table sets all its cells one way, so the way is chosen for the whole table: each way
// groups every line of labels alone with one line of figures, and the grouping whose rows read
// best wins. A row reads well when it starts with its row code (and holds no second one),
// when a piece that carries on a label ("(Key)", "and Pipefitter") follows the piece it carries
// on, when it does not end on a word that leads into more ("Conservation", "of"), when its
// label ends on a job noun, and when no blank line runs through it. The figures-on-top grouping
// is what the table reader does line by line, so the table is only regrouped when another
// reads strictly better.

type Way = 'top' | 'bottom' | 'middle';

/** A row code at the start of a label: "x001", "0002", "1.", "(a)", "Post 3", "CLIN 0004". */
const CODE = new RegExp(
  `${ROW_CODE.source}|^(?:Post|Item|Line|CLIN|Task|Position|Site|Station|Crew|Lot)\\s*#?\\s*\\d{1,4}[A-Za-z]?\\s`,
);
/** A piece that carries on the label above it. */
const CARRIES_ON = /^(?:[a-z(&/,–-]|(?:and|or|of|for|in|to|the|with|per)\b)/;
/** A piece that leads into more below it. */
const LEADS_ON = /(?:[,/&(–-]|\b(?:and|or|of|for|in|to|the|with|per))$/i;

/** A piece of a figure cell that carries words: "per post;", "11,680 for the", "four posts". */
const CELL_NOTE = /^(?:\d[\d,.]*\s+)?[a-z]/;

/** Whether a label ends on a word that names a worker ("Technician", "Conservator", "Physicist"). */
function endsOnWorker(label: string): boolean {
  const plain = label
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/[*†‡]/g, ' ')
    .trim();
  const last = plain.split(/\s+/).pop() ?? '';
  // Narrower than the person nouns of prose ("Instrument", "Equipment" end in -ent too): only
  // endings that are rarely anything but a worker.
  return isJobNoun(last) || /[a-z](?:or|ist|ian|ar|eer)$/.test(last);
}

interface Line {
  segs: Segment[];
  /** A line with figures (outside the first column). */
  figures: boolean;
  /** The text of its first column. */
  label: string;
  /** The text of its other columns, by column (a location, a schedule, duties). */
  cells: Map<number, string>;
  blankAbove: boolean;
}

/** How well the rows of one grouping read (each row: the lines it is made of, in order). */
function score(lines: Line[], rows: number[][], leading: number[], way: Way): number {
  let s = 0;
  for (const row of rows) {
    const pieces = row.map((k) => (lines[k] as Line).label).filter(Boolean);
    const first = pieces[0] ?? '';
    if (!first) s -= 2;
    if (CODE.test(first)) s += 2;
    if (CARRIES_ON.test(first)) s -= 2;
    pieces.forEach((p, n) => {
      if (n === 0) return;
      if (CODE.test(p)) s -= 3;
      if (CARRIES_ON.test(p) || LEADS_ON.test(pieces[n - 1] as string)) s += 1;
    });
    if (LEADS_ON.test(pieces[pieces.length - 1] ?? '')) s -= 2;
    if (pieces.length && endsOnWorker(pieces.join(' '))) s += 1;
    // A line of figures with no label of its own is the middle of a centred label of two lines.
    const f = row.find((k) => (lines[k] as Line).figures) as number;
    if (way !== 'middle' && !(lines[f] as Line).label) s -= 2;
    if (row.slice(1).some((k) => (lines[k] as Line).blankAbove)) s -= 3;
    // Another text column reads the same way: a piece in lower case or after one that leads on
    // carries on its cell ("Aspen, Cedar, Larch and" / "Tamarack halls").
    const other = new Set(row.flatMap((k) => [...(lines[k] as Line).cells.keys()]));
    for (const c of other) {
      const cell = row.map((k) => (lines[k] as Line).cells.get(c)).filter((p): p is string => Boolean(p));
      if (CARRIES_ON.test(cell[0] ?? '')) s -= 1;
      if (LEADS_ON.test(cell[cell.length - 1] ?? '')) s -= 1;
    }
  }
  // Lines left to the header under the first row that start with a row code are rows; a
  // first column's heading seldom wraps under a header line that already heads it.
  if (way === 'top')
    for (const k of leading) {
      if (CODE.test((lines[k] as Line).label)) s -= 2;
      if (k === leading[0] && (lines[k - 1] as Line | undefined)?.label) s -= 1;
    }
  return s;
}

/**
 * The rows of a table whose cells are centred in rows of unequal height: each run of lines
 * between two lines of figures split where the two rows it ends and starts read best (ties go
 * to the even split of a centred label).
 */
function fitted(lines: Line[], from: number): number[][] {
  const rows = group(lines, from, 'middle');
  for (let n = 0; n + 1 < rows.length; n++) {
    const a = rows[n] as number[];
    const b = rows[n + 1] as number[];
    const fa = a.find((k) => (lines[k] as Line).figures) as number;
    const fb = b.find((k) => (lines[k] as Line).figures) as number;
    const run = Array.from({ length: fb - fa - 1 }, (_, k) => fa + 1 + k);
    const head = a.filter((k) => k <= fa);
    const tail = b.filter((k) => k >= fb);
    const even = a.filter((k) => k > fa).length;
    let best = { up: even, score: Number.NEGATIVE_INFINITY };
    for (let up = 0; up <= run.length; up++) {
      const pair = [
        [...head, ...run.slice(0, up)],
        [...run.slice(up), ...tail],
      ];
      const sc = score(lines, pair, [], 'middle');
      if (sc > best.score || (sc === best.score && Math.abs(up - even) < Math.abs(best.up - even)))
        best = { up, score: sc };
    }
    rows[n] = [...head, ...run.slice(0, best.up)];
    rows[n + 1] = [...run.slice(best.up), ...tail];
  }
  return rows;
}

/**
 * The rows drawn by blank lines: each block of lines between blank lines, when every block holds
 * exactly one line of figures; null when they do not.
 */
function byBlankLines(lines: Line[], from: number): number[][] | null {
  const rows: number[][] = [];
  for (let k = from; k < lines.length; k++) {
    if (k === from || (lines[k] as Line).blankAbove) rows.push([]);
    (rows[rows.length - 1] as number[]).push(k);
  }
  const one = rows.every((r) => r.filter((k) => (lines[k] as Line).figures).length === 1);
  return rows.length >= 2 && one ? rows : null;
}

/** The rows of one grouping: every line of figures with the lines of labels alone it takes. */
function group(lines: Line[], from: number, way: Way): number[][] {
  const figs: number[] = [];
  for (let k = from; k < lines.length; k++) if ((lines[k] as Line).figures) figs.push(k);
  const rows = figs.map((f) => [f]);
  const take = (k: number, n: number) => (rows[n] as number[]).push(k);
  // Lines above the first row and below the last go to them.
  for (let k = from; k < (figs[0] as number); k++) take(k, 0);
  for (let k = (figs[figs.length - 1] as number) + 1; k < lines.length; k++) take(k, rows.length - 1);
  // A centred label has as many lines under its figures as over them.
  let above = (figs[0] as number) - from;
  for (let n = 0; n + 1 < figs.length; n++) {
    const a = figs[n] as number;
    const b = figs[n + 1] as number;
    const run = b - a - 1;
    const up = way === 'top' ? run : way === 'bottom' ? 0 : Math.min(run, above);
    above = run - up;
    for (let k = a + 1; k < b; k++) take(k, k - a <= up ? n : n + 1);
  }
  for (const r of rows) r.sort((p, q) => p - q);
  return rows;
}

/**
 * The lines of a table's block regrouped so that each row whose label wraps is one line, when
 * the table's labels read better with its figures on their last or middle line than on their
 * first; null when the lines are best read as they are.
 * @example
 * regroupWrapped(segs, blanks, colOf) // the lines of "x004 Conservation" / "Technician  4,160" as one
 */
export function regroupWrapped(
  segs: Segment[][],
  afterBlank: boolean[],
  colOf: (at: number, len: number) => number,
): { segs: Segment[][]; afterBlank: boolean[] } | null {
  const rule = (r: Segment[]) => r.length > 0 && r.every((x) => /^[-=_–—]{3,}$/.test(x.text));
  // A rule of dashes splits a table into parts (a header, a total): only the part after the
  // last rule over the body is regrouped.
  let start = 0;
  const lines: Line[] = segs.map((r, k) => {
    if (rule(r)) start = k + 1;
    const figures = r.some((x) => numeric(x.text) && colOf(x.col, x.text.length) > 0);
    const label = r
      .filter((x) => colOf(x.col, x.text.length) === 0 && !numeric(x.text))
      .map((x) => x.text)
      .join(' ');
    const cells = new Map<number, string>();
    for (const x of r) {
      const c = colOf(x.col, x.text.length);
      if (c > 0 && !numeric(x.text)) cells.set(c, [cells.get(c), x.text].filter(Boolean).join(' '));
    }
    return { segs: r, figures, label, cells, blankAbove: afterBlank[k] === true };
  });
  // A row whose first cell is a bare code ("0002   45   EA") has its own reading of a label
  // set around it.
  if (lines.some((l) => l.figures && numeric(l.segs[0]?.text ?? '') && colOf(l.segs[0]?.col ?? 0, 1) === 0))
    return null;
  // A header line of ordinals ("Period" over "1   2   3") is no row.
  const ordinals = (l: Line) => {
    const n = l.segs.filter((x) => numeric(x.text)).map((x) => x.text);
    return n.every((x, k) => /^\d{1,2}$/.test(x) && Number(x) === Number(n[0]) + k) && Number(n[0]) <= 1;
  };
  let firstFig = lines.findIndex((l, k) => k >= start && l.figures);
  while (firstFig >= 0 && ordinals(lines[firstFig] as Line)) {
    start = firstFig + 1;
    firstFig = lines.findIndex((l, k) => k >= start && l.figures);
  }
  if (firstFig < 0 || lines.slice(firstFig).filter((l) => l.figures).length < 2) return null;
  // Lines of labels alone in the body: text in the first column and in any other column that
  // holds no figures (a location, a schedule or a duties column wraps with the title).
  const figureCols = new Set(
    lines
      .slice(firstFig)
      .flatMap((l) => l.segs.filter((x) => numeric(x.text)).map((x) => colOf(x.col, x.text.length)))
      .filter((c) => c > 0),
  );
  const alone = (l: Line) => !l.figures && l.segs.every((x) => !figureCols.has(colOf(x.col, x.text.length)));
  // In the body, a figure cell may wrap too when it carries words ("2,920 per post;" / "11,680
  // for the" / "four posts"): its pieces in lower case, or a figure followed by them.
  const notes = (x: Segment) => figureCols.has(colOf(x.col, x.text.length)) && CELL_NOTE.test(x.text);
  const body = lines.slice(firstFig).filter((l) => !l.figures);
  if (!body.every((l) => l.segs.every((x) => notes(x) || !figureCols.has(colOf(x.col, x.text.length)))))
    return null;
  // A period or a group named on a line of its own titles the rows under it.
  if (body.some((l) => namesPeriod(l.label) || /:$/.test(l.label))) return null;
  // The upper lines of the first row's label: labels alone right above it, under a header line
  // with labels over the figures.
  const leading: number[] = [];
  // (a line with a label may hold the first piece of a wrapped figure cell; a header's own
  // wrapped word over a figure column, "hours", has none).
  const upper = (l: Line) =>
    alone(l) ||
    (l.label !== '' &&
      !l.figures &&
      l.segs.every((x) => notes(x) || !figureCols.has(colOf(x.col, x.text.length))));
  for (let k = firstFig - 1; k >= start && leading.length < 4 && upper(lines[k] as Line); k--)
    leading.unshift(k);
  const headed = lines
    .slice(0, leading[0] ?? 0)
    .some((l) => !l.figures && l.segs.some((x) => colOf(x.col, x.text.length) > 0));
  const from = leading.length && headed ? (leading[0] as number) : firstFig;
  if (!body.length && from === firstFig) return null;
  const read = (way: Way) => {
    // Read line by line (top), the lines above the first row are left to the header.
    const rows = group(lines, way === 'top' ? firstFig : from, way);
    return { rows, score: score(lines, rows, way === 'top' ? leading : [], way) };
  };
  const top = read('top');
  const ways = [read('bottom'), read('middle')];
  const fit = fitted(lines, from);
  ways.push({ rows: fit, score: score(lines, fit, [], 'middle') });
  // Rows a blank line apart, each with one line of figures: the blank lines draw the rows.
  const blocks = byBlankLines(lines, from);
  if (blocks) ways.unshift({ rows: blocks, score: score(lines, blocks, [], 'middle') });
  let best = ways.sort((p, q) => q.score - p.score)[0] as typeof top;
  // The line-by-line reading joins a carried-on piece of one cell; lines of pieces in two or
  // more text columns are joined here, figures on the first line or not.
  const spread = body.some((l) => new Set(l.segs.map((x) => colOf(x.col, x.text.length))).size > 1);
  if (best.score <= top.score) {
    if (!spread) return null;
    best = top;
  }
  const kept = best === top ? firstFig : from;
  const out: Segment[][] = segs.slice(0, kept);
  const blanks = afterBlank.slice(0, kept);
  for (const row of best.rows) {
    const f = row.find((k) => (lines[k] as Line).figures) as number;
    // Every text column's pieces in line order, each a run of its own where it stands (so it
    // keeps its column; the table joins the runs of a cell), the figures as their line sets them.
    const colIn = (x: Segment) => colOf(x.col, x.text.length);
    const pieces = row.flatMap((k) =>
      (lines[k] as Line).segs.filter((x) => k === f || !figureCols.has(colIn(x)) || notes(x)),
    );
    out.push(pieces.sort((p, q) => colIn(p) - colIn(q)));
    blanks.push(afterBlank[row[0] as number] === true);
  }
  return { segs: out, afterBlank: blanks };
}
