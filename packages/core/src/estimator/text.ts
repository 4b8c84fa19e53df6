/**
 * Formats a number for people: thousands separators, at most two decimals.
 * @example
 * fmt(8760) // '8,760'
 */
export function fmt(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** Collapses runs of whitespace to one space. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Shortens a text to `max` characters on a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  const s = squash(text);
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max * 0.6 ? space : max)}...`;
}
