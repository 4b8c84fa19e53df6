import { findPlaces } from '../facts/place-phrases';
import { SMALL_NUMBER_WORDS as WORDS } from '../facts/numbers';
import { isNegatedAt } from '../structure/negation';
import { isJobNoun } from '../vocabulary/index';

/**
 * What a count of staff in running text is bound to beyond its title: who provides the people
 * (the contractor, or the Government), the place it is stated for (a line or sentence led by
 * the place) and whether it repeats at each of the document's places ("at each site", "at each
 * of the three clinics"). The clause a count sits in is its sentence, or for an item of a list
 * the list's lead line too, so a lead that says "at each site:" binds every item under it.
 */

// A sentence ends at a period after a word (not after a list marker "1." or "a.").
const SENTENCE_END = /(?:[a-z]{2}|[)\]])[.;](?=\s)|\n[ \t]*\n/g;

/** The start of the sentence holding `at`. */
function sentenceStart(text: string, at: number): number {
  const from = Math.max(0, at - 600);
  let start = from === 0 ? 0 : text.indexOf('\n', from) + 1;
  for (const m of text.slice(from, at).matchAll(SENTENCE_END)) start = from + (m.index ?? 0) + m[0].length;
  return start;
}

// A line of hard-wrapped prose: long, no column gaps past its number, no closing stop.
const WRAPPED_LINE = /^.{0,12}\S(?:(?! {3,}|\t).){40,}[^.;:!?|\s]\s*$/;
// A next line that starts something new: a blank line, a list item, a table row or a heading number.
const NEW_LINE_START =
  /^[ \t]*(?:$|[-*•●▪◦|#]|\(?[a-z0-9]{1,2}[.)][ \t]|[A-Z]?\.?\d{1,2}(?:\.\d{1,2})+\.?[ \t])/i;

/**
 * The end of the sentence holding `at`: its period, or the end of its line, or, where the line
 * is hard-wrapped prose ("... Animal Caretakers at each of the four (4)\ncenters, and ..."),
 * the end of the sentence on the lines it wraps onto (up to three).
 */
function sentenceEnd(text: string, at: number): number {
  let from = at;
  for (let wraps = 0; ; wraps++) {
    const line = text.indexOf('\n', from);
    const lineEnd = line < 0 ? text.length : line;
    const stop = text.slice(from, lineEnd).search(/(?:[a-z]{2}|[)\]])[.;](?=\s|$)/);
    if (stop >= 0) return from + stop + 3;
    if (line < 0 || wraps >= 3) return lineEnd;
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
    const nextEnd = text.indexOf('\n', lineEnd + 1);
    const next = text.slice(lineEnd + 1, nextEnd < 0 ? undefined : nextEnd);
    if (!WRAPPED_LINE.test(text.slice(lineStart, lineEnd)) || NEW_LINE_START.test(next)) return lineEnd;
    from = lineEnd + 1;
  }
}

const LIST_ITEM = /^[ \t]*(?:[-*•●▪◦]|\d{1,2}[.)]|\(?[a-z]{1,2}[.)])?[ \t]*/;

/**
 * The lead line of the list an item belongs to (the nearest line before it that ends in a
 * colon, with only short item lines between), or ''.
 */
function listLead(text: string, at: number): string {
  let lineStart = text.lastIndexOf('\n', at - 1) + 1;
  for (let i = 0; i < 30 && lineStart > 0; i++) {
    const prevStart = text.lastIndexOf('\n', lineStart - 2) + 1;
    const prev = text.slice(prevStart, lineStart - 1);
    if (/:\s*$/.test(prev)) return prev;
    // An item line is short and holds no sentence.
    if (prev.length > 160 || /(?:[a-z]{2})\.\s/.test(prev) || !LIST_ITEM.test(prev)) return '';
    lineStart = prevStart;
  }
  return '';
}

/** The clause a count at `at` is read in: its sentence and, for a list item, the list's lead. */
export function clauseOf(text: string, at: number): string {
  return `${listLead(text, at)}\n${text.slice(sentenceStart(text, at), sentenceEnd(text, at))}`;
}

