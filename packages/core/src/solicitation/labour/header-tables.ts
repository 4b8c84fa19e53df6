import type { Table } from '../model';

/**
 * Joins a table that is only a header row ("Rate | Est. Hours | Total Price", its period in
 * the caption above it) to the table of rows that follows it in the same document, as sheet
 * extraction can split them: the header's labels go, right-aligned, onto the columns the
 * rows' own header leaves unnamed (a column with no values may have been dropped, so labels
 * beyond the unnamed columns are dropped from the left). The header's caption names the result.
 * @example
 * joinHeaderTables([]) // []
 */
export function joinHeaderTables(tables: Table[]): Table[] {
  const out: Table[] = [];
  for (let i = 0; i < tables.length; i++) {
    const t = tables[i] as Table;
    const next = tables[i + 1];
    const headerOnly = t.rows.every((r) => r.every((c) => !c.trim())) && t.header.some((c) => c.trim());
    if (
      !headerOnly ||
      !next ||
      next.document !== t.document ||
      next.start - t.end > 300 ||
      next.rows.length === 0
    ) {
      out.push(t);
      continue;
    }
    const unnamed = next.header.map((c, k) => (c.trim() ? -1 : k)).filter((k) => k >= 0);
    const labels = t.header.filter((c) => c.trim());
    const header = [...next.header];
    const fit = labels.slice(Math.max(0, labels.length - unnamed.length));
    const cols = unnamed.slice(unnamed.length - fit.length);
    cols.forEach((k, j) => {
      header[k] = fit[j] ?? '';
    });
    const caption = t.caption ?? next.caption;
    out.push({ ...next, header, start: t.start, ...(caption ? { caption } : {}) });
    i++;
  }
  return out;
}
