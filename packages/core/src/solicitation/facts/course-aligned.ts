import type { Table } from '../model';

type Span = [start: number, end: number];

// A rule of dashes under each column: "-------   -----   -----".
const RULE = /^[ \t]*-{3,}(?:[ \t]+-{3,}){2,}[ \t]*$/;

/** Runs of text separated by two or more spaces, with where they start and end. */
function phrases(line: string): { text: string; span: Span }[] {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
    text: m[0],
    span: [m.index ?? 0, (m.index ?? 0) + m[0].length],
  }));
}

const overlap = (a: Span, b: Span) => Math.min(a[1], b[1]) - Math.max(a[0], b[0]);
const centre = (s: Span) => (s[0] + s[1]) / 2;

/** The columns a phrase sits over: those it overlaps, else the nearest one. */
function columnsOf(span: Span, columns: Span[]): number[] {
  const over = columns.map((c, i) => (overlap(span, c) > 0 ? i : -1)).filter((i) => i >= 0);
  if (over.length) return over;
  let best = 0;
  columns.forEach((c, i) => {
    if (Math.abs(centre(c) - centre(span)) < Math.abs(centre(columns[best] as Span) - centre(span))) best = i;
  });
  return [best];
}

/** One value a column: each phrase of a data line goes to the column it overlaps most, else the nearest. */
function cellsOf(line: string, columns: Span[]): string[] {
  const cells = columns.map(() => '');
  for (const p of phrases(line)) {
    // A name wider than its column stays one cell; numbers take the column they sit under.
    const over = columns.map((c) => overlap(p.span, c));
    const most = over.indexOf(Math.max(...over));
    const at =
      over[most] !== undefined && (over[most] as number) > 0 ? most : (columnsOf(p.span, columns)[0] ?? 0);
    cells[at] = cells[at] ? `${cells[at]} ${p.text}` : p.text;
  }
  return cells;
}

/**
 * Tables laid out in plain text under a rule of dashes, rebuilt from the rule's column spans:
 * header phrases (on several lines, a group heading such as "Base iterations" over its
 * sub-columns "FLW FGA") are joined into one label per column; data values go to the column
 * they sit under, or the nearest when a value has drifted; a line with no values continues the
 * name above it. For documents whose text tables the structure reader could not rebuild.
 * @example
 * alignedTables('Course   Days   Qty\n------   ----   ---\nSafety      3    12', 'pws')[0]?.rows // [['Safety', '3', '12']]
 */
export function alignedTables(text: string, document: string): Table[] {
  const lines = text.split('\n');
  const out: Table[] = [];
  let offset = 0;
  const starts = lines.map((l) => {
    const at = offset;
    offset += l.length + 1;
    return at;
  });
  lines.forEach((line, i) => {
    if (!RULE.test(line)) return;
    const columns = phrases(line).map((p) => p.span);
    const labels = columns.map(() => [] as string[]);
    let top = i;
    while (top > 0 && (lines[top - 1] ?? '').trim() && i - top < 4) top--;
    for (const h of lines.slice(top, i))
      for (const p of phrases(h)) for (const c of columnsOf(p.span, columns)) labels[c]?.push(p.text);
    const rows: string[][] = [];
    let end = i + 1;
    for (; end < lines.length; end++) {
      const l = lines[end] ?? '';
      if (!l.trim()) break;
      const cells = cellsOf(l, columns);
      const last = rows[rows.length - 1];
      if (cells.slice(1).every((c) => !c) && last) last[0] = `${last[0]} ${cells[0]}`.trim();
      else rows.push(cells);
    }
    if (rows.length)
      out.push({
        id: `aligned-${document}-${i}`,
        document,
        ref: '',
        sectionId: null,
        header: labels.map((l) => l.join(' ').replace(/\s+/g, ' ').trim()),
        rows,
        origin: 'aligned',
        start: starts[top] ?? 0,
        end: starts[end] ?? text.length,
      });
  });
  return out;
}