/**
 * Whether the staff counted at [start, end) are named only to be left out: their sentence
 * negates or excludes them ("A Systems Engineer is not required", "No Database Administrator
 * will be provided", "The Contractor will not be required to furnish two (2) drivers").
 * @example
 * excludedCount('The Contractor shall provide two Analysts. A Systems Engineer is not required.', 43, 60) // true
 */
export function excludedCount(text: string, start: number, end: number): boolean {
  const from = sentenceStart(text, start);
  const sentence = text.slice(from, Math.max(end, sentenceEnd(text, start)));
  return isNegatedAt(sentence, start - from, end - from);
}

// "The Government will provide two (2) escorts", "Government-furnished personnel".
const GOVERNMENT_PROVIDES =
  /\b(?:the\s+)?government\s+(?:will|shall|may|is\s+to|agrees\s+to)\s+(?:\w+\s+)?(?:provide|furnish|supply|assign|make\s+available|staff)\b|\bgovernment[- ](?:furnished|provided)\b/i;

/**
 * Whether the people counted at `at` are the Government's, not the contractor's: the clause
 * before the count has the Government as the one that provides them.
 * @example
 * governmentProvided('The Government will provide two (2) escorts.', 29) // true
 */
export function governmentProvided(text: string, at: number): boolean {
  const start = sentenceStart(text, at);
  return (
    GOVERNMENT_PROVIDES.test(`${listLead(text, at)}\n${text.slice(start, at)}`) ||
    backgroundCount(text.slice(start, sentenceEnd(text, at)), at - start)
  );
}

// Whose a workforce is when it is not this contractor's: the Government's, an agency's, the
// incumbent's, another contractor's, the current or a former workforce.
const OWNER =
  "(?:government(?:['’]s)?|agency(?:['’]s)?|federal|civil(?:ian)?[- ]service|military|in-house|incumbent(?:['’]s)?|another\\s+contractor(?:['’]s)?|(?:current|existing|present|previous|prior|former)(?:\\s+[a-z-]+){0,2}?)";
