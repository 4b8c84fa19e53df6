import { isPerson, singular, THING_AFTER } from '../facts/counted-positions';
import { SMALL_NUMBER_WORDS as WORDS } from '../facts/numbers';
import { isJobNoun } from '../vocabulary/index';
import type { Measure } from './columns';
import { escapeRegExp } from '../../format/regexp';

/**
 * Staffing that prose states with the people's nouns rather than their titles, and with the
 * share of a full time after the noun: "four (4) full-time Spanish linguists", "one (1)
 * Portuguese linguist at half time (0.5 FTE)", "seven teams, each one handler and one dog",
 * "Canine Trainer. One half-time position", "The Coordinator works full time", "4,052 lookout
 * hours a season". Each reader returns raw counts; `prose-runs.ts` binds them to their clause
 * (place, season, period) like any other count.
 */

/** One count a reader here found: a title, its amount and where it sits. */
export interface NounCount {
  title: string;
  measure: Measure;
  value: number;
  offset: number;
  end: number;
  key?: boolean;
}

const NUMBER_WORD = Object.keys(WORDS).join('|');
const FULL_WEEK = 40;

const titleCase = (words: string[]) =>
  words.map((w) => (/^[a-z]/.test(w) ? `${w[0]?.toUpperCase()}${w.slice(1)}` : w)).join(' ');

// "at half time (0.5 FTE)", ", half-time", "(0.5 FTE)", "at 0.5 FTE", "part-time (20 hours per
// week)", "on a part-time basis", "full time": the share of a full time a count stated after it.
const SHARE_AFTER = new RegExp(
  String.raw`^[ \t]*(?:\((?:key(?:[ \t]+personnel)?)\)[ \t]*)?,?[ \t]*(?:(?:at|on|working|employed|for)[ \t]+(?:an?[ \t]+)?)?` +
    String.raw`(?:(?<fraction>one[- ]half|half|part|full)[- \t]time(?:[ \t]+basis)?(?:[ \t]*\([ \t]*(?:(?<fte1>\d?\.\d{1,2}|[1-9]\/[2-9])[ \t]*FTEs?|(?<weekly1>\d{1,2})[ \t]*(?:hours|hrs)[ \t]*(?:per|a|each|\/)[ \t]*week)[ \t]*\))?` +
    String.raw`|\(?[ \t]*(?<fte2>\d?\.\d{1,2}|[1-9]\/[2-9])[ \t]*FTEs?\b\)?` +
    String.raw`|\([ \t]*(?<weekly2>\d{1,2})[ \t]*(?:hours|hrs)[ \t]*(?:per|a|each|\/)[ \t]*week[ \t]*\))`,
  'i',
);

const fractionValue = (s: string) => {
  const slash = s.match(/^([1-9])\/([2-9])$/);
  return slash ? Number(slash[1]) / Number(slash[2]) : Number(s);
};

/**
 * The share of a full time stated right after a counted title ("at half time (0.5 FTE)": 0.5;
 * "part-time (20 hours per week)": 0.5; "full time": 1), and how long the statement is; null when
 * none follows.
 * @example
 * shareAfter(' at half time (0.5 FTE), remote')?.share // 0.5
 */
export function shareAfter(after: string): { share: number; length: number } | null {
  const m = after.match(SHARE_AFTER);
  const g = m?.groups;
  if (!m || !g) return null;
  const fte = g.fte1 ?? g.fte2;
  const weekly = g.weekly1 ?? g.weekly2;
  let share: number;
  if (fte) share = fractionValue(fte);
  else if (weekly) share = Number(weekly) / FULL_WEEK;
  else if (g.fraction) share = /full/i.test(g.fraction) ? 1 : 0.5;
  else return null;
  return share > 0 && share <= 1 ? { share, length: m[0].length } : null;
}

// Adjectives that qualify the people, not their title: "two qualified fire lookouts".
const QUALIFIER =
  /^(?:qualified|certified|experienced|trained|licensed|additional|extra|more|resident|seasonal|dedicated|permanent|temporary|relief|full-time|part-time|half-time|on-site|onsite|remote|fully)$/i;
const FUNCTION_WORD =
  /^(?:of|and|or|at|on|in|with|the|a|an|per|for|to|from|by|during|each|every|shall|will|must|may|be|is|are|who|whom|which|that|this|these|those|all|any|no|not|other|more|than|as|years?|months?|weeks?|days?|hours?|times?|percent)$/i;
// Units a count measures, never people: "80 degrees", "24 cubic feet", "two parallel panels".
const UNIT =
  /^(?:degrees?|feet|foot|inch(?:es)?|pounds?|lbs|gallons?|miles?|minutes?|seconds?|cubic|square|ml|mg|kg|percent|acres?|tons?|panels?|samples?|pages?|copies|units?|items?|sites?|locations?)$/i;
