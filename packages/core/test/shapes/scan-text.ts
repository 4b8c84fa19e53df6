import type { Random } from './shape-gen';

// Tables as a scan's OCR or a plain-text RFQ sets them: header labels wrapped over two or three
// lines where they are wider than their column, columns two or three spaces apart and ragged
// by a character, figures right-aligned with l for 1 and O for 0 now and then, and a page
// break inside the table (a "Page n of 3" footer, the running head, the header repeated or not).

const FIGURE = /^[\d,.]+$/;

/** The words of a label wrapped to a width, at most three lines (the width grows to fit). */
function wrap(label: string, width: number): string[] {
  const words = label.split(' ');
  for (let w = width; ; w++) {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= w) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= 3) return lines;
  }
}

/**
 * A figure as OCR reads it now and then: one 1 as l, one 0 as O ("2,O80", "l6"), a digit or
 * more kept ("10" is "l0" or "1O", never "lO", which no reader could tell from a word).
 */
function misread(cell: string, r: Random): string {
  if (!FIGURE.test(cell) || cell.replace(/\D/g, '').length < 2 || !r.chance(0.35)) return cell;
  const both = cell.replace(/1/, 'l').replace(/0/, 'O');
  return /\d/.test(both) ? both : cell.replace(/1/, 'l');
}

export interface ScanLayout {
  /** The running head the page opens with, repeated after the page break. */
  head: string;
  text: string;
}

/**
 * The grid (header first) as scanned or plain text, with the page's running head to open the
 * document with.
 */
export function scanText(grid: string[][], r: Random): ScanLayout {
  const [header = [], ...body] = grid;
  const n = Math.max(...grid.map((row) => row.length));
  const widths = Array.from({ length: n }, (_, c) => {
    const cells = Math.max(...body.map((row) => (row[c] ?? '').length));
    const longest = Math.max(...(header[c] ?? '').split(' ').map((w) => w.length));
    return Math.max(cells, longest, c === 0 ? 0 : r.int(6, 9));
  });
  const heads = header.map((label, c) => wrap(label, widths[c] ?? 0));
  const starts: number[] = [0];
  for (let c = 1; c < n; c++) starts.push((starts[c - 1] ?? 0) + (widths[c - 1] ?? 0) + r.int(2, 3));
  const line = (cells: string[], figures: boolean) => {
    let out = '';
    cells.forEach((cell, c) => {
      if (!cell) return;
      const right = figures && c > 0 && FIGURE.test(cell.replace(/[lO]/g, '1'));
      const jitter = c === 0 ? 0 : r.int(-1, 1);
      const place = (starts[c] ?? 0) + jitter + (right ? (widths[c] ?? 0) - cell.length : 0);
      const at = Math.max(out.length + (c === 0 ? 0 : 2), place);
      out = out.padEnd(at) + cell;
    });
    return out;
  };
  const depth = Math.max(...heads.map((h) => h.length));
  const headLines = Array.from({ length: depth }, (_, k) =>
    line(
      heads.map((h) => h[k] ?? ''),
      false,
    ),
  );
  const rows = body.map((row) =>
    line(
      row.map((cell) => misread(cell, r)),
      true,
    ),
  );
  const head = r.pick([
    'RFP 47PF0633R0012          FEDERAL CENTER          FACILITY OPERATIONS',
    'SOLICITATION W912DY-31-R-0044     PART I - THE SCHEDULE',
    'Request for Quotation 70LGLY31QSSB00007                Section C',
  ]);
  // A page break after a row in the middle, when the table has rows enough on either side.
  if (rows.length >= 3 && r.chance(0.6)) {
    const at = r.int(1, rows.length - 1);
    const footer = `${' '.repeat(r.int(20, 36))}Page ${r.int(1, 2)} of 3`;
    const again = r.chance(0.5) ? ['', ...headLines] : [];
    rows.splice(at, 0, '', footer, '', head, ...again, '');
  }
  return { head, text: [...headLines, ...rows].join('\n') };
}
