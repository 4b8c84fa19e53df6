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
export const HOURS_RE = new RegExp(
  `(${NUM})\\s*(?:(?:more|additional|extra|fewer|less)\\s+)?(?:hours?|hrs?|h)\\b`,
  'i',
);
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
  return s.replace(
    /(?<![\w'])([a-z])([a-z]*)\b/g,
    (word: string, first: string, rest: string, at: number) => {
      if (/^(qa|ux|ui|it|pm|dba|sme|hr|dc|etl|isso|issm)$/.test(word)) return word.toUpperCase();
      if (at > 0 && /^(of|and|for|the|to|in|on|at|a|an)$/.test(word)) return word;
      return first.toUpperCase() + rest;
    },
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
  if (/^(fully\s+)?remote(ly)?$/i.test(s) || /^(telework|from home|wfh)$/i.test(s)) return 'Remote';
  if (/^on[- ]?site$/i.test(s)) return 'On-site';
  if (/^hybrid$/i.test(s)) return 'Hybrid';
  if (/^(washington,?\s*d\.?c\.?|dc)$/i.test(s)) return 'Washington, DC';
  return tidyName(s);
}

const WORDS: Record<string, number> = {
  one: 1,
  another: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  a: 1,
  an: 1,
};

/**
 * An FTE amount said the way pricers say it: "0.5 FTE", "half time", "half an FTE",
 * "a quarter of an FTE", "three quarters time", "full time", "two FTEs", "1.5 people".
 * @example
 * fteAmount('reduce the PM to half time') // 0.5
 */
export function fteAmount(text: string): number | null {
  const t = text.toLowerCase();
  const part = /\bpart[- ]time,?\s*\(?(\d*\.\d+|[1-9])\b/.exec(t);
  if (part?.[1] !== undefined) return Number(part[1]);
  const n =
    /([+-]?\d[\d,]*(?:\.\d+)?|\.\d+)\s*(?:ftes?\b|full[- ]time(?: equivalents?)?\b|persons?\b|people\b|heads?\b|bodies\b)/.exec(
      t,
    );
  if (n?.[1] !== undefined) return Number(n[1].replace(/,/g, ''));
  if (/\bthree[- ]quarters?\b(?: (?:time|of an? fte|fte))/.test(t)) return 0.75;
  if (
    /\b(?:a |one )?quarter[- ]time\b|\ba quarter (?:of an? )?fte\b|\bquarter of an? fte\b|\b25% time\b/.test(
      t,
    )
  )
    return 0.25;
  if (
    /\bhalf[- ]time\b|\bhalf (?:of )?an? fte\b|\bhalf fte\b|\b50% time\b|\bhalf an?\b(?! (?:tenth|third|quarter))|\bpart[- ]time \(?0?\.5/.test(
      t,
    )
  )
    return 0.5;
  const word =
    /\b(one|another|two|three|four|five|six|a|an)\s+(?:full\s+)?(?:more\s+|additional\s+|extra\s+)?(?:ftes?|full[- ]time (?:people|staff|equivalents?|ftes?|positions?|persons?)|full fte)\b/.exec(
      t,
    );
  if (word?.[1] !== undefined) return WORDS[word[1]] ?? null;
  if (/\bfull[- ]time\b|\bone full fte\b|\ba full fte\b/.test(t)) return 1;
  const pct = /(\d+(?:\.\d+)?)\s*(?:%|percent)\s+(?:time|of an? fte|of a person|fte)\b/.exec(t);
  if (pct?.[1] !== undefined) return Number(pct[1]) / 100;
  return null;
}