// Things a person's noun may modify: "two visitor badges", "three operator consoles".
const POST_NOUN = /^(?:positions?|posts?|billets?|slots?|FTEs?)$/i;

/**
 * The title in the words after a count: up to three modifiers (capitalised names or lower-case
 * fields) and a lower-case noun naming a person ("Spanish linguists", "fire lookouts",
 * "handler position"), title-cased and singular; null when no such noun ends the phrase.
 */
function nounTitle(rest: string): { title: string; length: number } | null {
  const words = rest.split(/[ \t]+/);
  let i = 0;
  while (i < words.length && QUALIFIER.test(words[i] ?? '')) i++;
  const from = i;
  // The head is the last person's noun of the phrase: "assistant customer service representative".
  let head = -1;
  for (; i < words.length && i - from < 5; i++) {
    const raw = words[i] ?? '';
    const w = raw.replace(/[,;:.)]+$/, '');
    if (!/^[A-Za-z][A-Za-z'-]*$/.test(w) || FUNCTION_WORD.test(w) || UNIT.test(w) || w.toLowerCase() in WORDS)
      break;
    // A capitalised word after a lower-case one starts something else ("linguists Spanish").
    if (head >= 0 && /^[A-Z]/.test(w)) break;
    if (/^[a-z]/.test(w) && isPersonNoun(w)) head = i;
    if (raw !== w) break;
  }
  if (head < 0) return null;
  const raw = words[head] ?? '';
  const w = raw.replace(/[,;:.)]+$/, '');
  const next = (words[head + 1] ?? '').replace(/[,;:.)]+$/, '');
  // "two visitor badges": a singular person's noun before a plural thing modifies the thing.
  if (
    raw === w &&
    singular(w) === w &&
    /^[a-z]+[^s]s$/.test(next) &&
    !POST_NOUN.test(next) &&
    !FUNCTION_WORD.test(next) &&
    !isPerson(next)
  )
    return null;
  const title = words.slice(from, head).concat(singular(w));
  let length = words.slice(0, head + 1).join(' ').length - (raw.length - w.length);
  if (raw === w && POST_NOUN.test(next) && !/^FTE/i.test(next)) length += 1 + next.length;
  return { title: titleCase(title), length };
}

// Nouns that look like a person's but stand for those served, not staff.
const SERVED =
  /^(?:visitors?|customers?|users?|passengers?|claimants?|applicants?|patients?|students?|residents?|tenants?|members?|participants?|clients?|owners?|holders?|offerors?|quoters?|bidders?|contractors?|vendors?|employers?|partners?|winners?|dogs?|canines?)$/i;
// People's nouns with no agent ending.
const PLAIN_PERSON =
  /^(?:lookout|scout|cook|chef|pilot|medic|mechanic|lifeguard|deckhand|maid|valet|courier|porter|handler|nurse|aide|clerk|guard|chief|lead|foreman|watchman|linguist|representative|architect|steward|secretary|attorney|paralegal|dietitian|sme)$/i;
// Things with an agent's ending: "80 degrees freezers", "two computers", "ten percent".
const THING =
  /^(?:center|computer|trailer|freezer|refrigerator|heater|boiler|chiller|printer|server|container|scanner|router|meter|monitor|generator|elevator|motor|compressor|filter|transformer|register|counter|marker|sticker|timer|paper|letter|number|order|quarter|corridor|sector|folder|binder|calendar|dollar|hour|year|layer|tower|river|border|matter|power|semester|parameter|diameter|liter|litre|tractor|reactor|vendor|contractor|offeror|component|document|element|segment|shipment|payment|agreement|amendment|attachment|requirement|event|percent|content|equipment|department|government|environment|incident|accident|statement|assessment|treatment|instrument|tournament|appointment|pavement|basement|floor|door|color|colour|error|factor|sensor|visitor|donor|major|minor|prior|senior|junior|interior|exterior|anterior|poster|banner|cover|water|weather|winter|summer|member|manner|cluster|barrier|carrier)$/i;
/**
 * Whether a lower-case noun names people who may be staff: a person's noun with no agent ending
 * ("nurse", "lookout") or an agent noun ("linguist", "technician", "worker", "attendant",
 * "superintendent") that names no thing and no one served.
 */
const isPersonNoun = (w: string) => {
  const one = singular(w);
  if (SERVED.test(w) || THING.test(one) || one.length < 4) return false;
  return PLAIN_PERSON.test(one) || /(?:er|or|ist|ian|ant|ent|yst|(?<!hu)man)$/i.test(one);
};

/**
 * Whether a capitalised title runs on in a lower-case person's noun ("Amharic interpreter",
 * "Spanish linguists"): the noun is the head, so the capitalised words alone are no title.
 * @example
 * runsOnInNoun(' interpreter at half time') // true
 */
export function runsOnInNoun(after: string): boolean {
  const w = after.match(/^[ \t]+([a-z][a-z-]+)\b/)?.[1];
  return w !== undefined && isPersonNoun(w);
}

