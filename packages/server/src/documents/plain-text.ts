/** How a text upload was decoded. */
export interface DecodedText {
  text: string;
  warnings: string[];
}

const UTF8_BOM = '\uFEFF';

/**
 * Windows-1252's characters for bytes 0x80-0x9F (Node's decoder reads that label as
 * ISO-8859-1, which has control characters there); undefined bytes stay as they are.
 */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

/**
 * Text of a plain-text or Markdown upload, kept as written: UTF-8 (a byte-order mark is
 * dropped); a file that is not valid UTF-8 is read as Windows-1252, the usual encoding of
 * older government text files, with a warning. Line ends become \n, trailing spaces go and
 * runs of blank lines shrink to one; indentation and column alignment stay, since the
 * reader rebuilds plain-text tables and Markdown lists from them.
 * @example
 * decodePlainText(Buffer.from('# Scope\r\n\r\n\r\nThe contractor shall  ')).text // '# Scope\n\nThe contractor shall'
 */
export function decodePlainText(bytes: Uint8Array): DecodedText {
  const warnings: string[] = [];
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = decodeWindows1252(bytes);
    warnings.push('This text file is not UTF-8; it was read as Windows-1252 (Western European).');
  }
  if (text.startsWith(UTF8_BOM)) text = text.slice(1);
  const tidy = text
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g, ' ')
    .replace(/\f/g, '\n\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '')
    .trimEnd();
  return { text: tidy, warnings };
}
