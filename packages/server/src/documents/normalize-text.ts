const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

/**
 * Calibri's "ti" and "tt" ligatures, which some PDF writers map to the letters Ɵ and Ʃ
 * ("ContracƟng", "wriƩen"); read as the two letters when they sit inside a word.
 */
const MISMAPPED_LIGATURES = /(?<=\p{Ll})[\u019F\u01A9]|[\u019F\u01A9](?=\p{Ll})/gu;
/** Bullets of the Symbol and Wingdings fonts, which arrive as private-use characters. */
const SYMBOL_BULLETS = /[\uF0A7\uF0B7\uF0D8\uF076\uF0FC\uF06E\uF0A8]/g;

/** Options of {@link normalizeText}. */
export interface NormalizeOptions {
  /**
   * Keep runs of three or more spaces (column gaps of a table laid out as text) and the
   * indentation of lines that start with such a run; two spaces still become one.
   */
  keepColumns?: boolean;
}

/**
 * Tidies extracted text without losing its structure: one space between words, one line
 * break between lines, one blank line between paragraphs (headings stay on their own line,
 * which the requirement extractor relies on). Control characters, soft hyphens and
 * typographic ligatures are removed or spelled out. With `keepColumns`, column gaps of
 * three or more spaces stay.
 * @example
 * normalizeText('C.3  Scope\r\n\r\n\r\nThe contractor  shall') // 'C.3 Scope\n\nThe contractor shall'
 * normalizeText('Post 400     24     7', { keepColumns: true }) // 'Post 400     24     7'
 */
export function normalizeText(raw: string, options: NormalizeOptions = {}): string {
  const cleaned = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\n')
    .replace(/[\uFB00-\uFB06]/g, (ligature) => LIGATURES[ligature] ?? ligature)
    .replace(MISMAPPED_LIGATURES, (letter) => (letter === '\u019F' ? 'ti' : 'tt'))
    .replace(SYMBOL_BULLETS, '•')
    // Soft hyphens and zero-width characters carry no text.
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    // Other control characters (NUL and friends from damaged encodings) become spaces.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g, ' ');
  if (options.keepColumns) {
    return cleaned
      .replace(/[\t\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
      .replace(/ +\n/g, '\n')
      .replace(/(^|\n) {1,2}(?! )/g, '$1')
      .replace(/(?<=\S) {2,}/g, (run) => (run.length >= 3 ? run : ' '))
      .replace(/\n{3,}/g, '\n\n')
      .replace(/^\n+/, '')
      .trimEnd();
  }
  return cleaned
    .replace(/[\t\u00A0\u2000-\u200A\u202F\u205F\u3000]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
