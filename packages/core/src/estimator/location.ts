const KEYWORDS: [RegExp, string][] = [
  [/\bremote\b/i, 'Remote'],
  [/\bon-?site\b/i, 'On-site'],
  [/\bhybrid\b/i, 'Hybrid'],
  [/\bwashington\b|\bdc\b/i, 'Washington, DC'],
  [/\bpentagon\b/i, 'Pentagon'],
  [/\bfort\b|\bbase\b/i, 'Military Base'],
  [/\bembassy\b/i, 'Embassy'],
];

/**
 * SPEC section 3's location inference: keywords in the basis, then in the math rationale;
 * 'Not specified' otherwise.
 * @example
 * inferTaskLocation('Guard posts on-site at the campus', '') // 'On-site'
 */
export function inferTaskLocation(basis: string, mathRationale: string): string {
  for (const text of [basis, mathRationale]) {
    for (const [re, location] of KEYWORDS) if (re.test(text)) return location;
  }
  return 'Not specified';
}
