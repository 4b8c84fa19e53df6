import { markdownTable } from './markdown-table';

/** A table row in word-extractor's text: cells separated by tabs, the last one closed by a tab. */
const ROW = /\t$/;

/**
 * Lays out the text word-extractor gives for a Word 97 .doc: each line is a paragraph
 * (blank lines between them), and a run of table rows (lines ending with a tab, cells
 * separated by tabs) becomes a Markdown pipe table; a leading row with one value is its
 * caption, written as a line. Column spans are not recorded in a .doc's text, so short
 * rows are padded with empty cells at the end.
 * @example
 * docParagraphs('Scope\nRole\tHours\t\nAnalyst\t1,880\t\n') // 'Scope\n\n| Role | Hours |\n|---|---|\n| Analyst | 1,880 |'
 */
export function docParagraphs(text: string): string {
  const blocks: string[] = [];
  let rows: string[][] = [];
  const flush = () => {
    const filled = rows.filter((row) => row.some((cell) => cell !== ''));
    rows = [];
    let start = 0;
    while (start < filled.length && (filled[start] ?? []).filter((cell) => cell !== '').length <= 1) {
      blocks.push((filled[start] ?? []).find((cell) => cell !== '') ?? '');
      start++;
    }
    if (start < filled.length) blocks.push(markdownTable(filled.slice(start)));
  };
  for (const line of text.split('\n')) {
    if (ROW.test(line)) {
      rows.push(
        line
          .slice(0, -1)
          .split('\t')
          .map((cell) => cell.trim()),
      );
      continue;
    }
    flush();
    if (line.trim() !== '') blocks.push(line);
  }
  flush();
  return blocks.join('\n\n');
}