// A count before the people's noun: "four (4) full-time", "one half-time", "2 part-time (20 hours per week)".
const NOUN_COUNT = new RegExp(
  String.raw`(?<![\w.,/-])(?<n>\d{1,3}|${NUMBER_WORD})(?:[ \t]*\((?<d>\d{1,3})\))?[ \t]+(?:(?:additional|extra|more)[ \t]+)?(?:(?<full>full[- ]time)[ \t]+|(?<part>(?:half|part)[- ]time)[ \t]+(?:\([ \t]*(?<weekly>\d{1,2})[ \t]*(?:hours|hrs)[ \t]*(?:per|a|each|\/)[ \t]*week[ \t]*\)[ \t]*)?)?(?=(?<rest>[A-Za-z][^\n;:]{0,60}))`,
  'gi',
);

// "... to each tower", "... on every vessel", "... per crew": a count for each unit that is not
// a place of performance ("at each site" is bound to the listed places by `eachPlace`).
const PER_UNIT_AFTER =
  /^[ \t]*,?[ \t]*(?:(?:to|at|for|in|on|aboard)[ \t]+(?:each|every)|per)[ \t]+(?!(?:of[ \t]+the[ \t]+)?(?:\w+[ \t]+)?(?:sites?|locations?|facilit(?:y|ies)|buildings?|installations?|campus|offices?|clinics?|cent(?:er|re)s?|hospitals?|bases?|stations?|depots?|warehouses?|annex|laborator(?:y|ies)|branch|ports?|regions?|areas?)\b)/i;

const RANGE_BEFORE = new RegExp(
  String.raw`(?:\b\d{1,3}|\b(?:${NUMBER_WORD}))(?:[ \t]*\(\d{1,3}\))?[ \t]*(?:to|or|-|–)[ \t]*$`,
  'i',
);

// A verb in the active past right before the count tells what was done, not what is required:
// "assigned one leader", "had hired three technicians", "has provided two linguists". The passive
// ("shall be assigned two ...", "are assigned") and adjectives ("an estimated four") still count.
const PAST_ACT_BEFORE =
  /(?<!\b(?:be|is|are|been|being)[ \t]{1,3})\b(?:assigned|provided|furnished|staffed|employed|hired|used|had|kept|retained|gave)[ \t]+$/i;

// The clause staffs: someone provides, needs or estimates the people.
export const STAFFING_CLAUSE =
  /\b(?:provide|furnish|staff|employ|assign|personnel|positions?|consist|crew|need(?:s|ed)?\s+for|anticipat\w+|estimat\w+|level\s+of\s+effort|requires?\s+(?:the\s+)?(?:following|a\s+(?:staff|team)))\w*/i;

/**
 * Counts of people named by a lower-case noun, with capitalised or field modifiers: "four (4)
 * full-time Spanish linguists" (4 Spanish Linguist), "one (1) Portuguese linguist at half time
 * (0.5 FTE)" (0.5 FTE), "one full-time handler position". `clause` gives the clause of an
 * offset; the clause must staff.
 * @example
 * nounCounts('The Contractor shall provide four (4) full-time Spanish linguists.', () => 'The Contractor shall provide four (4) full-time Spanish linguists.')[0]?.title // 'Spanish Linguist'
 */
