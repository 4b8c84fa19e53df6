import { isPerson, singular } from '../facts/counted-positions';
import { NUMBER, parseNumber, SMALL_NUMBER_WORDS } from '../facts/numbers';
import type { NounCount } from './noun-counts';

/**
 * Staffing stated as person-time in prose: a role, the share of each week it works and for how
 * many weeks. "A Lead Assessor is expected to work full time for all ten weeks", "Two Riggers
 * will work half time from week three through week eight", "The Scheduler shall devote about
 * half of each week to the project for the first six weeks", "One Editor is anticipated at 20
 * hours a week for 4 weeks". Each becomes the hours of the whole term: people x share x the
 * hours of a full week x weeks (months count 52/12 weeks). A statement with no length in weeks
 * or months is left to the other readers (a share of a year).
 */

/** One count of hours over the whole term, read from a person-time sentence. */
export interface TermHours extends NounCount {
  measure: 'hours';
  /** The amount is the whole term's, not a year's. */
  wholeTerm: true;
  /** people x share x hours a week x weeks, as the line's formula. */
  formula: string;
}

// A count that opens a sentence: "Two Riggers", "Three (3) Editors".
const CAPITAL_NUMBER = `(?:${Object.keys(SMALL_NUMBER_WORDS)
  .map((w) => `${w[0]?.toUpperCase()}${w.slice(1)}`)
  .join('|')})\\b`;
const TITLE = String.raw`[A-Z][A-Za-z'/-]*(?:[ \t]+(?:of[ \t]+|and[ \t]+)?[A-Z][A-Za-z'/-]*){0,5}`;
// Who: "A Project Manager (Key Personnel)", "Two (2) Security Assessors", "The Editor".
const SUBJECT = new RegExp(
  String.raw`(?<![\w-])(?:(?<count>${NUMBER}|${CAPITAL_NUMBER}(?:[ \t]*\([ \t]*\d{1,2}[ \t]*\))?)|[Aa]n?|[Tt]he|[Oo]ne|[Ee]ach)[ \t]+(?<title>${TITLE})(?:[ \t]*\((?<paren>[^()\n]{1,30})\))?[ \t]+` +
    // The verb that says the person works: "is expected to work", "will work", "shall devote".
    String.raw`(?:(?:is|are|will\s+be|would\s+be)\s+(?:expected|anticipated|estimated|planned|assumed|required|needed|budgeted)\s+(?:to\s+|at\s+|for\s+)|(?:shall|will|must|should|would|may)\s+|works\s+|is\s+(?:assigned|employed|staffed)\s+)`,
  'g',
);

const HALF = String.raw`(?:about|roughly|approximately|around|some|nearly)?\s*`;
// The share of a full week, read in the words after the verb.
const SHARES: { re: RegExp; share: (m: RegExpMatchArray, week: number) => number }[] = [
  {
    re: /\b(?<n>\d{1,3})\s*(?:percent|%)\s+(?:of\s+)?(?:(?:his|her|their|its|the|each)\s+)?(?:time|week)\b/i,
    share: (m) => Number(m.groups?.n) / 100,
  },
  {
    re: new RegExp(String.raw`\b(?<n>${NUMBER})\s*(?:hours|hrs)\s*(?:a|per|each|every|\/)\s*week\b`, 'i'),
    share: (m, week) => parseNumber(m.groups?.n ?? '') / week,
  },
  {
    re: new RegExp(String.raw`\b(?<n>${NUMBER})\s*days?\s*(?:a|per|each|every|\/)\s*week\b`, 'i'),
    share: (m) => parseNumber(m.groups?.n ?? '') / 5,
  },
  {
    re: new RegExp(
      String.raw`\b${HALF}(?<part>half|one[- ]half|a\s+quarter|one[- ]quarter|a\s+third|one[- ]third|three[- ]quarters)\s+(?:of\s+)?(?:(?:each|every|his|her|their|its|the|a)\s+)?(?:week|time|working\s+week|work\s?week)\b`,
      'i',
    ),
    share: (m) => {
      const p = (m.groups?.part ?? '').toLowerCase();
      return /three/.test(p) ? 0.75 : /quarter/.test(p) ? 0.25 : /third/.test(p) ? 1 / 3 : 0.5;
    },
  },
  { re: /\bfull[- ]time\b/i, share: () => 1 },
  { re: /\b(?:half|part)[- ]time\b/i, share: () => 0.5 },
];

