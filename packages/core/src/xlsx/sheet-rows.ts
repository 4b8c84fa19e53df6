import type { ExportRow } from '../export/rows';

/**
 * Excel refuses cells longer than this.
 * @example
 * xmlText('x'.repeat(40000)).length === XLSX_MAX_CELL_CHARS // true
 */
export const XLSX_MAX_CELL_CHARS = 32_767;

const COLUMN_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
// Characters XML 1.0 does not allow (controls other than tab/LF/CR, lone surrogates, U+FFFE/F).
const INVALID_XML =
  /[^\t\n\r\u0020-\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const XML_SPECIAL = /[&<>]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Text made safe for an XML text node: special characters escaped, characters XML cannot
 * hold dropped, cut at Excel's 32,767-character cell limit.
 * @example
 * xmlText('a < b & c') // 'a &lt; b &amp; c'
 */
export function xmlText(text: string): string {
  const clean = text.replace(INVALID_XML, '');
  const cut = clean.length > XLSX_MAX_CELL_CHARS ? clean.slice(0, XLSX_MAX_CELL_CHARS) : clean;
  return cut.replace(XML_SPECIAL, (ch) => ENTITIES[ch] ?? ch);
}

/**
 * The `<row>` elements of the data rows, starting at sheet row `firstRow`, with text as
 * inline strings and hours as numbers; `styles[i]` is the style index of column i, if any.
 * @example
 * sheetRowsXml([['1', 'Remote', 'Developer', 1880, '', '']], 2, [undefined, undefined, undefined, 1])
 * // '<row r="2"><c r="A2" t="inlineStr"><is><t>1</t></is></c>...<c r="D2" s="1"><v>1880</v></c>...</row>'
 */
export function sheetRowsXml(
  rows: readonly ExportRow[],
  firstRow: number,
  styles: ReadonlyArray<number | undefined>,
): string {
  const styleAttr = COLUMN_LETTERS.map((_, i) => (styles[i] === undefined ? '' : ` s="${styles[i]}"`));
  const parts: string[] = [];
  rows.forEach((row, index) => {
    const r = firstRow + index;
    let xml = `<row r="${r}">`;
    for (let col = 0; col < COLUMN_LETTERS.length; col += 1) {
      const value = row[col as 0];
      const ref = `${COLUMN_LETTERS[col]}${r}`;
      if (typeof value === 'number') {
        xml += `<c r="${ref}"${styleAttr[col]}><v>${Number.isFinite(value) ? value : 0}</v></c>`;
      } else if (value !== '') {
        // xml:space="preserve" only where edge whitespace would otherwise be dropped.
        const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
        xml += `<c r="${ref}"${styleAttr[col]} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
      }
    }
    parts.push(`${xml}</row>`);
  });
  return parts.join('');
}