export function nounCounts(text: string, clause: (at: number) => string): NounCount[] {
  const out: NounCount[] = [];
  for (const m of text.matchAll(NOUN_COUNT)) {
    const g = m.groups ?? {};
    const start = m.index ?? 0;
    const heads = WORDS[(g.n ?? '').toLowerCase()] ?? Number(g.n);
    if (g.d !== undefined && Number(g.d) !== heads) continue;
    if (!(heads > 0 && heads < 200)) continue;
    // "Table 3 lookouts", "Tier 2 analysts", "No. 4": a digit after a name labels.
    if (
      /^\d/.test(g.n ?? '') &&
      /\b(?:[A-Z][A-Za-z]*\.?|no\.?|#)[ \t]*$/.test(text.slice(Math.max(0, start - 16), start))
    )
      continue;
    // "teams, each one handler and one dog", "two per tower": a count of each unit is no total.
    if (/\b(?:each|every|per)[ \t]+$/i.test(text.slice(Math.max(0, start - 12), start))) continue;
    // "three (3) to four (4) analysts", "two or three guards": a range is no count to staff.
    if (RANGE_BEFORE.test(text.slice(Math.max(0, start - 24), start))) continue;
    // "the team assigned one leader", "we hired two analysts": what someone did is no requirement.
    if (PAST_ACT_BEFORE.test(text.slice(Math.max(0, start - 32), start))) continue;
    const found = nounTitle(g.rest ?? '');
    if (!found) continue;
    const restAt = start + m[0].length;
    const end = restAt + found.length;
    // "two lookouts to each tower": a count for each of some unit the reader cannot number.
    if (PER_UNIT_AFTER.test(text.slice(end, end + 40))) continue;
    // "one staffed cashier booth", "two guard houses": the job noun names a thing, not people.
    if (THING_AFTER.test(text.slice(end, end + 20))) continue;
    if (!STAFFING_CLAUSE.test(clause(start))) continue;
    let value = heads;
    let measure: Measure = 'people';
    if (g.part) {
      value = heads * (g.weekly ? Number(g.weekly) / FULL_WEEK : 0.5);
      measure = 'fte';
    } else {
      const share = shareAfter(text.slice(end, end + 60));
      if (share && share.share < 1) {
        value = heads * share.share;
        measure = 'fte';
      }
    }
    out.push({ title: found.title, measure, value: Math.round(value * 1000) / 1000, offset: start, end });
  }
  return out;
}

// "Canine Trainer. One half-time position", "Kennel Master (Key Personnel): one full-time
// position", "Site Supervisor – two (2) full-time positions": a title labels the sentence
// that counts its positions.
const POSITIONS_AFTER_TITLE =
  /(?:^|\n|\.[ \t]+)[ \t]*(?:[A-Z]?\.?\d{1,2}(?:\.\d{1,2}){0,3}\.?[ \t]+)?(?<title>[A-Z][A-Za-z'-]*(?:[ \t]+(?:[A-Z][A-Za-z'-]*|&|\/|of|and)){0,6})(?<key>[ \t]*\([Kk]ey(?:[ \t]+[Pp]ersonnel)?\))?[ \t]*[.:–—-][ \t]+(?<n>\d{1,2}|[A-Za-z]{3,6})(?:[ \t]*\(\d{1,2}\))?[ \t]+(?:(?<full>[Ff]ull[- ]time)|(?<part>(?:[Hh]alf|[Pp]art)[- ]time))?[ \t]*[Pp]ositions?\b(?:[ \t]*\([ \t]*(?<weekly>\d{1,2})[ \t]*(?:hours|hrs)[ \t]*(?:per|a|each|\/)[ \t]*week[ \t]*\))?/g;

/**
 * Positions counted in the sentence a title labels: "Canine Trainer. One half-time position"
 * (0.5 FTE Canine Trainer), "Kennel Master (Key Personnel). One full-time position".
 * @example
 * titledPositions('C.5.3 Canine Trainer. One half-time position who trains the teams.')[0]?.value // 0.5
 */
export function titledPositions(text: string): NounCount[] {
  const out: NounCount[] = [];
  for (const m of text.matchAll(POSITIONS_AFTER_TITLE)) {
    const g = m.groups ?? {};
    const title = (g.title ?? '').trim();
    const head = title.split(/[ \t]+/).pop() ?? '';
    if (!/^[A-Z]/.test(title) || !isPerson(head) || /^(?:The|A|An|Each|Every|This)\b/.test(title)) continue;
    if (/^(?:personnel|staff|staffing|positions?|employees?)$/i.test(head)) continue;
    const heads = WORDS[(g.n ?? '').toLowerCase()] ?? Number(g.n);
    if (!(heads > 0 && heads < 50)) continue;
    const share = g.part ? (g.weekly ? Number(g.weekly) / FULL_WEEK : 0.5) : 1;
    const offset = (m.index ?? 0) + m[0].indexOf(g.title ?? '');
    out.push({
      title,
      measure: share < 1 ? 'fte' : 'people',
      value: heads * share,
      offset,
      end: (m.index ?? 0) + m[0].length,
      ...(g.key ? { key: true } : {}),
    });
  }
  return out;
}

// "The Coordinator works full time", "the Site Manager shall work half-time", "The Registrar is
// employed part-time (20 hours per week)": one person of a title and the share of a full time.
const WORKS_TIME =
  /\b(?:[Tt]he|[Aa]n?|[Oo]ne)[ \t]+(?<title>[A-Z][A-Za-z'-]*(?:[ \t]+[A-Z][A-Za-z'-]*){0,4})(?:[ \t]*\([^()]{1,30}\))?[ \t]+(?:(?:shall|will|must)[ \t]+(?:work|be[ \t]+(?:employed|assigned|on[ \t]+duty))|works|is[ \t]+(?:employed|assigned|staffed))[ \t]+(?:(?:on[ \t]+)?an?[ \t]+)?(?<time>full|half|part)[- ]time\b(?:[ \t]+basis)?(?:[ \t]*\([ \t]*(?:(?<weekly>\d{1,2})|forty|twenty|thirty)[ \t]*(?:hours|hrs)[ \t]*(?:per|a|each|\/)[ \t]*week[ \t]*\))?/g;

/**
 * One person of a title that a sentence says works full or part time: "The Coordinator works
 * full time (forty hours a week) from June 1 through September 30" (1 person, whose season the
 * clause binds), "The Registrar shall work half-time" (0.5 FTE).
 * @example
 * worksTime('The Coordinator works full time from 1 June through 30 September.')[0]?.title // 'Coordinator'
 */
