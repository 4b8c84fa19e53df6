/**
 * Parse a number written by a person: "1,880", "2.5", "2k".
 * @example
 * parseAmount('1,880') // 1880
 */
export function parseAmount(raw: string): number | null {
  const m = /^([+-]?\d[\d,]*(?:\.\d+)?)(k)?$/i.exec(raw.trim());
  if (m === null) return null;
  const n = Number((m[1] ?? '').replace(/,/g, ''));
  if (!Number.isFinite(n)) return null;
  return m[2] === undefined ? n : n * 1000;
}

const NUM = String.raw`[+-]?\d[\d,]*(?:\.\d+)?k?`;

/** A number followed by an hours unit ("500 hours", "1,880 h", "200hrs"). */
export const HOURS_RE = new RegExp(`(${NUM})\\s*(?:hours?|hrs?|h)\\b`, 'i');
/** A number followed by FTE ("2 FTE", "0.5 fte"). */
export const FTE_RE = new RegExp(`(${NUM})\\s*(?:ftes?|full[- ]time(?: equivalents?)?)\\b`, 'i');
/** A number followed by percent ("10%", "15 percent"). */
export const PERCENT_RE = new RegExp(`(${NUM})\\s*(?:%|percent|per cent|pct)`, 'i');
/** A bare number. */
export const NUMBER_RE = new RegExp(`(?:^|[^\\w.])(${NUM})(?![\\w.])`, 'i');

/**
 * The first number a regular expression captures in a text, parsed.
 * @example
 * firstAmount('add 500 hours', HOURS_RE) // 500
 */
export function firstAmount(text: string, re: RegExp): number | null {
  const m = re.exec(text);
  return m?.[1] === undefined ? null : parseAmount(m[1]);
}

/**
 * Title-case a role or location typed in lower case ("qa engineer" -> "Qa Engineer" is
 * avoided for known acronyms: QA, UX, IT, PM).
 * @example
 * tidyName('senior developer.') // 'Senior Developer'
 */
export function tidyName(raw: string): string {
  const s = raw
    .trim()
    .replace(/^["'`]+|["'`.!?,;:]+$/g, '')
    .replace(/^(?:an?|the|one)\s+/i, '')
    .trim();
  if (s !== s.toLowerCase()) return s;
  return s.replace(/\b([a-z])([a-z]*)/g, (word, first: string, rest: string) =>
    /^(qa|ux|ui|it|pm|dba|sme|hr|dc)$/.test(word) ? word.toUpperCase() : first.toUpperCase() + rest,
  );
}

/**
 * Normalise common location words ("remote", "onsite", "hybrid").
 * @example
 * tidyLocation('onsite') // 'On-site'
 */
export function tidyLocation(raw: string): string {
  const s = raw
    .trim()
    .replace(/["'.!?;:]+$/g, '')
    .trim();
  if (/^(fully\s+)?remote(ly)?$/i.test(s) || /^telework$/i.test(s)) return 'Remote';
  if (/^on[- ]?site$/i.test(s)) return 'On-site';
  if (/^hybrid$/i.test(s)) return 'Hybrid';
  if (/^(washington,?\s*d\.?c\.?|dc)$/i.test(s)) return 'Washington, DC';
  return tidyName(s);
}
