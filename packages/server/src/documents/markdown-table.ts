/**
 * A Markdown pipe table: the first row is the header, a `|---|` separator follows it, every
 * row has the same number of cells (short rows are padded with empty cells). Pipes inside a
 * cell are escaped and line breaks become spaces, so each row stays on one line.
 * @example
 * markdownTable([['LCAT', 'Hours'], ['Analyst', '2080']]) // '| LCAT | Hours |\n|---|---|\n| Analyst | 2080 |'
 */
export function markdownTable(rows: readonly (readonly string[])[]): string {
  const width = Math.max(1, ...rows.map((row) => row.length));
  const line = (row: readonly string[]) =>
    `| ${Array.from({ length: width }, (_, i) => escapeCell(row[i] ?? '')).join(' | ')} |`
      .replace(/ {2}\|/g, ' |')
      .replace(/\| {2}/g, '| ');
  const [header = [], ...body] = rows;
  return [line(header), `|${'---|'.repeat(width)}`, ...body.map(line)].join('\n');
}

function escapeCell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}
