import type { Quantity } from '../model';
import { type FactContext, type Located, sourceOf } from './context';
import { maskIdentifiers } from './identifiers';
import { NUMBER, parseNumber } from './numbers';

const QUALIFIER =
  '(approximately|about|around|roughly|an estimated|estimated|nearly|up to|no more than|not to exceed|a maximum of|maximum of|at least|a minimum of|minimum of|more than|over)?';
// The qualifier is read from the words before the number (a leading optional group is slow on long text).
const QUANTITY = new RegExp(`()(?:(${NUMBER})\\s*(?:-|–|to)\\s*)?(${NUMBER})\\s+`, 'gi');
const QUALIFIER_BEFORE = new RegExp(`\\b${QUALIFIER}\\s*$`, 'i');
// Areas may be qualified: "412,000 gross square feet", "net usable sq ft".
const UNITS =
  /^(?:(?:(?:gross|net|usable|rentable|assignable|interior|exterior|cleanable)\s+){0,2}(?:square\s+(?:feet|foot|yards?|meters?)|sq\.?\s*ft\.?|gsf\b|nsf\b)|acres|miles|gallons|pounds|tons)\b/i;
const STOP =
  /^(?:of|and|or|to|in|on|at|for|by|per|with|from|than|that|which|who|is|are|will|shall|may|must|each|a|an|the)$/i;
// Verbs in -s after a clause or section number ("Section 133 requires") are not nouns.
const VERB =
  /^(?:means|requires|becomes|includes|provides|applies|states|contains|describes|establishes|specifies|remains|represents|exceeds|occurs|has|does|goes|makes|was|uses|lists|shows|sets)$/i;
const IRREGULAR = /^(?:people|personnel|staff|feet|children|women|men|equipment)$/i;
const PER =
  /^\s*(?:per|a|each|every)\s+(day|week|month|year|annum)\b|^\s*(daily|weekly|monthly|annually|yearly)\b/i;
// Words after a number that are not counted things: time, money, measures of text, grammar.
const NOT_NOUN =
  /^(?:days?|weeks?|months?|years?|hours?|hrs|minutes?|seconds?|calendar|business|working|percent|times|of|and|or|to|the|a|an|in|on|at|for|by|per|with|from|than|through|thru|days|is|are|was|were|be|will|shall|may|must|which|that|this|these|those|pages?|point|points|font|inch|inches|pt|characters?|words?|double|single|digit|digits|copies|copy|cents?|dollars?|usd|million|billion|thousand|hundred|am|pm|est|et|edt|total|percentile|more|others|ones|additional|separate|either|including|less|fewer|hours|minutes|lbs)$/i;
const QUALIFIERS: Record<string, Quantity['qualifier']> = {
  approximately: 'about',
  about: 'about',
  around: 'about',
  roughly: 'about',
  'an estimated': 'about',
  estimated: 'about',
  nearly: 'about',
  'up to': 'max',
  'no more than': 'max',
  'not to exceed': 'max',
  'a maximum of': 'max',
  'maximum of': 'max',
  'at least': 'min',
  'a minimum of': 'min',
  'minimum of': 'min',
  'more than': 'min',
  over: 'min',
};

function singular(word: string): string {
  const w = word.toLowerCase();
  if (/^(?:feet|foot)$/.test(w)) return 'foot';
  if (w === 'people' || w === 'persons') return 'person';
  if (/(?:personnel|staff|equipment|software|series)$/.test(w)) return w;
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(w)) return w;
  if (/(?:sses|xes|ches|shes)$/.test(w)) return w.slice(0, -2);
  return w.replace(/s$/, '');
}

/** The counted noun among the (up to three) words after a number: the first plural one. */
function headNoun(after: string, counted = false): { noun: string; square: boolean; end: number } | null {
  const unit = after.match(UNITS);
  if (unit) return { noun: unit[0], square: /sq|gsf|nsf/i.test(unit[0]), end: unit[0].length };
  const words = after.match(/^(?:[A-Za-z][A-Za-z-]*[A-Za-z]\s*){1,3}/)?.[0] ?? '';
  let end = 0;
  for (const w of words.split(/\s+/).filter(Boolean)) {
    end = after.indexOf(w, end) + w.length;
    // Pages, words and minutes count work only at a rate ("10,000 pages per month"), never as limits.
    if (
      /^(?:pages|words|minutes)$/i.test(w) &&
      (PER.test(after.slice(after.indexOf(w, end - w.length) + w.length)) ||
        (counted && w.toLowerCase() === 'pages'))
    )
      return { noun: w, square: false, end };
    if (STOP.test(w) || NOT_NOUN.test(w) || VERB.test(w)) return null;
    // The counted noun is a common noun (lower case); capitalised words may only qualify it ("VoIP phones").
    if (/^[a-z]/.test(w) && (IRREGULAR.test(w) || (/[^s]s$|ies$|sses$/.test(w) && w.length > 3)))
      return { noun: w, square: false, end };
  }
  return null;
}

/**
 * A rate said before the count, in its clause: "the annual workload is 36,000 calls", "each
 * year the Contractor will process about 9,000 claims", "monthly volume: 4,000 tickets". Only
 * workload words (volume, workload, demand) or adverbs of time, never "annual report".
 */
const PER_BEFORE =
  /\b(?:(?:in\s+)?(?:each|every|a typical|an average)\s+(year|month|week|day)(?![-\w])|(annual|yearly|monthly|weekly|daily)\s+(?:workload|volume|demand|throughput|caseload|intake)|(?:per|a)\s+(year|month)\s*[:,])/i;
