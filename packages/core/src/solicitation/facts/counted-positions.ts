import { isJobNoun } from '../vocabulary/index';
import { NUMBER, parseNumber, SMALL_NUMBER_WORDS } from './numbers';

// Words whose plural or singular form ends a job title but names no person.
const NOT_PERSON =
  /^(?:vehicles?|engines?|trucks?|units?|cars?|computers?|servers?|routers?|monitors?|centers?|centres?|numbers?|orders?|contractors?|offerors?|vendors?|hours?|days?|shifts?|weeks?|years?|times?|references?)$/i;
const AGENT = /^[A-Za-z]{4,}(?:er|or|ist|ian|ant)s?$/;
// Occupations written as acronyms ("two (2) EMTs", "one LPN"): crews are often stated so.
const PERSON_ACRONYM = /^(?:A?EMT|EMR|LPN|LVN|RN|CNA|CRNA|PSO|SPO|CSR)s?$/;

// Words of fitness a contract puts before the count of a minimum crew ("not less than two (2)
// qualified Lock Tenders", "at least three trained flaggers"): they qualify the people, they are
// not part of the title. Credentials that begin titles ("Certified Nursing Assistant", "Licensed
// Practical Nurse") are not among them.
// A credential in lower case before a title in capitals ("two (2) licensed Plant Operators", "one
// certified Dock Attendant") is one of them too; all in lower case ("two certified nursing
// assistants") it is part of the title.
const FITNESS =
  '(?:(?:fully|properly|suitably|adequately)[- ])?(?:qualified|trained|experienced|competent|skilled|capable|[a-z][a-z-]{2,}ed(?=\\s+[A-Z]))';
const TITLE = `((?:(?:[A-Z][A-Za-z&/-]*|\\d{1,2}|[IVX]{1,4})\\s+){0,5}[A-Z][A-Za-z/-]*|(?:[a-z][a-z-]+\\s+){0,2}[a-z][a-z-]+)(\\s*\\((?![0-9]+\\))(?![^()]*\\b(?:FTEs?|hours?|hrs|percent)\\b)[^()]{1,30}\\))?`;

// "two (2) NOC Technicians (Tier 2)", "one Assistant Chief (shift officer)", "four (4) firefighters".
const POSITION = new RegExp(`(${NUMBER})\\s+${TITLE}`, 'g');
// The same with a fitness word between the count and the title.
const FIT_POSITION = new RegExp(`(${NUMBER})\\s+(?:${FITNESS}\\s+)?${TITLE}`, 'g');
/** A minimum crew counted with a fitness word: "not less than two (2) qualified", "at least one trained". */
export const MINIMUM_FIT = new RegExp(
  `\\b(?:not\\s+(?:less|fewer)\\s+than|at\\s+least|(?:a\\s+)?minimum\\s+of)\\s+${NUMBER}\\s+${FITNESS}\\b`,
  'i',
);

/**
 * Singular of a title's last word ("NOC Technicians" is "NOC Technician").
 * @example
 * singular('Secretaries') // 'Secretary'
 */
export function singular(word: string): string {
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:wo)?men$/i.test(word) && word.length > 4) return `${word.slice(0, -3)}man`;
  // "Logistics", "Analytics" are fields, not plurals; "Mechanics", "Medics" are people.
  if (/(?:ss|us|is)$/i.test(word) || (/ics$/i.test(word) && !/(?:mechan|med|cler)ics$/i.test(word)))
    return word;
  if (/(?:ches|shes|sses)$/i.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

/**
 * Whether a word names a person: a job noun of the vocabulary or an agent noun ("Ranger",
 * "Dispatchers"), not a thing ("vehicles", "monitor").
 * @example
 * isPerson('Dispatchers') // true
 */
export function isPerson(word: string): boolean {
  const one = singular(word);
  if (NOT_PERSON.test(one) || NOT_PERSON.test(word)) return false;
  if (PERSON_ACRONYM.test(word)) return true;
  return isJobNoun(one) || AGENT.test(one) || /^(?:lead|chief|watch ?officer|crew)$/i.test(one);
}

const POST_NOUN = /^(?:posts|positions|billets|slots|seats|roles|shifts|teams|crews)$/i;
const FUNCTION_WORD =
  /^(?:of|and|or|at|on|in|with|the|a|an|per|for|to|from|by|during|each|every|shall|will|must|be|is|are)$/i;

/** The title a count binds to: its words up to the last that names a person, or null. */
function titleOf(raw: string, following = ''): { title: string; whole: boolean; length: number } | null {
  const words = raw.trim().split(/\s+/);
  const own = words.length;
  if (following) words.push(following);
  const lower = /^[a-z]/.test(words[0] ?? '');
  let end = -1;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    // "two Night Monitor posts": an agent noun before a post noun names the person who keeps it.
    const keeper = /^[A-Z]/.test(w) && AGENT.test(w) && POST_NOUN.test(words[i + 1] ?? '');
    if (lower && (FUNCTION_WORD.test(w) || NOT_PERSON.test(w))) break;
    if (isPerson(w) || keeper) end = i;
  }
  if (end < 0) return null;
  // "22 exterior doors", "two visitor badges": a singular person word before a plural thing
  // modifies the thing ("two guard posts" still counts guards).
  const next = words[end + 1] ?? '';
  if (
    lower &&
    singular(words[end] ?? '') === words[end] &&
    /^[a-z]+[^s]s$/.test(next) &&
    !isPerson(next) &&
    !POST_NOUN.test(next) &&
    !FUNCTION_WORD.test(next)
  )
    return null;
  const head = words.slice(0, end).concat(singular(words[end] ?? ''));
  const title = lower
    ? head.map((w) => `${w[0]?.toUpperCase() ?? ''}${w.slice(1)}`).join(' ')
    : head.join(' ');
  const length = (raw.match(new RegExp(`^\\s*(?:\\S+\\s+){${end}}\\S+`))?.[0] ?? raw).length;
  return { title, whole: end === own - 1, length };
}