const SPAN_NUMBER = String.raw`(?:${NUMBER}|one|a)`;
// How long: "six weeks in all", "from the start of week two through the end of week seven",
// "for all ten weeks", "for the last five weeks", "for 3 months".
const TOTAL_WEEKS = new RegExp(
  String.raw`\b(?<n>${NUMBER})\s+weeks\s+(?:in\s+all|in\s+total|altogether|total)\b`,
  'i',
);
const WEEK_RANGE = new RegExp(
  String.raw`\bweeks?\s+(?<a>${NUMBER})\s*(?:through|thru|to|until|-|–)\s*(?:the\s+end\s+of\s+)?(?:week\s+)?(?<b>${NUMBER})\b`,
  'i',
);
const FOR_SPAN = new RegExp(
  String.raw`\b(?:for|during|over|throughout|in)\s+(?:(?:all|each|the|a|an|its|first|last|final|remaining|entire|whole|full|of)\s+){0,3}(?<n>${SPAN_NUMBER})\s*(?:\(\s*\d{1,3}\s*\)\s*)?(?:[- ](?<unit1>weeks?|months?)|\s+(?:(?:calendar|consecutive|work|working)\s+)?(?<unit2>weeks?|months?))\b`,
  'i',
);

/** The weeks a clause says the person works, or null when it says none. */
export function spanWeeks(clause: string): number | null {
  const total = clause.match(TOTAL_WEEKS);
  if (total?.groups?.n) return parseNumber(total.groups.n);
  // "from week three through week eight", "weeks six through ten"
  const range = clause.match(WEEK_RANGE);
  if (range?.groups?.a && range.groups.b) {
    const a = parseNumber(range.groups.a);
    const b = parseNumber(range.groups.b);
    if (b >= a) return b - a + 1;
  }
  const span = clause.match(FOR_SPAN);
  const g = span?.groups;
  if (!g?.n) return null;
  const n = /^(?:a|one)$/i.test(g.n) ? 1 : parseNumber(g.n);
  if (!(n > 0)) return null;
  return /^month/i.test(g.unit1 ?? g.unit2 ?? '') ? (n * 52) / 12 : n;
}

/** The share of a full week a clause says the person works, or null. */
export function weekShare(clause: string, weekHours: number): number | null {
  for (const s of SHARES) {
    const m = clause.match(s.re);
    if (!m) continue;
    const share = s.share(m, weekHours);
    return share > 0 && share <= 1 ? share : null;
  }
  return null;
}

// "a full-time person in this estimate works forty hours a week", "full time is 37.5 hours per week".
const FULL_WEEK = new RegExp(
  String.raw`\bfull[- ]time\b[^.\n]{0,80}?\b(?<n>${NUMBER}|\d{2}\.\d)[ \t]*(?:\)[ \t]*)?(?:hours|hrs)[ \t]*(?:a|per|each|every|\/)[ \t]*week\b`,
  'i',
);

/** The hours of a full-time week the documents state, else 40. */
export function fullWeekHours(text: string): number {
  const m = text.match(FULL_WEEK);
  const n = m?.groups?.n ? parseNumber(m.groups.n) : Number.NaN;
  return n >= 20 && n <= 60 ? n : 40;
}

// Work that is not the person's own time: a turnaround, a response or a notice.
const NOT_WORK =
  /\b(?:respond|response|notice|submit|deliver|due|within|after[ \t]+award|warranty|invoice)\b/i;
const PARTY = /^(?:Contractor|Government|Offeror|Quoter|Vendor|Agency|Museum|Department|COR|Contracting)$/i;

/** The clause after the subject: up to the end of its sentence. */
function clauseAfter(text: string, from: number): string {
  const rest = text.slice(from, from + 400);
  // A blank line ends it unless the sentence runs on in lower case (a page break inside it).
  const stop = rest.search(/(?<=[a-z0-9)]{2})\.(?:\s|$)|;|\n[ \t]*\n(?!\s*[a-z])/);
  return stop < 0 ? rest : rest.slice(0, stop);
}

/**
 * The subjects that may own a span: only the text up to 400 characters before a "week" or
 * "month" is scanned (a long document holds few), in order, each once.
 */
const SHARE_HINT =
  /\b(?:full|half|part)[- ]time\b|\bhalf\b|\bquarter\b|\bthird\b|percent|%|\b(?:hours|hrs|days?)\s+(?:a|per|each|every)\s+week/i;

function* subjects(text: string): Generator<RegExpMatchArray> {
  const windows: [number, number][] = [];
  for (const hit of text.matchAll(/\b(?:weeks?|months?)\b/gi)) {
    const at = hit.index ?? 0;
    const last = windows.at(-1);
    if (last && at - 400 <= last[1]) last[1] = at;
    else windows.push([Math.max(0, at - 400), at]);
  }
  for (const [from, to] of windows) {
    // Back to the start of a word, so the scan does not begin inside one.
    let start = from;
    while (start > 0 && /\w/.test(text[start - 1] ?? '')) start--;
    const window = text.slice(start, to + 120);
    // No share of a week in the window, no person-time: most windows of a long document.
    if (!SHARE_HINT.test(window)) continue;
    // The subject and its verb end within a few words after the window.
    for (const m of window.matchAll(SUBJECT)) {
      if ((m.index ?? 0) + start >= to) break;
      m.index = (m.index ?? 0) + start;
      yield m;
    }
  }
}

