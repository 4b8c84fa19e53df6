import { numeric, type Segment } from './tables-segments';

// Where the columns of a table set in plain text start, from the cells of its rows.

interface Cluster {
  /** The first cell's start (words) or end (figures), which the others keep near. */
  key: number;
  right: boolean;
  at: number;
  lines: Set<number>;
  /** Where the cells of the cluster start and end, at the widest. */
  from: number;
  to: number;
  /** Where its figures lie (none: an empty range). */
  figures: [number, number];
}

/** Column starts, and where each column's figures lie, by start. */
export interface Columns {
  starts: number[];
  figures: Map<number, [number, number]>;
  /** Starts of columns whose words line up there (labels, not only figures). */
  words: Set<number>;
}

/**
 * Column starts: cell starts clustered within `tol` characters, a cluster kept when it holds
 * cells of enough rows. Neighbouring clusters whose cells overlap and never share a row are one
 * column (right-aligned figures under a wider label, a ragged OCR column drifting across).
 */
export function columnsOf(rows: Segment[][], tol: number): Columns {
  const starts = rows.flatMap((r) => r.map((s) => s.col)).sort((a, b) => a - b);
  const clusters: Cluster[] = [];
  // Figures line up on their right edge, words on their left.
  rows.forEach((r, k) => {
    for (const s of r) {
      const end = s.col + s.text.length;
      const right = numeric(s.text);
      const key = right ? end : s.col;
      const c = clusters.find((x) => x.right === right && Math.abs(x.key - key) <= tol);
      if (c) {
        c.lines.add(k);
        c.from = Math.min(c.from, s.col);
        c.to = Math.max(c.to, end);
        if (right) c.figures = [c.from, c.to];
      } else {
        const figures: [number, number] = right ? [s.col, end] : [Number.POSITIVE_INFINITY, -1];
        clusters.push({ key, right, lines: new Set([k]), from: s.col, to: end, at: s.col, figures });
      }
    }
  });
  const need = Math.max(2, Math.ceil(rows.length * 0.3));
  const kept = mergeDrifted(clusters, tol).filter((c) => c.lines.size >= need);
  const figures = new Map(kept.map((c) => [c.right ? c.from : c.at, c.figures]));
  const cols = kept.map((c) => (c.right ? c.from : c.at));
  if (starts.length && !cols.some((c) => c <= (starts[0] ?? 0) + tol)) cols.push(starts[0] ?? 0);
  const words = new Set(kept.filter((c) => !c.right).map((c) => c.at));
  return { starts: [...new Set(cols)].sort((a, b) => a - b), figures, words };
}

// Figures under a label start within its span (right-aligned, they may end past a short
// label); a label over wider figures lies within theirs; two runs of words or of figures
// drift apart by a few characters at most.
function oneColumn(a: Cluster, b: Cluster, tol: number): boolean {
  if (a.right === b.right) return Math.abs(a.key - b.key) <= 2 * tol && a.from < b.to && b.from < a.to;
  const [figures, words] = a.right ? [a, b] : [b, a];
  const under = figures.from >= words.from - tol && figures.from <= words.to + tol;
  return under || (words.from >= figures.from - tol && words.to <= figures.to + tol);
}

// A lone label that also runs over another column's figures (a row beside them) is wider than
// its column ("CLIN 0001 Base Period (18 months)"): the column starts where its figures do.
function wideLabel(words: Cluster, figures: Cluster, all: Cluster[], tol: number): boolean {
  return (
    !words.right &&
    figures.right &&
    words.lines.size === 1 &&
    all.some(
      (o) =>
        o.right &&
        o !== figures &&
        o.from > words.from + tol &&
        o.from < words.to - 1 &&
        [...o.lines].some((k) => figures.lines.has(k)),
    )
  );
}

function mergeDrifted(clusters: Cluster[], tol: number): Cluster[] {
  const out: Cluster[] = [];
  for (const c of [...clusters].sort((a, b) => a.from - b.from)) {
    const prev = out[out.length - 1];
    const apart = prev && [...c.lines].every((k) => !prev.lines.has(k));
    if (prev && apart && oneColumn(prev, c, tol)) {
      const wide = wideLabel(prev, c, clusters, tol) || wideLabel(c, prev, clusters, tol);
      out[out.length - 1] = {
        key: prev.key,
        right: prev.right && c.right,
        at: wide
          ? (prev.right ? prev : c).from
          : Math.min(prev.right ? prev.from : prev.at, c.right ? c.from : c.at),
        lines: new Set([...prev.lines, ...c.lines]),
        from: Math.min(prev.from, c.from),
        to: Math.max(prev.to, c.to),
        figures: [Math.min(prev.figures[0], c.figures[0]), Math.max(prev.figures[1], c.figures[1])],
      };
    } else out.push(c);
  }
  return out;
}

/**
 * The column a label belongs to, with columns split in the middle of the gap between the
 * figures of one column and those of the next (rows holding figures set the gaps). Falls back
 * to `colOf` when a column has no figures on either side of a gap.
 */
export function figureGaps(
  segs: Segment[][],
  cols: number[],
  colOf: (at: number, len: number) => number,
): (at: number, len: number) => number {
  const first = cols.map(() => Number.POSITIVE_INFINITY);
  const last = cols.map(() => -1);
  for (const r of segs) {
    if (!r.some((x) => numeric(x.text))) continue;
    for (const x of r) {
      const c = colOf(x.col, x.text.length);
      first[c] = Math.min(first[c] ?? Number.POSITIVE_INFINITY, x.col);
      last[c] = Math.max(last[c] ?? -1, x.col + x.text.length);
    }
  }
  const bounds = cols.map((at, c) => {
    const before = last[c - 1] ?? -1;
    const start = first[c] ?? Number.POSITIVE_INFINITY;
    return c > 0 && before >= 0 && Number.isFinite(start) && start > before ? (before + start) / 2 : at - 2;
  });
  return (at, len) => {
    let k = 0;
    let best = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < cols.length; c++) {
      const from = c === 0 ? 0 : (bounds[c] ?? 0);
      const to = c + 1 < cols.length ? (bounds[c + 1] ?? 0) : Number.POSITIVE_INFINITY;
      const overlap = Math.min(at + len, to) - Math.max(at, from);
      if (overlap > best) {
        best = overlap;
        k = c;
      }
    }
    return k;
  };
}
