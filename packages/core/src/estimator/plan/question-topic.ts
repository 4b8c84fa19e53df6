/** Topics whose questions say the same missing fact in different words. */
const TOPICS: [RegExp, string][] = [
  [/hours[- ]per[- ]FTE|FTE convention|hours (?:a|per) (?:year|FTE) (?:convention|basis)/i, 'hours-per-fte'],
  [
    /level of effort|historical staffing|(?:hours|effort) (?:is|are) not (?:stated|given)/i,
    'level-of-effort',
  ],
  [
    /(?:no|what is the|missing) period of performance|base (?:period )?and (?:any )?option periods\)?\?/i,
    'period',
  ],
  [/place of performance|where the work is performed/i, 'place'],
  [
    /(?:work statement|statement of (?:work|objectives)|\bPWS\b|\bSOW\b|\bSOO\b)[^.?]{0,80}(?:not (?:among|uploaded|found)|was not uploaded)|no work statement/i,
    'work-statement',
  ],
];

/**
 * The missing fact a question asks about, so that a reader's note and the builder's question
 * on the same fact ('No period of performance found ...' and 'What is the period of
 * performance?') are listed once: a named topic, the table that does not foot, the role named
 * without hours, else the question's own words.
 * @example
 * questionTopic('What hours-per-FTE convention should offerors use?', []) // 'hours-per-fte'
 */
export function questionTopic(question: string, tableRefs: readonly string[]): string {
  if (/does not foot/i.test(question)) {
    const ref = tableRefs.find((r) => r && question.includes(r));
    return `foot:${ref ?? ''}`;
  }
  const named = question.match(/^(.{2,80}?) is named in\b/);
  if (named?.[1]) return `named:${named[1].toLowerCase()}`;
  for (const [re, topic] of TOPICS) if (re.test(question)) return topic;
  return question.toLowerCase().replace(/\s+/g, ' ').trim();
}