export function worksTime(text: string): NounCount[] {
  const out: NounCount[] = [];
  for (const m of text.matchAll(WORKS_TIME)) {
    const g = m.groups ?? {};
    const title = g.title ?? '';
    const head = title.split(/[ \t]+/).pop() ?? '';
    if (!isPerson(head) || /^(?:Contractor|Government|Offeror|Quoter)$/i.test(head)) continue;
    const words = m[0]
      .match(/\((?:forty|twenty|thirty)/i)?.[0]
      .slice(1)
      .toLowerCase();
    const weekly = g.weekly
      ? Number(g.weekly)
      : words
        ? { forty: 40, twenty: 20, thirty: 30 }[words]
        : undefined;
    const share = /full/i.test(g.time ?? '') ? 1 : (weekly ?? 20) / FULL_WEEK;
    const offset = (m.index ?? 0) + m[0].indexOf(title);
    out.push({
      title: fullTitle(text, title),
      measure: share < 1 ? 'fte' : 'people',
      value: share,
      offset,
      end: (m.index ?? 0) + m[0].length,
    });
  }
  return out;
}

/**
 * The document's full title of a person it later names short ("The Coordinator" of a document
 * that names its "Lookout Coordinator"): the one longer title ending in the short one, or the
 * short title when the document names none or several.
 */
function fullTitle(text: string, short: string): string {
  const escaped = escapeRegExp(short);
  const longer = new Set<string>();
  for (const m of text.matchAll(new RegExp(`\\b((?:[A-Z][A-Za-z'-]+[ \\t]+){1,3})${escaped}\\b`, 'g'))) {
    const words = (m[1] ?? '').trim().split(/[ \t]+/);
    while (words.length > 0 && /^(?:The|A|An|Each|Every|This|That|Our|Its|One|Two)$/.test(words[0] ?? ''))
      words.shift();
    if (words.length > 0) longer.add(`${words.join(' ')} ${short}`);
  }
  return longer.size === 1 ? ([...longer][0] ?? short) : short;
}

// A share of a full-time equivalent as a percentage: "Voucher Examiners at 300% of FTE", "a
// Records Technician at 40 percent of one FTE", "150 percent of an FTE of Data Entry Clerks".
const FTE_WORDS = String.raw`(?:FTEs?|full[- ]time[ \t]+(?:equivalents?|positions?|employees?)|work[- ]years?|staff[- ]years?)\b`;
const PERCENT = String.raw`(?<n>\d{1,3}(?:\.\d{1,2})?)[ \t]*(?:%|percent\b|per[ \t]+cent\b)`;
const CAPITAL_TITLE = String.raw`(?<title>[A-Z][A-Za-z'-]*(?:[ \t]+(?:[A-Z][A-Za-z'-]*|and|of|&)){0,4})`;
const TITLE_AT_PERCENT = new RegExp(
  String.raw`${CAPITAL_TITLE}(?<key>[ \t]*\([Kk]ey(?:[ \t]+[Pp]ersonnel)?\))?[ \t]*(?:,[ \t]*)?(?:at|:|[–—-])[ \t]*${PERCENT}[ \t]+of[ \t]+(?:(?:an?|one|the)[ \t]+)?${FTE_WORDS}`,
  'g',
);
const PERCENT_OF_TITLE = new RegExp(
  String.raw`${PERCENT}[ \t]+of[ \t]+(?:(?:an?|one|the)[ \t]+)?${FTE_WORDS}[ \t]+(?:of|for|as)[ \t]+(?:(?:an?|one|the)[ \t]+)?${CAPITAL_TITLE}`,
  'g',
);

/**
 * Staff stated as a percentage of one full-time equivalent after or before their title: "add
 * Voucher Examiners at 300% of FTE" (3 FTE, however many people), "one Records Technician at 40
 * percent of one FTE" (0.4 FTE), "150 percent of an FTE of Data Entry Clerks" (1.5 FTE). A
 * percentage of anything else (a sample, a ceiling, a person's own time) is not read here.
 * @example
 * percentOfFte('the Contractor shall add Voucher Examiners at 300% of FTE for 13 weeks.')[0]?.value // 3
 */
export function percentOfFte(text: string): NounCount[] {
  const out: NounCount[] = [];
  for (const re of [TITLE_AT_PERCENT, PERCENT_OF_TITLE]) {
    for (const m of text.matchAll(re)) {
      const g = m.groups ?? {};
      const words = (g.title ?? '').trim().split(/[ \t]+/);
      while (words.length > 1 && /^(?:and|of|&)$/i.test(words.at(-1) ?? '')) words.pop();
      while (words.length > 1 && /^(?:the|an?|one|each|every|add|provide)$/i.test(words[0] ?? ''))
        words.shift();
      const head = words.at(-1) ?? '';
      // A job's noun, or a titled agent ("Voucher Examiners"); one word ending as an agent's
      // does is no title ("Turnover").
      const person = isJobNoun(singular(head)) || (words.length >= 2 && isPerson(head));
      if (!person || /^(?:Contractor|Government|Offeror|Quoter)$/.test(head)) continue;
      const value = Number(g.n) / 100;
      if (!(value > 0 && value <= 50)) continue;
      words[words.length - 1] = singular(head);
      const title = words.join(' ');
      out.push({
        title,
        measure: 'fte',
        value,
        offset: (m.index ?? 0) + m[0].indexOf(words.join(' ')),
        end: (m.index ?? 0) + m[0].length,
        ...(g.key ? { key: true } : {}),
      });
    }
  }
  return out;
}

// "4,052 lookout hours a season", "2,600 guard hours per year", "1,200 technician hours annually".
const NOUN_HOURS =
  /(?<![\w.,])(?<num>\d{1,3}(?:,\d{3})+|\d{3,5})[ \t]+(?<noun>[a-z][a-z-]+)[ \t]+hours\b(?<per>[ \t]+(?:a|per|each|every)[ \t]+(?:year|season|annum|contract\s+year)|[ \t]+annually|[ \t]+in[ \t]+total)?/g;

/**
 * Hours of the people a lower-case noun names: "4,052 lookout hours a season" (Lookout, 4,052
 * hours). The noun must name a person of the vocabulary ("lookout", "guard", "technician"),
 * never a kind of hours ("labor", "overtime", "credit").
 * @example
 * nounHours('Total all towers: 4,052 lookout hours a season.')[0]?.title // 'Lookout'
 */
export function nounHours(text: string): NounCount[] {
  const out: NounCount[] = [];
  for (const m of text.matchAll(NOUN_HOURS)) {
    const g = m.groups ?? {};
    const noun = g.noun ?? '';
    if (!isPersonNoun(noun) || !(isJobNoun(singular(noun)) || PLAIN_PERSON.test(singular(noun)))) continue;
    const value = Number((g.num ?? '0').replace(/,/g, ''));
    if (!(value >= 100)) continue;
    out.push({
      title: titleCase([singular(noun)]),
      measure: 'hours',
      value,
      offset: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    });
  }
  return out;
}

// "seven (7) teams, each of one handler and one dog", "three crews, each consisting of a crew
// chief and two laborers", "Each of the seven teams is one full-time handler position".
const TEAM_UNIT = '(?:teams?|crews?|squads?|units?|details?|part(?:y|ies))';
const TEAMS_EACH = new RegExp(
  String.raw`(?<![\w.,-])(?<n>\d{1,3}|${NUMBER_WORD})(?:[ \t]*\(\d{1,3}\))?[ \t]+(?:(?!(?:\d|${NUMBER_WORD})\b)[A-Za-z-]+[ \t]+){0,4}?${TEAM_UNIT}[ \t]*,?[ \t]*(?:\([ \t]*)?each(?:[ \t]+(?:team[ \t]+|crew[ \t]+)?(?:(?:consisting|made[ \t]+up|composed)[ \t]+of|of|with|is|being|comprising|having)|[ \t]*:)[ \t]+`,
  'gi',
);
const EACH_OF_TEAMS = new RegExp(
  String.raw`\beach[ \t]+of[ \t]+(?:the|its|our)[ \t]+(?<n>\d{1,3}|${NUMBER_WORD})(?:[ \t]*\(\d{1,3}\))?[ \t]+(?:(?!(?:\d|${NUMBER_WORD})\b)[A-Za-z-]+[ \t]+){0,3}?${TEAM_UNIT}[ \t]+(?:is|has|consists[ \t]+of|comprises|includes|shall[ \t]+(?:be|consist[ \t]+of|have|include))[ \t]+`,
  'gi',
);
// "Each team consists of one handler and one dog", "A crew shall consist of a crew chief and two laborers",
// "Each team: a lead, two handlers and a driver" (the make-up after a colon or a dash), "one crew
// of ten (a crew leader, eight technicians and a boat operator)" (the make-up in brackets).
const TEAM_MAKEUP = new RegExp(
  String.raw`\b(?:each|every|an?|one)[ \t]+(?:(?!(?:\d|${NUMBER_WORD})\b)[A-Za-z-]+[ \t]+){0,3}?${TEAM_UNIT}(?:[ \t]+(?:(?:shall|will|must)[ \t]+)?(?:consists?[ \t]+of|is[ \t]+(?:composed|made[ \t]+up)[ \t]+of|be[ \t]+(?:composed|made[ \t]+up)[ \t]+of|comprises?|includes?|is|has)|[ \t]*[:—–]|[ \t]+of[ \t]+(?:\d{1,2}|${NUMBER_WORD})(?:[ \t]*\(\d{1,2}\))?(?:[ \t]+(?:persons?|people|members?))?[ \t]*\()[ \t]*`,
  'gi',
);
/** The size of one team whose make-up follows in brackets: "one crew of ten (". */
const SIZED_TEAM = new RegExp(
  String.raw`^(?:an?|one)[ \t].*[ \t]of[ \t]+(?<n>\d{1,2}|${NUMBER_WORD})(?:[ \t]*\(\d{1,2}\))?(?:[ \t]+(?:persons?|people|members?))?[ \t]*\([ \t]*$`,
  'i',
);
// A count of teams in a clause that staffs: "The Contractor shall provide seven (7) canine teams".
const TEAM_COUNT = new RegExp(
  String.raw`(?<![\w.,-])(?<n>\d{1,3}|${NUMBER_WORD})(?:[ \t]*\((?<d>\d{1,3})\))?[ \t]+(?:(?!(?:\d|${NUMBER_WORD})\b)[A-Za-z-]+[ \t]+){0,4}?${TEAM_UNIT}\b`,
  'gi',
);

const NEXT_TEAMS = new RegExp(
  String.raw`,?[ \t]+(?:and[ \t]+)?(?:\d{1,3}|${NUMBER_WORD})(?:[ \t]*\(\d{1,3}\))?[ \t]+(?:(?!(?:\d|${NUMBER_WORD})\b)[A-Za-z-]+[ \t]+){0,3}?${TEAM_UNIT}\b`,
  'i',
);

/** The people one team is made of, read from the words after "each of" / "consists of". */
function makeup(
  text: string,
  at: number,
): { title: string; per: number; share: number; offset: number; end: number }[] {
  const out: { title: string; per: number; share: number; offset: number; end: number }[] = [];
  const stop = text.slice(at, at + 200).search(/[.;:\n](?:\s|$)|\)/);
  let span = text.slice(at, at + (stop < 0 ? 200 : stop));
  // The next count of teams starts another team's makeup ("..., four crews, each of ...").
  const next = span.search(NEXT_TEAMS);
  if (next > 0) span = span.slice(0, next);
  const part =
    /^(?<n>an?|one|two|three|four|five|\d)(?:[ \t]*\(\d\))?[ \t]+(?:(?<full>full[- ]time)|(?<half>(?:half|part)[- ]time))?[ \t]*/i;
  let pos = 0;
  for (const piece of span.split(/,?[ \t]+and[ \t]+|,[ \t]+|[ \t]+plus[ \t]+/)) {
    const offset = span.indexOf(piece, pos);
    pos = offset + piece.length;
    const m = piece.match(part);
    if (!m) continue;
    const n = m.groups?.n ?? '';
    const per = /^an?$/i.test(n) ? 1 : (WORDS[n.toLowerCase()] ?? Number(n));
    const rest = piece.slice(m[0].length);
    const found = nounTitle(rest) ?? capitalTitle(rest);
    if (!found || !(per > 0)) continue;
    out.push({
      title: found.title,
      per,
      share: m.groups?.half ? 0.5 : 1,
      offset: at + offset,
      end: at + offset + m[0].length + found.length,
    });
  }
  return out;
}

