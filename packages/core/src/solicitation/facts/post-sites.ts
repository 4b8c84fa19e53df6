// Nouns that name a place where people stand a post.
const PLACE_NOUN =
  'station|site|building|bldg\\.?|post|gate|gatehouse|campus|facility|cent(?:er|re)|clinic|annex|pool|campground|range|depot|terminal|yard|warehouse|complex|hangar|pier|lobby|entrance|checkpoint|park|library|hospital|dormitory|barracks|substation|plant|area';
const NAME_WORD = "(?:[A-Z][A-Za-z'-]*|No\\.|[0-9]{1,4}[A-Z]?)";
const LEAD = '^\\s*(?:[A-Z]{0,2}[.-]?\\d+(?:\\.\\d+)*\\.?\\s+)?';
// "Station 1: ...", "C.5.2 North Gate – ...": a label before a colon or dash that names a place.
const LABELLED = new RegExp(`${LEAD}((?:${NAME_WORD}\\s+){0,4}${NAME_WORD})\\s*(?::|\\s[–—]\\s)`);
// "At Sandy Point, ...", "At the Main Gate a second guard ...".
const AT = new RegExp(
  `${LEAD}At\\s+(?:the\\s+)?((?:${NAME_WORD}\\s+){0,3}${NAME_WORD})(?=,|\\s+(?:a|an|one|two|three|each|the)\\b)`,
);
const PLACE = new RegExp(`\\b(?:${PLACE_NOUN})\\b`, 'i');

/**
 * The place a sentence's posts are kept at, when the sentence opens by naming it: a label
 * ("Station 1: one ambulance crewed by ...", "North Gate – two officers ...") or "At Sandy
 * Point, a second attendant ...". The label must hold a place noun or be one of `known` (site
 * names the documents give elsewhere); "At least", "At all times" and headings name none.
 * @example
 * postSite('C.5.1 Station 1: one (1) ALS ambulance crewed by one (1) Paramedic') // 'Station 1'
 * postSite('At Sandy Point a second attendant shall be on duty', ['Sandy Point']) // 'Sandy Point'
 */
export function postSite(text: string, known: readonly string[] = []): string | undefined {
  const head = text.slice(0, 120);
  const name = (head.match(LABELLED)?.[1] ?? head.match(AT)?.[1])?.trim();
  if (!name) return undefined;
  const named = known.some((k) => k.toLowerCase() === name.toLowerCase());
  return named || PLACE.test(name) ? name : undefined;
}
