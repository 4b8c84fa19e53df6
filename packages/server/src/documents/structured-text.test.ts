import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocument } from './parse-document';

const fixtures = fileURLToPath(new URL('../../test/fixtures/documents/', import.meta.url));
const read = (name: string) => readFileSync(fixtures + name);

/** The pipe-table rows of a text, each as its trimmed cells. */
function pipeRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|(-+\|)+$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

describe('a Word table reaches the reader as a pipe table', () => {
  it('keeps headings as # lines, the caption as a line, and merged cells as empty cells', async () => {
    const { text } = await parseDocument(read('staffing-table.docx'), 'docx');
    expect(text).toMatch(/^# Section C Performance Work Statement$/m);
    expect(text).toMatch(/^## C\.5 Staffing$/m);
    expect(text).toMatch(/^Table 1 Estimated Level of Effort$/m);
    expect(text).toMatch(/^\|---\|---\|---\|---\|$/m);
    expect(pipeRows(text)).toEqual([
      ['Labor Category', 'Site', 'Base Year', 'Option Year 1'],
      ['Security Officer II', 'Glynco, GA', '8,760', '8,760'],
      ['', 'Artesia, NM', '4,380', ''],
      ['Program Manager (Key)', '1,920', '', '1,920'],
    ]);
    expect(text).toMatch(/^- Core hours are 8:00 a\.m\. to 4:30 p\.m\.$/m);
    // The table's caption and heading order survive: C.5, its table, then C.6.
    expect(text.indexOf('C.5 Staffing')).toBeLessThan(text.indexOf('| Labor Category'));
    expect(text.indexOf('| Program Manager')).toBeLessThan(text.indexOf('C.6 Hours of Operation'));
  });
});

describe('a Word 97 table reaches the reader as a pipe table', () => {
  it('keeps each row with its cells, the caption as a line and paragraphs apart', async () => {
    const { text } = await parseDocument(read('staffing-table.doc'), 'doc');
    expect(text).toMatch(/^C\.5 Staffing\n\nThe contractor shall staff the posts below at each site\.$/m);
    expect(text).toMatch(/^Table 1 Estimated Level of Effort$/m);
    // A .doc's text does not record column spans: the short row is padded at its end.
    expect(pipeRows(text)).toEqual([
      ['Labor Category', 'Site', 'Base Year', 'Option Year 1'],
      ['Security Officer II', 'Glynco, GA', '8,760', '8,760'],
      ['', 'Artesia, NM', '4,380', ''],
      ['Program Manager (Key)', '1,920', '1,920', ''],
    ]);
  });
});

describe('a PDF table reaches the reader as column-aligned rows', () => {
  it('puts each table row on one line with its cells in order and wide gaps between them', async () => {
    const { text } = await parseDocument(read('pdf-table.pdf'), 'pdf');
    const row = text.split('\n').find((line) => line.includes('East Gate Entrance')) ?? '';
    expect(row.trim().split(/ {3,}/)).toEqual(['East Gate Entrance', '17.5', '7', '6,370']);
    const lines = text.split('\n');
    const header = lines.find((line) => line.includes('Annual Hours')) ?? '';
    const console = lines.find((line) => line.includes('Console Control')) ?? '';
    // Columns line up: the hours of every row start under the header's "Annual Hours".
    expect(console.indexOf('8,736')).toBe(header.indexOf('Annual Hours'));
    expect(text).toMatch(/^1\.0 The contractor shall provide relief/m);
  });
});

describe('an Excel workbook reaches the reader sheet by sheet', () => {
  it('reads every sheet, hidden ones marked, with formulas by their saved values', async () => {
    const { text, warnings } = await parseDocument(read('price-schedule.xlsx'), 'xlsx');
    const sheets = text.match(/^## Sheet: .*$/gm);
    expect(sheets).toEqual(['## Sheet: Price Schedule', '## Sheet: Periods', '## Sheet: Lookups (hidden)']);
    expect(text).toMatch(/^Attachment 1 - Price Quote Schedule$/m);
    const rows = pipeRows(text);
    expect(rows).toContainEqual(['# of FTE', 'Labor Category', 'Hours per FTE', 'Est. Hours', 'Discount']);
    expect(rows).toContainEqual(['1', 'Project Manager - Senior', '2080', '2080', '10%']);
    expect(rows).toContainEqual(['2', 'Database Developer \\| Intermediate', '2080', '4160', '']);
    expect(rows).toContainEqual(['3', 'Total', '', '6240', '']);
    expect(rows).toContainEqual(['Base Year', '2026-01-30', '12']);
    expect(rows).toContainEqual(['Core hours start', '08:00', '8.5']);
    expect(rows).toContainEqual(['Hours per FTE', '2080']);
    expect(warnings).toEqual([]);
  });
});

describe('plain text and Markdown', () => {
  it('keep their lines, indentation and column alignment', async () => {
    const markdown =
      '# C.3 Scope\r\n\r\n\r\n\r\nRole        Hours\r\nAnalyst     1,880  \r\n  - nested item\r\n';
    const { kind, text } = await parseDocument(Buffer.from(markdown), 'text');
    expect(kind).toBe('text');
    expect(text).toBe('# C.3 Scope\n\nRole        Hours\nAnalyst     1,880\n  - nested item');
  });

  it('reads a file that is not UTF-8 as Windows-1252 and says so', async () => {
    const latin = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x6f, 0x6b]);
    const { text, warnings } = await parseDocument(latin, 'text');
    expect(text).toBe('Café – ok');
    expect(warnings.some((warning) => warning.includes('Windows-1252'))).toBe(true);
  });
});
