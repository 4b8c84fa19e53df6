/**
 * Text made safe to put inside a regular expression: every character with a meaning there is
 * escaped, so the pattern matches the text literally.
 * @example
 * new RegExp(escapeRegExp('C.4.2 (a)')).test('see C.4.2 (a) above') // true
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
