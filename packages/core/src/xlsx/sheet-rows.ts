/**
 * Excel refuses cells longer than this.
 * @example
 * xmlText('x'.repeat(40000)).length === XLSX_MAX_CELL_CHARS // true
 */
export const XLSX_MAX_CELL_CHARS = 32_767;

/** A sheet cell value as toXlsx writes it: text, a number, or nothing. */
export type SheetValue = string | number | null;

/**
 * The spreadsheet letters of a 0-based column index.
 * @example
 * columnLetter(0) // 'A'
 * columnLetter(27) // 'AB'
 */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
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
 * The `<row>` elements of data rows, starting at sheet row `firstRow`, with text as inline
 * strings and numbers as numbers; `styles[i]` is the style index of column i, if any.
 * @example
 * sheetRowsXml([['1', 'Remote', 'Developer', 1880, '', '']], 2, [undefined, undefined, undefined, 1])
 * // '<row r="2"><c r="A2" t="inlineStr"><is><t>1</t></is></c>...<c r="D2" s="1"><v>1880</v></c></row>'
 */
export function sheetRowsXml(
  rows: ReadonlyArray<ReadonlyArray<SheetValue>>,
  firstRow: number,
  styles: ReadonlyArray<number | undefined>,
): string {
  const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
  const letters = Array.from({ length: width }, (_, i) => columnLetter(i));
  const styleAttr = letters.map((_, i) => (styles[i] === undefined ? '' : ` s="${styles[i]}"`));
  const parts: string[] = [];
  rows.forEach((row, index) => {
    const r = firstRow + index;
    let xml = `<row r="${r}">`;
    for (let col = 0; col < row.length; col += 1) {
      const value = row[col];
      const ref = `${letters[col]}${r}`;
      if (typeof value === 'number') {
        xml += `<c r="${ref}"${styleAttr[col]}><v>${Number.isFinite(value) ? value : 0}</v></c>`;
      } else if (typeof value === 'string' && value !== '') {
        // xml:space="preserve" only where edge whitespace would otherwise be dropped.
        const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
        xml += `<c r="${ref}"${styleAttr[col]} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
      }
    }
    parts.push(`${xml}</row>`);
  });
  return parts.join('');
}
