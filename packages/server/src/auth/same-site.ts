const BASE = 'https://same-site.invalid';
// Browsers read '\' as '/' and drop tabs and newlines, so '/\evil' or '/\t/evil' become
// '//evil', another site; controls, spaces and backslashes are refused outright.
const TRICKS = /[\\\p{C}\s]/u;

/**
 * The path if it stays on our own site: one leading '/', no scheme or host, nothing a browser
 * would turn into one. Undefined otherwise.
 * @example
 * sameSitePath('/staffing-planner') // '/staffing-planner'
 * sameSitePath('/\\evil.example')   // undefined
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || TRICKS.test(value)) return undefined;
  try {
    return new URL(value, BASE).origin === BASE ? value : undefined;
  } catch {
    return undefined;
  }
}