/** A capitalised title whose last word names a person ("Crew Chief", "Canine Handler"). */
function capitalTitle(rest: string): { title: string; length: number } | null {
  const m = rest.match(/^[A-Z][A-Za-z'-]*(?:[ \t]+[A-Z][A-Za-z'-]*){0,4}/);
  if (!m) return null;
  const words = m[0].split(/[ \t]+/);
  for (let i = words.length - 1; i >= 0; i--)
    if (isPerson(words[i] ?? '')) {
      const title = words
        .slice(0, i)
        .concat(singular(words[i] ?? ''))
        .join(' ');
      return { title, length: words.slice(0, i + 1).join(' ').length };
    }
  return null;
}

/**
 * The titles a team's make-up names, counted or not ("A flagging team is two flaggers and one
 * Traffic Control Supervisor": Flagger, Traffic Control Supervisor): the roles of the team even
 * where no count of teams says how many there are.
 * @example
 * makeupTitles('Each crew consists of one Crew Leader and two applicators.').map((t) => t.title) // ['Crew Leader', 'Applicator']
 */
export function makeupTitles(text: string): { title: string; at: number }[] {
  return [TEAMS_EACH, EACH_OF_TEAMS, TEAM_MAKEUP].flatMap((re) =>
    [...text.matchAll(re)].flatMap((m) =>
      makeup(text, (m.index ?? 0) + m[0].length).map((p) => ({ title: p.title, at: p.offset })),
    ),
  );
}

