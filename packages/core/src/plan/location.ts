/**
 * A task as far as location inference needs it.
 * @example
 * const task: LocatedTask = { basis: 'Work is performed remotely.' }; // inferLocation(task) === 'Remote'
 */
export interface LocatedTask {
  location?: string | null | undefined;
  basis?: string | null | undefined;
  mathRationale?: string | null | undefined;
}

/** Keyword rules in the order of docs/product.md (Records: Task); the first that matches a text names the location. */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bremote(?:ly)?\b|\btelework/i, 'Remote'],
  [/\bon[-\s]?site\b/i, 'On-site'],
  [/\bhybrid\b/i, 'Hybrid'],
  [/\bwashington\b|\bd\.?c\.?(?![a-z])/i, 'Washington, DC'],
  [/\bpentagon\b/i, 'Pentagon'],
  [
    // "Base Year" and "base period" are contract terms, not a military base.
    /\bfort\b|\bbase\b(?!\s*(?:year|period|contract|price|award|rate|hours?|fee|salary|pay|ceiling|option|level|line|case|plan|cost|value|amount|labor|labour|staff))/i,
    'Military Base',
  ],
  [/\bembass(?:y|ies)\b/i, 'Embassy'],
];

/**
 * The location shown when neither the task nor its texts name one.
 * @example
 * inferLocation({}) === LOCATION_NOT_SPECIFIED // true
 */
export const LOCATION_NOT_SPECIFIED = 'Not specified';

function fromText(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  return RULES.find(([pattern]) => pattern.test(text))?.[1];
}

/**
 * The location of a task (docs/product.md, Records): its own location when present, else inferred
 * from keywords in basis first, then in mathRationale (remote, on-site, hybrid, Washington/DC,
 * Pentagon, fort/base, embassy), else 'Not specified'.
 * @example
 * inferLocation({ basis: 'Work is performed at the Pentagon.' }) // 'Pentagon'
 * inferLocation({ location: 'Denver, CO', basis: 'remote' }) // 'Denver, CO'
 * inferLocation({ basis: '', mathRationale: '' }) // 'Not specified'
 */
export function inferLocation(task: LocatedTask): string {
  const own = typeof task.location === 'string' ? task.location.trim() : '';
  if (own !== '') return own;
  return fromText(task.basis) ?? fromText(task.mathRationale) ?? LOCATION_NOT_SPECIFIED;
}