/**
 * Person-time a sentence states for a role: people x share of a week x weeks, as the hours of
 * the whole term.
 * @example
 * readPersonWeeks('An Exercise Planner is expected to work full time for the last five weeks.')[0]?.value // 200
 */
export function readPersonWeeks(text: string): TermHours[] {
  const week = fullWeekHours(text);
  const out: TermHours[] = [];
  for (const m of subjects(text)) {
    const g = m.groups ?? {};
    const words = (g.title ?? '').split(/[ \t]+/);
    // A level after the noun ("Survey Worker III") keeps its place after the singular noun.
    const level = /^(?:I{1,3}|IV|V)$/.test(words.at(-1) ?? '') && words.length > 1 ? words.pop() : undefined;
    const head = words.pop() ?? '';
    if (!isPerson(head) || PARTY.test(head) || PARTY.test(words[0] ?? '')) continue;
    const heads = g.count ? parseNumber(g.count.toLowerCase()) : 1;
    if (!(heads > 0 && heads < 100)) continue;
    const end = (m.index ?? 0) + m[0].length;
    const clause = clauseAfter(text, end);
    if (NOT_WORK.test(clause.slice(0, 60))) continue;
    const share = weekShare(clause, week);
    const weeks = spanWeeks(clause);
    if (share === null || weeks === null || weeks > 104) continue;
    const one = heads > 1 ? singular(head) : head;
    const title = [...words, one, ...(level ? [level] : [])].join(' ');
    const offset = (m.index ?? 0) + m[0].indexOf(g.title ?? '');
    const value = Math.round(heads * share * week * weeks * 100) / 100;
    const r = (x: number) => Math.round(x * 100) / 100;
    out.push({
      title,
      measure: 'hours',
      value,
      offset,
      end: end + clause.length,
      wholeTerm: true,
      ...(/\bkey\b/i.test(g.paren ?? '') ? { key: true } : {}),
      formula: `${heads} x ${r(share)} x ${week} h a week x ${r(weeks)} weeks`,
    });
  }
  return out;
}

// A length in weeks right after a counted title and its share: "two (2) Riggers full time for
// six weeks", "one Editor at half time for the first four weeks", "3 Installers, each full time
// from week 3 through week 10". Only what follows the count closely: a span later in the
// sentence may be a deadline or another person's.
const SPAN_AFTER = new RegExp(
  String.raw`^\s*(?:(?:positions?|billets?|persons?|people|staff)\b\s*)?,?\s*(?:each\s+|working\s+|to\s+work\s+|employed\s+|on\s+site\s+|(?:is|are|will|shall|would)\s+(?:be\s+)?(?:(?:expected|anticipated|planned|estimated)\s+to\s+)?(?:work|serve)\s+)?(?:(?:at|on)\s+(?:an?\s+)?)?(?:(?<time>full|half|part)[- ]time(?:\s+basis)?\s*,?\s*(?:\([^()]{1,30}\)\s*)?)?(?<span>(?:for|during|over|throughout)\s+(?:(?:all|each|the|a|an|its|first|last|final|remaining|entire|whole|full|of)\s+){0,3}(?:${NUMBER}|one|a)\s*(?:\(\s*\d{1,3}\s*\)\s*)?[- \t](?:(?:calendar|consecutive|work|working)\s+)?weeks?\b|from\s+(?:the\s+start\s+of\s+)?week\s+${NUMBER}\s+(?:through|thru|to|until)\s+(?:the\s+end\s+of\s+)?week\s+${NUMBER}|(?:in|during)\s+weeks\s+${NUMBER}\s*(?:through|thru|to|-|–)\s*${NUMBER})`,
  'i',
);

/**
 * The length in weeks stated right after a counted title, and the share of a full week stated
 * with it ("full time", "at half time"); null when no span follows.
 * @example
 * spanAfterCount(' full time for six weeks.') // { weeks: 6, share: 1, length: 24 }
 */
export function spanAfterCount(after: string): { weeks: number; share?: number; length: number } | null {
  const m = after.match(SPAN_AFTER);
  if (!m?.groups?.span) return null;
  const weeks = spanWeeks(m.groups.span);
  if (weeks === null || weeks >= 52) return null;
  const time = m.groups.time;
  return { weeks, ...(time ? { share: /full/i.test(time) ? 1 : 0.5 } : {}), length: m[0].length };
}