/**
 * People in teams: a count of teams with what each is made of ("seven (7) teams, each of one
 * handler and one dog": 7 Handler; "Each of the seven teams is one full-time handler position"),
 * or a team's makeup stated apart from the count of teams ("Each team consists of a handler and
 * a dog. The Contractor shall provide five teams."). Dogs, vehicles and things are no people.
 * `clause` gives the clause of an offset; a count of teams must sit in one that staffs.
 * @example
 * teamCounts('The Contractor shall provide seven (7) teams, each of one handler and one dog.', (a) => 'The Contractor shall provide')[0]?.value // 7
 */
export function teamCounts(text: string, clause: (at: number) => string): NounCount[] {
  const out: NounCount[] = [];
  const used: [number, number][] = [];
  const push = (n: number, at: number, start: number) => {
    for (const p of makeup(text, at))
      out.push({
        title: p.title,
        measure: p.share < 1 ? 'fte' : 'people',
        value: n * p.per * p.share,
        offset: p.offset,
        end: p.end,
      });
    used.push([start, at]);
  };
  for (const re of [TEAMS_EACH, EACH_OF_TEAMS])
    for (const m of text.matchAll(re)) {
      const n = WORDS[(m.groups?.n ?? '').toLowerCase()] ?? Number(m.groups?.n);
      if (!(n > 0 && n < 100)) continue;
      push(n, (m.index ?? 0) + m[0].length, m.index ?? 0);
    }
  // "one crew of ten (a crew leader, eight technicians and a boat operator)": one team whose
  // bracketed make-up adds up to the size it states.
  for (const m of text.matchAll(TEAM_MAKEUP)) {
    const size = m[0].match(SIZED_TEAM)?.groups?.n ?? '';
    const n = WORDS[size.toLowerCase()] ?? Number(size);
    if (!(n > 0)) continue;
    const at = (m.index ?? 0) + m[0].length;
    if (makeup(text, at).reduce((sum, p) => sum + p.per, 0) === n) push(1, at, m.index ?? 0);
  }
  // A team's makeup stated on its own, and one count of teams in a clause that staffs.
  const makeups = [...text.matchAll(TEAM_MAKEUP)].filter(
    (m) => !used.some(([a, b]) => (m.index ?? 0) >= a && (m.index ?? 0) < b),
  );
  if (makeups.length > 0 && out.length === 0) {
    const counts = [...text.matchAll(TEAM_COUNT)].filter((c) => {
      const at = c.index ?? 0;
      const d = c.groups?.d;
      const n = WORDS[(c.groups?.n ?? '').toLowerCase()] ?? Number(c.groups?.n);
      if (d !== undefined && Number(d) !== n) return false;
      return (
        n > 0 &&
        n < 100 &&
        STAFFING_CLAUSE.test(clause(at)) &&
        !/each/i.test(text.slice(Math.max(0, at - 12), at))
      );
    });
    const values = new Set(
      counts.map((c) => WORDS[(c.groups?.n ?? '').toLowerCase()] ?? Number(c.groups?.n)),
    );
    const first = makeups[0];
    if (values.size === 1 && first)
      push([...values][0] ?? 0, (first.index ?? 0) + first[0].length, first.index ?? 0);
  }
  return out;
}

