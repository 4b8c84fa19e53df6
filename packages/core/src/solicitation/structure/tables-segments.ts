// Cells of tables set in columns of plain text: the runs of a line and what counts as a figure.

export interface Segment {
  text: string;
  col: number;
}

// A number, OCR'd ones too ("l920", "6O00": 1 read as l or I, 0 as O, with at least two
// digits; "4O" and "l2" of two characters, with l and O only).
export const numeric = (c: string): boolean =>
  /\d/.test(c) &&
  (/^[-($~≈]*\s*[\d,.]+\s*(?:%|hrs?|hours|FTEs?|MO|EA)?\)?$/i.test(c) ||
    /^(?=(?:[^\d]*\d){2})[\dlIO,.]{3,}(?:\s*(?:%|hrs?|hours|FTEs?))?$/i.test(c) ||
    /^(?:\d[lO]|[lO]\d)$/.test(c));

/**
 * A figure cell as the figure it is: OCR's l, I and O for 1 and 0 ("2,O80", "4O") read as
 * digits; any other cell as it is.
 */
export function readFigure(cell: string): string {
  if (!/[lIO]/.test(cell) || !numeric(cell)) return cell;
  return cell.replace(/^[\dlIO,.]+/, (m) => m.replace(/[lI]/g, '1').replace(/O/g, '0'));
}

/** Text runs of a line separated by two or more spaces, with their columns. */
export function segments(text: string): Segment[] {
  const out: Segment[] = [];
  for (const m of text.matchAll(/\S+(?: \S+)*/g)) out.push({ text: m[0], col: m.index ?? 0 });
  return out;
}

/**
 * A row code at the start of a table row's label: a line or CLIN number ("x001", "0002",
 * "AB12"), a list number or letter ("3.", "b)", "(a)"), then a space.
 * @example
 * ROW_CODE.test('x004 Conservation Technician') // true
 */
export const ROW_CODE = /^(?:[A-Za-z]{0,2}\d{2,5}[A-Za-z]{0,2}|\d{1,2}[.)]|[A-Za-z][.)]|\(\w{1,3}\))\s/;
