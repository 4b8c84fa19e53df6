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
 * Tidies extracted text without losing its structure: one space between words, one line
 * break between lines, one blank line between paragraphs (headings stay on their own line,
 * which the requirement extractor relies on). Control characters, soft hyphens and
 * typographic ligatures are removed or spelled out.
 * @example
 * normalizeText('C.3  Scope\r\n\r\n\r\nThe contractor  shall') // 'C.3 Scope\n\nThe contractor shall'
 */
export function normalizeText(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      .replace(/\f/g, '\n\n')
      .replace(/[\uFB00-\uFB06]/g, (ligature) => LIGATURES[ligature] ?? ligature)
      // Soft hyphens and zero-width characters carry no text.
      .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
      // Other control characters (NUL and friends from damaged encodings) become spaces.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g, ' ')
      .replace(/[\t\u00A0\u2000-\u200A\u202F\u205F\u3000]+/g, ' ')
      .replace(/ {2,}/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