// "a Quality Control Reviewer at half time (0.5 FTE)", "a Linguist Team Lead (Key Personnel),
// full time": one person of a title whose share of a full time follows it.
const ARTICLE_TITLE =
  /(?<![\w-])(?:[Aa]n?|[Oo]ne)[ \t]+(?<title>[A-Z][A-Za-z'-]*(?:[ \t]+(?:of[ \t]+|and[ \t]+)?[A-Z][A-Za-z'-]*){0,5})(?<key>[ \t]*\([Kk]ey(?:[ \t]+[Pp]ersonnel)?\))?/g;

/**
 * One person of a title with the share of a full time stated after it, in a clause that
 * staffs: "a Quality Control Reviewer at half time (0.5 FTE)" (0.5 FTE), "a Linguist Team Lead
 * (Key Personnel), full time" (1, key).
 * @example
 * sharedTitles('The need for a Records Reviewer at half time (0.5 FTE).', (a) => 'the need for')[0]?.value // 0.5
 */
export function sharedTitles(text: string, clause: (at: number) => string): NounCount[] {
  const out: NounCount[] = [];
  for (const m of text.matchAll(ARTICLE_TITLE)) {
    const g = m.groups ?? {};
    const title = g.title ?? '';
    if (!/^[A-Z]/.test(title)) continue;
    const head = title.split(/[ \t]+/).pop() ?? '';
    if (!isPerson(head)) continue;
    const titleEnd = (m.index ?? 0) + m[0].length - (g.key ?? '').length;
    const share = shareAfter(text.slice(titleEnd, titleEnd + 70));
    if (!share) continue;
    const offset = m.index ?? 0;
    if (!STAFFING_CLAUSE.test(clause(offset))) continue;
    out.push({
      title,
      measure: share.share < 1 ? 'fte' : 'people',
      value: share.share,
      offset,
      end: titleEnd,
      ...(g.key ? { key: true } : {}),
    });
  }
  return out;
}