const STAFF_NOUN = '(?:work\\s*force|staff|employees|personnel|team|crew|labou?r\\s+force|guard\\s+force)';
const ABOUT = '(?:(?:about|approximately|some|roughly|over|more\\s+than|nearly)\\s+)?';
// "a Government workforce of 38", "the incumbent's staff of twelve", "an MFSA workforce of 38".
const OWNED_BEFORE = new RegExp(
  `\\b${OWNER}\\s+${STAFF_NOUN}\\s+(?:of|numbering|totall?ing)\\s+${ABOUT}$`,
  'i',
);
const AGENCY_OWNED_BEFORE = new RegExp(
  `\\b[A-Z]{2,6}(?:['’]s)?\\s+(?:[Ww]ork\\s*force|[Ss]taff|[Ee]mployees|[Pp]ersonnel|[Tt]eam|[Cc]rew)\\s+(?:of|numbering|totall?ing)\\s+${ABOUT}$`,
);
// Any case of a word: "federal", "Federal", "FEDERAL" (a scan shouts its headings).
const anyCase = (word: string) => word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
// Someone else's people, right after the count: "38 federal employees", "nine Federal grants
// management staff", "two (2) government engineers", "12 civil service employees", "40
// incumbent staff", "six State workers". Federal, Government, civil-service and in-house
// people are the agency's whatever their noun ("Government contract ..." excepted); the others
// only with a word for a workforce ("Agency employees", not "State holidays").
const OWNED_AFTER = new RegExp(
  String.raw`^\s*(?:full[- ]time\s+)?(?:(?:${['federal', 'government', 'civil[- ]service', 'in[- ]house'].map(anyCase).join('|')})\s+(?!${anyCase('contract')})|(?:[Aa]gency|[Cc]ivil(?:ian)?|[Mm]ilitary|[Ss]tate|[Cc]ounty|[Ii]ncumbent)\s+(?:employees|staff|personnel|workers|civilians)\b)`,
);
// The agency's own office that has the people: "FFRO's Office of External Affairs has six",
// "the Government's program office employs 12", "the agency has four writers who approve",
// "The Field Office has three (3) staff archaeologists who will review the work".
const AGENCY_HAS_BEFORE = new RegExp(
  String.raw`(?:\b[A-Z]{2,6}['’]s(?:\s+(?:[A-Z][\w&-]*|of|and|the)){0,6}|\b(?:the\s+)?(?:[Gg]overnment|[Aa]gency|[Dd]epartment)(?:['’]s)?(?:\s+[\w-]+){0,4}?|\b(?:the\s+)?(?:PMO|COR|program\s+office)|\b[Tt]he\s+(?:[A-Z][a-z]+\s+){1,2}(?:Office|Bureau|Division|District))\s+(?:has|have|had|employs|retains|maintains)\s+${ABOUT}$`,
);
// Who protects or serves the site today, in a description of it: "The Complex is protected by the
// fire department and by a contract guard force of 22 officers", "the campus is patrolled by eleven
// contract security officers", "each terminal is served by a custodial staff of about 40 workers".
// Present tense only: "shall be protected by 22 officers" is the requirement. "Served by" and
// "covered by" need a force noun before the count ("served by 4 custodians" stays open).
const EXISTING_FORCE_BEFORE = new RegExp(
  String.raw`\b(?:is|are)\s+(?:(?:currently|now|also|already)\s+)?(?:(?:protected|guarded|secured|patrolled|policed|monitored)\s+by\b(?![^.;]*\b(?:shall|must|will)\b)[^.;]{0,160}|(?:served|covered)\s+by\b[^.;]{0,160}?\b(?:force|department|staff|team|crew|workforce|unit|detachment)\s+(?:of|with)\s+${ABOUT})$`,
  'i',
);
// Another contractor's team: "a separate integration contractor, whose team is about 85 people",
// "the development contractor's staff numbers 60", "the incumbent contractor's crew of 14", with
// a phrase that places or scopes the team before its verb ("staff at the two sites is 14").
const OTHER_CONTRACTOR_BEFORE = new RegExp(
  String.raw`\b(?:separate|another|other|different|development|integration|integrator|incumbent|construction|prime|predecessor|operations|current|present|previous|prior|existing|outgoing)\s+(?:[\w-]+\s+){0,2}?contractor\b[^;]{0,80}?\b(?:team|staff|work\s*force|crew|personnel)(?:\s+(?:at|on|for|in|under)\s+(?:[\w'’-]+\s+){0,4}?[\w'’-]+)?\s+(?:is|are|was|numbers?|totals?|of|includes?|comprises?|has)\s+${ABOUT}$`,
  'i',
);
// The incumbent's people: "The incumbent has 14 employees", "the current contractor employs
// about twelve", "the predecessor's team used 9 guards".
const INCUMBENT_HAS_BEFORE = new RegExp(
  String.raw`\b(?:incumbent|predecessor|outgoing|(?:current|present|previous|prior|existing)\s+contractor)(?:['’]s)?(?:\s+[\w-]+){0,3}?\s+(?:currently\s+)?(?:has|have|had|employs|employed|uses|used|fields|fielded|staffs|staffed|provides|provided)\s+(?:a\s+(?:staff|team|crew|workforce)\s+of\s+)?${ABOUT}$`,
  'i',
);
// The owner's own staff with their count in apposition: "Refuge staff (two biologists ...) will
// walk the line", "Hospital personnel (two engineers)", "NWS personnel (five forecasters)".
const OWNER_STAFF_BEFORE =
  /\b(?:[A-Z]{2,6}|[Gg]overnment|[Aa]gency|[Ff]ederal|[Rr]efuge|[Pp]ark|[Ff]orest|[Hh]ospital|[Ll]ibrary|[Mm]useum|[Ii]nstallation|[Dd]istrict|[Ss]tate|[Cc]ounty|[Cc]ity|[Uu]niversity|[Ss]chool|[Ss]tation)\s+(?:staff|personnel|employees|workforce)\s*(?:\(|:|,|[–—-])\s*(?:about\s+|approximately\s+)?$/;
// The owner's own people after a possessive, their count in apposition or "of": "NCGS's own staff
// (nine GIS specialists)", "the Center's staff (12 counselors)", "the hospital's nursing staff
// (about 40 nurses)", "the County's own staff of seven", "our own team of nine". A contractor's
// ("the Contractor's own staff (three analysts)", "the Offeror's team", "contract staff") is not.
const NOT_OWNER = '(?:sub)?contractor|offeror|quoter|vendor|bidder|awardee|supplier';
const POSSESSED_STAFF_BEFORE = new RegExp(
  String.raw`(?:\b(?!(?:${NOT_OWNER})['’])[a-z][\w-]*['’]s|\bour)(?:\s+own)?(?:\s+(?!contract|own\b)[a-z][\w-]*){0,2}?\s+${STAFF_NOUN}\s*(?:\(|:|,|[–—-]|\s(?:of|numbering|totall?ing)\s)\s*${ABOUT}$`,
  'i',
);
// The Government's own crew or team in apposition: "its Government crew (a master and ...)".
const GOVERNMENT_CREW_BEFORE =
  /\b(?:[Gg]overnment|[Aa]gency|[Ff]ederal)(?:['’]s)?\s+(?:own\s+)?(?:crews?|teams?)\s*\(\s*(?:about\s+|approximately\s+)?$/;

/** Whether the text before a count ends in the owner's staff noun the count stands in apposition to. */
const ownerStaffBefore = (before: string): boolean =>
  OWNER_STAFF_BEFORE.test(before) ||
  POSSESSED_STAFF_BEFORE.test(before) ||
  GOVERNMENT_CREW_BEFORE.test(before);

/**
 * Where the open bracket a count is listed in starts, when the count is a later item of a list of
 * counted titles in it ("(one foreman and three electricians", "(two engineers, one planner and
 * three"): the offset just after the bracket. Undefined outside brackets, or when the bracket
 * turns to the contractor or holds a clause ("(which the Contractor shall ...").
 */
function listHead(sentence: string, at: number): number | undefined {
  const open = sentence.lastIndexOf('(', at);
  if (open < 0 || sentence.lastIndexOf(')', at) > open) return undefined;
  const inner = sentence.slice(open + 1, at);
  if (!/(?:,|\band)\s*$/.test(inner) || CONTRACTOR_TURN.test(inner) || inner.length > 120) return undefined;
  return open + 1;
}

// People the work serves, not people who do it: "supports 400 employees", "used by 1,200 staff".
const SERVED_BEFORE =
  /\b(?:serv(?:es|ing|ed)|supports|supporting|used\s+by|visited\s+by|houses|housing|accommodat\w+|occupied\s+by|employs|population\s+of|user\s+base\s+of|headcount\s+of)\s+(?:(?:about|approximately|some|roughly|over|more\s+than|nearly|up\s+to)\s+)?$/i;
// The clause leaves its people out of this work: "... which is not part of this requirement".
const NOT_THIS_WORK =
  /\b(?:not\s+(?:a\s+)?part\s+of\s+(?:this|the)\s+(?:requirement|contract|effort|acquisition|work|order|solicitation|scope)|outside\s+(?:of\s+)?(?:the|this)\s+scope|under\s+a\s+separate\s+contract|(?:is|are)\s+(?:operated|staffed|manned|run)\s+by\s+(?:the\s+|an?\s+)?(?:government|agency|federal|[A-Z]{2,6}\b))/i;
// Work the Government orders only on a condition, a contingent line's make-up, not standing staff:
// "Line items 0003/1003 (... 3 dispatchers x 12 hours) are ordered only if volume exceeds ...",
// "standby crews of four laborers, will be ordered only as needed".
const CONTINGENT =
  /\b(?:ordered|exercised|purchased|called)\s+only\s+(?:if|when|as\s+needed|upon|in\s+the\s+event)\b/i;
// What was, not what is to be provided: "In FY2028 the contract had 14 staff".
const HISTORY =
  /\b(?:in\s+(?:FY\s?)?(?:19|20)\d\d|last\s+(?:year|fiscal\s+year)|historically|previously|in\s+the\s+past|under\s+the\s+(?:current|previous|prior|predecessor|incumbent)\s+contract)\b[^.;]*\b(?:was|were|had|has\s+been|have\s+been|employed|staffed)\b/i;

// The count before this one in a list of counted nouns: "14 technicians and ", "3 clerks, ",
// "two drivers, and ".
const LISTED_AFTER =
  /\b(?:\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+\(\d{1,4}\))?(?:\s+[A-Za-z][\w-]*){1,4}\s*(?:,\s*(?:and\s+)?|\s(?:and|plus)\s+)$/i;

// A count of the agency's own people earlier in the sentence ("nine Federal grants management
// staff"), and what puts a later count back on the contractor ("... and the Contractor shall
// provide two").
const OWN_COUNT_BEFORE =
  /\b(?:\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty)\s+(?:\(\d{1,4}\)\s+)?(?:full[- ]time\s+)?(?:federal|government|civil[- ]service|in[- ]house)\s+(?!contract)/gi;
const CONTRACTOR_TURN = /\b(?:contractor|offeror|quoter|vendor)s?\b|\b(?:shall|must|will)\b|[;:]/i;

/** Whether a count runs on, in the same clause, from a count of the agency's own people
 * ("ORLG has nine Federal grants management staff and two Grants Officers"). */
function runsOnFromOwnCount(before: string): boolean {
  let last = -1;
  for (const m of before.matchAll(OWN_COUNT_BEFORE)) last = (m.index ?? 0) + m[0].length;
  return last >= 0 && !CONTRACTOR_TURN.test(before.slice(last));
}

/**
 * Whether the people counted at `at` of a sentence are background, not this contractor's
 * staffing: a workforce someone else owns ("operated by an MFSA workforce of 38 employees",
 * "38 federal employees", "the incumbent's staff of twelve"), people the work serves
 * ("supports 400 employees"), what was in the past ("In FY2028 the contractor had 14 staff"),
 * or people the sentence puts outside this requirement ("... which is not part of this requirement").
 * @example
 * backgroundCount('The depot is run by a Government workforce of 40 employees.', 43) // true
 * backgroundCount('The Contractor shall provide a workforce of 12 employees.', 45) // false
 */
export function backgroundCount(sentence: string, at: number): boolean {
  const before = sentence.slice(Math.max(0, at - 80), at);
  const after = sentence.slice(at).replace(/^[\w,.-]+(?:\s*\([\d,]+\))?/, '');
  if (
    OWNED_BEFORE.test(before) ||
    AGENCY_OWNED_BEFORE.test(before) ||
    SERVED_BEFORE.test(before) ||
    ownerStaffBefore(before)
  )
    return true;
  // A later item of a list in brackets ("its Government crew (a master and two deckhands)") is
  // the bracket's owner's as much as the first one is.
  const head = listHead(sentence, at);
  if (head !== undefined && ownerStaffBefore(sentence.slice(Math.max(0, head - 80), head))) return true;
  if (EXISTING_FORCE_BEFORE.test(sentence.slice(Math.max(0, at - 240), at))) return true;
  if (
    AGENCY_HAS_BEFORE.test(before) ||
    INCUMBENT_HAS_BEFORE.test(before) ||
    OTHER_CONTRACTOR_BEFORE.test(sentence.slice(Math.max(0, at - 200), at))
  )
    return true;
  if (OWNED_AFTER.test(after) || runsOnFromOwnCount(sentence.slice(0, at))) return true;
  // A count listed after another, in the same run of nouns ("the incumbent has 14 technicians
  // and 2 supply technicians"), shares that count's owner.
  const listed = before.match(LISTED_AFTER);
  if (listed?.index !== undefined && backgroundCount(sentence, at - before.length + listed.index))
    return true;
  // The clause the count sits in (to the next semicolon) is left out, or tells the past.
  const cut = /;|,?\s+(?:but|while|whereas|although|except\s+that)\s/gi;
  let from = 0;
  let to = sentence.length;
  for (const m of sentence.matchAll(cut)) {
    const i = m.index ?? 0;
    if (i < at) from = i + m[0].length;
    else if (i < to) to = i;
  }
  const clause = sentence.slice(from, to);
  return NOT_THIS_WORK.test(clause) || CONTINGENT.test(clause) || HISTORY.test(sentence.slice(0, at + 40));
}

// "the crew includes at least one", "its team shall have a minimum of two": a floor on the mix,
// which binds every count after it in the sentence ("at least one welder and one rigger").
const MIX_FLOOR =
  /\b(?:crews?|teams?|workforce|staff|personnel)\s+(?:(?:shall|must|will|should)\s+)?(?:includes?|including|has|have|contains?|comprises?)\s+(?:at\s+least|a\s+minimum\s+of|not\s+(?:less|fewer)\s+than|no\s+(?:less|fewer)\s+than)\s/i;
// What makes such a floor a qualification: a credential, or proof asked of the offeror.
const CREDENTIAL =
  /\bcertif\w*|\bcredential|\blicen[cs]\w*|\baccredit\w*|\bregistered\b|\bevidence\b|\bproof\b|\bdemonstrat\w*|\bresumes?\b/i;

/**
 * Whether the count at `at` is a qualification the crew must hold, not its size: a floor on
 * the mix ("the crew includes at least one", "the team shall have a minimum of two") before it, in a
 * clause about credentials or the proof a quote gives ("evidence that ... includes at least
 * one BICSI-certified installer"). The offeror still proposes the crew.
 * @example
 * qualifyingCount('Provide evidence that the crew includes at least one certified splicer.', 49) // true
 */
export function qualifyingCount(text: string, at: number): boolean {
  const start = sentenceStart(text, at);
  if (experienceCount(text.slice(start, at))) return true;
  if (perEventCrew(text.slice(start, sentenceEnd(text, at)))) return true;
  if (!MIX_FLOOR.test(text.slice(start, at))) return false;
  return CREDENTIAL.test(text.slice(start, sentenceEnd(text, at)));
}

// "Each storm requires about 6 hours from a crew of 3 laborers", "a crew of four works 8 hours
// per event": the crew sent out for each event, sized by the events a season, not standing staff.
const PER_EVENT_HOURS =
  /\b(?:hours?|hrs?)\b[^.;]{0,30}?\b(?:per|each|every|for each)\s+(?:snow\s+|ice\s+|weather\s+|plowable\s+)?(?:events?|storms?|snowfalls?|call-?\s?outs?|deployments?|activations?)\b|\b(?:each|every|per)\s+(?:snow\s+|ice\s+|weather\s+|plowable\s+)?(?:event|storm|snowfall|call-?\s?out|deployment|activation)\s+(?:requires|takes|lasts|needs|averages)\b[^.;]{0,40}?\b(?:hours?|hrs?)\b/i;

/** Whether a sentence gives a crew's hours for each event (see `PER_EVENT_HOURS`). */
export function perEventCrew(sentence: string): boolean {
  return PER_EVENT_HOURS.test(sentence);
}

// "five years of security management over at least 15 officers", "experience supervising a
// staff of 20 or more custodians": the people someone has led before, not people to provide.
const EXPERIENCE = /\bexperience\b|\byears?['’]?\s+(?:of\b|in\b|managing|supervising|leading)/i;
const LED_BEFORE =
  /\b(?:over|supervis\w*|manag\w*|leading|led|direct\w*|oversee\w*|oversight of|(?:teams?|staffs?|crews?|workforces?|groups?) of)\s+(?:(?:a|an)\s+(?:team|staff|crew|workforce|group)\s+of\s+)?(?:(?:at\s+least|a\s+minimum\s+of|more\s+than|over|up\s+to|not?\s+(?:less|fewer)\s+than|approximately)\s+)?$/i;

/** Whether a count ends a clause about someone's past experience ("years of management over at least"). */
function experienceCount(before: string): boolean {
  return EXPERIENCE.test(before) && LED_BEFORE.test(before.slice(-60));
}

const PLACE_NOUNS =
  '(?:sites?|locations?|facilit(?:y|ies)|buildings?|installations?|campus(?:es)?|offices?|clinics?|cent(?:er|re)s?|hospitals?|bases?|stations?|depots?|warehouses?|annex(?:es)?|laborator(?:y|ies)|branch(?:es)?|ports?|regions?|areas?|states?|counties|county|cities|city|facility|towers?|camps?|piers?|terminals?)';
// "at each site", "for each building", "at each of the three (3) clinics", "at every location".
const EACH_PLACE = new RegExp(
  `\\b(?:at|for|in|to)\\s+(?:each|every|all)\\s+(?:of\\s+(?:the|our|its)\\s+(?<n>\\d{1,2}|${Object.keys(WORDS).join('|')})(?:\\s*\\(\\d{1,2}\\))?\\s+(?:[A-Za-z-]+\\s+){0,2})?${PLACE_NOUNS}\\b|\\b(?:per|each)\\s+${PLACE_NOUNS}\\b`,
  'i',
);

/**
 * Whether the count at `at` repeats at each of the document's places, and how many places the
 * clause says there are ("each of the three clinics": 3); null when it is not per place.
 * @example
 * eachPlace('The Contractor shall provide two (2) guards at each of the three sites.', 36) // { places: 3 }
 */
export function eachPlace(text: string, at: number): { places?: number } | null {
  return eachPlaceIn(clauseOf(text, at));
}

/**
 * Whether a clause says its staff repeat at each place, and how many places it says there are.
 * @example
 * eachPlaceIn('The staffing below is required at each of the four (4) clinics.') // { places: 4 }
 */
export function eachPlaceIn(clause: string): { places?: number } | null {
  const m = clause.match(EACH_PLACE);
  if (!m) return null;
  const n = m.groups?.n;
  if (!n) return {};
  return { places: WORDS[n.toLowerCase()] ?? Number(n) };
}

// "At Harbor Clinic, Norfolk, VA, the Contractor shall ..." / "For the North Depot, two (2) ...".
const AT_PLACE =
  /^\s*(?:[-*•]\s*|[a-z0-9]{1,2}[.)]\s*)?(?:[Aa]t|[Ff]or|[Ii]n)\s+(?:the\s+)?(?<site>[A-Z][\w .,'&/-]{1,80}?)\s*,\s+(?=[a-z\d]|[Tt]he\b)/;
// "Harbor Clinic, Norfolk, VA: two (2) ...", "Building 104 - 3 Custodians".
const PLACE_LABEL = /^\s*(?:[-*•]\s*|[a-z0-9]{1,2}[.)]\s*)?(?<site>[A-Z][\w .,'&/-]{1,80}?)\s*(?::|\s[–-])\s/;
const NOT_A_SITE =
  /\b(?:base\s+(?:year|period)|option|year|period|months?|shift|contract(?:or)?|purposes?|each|all|this|task|staff(?:ing)?|personnel|positions?|following|minimum|total|note|government)\b/i;
const FACILITY_WORD = new RegExp(`\\b${PLACE_NOUNS.replace('(?:', '(?:building\\s+\\d+|')}\\b`, 'i');

// A list lead that says its lines are places: "Staffing by site:", "by tower", "at each of the following stations:".
const BY_PLACE_LEAD = new RegExp(
  `\\b(?:by|per|for\\s+each)\\s+${PLACE_NOUNS}\\b|\\bfollowing\\s+${PLACE_NOUNS}\\b`,
  'i',
);

/** Whether a line's lead names a place: a US place, an installation, a facility or a site the document lists. */
function isPlaceName(name: string, known: string[]): boolean {
  // A name ending in a person's noun is a title ("Site Lead", "Laboratory Manager"), not a place.
  if (NOT_A_SITE.test(name) || isJobNoun(name.split(/\s+/).pop() ?? '')) return false;
  if (findPlaces(name).length > 0 || FACILITY_WORD.test(name)) return true;
  const l = name.toLowerCase();
  return known.some((k) => k.toLowerCase().includes(l));
}

/**
 * The place a count at `at` is stated for, named where its line or sentence starts ("At Harbor
 * Clinic, Norfolk, VA, the Contractor shall provide ...", "Building 104: three (3) Custodians");
 * `known` are the sites the document lists, so a bare site name is a place too.
 * @example
 * placeLead('Dover, DE: two (2) Custodians', 10, []) // 'Dover, DE'
 */
export function placeLead(text: string, at: number, known: string[]): string | undefined {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const from = Math.max(lineStart, sentenceStart(text, at));
  for (const lead of [text.slice(from, at), text.slice(lineStart, at)]) {
    const m = lead.match(AT_PLACE) ?? lead.match(PLACE_LABEL);
    const site = m?.groups?.site?.replace(/[\s,]+$/, '');
    if (site && isPlaceName(site, known)) return site;
  }
  // "Staffing by tower:\nCougar Peak: two (2) Lookouts": a list led as one by place labels its lines with places.
  const label = text
    .slice(lineStart, at)
    .match(PLACE_LABEL)
    ?.groups?.site?.replace(/[\s,]+$/, '');
  if (
    label &&
    BY_PLACE_LEAD.test(listLead(text, at)) &&
    !NOT_A_SITE.test(label) &&
    !isJobNoun(label.split(/\s+/).pop() ?? '')
  )
    return label;
  return undefined;
}
