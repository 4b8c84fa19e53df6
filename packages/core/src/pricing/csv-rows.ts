/**
 * The rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, line
 * breaks), as text cells, for rateCardFromRows. A byte-order mark is dropped; a trailing
 * empty line is not a row. Semicolon or tab files are read when their first line has more of
 * them than commas (spreadsheets of some locales write those).
 * @example
 * rowsFromCsv('Labor Category,Rate\n"Manager, Program","$1,234.50"\n')
 * // [['Labor Category', 'Rate'], ['Manager, Program', '$1,234.50']]
 */
export function rowsFromCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const count = (ch: string) => firstLine.split(ch).length - 1;
  const delimiter = [';', '\t'].find((d) => count(d) > count(',')) ?? ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