function clauseBefore(text: string, at: number): string {
  const head = text.slice(Math.max(0, at - 120), at);
  return head.slice(Math.max(head.lastIndexOf('. '), head.lastIndexOf(';'), head.lastIndexOf('\n')) + 1);
}

// Dot leaders between a label and its value ("Virtual attendees ........ 600").
const LEADERS = /(?:(?:\.\s?){3,}|\s\.\.|…+)\s*$/;
// A value after its leaders, where the previous label's span ends.
const LEADER_VALUE = /(?:(?:\.\s?){3,}|\s\.\.|…+)\s*[\d,./ ]+(?:[a-z][\w-]*)?/g;

/**
 * The noun a value set after dot leaders counts: the one in its own label, not the next line's
 * label that follows it ("Virtual attendees ..... 600 Plenary sessions ..... 4" counts 600
 * attendees). A unit of the value's own ("650 room-nights") is kept. Undefined when the number
 * follows no leaders.
 */
function labelNoun(text: string, at: number, rest: string): ReturnType<typeof headNoun> | undefined {
  const before = text.slice(Math.max(0, at - 160), at);
  if (!LEADERS.test(before)) return undefined;
  // Words after the value that run into the next leaders are the next label.
  const nextLabel = /^[^.…]{0,80}?(?:(?:\.\s?){3,}|\s\.\.|…)/.test(rest) || /^\s*(?:[A-Z(]|$)/.test(rest);
  if (!nextLabel) return undefined;
  const label = before.replace(LEADERS, '');
  // The label starts after the previous value, or after a lead-in that ends in a colon.
  let from = label.lastIndexOf(':') + 1;
  for (const m of label.matchAll(LEADER_VALUE)) from = Math.max(from, (m.index ?? 0) + m[0].length);
  const own = label
    .slice(from)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return headNoun(own.toLowerCase()) ?? null;
}

function fromUnit(unit: Located): Quantity[] {
  const out: Quantity[] = [];
  // A closing space lets the unit's last number be read (a value at the end of a leader list).
  const text = `${maskIdentifiers(unit.text)} `;
  for (const m of text.matchAll(QUANTITY)) {
    // "twenty-four" is one number, not a range from twenty to four.
    const hyphenWords = m[2] && /[a-z]$/i.test(m[2]) && /^[a-z]/i.test(m[3] ?? '');
    const value = parseNumber(hyphenWords ? `${m[2]}-${m[3]}` : (m[3] ?? ''));
    // One thing, fractions and list numbers are not counts worth sizing from.
    if (!(value > 1) || value > 100_000_000 || !Number.isInteger(value)) continue;
    const rest = text.slice((m.index ?? 0) + m[0].length);
    // "a backlog of 36,000 pages", "a total of 900,000 pages": pages of work, not a page limit.
    const lead = clauseBefore(text, m.index ?? 0);
    // "an estimated 350,000 pages", "about 1.2 million pages": thousands estimated are work too.
    const estimated =
      value >= 1000 && /\b(?:estimated|approximately|about|roughly|some|nearly)\s+$/i.test(lead);
    const counted =
      (/\b(?:backlog|total)\s+of\s+(?:approximately\s+|about\s+)?$/i.test(lead) || estimated) &&
      !/\b(?:limit\w*|exceed|maximum|no more than|up to)\b/i.test(lead);
    const labelled = labelNoun(text, m.index ?? 0, rest);
    const head = labelled === undefined ? headNoun(rest, counted) : labelled;
    if (!head) continue;
    const per = labelled ? null : rest.slice(head.end).match(PER);
    const before = per || labelled ? undefined : lead.match(PER_BEFORE);
    const perWord = (per?.[1] ?? per?.[2] ?? before?.[1] ?? before?.[2] ?? before?.[3] ?? '').toLowerCase();
    const perValue = perWord.startsWith('da')
      ? 'day'
      : perWord.startsWith('week')
        ? 'week'
        : perWord.startsWith('month')
          ? 'month'
          : perWord
            ? 'year'
            : undefined;
    const said = text.slice(Math.max(0, (m.index ?? 0) - 25), m.index).match(QUALIFIER_BEFORE)?.[1] ?? '';
    const qualifier = QUALIFIERS[said.toLowerCase()] ?? (m[2] && !hyphenWords ? 'about' : undefined);
    out.push({
      ...sourceOf(unit),
      value,
      noun: head.square ? 'square foot' : singular(head.noun),
      ...(head.square ? { unit: 'sq ft' } : {}),
      ...(perValue ? { per: perValue } : {}),
      ...(qualifier ? { qualifier } : {}),
    });
  }
  return out;
}

/**
 * Numbers bound to the nouns they count ("1,200 users", "three (3) sites", "45,000 square
 * feet", "4,000 tickets per month", "approximately 320 printers"), with a qualifier and a rate
 * when stated. Codes and identifiers are never read as counts: NAICS/PSC/SIN and CLIN numbers,
 * clause and section numbers, dates, phone numbers, ZIP codes, money, "Attachment 1".
 * @example
 * // 'The help desk supports approximately 1,200 users.' -> [{ value: 1200, noun: 'user', qualifier: 'about' }]
 */
export function readQuantities(ctx: FactContext): Quantity[] {
  const out: Quantity[] = [];
  for (const unit of ctx.units) {
    if (unit.text.length > 900 || unit.kind === 'clauses' || unit.kind === 'representations') continue;
    if (
      !/\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|hundred|thousand)\b/i.test(
        unit.text,
      )
    )
      continue;
    out.push(...fromUnit(unit));
  }
  return out;
}