/** A thing a job noun names when it stands before it ("cashier booth", "guard house", "driver seat"). */
export const THING_AFTER =
  /^[ \t]+(?:booths?|kiosks?|stands?|counters?|windows?|lanes?|houses?|shacks?|lockers?|uniforms?|vehicles?|carts?)\b/i;

/**
 * The people a sentence counts by title (with `fitness`, past a fitness word before the title): "one (1) Shift Lead", "two (2) NOC Technicians (Tier 2)",
 * "four (4) firefighters", each title verbatim with its head noun singular and its qualifier;
 * counts of things ("one engine", "three (3) workdays") and labels ("Tier 2 analysts") are not people.
 * @example
 * countedPositions('one engine with four (4) firefighters') // [{ title: 'Firefighter', count: 4, index: 16 }]
 */
export function countedPositions(
  text: string,
  fitness = false,
): { title: string; count: number; index: number }[] {
  const out: { title: string; count: number; index: number }[] = [];
  const re = new RegExp((fitness ? FIT_POSITION : POSITION).source, 'g');
  // "Two technicians ..." opens a sentence: its number word reads as a count (same length, same offsets).
  const scan = text.replace(/\b[A-Z][a-z]+\b/g, (w) =>
    w.toLowerCase() in SMALL_NUMBER_WORDS ? w.toLowerCase() : w,
  );
  for (let m = re.exec(scan); m; m = re.exec(scan)) {
    const count = parseNumber(m[1] ?? '');
    // "Tier 2 analysts", "Station 1 with", "No. 3": a digit after a name labels, it does not count.
    const label =
      /^\d/.test(m[1] ?? '') && /\b(?:[A-Z][A-Za-z]*\.?|no\.?|#)\s*$/.test(text.slice(0, m.index));
    // The word after a capitalised title ("Night Monitor posts") says whether its last word keeps a post.
    const next =
      /^[A-Z]/.test(m[2] ?? '') && !m[3] ? (text.slice(re.lastIndex).match(/^\s+([a-z]+)\b/)?.[1] ?? '') : '';
    const found =
      count > 0 && count <= 50 && !label ? titleOf(m[2] ?? '', POST_NOUN.test(next) ? next : '') : null;
    if (!found) {
      // "Station 1 with four (4) firefighters": the next count may sit inside this match.
      re.lastIndex = (m.index ?? 0) + (m[1]?.length ?? 1);
      continue;
    }
    // "one staffed cashier booth", "two guard houses": the job noun names a thing, not people.
    const after = (m.index ?? 0) + m[0].indexOf(m[2] ?? '') + found.length;
    if (THING_AFTER.test(text.slice(after, after + 20))) {
      re.lastIndex = after;
      continue;
    }
    const qualifier = found.whole ? (m[3] ?? '').trim() : '';
    if (!found.whole) re.lastIndex = (m.index ?? 0) + m[0].indexOf(m[2] ?? '') + found.length;
    out.push({ title: qualifier ? `${found.title} ${qualifier}` : found.title, count, index: m.index ?? 0 });
  }
  return out;
}

const ORDINAL =
  /\b(?:a|one)\s+(?:second|third|fourth|fifth|sixth)\s+((?:[a-z][a-z-]+\s+){0,2}[a-z][a-z-]+)/gi;

/**
 * A person a sentence adds to those already on duty by an ordinal ("a second attendant shall be on
 * duty ..."): one more of that title.
 * @example
 * ordinalPositions('At Sandy Point a second attendant shall be on duty') // [{ title: 'Attendant', count: 1, index: 15 }]
 */
export function ordinalPositions(text: string): { title: string; count: number; index: number }[] {
  const out: { title: string; count: number; index: number }[] = [];
  for (const m of text.matchAll(ORDINAL)) {
    const found = titleOf((m[1] ?? '').toLowerCase());
    if (found) out.push({ title: found.title, count: 1, index: m.index ?? 0 });
  }
  return out;
}
