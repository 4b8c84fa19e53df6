/**
 * Whether a term a reader took from a sentence (a coverage window, an on-call duty, a work
 * element, a role) is stated only to be left out: "No evening, weekend or on-call work is
 * required", "The Contractor will not be required to staff the desk 24x7", "Surge support is
 * outside the scope", "The Government will provide the escorts", "all buildings except the
 * annex", "may be required in later task orders". The negation must govern the term's own
 * clause; a negation about something else in the sentence ("No later than 30 days after award",
 * "not less than two guards", "not to exceed 2,080 hours", "nothing in this clause relieves")
 * leaves the term in force.
 */

// A clause ends with its sentence or line, at a semicolon, a colon, or a comma or dash before a
// contrasting or new clause.
const CLAUSE_BREAK =
  /[.!?](?=\s+["“(]?[A-Z])|\n|;|\s+and\s+(?=the\s+contractor\s+(?:shall|will|must)\b)|:\s|\s[–—]\s|,?\s+(?:but|however|whereas|while|although|though|yet)\b|,\s+(?=(?:the|this|these|all|each|any)\s+(?:contractor|government|vendor|offeror|provider|[a-z]+\s+(?:shall|will|must|is|are))\b)/gi;

/** Quantity and time limits that open with a negation word but negate nothing. */
const LIMIT = String.raw`(?:later|earlier|sooner|less|fewer|more|greater|lower|higher|longer|shorter)\s+than|to\s+exceed|exceeding|only\b|otherwise|cost\b|charge\b|additional\s+cost|matter\b|limited\s+to|regard\b|exceptions?\b|interruptions?\b|delays?\b|breaks?\b|gaps?\b|lapses?\b|less\b|fewer\b`;

// A word of a list before the term: not a preposition or "including", which open a phrase of their own.
const LIST_WORD = String.raw`(?!(?:before|after|during|in|on|at|of|for|by|with|to|from|than|between|within|under|over|into|through|including|includes|such|as|if|when|unless)(?![\w/-]))[\w/-]+(?:,|\s+(?:or|nor|and)\b)?\s+`;
// "No evening, weekend or on-call work": a determiner "no" (or "neither", "without") and a
// list of modifiers up to the term, with no verb between.
const NO_BEFORE = new RegExp(
  String.raw`(?<!\bat\s)\b(?:no|neither|without(?:\s+(?:any|the|an?))?(?!\s+[a-z]+ing\s))\s+(?!${LIMIT})(?:${LIST_WORD}){0,8}$`,
  'i',
);
// Words that end the reach of a "no" that stands before the term: a verb between them means
// the "no" was about something else ("No contractor employee may work unless ... 24x7").
const VERB_BETWEEN =
  /\b(?:is|are|was|were|be|been|shall|will|must|may|can|could|would|should|has|have|had|do|does|did|relieves?|waives?|prevents?|precludes?)\b/i;

// "The Contractor will not be required to provide ...", "is not expected to", "need not",
// "shall not provide": an obligation denied before the term.
const DENIED_BEFORE =
  /\b(?:(?:shall|will|would|is|are|does|do|need)\s+not|(?:won't|isn't|aren't|doesn't|don't|cannot))\s+(?:be\s+)?(?:(?:required|expected|asked|obligated|obliged|responsible)\s+(?:to|for)|need\s+to|have\s+to|provide|perform|furnish|staff|include|cover|support|deliver)\b|\bneed\s+not\b|\bno\s+(?:requirement|need|obligation|expectation)\s+(?:to|for)\b|\bnot\s+(?:required|expected|obligated)\s+to\b/i;
// "No work is required on weekends", "Coverage is not required during holidays": a denied
// predicate whose time or place phrase holds the term.
const DENIED_DURING =
  /(?:\bno\s+(?:[\w/-]+\s+){0,3}(?:is|are|will\s+be|shall\s+be)|\b(?:is|are|will\s+be|shall\s+be)\s+not)\s+(?:required|expected|needed|anticipated|performed|provided|scheduled|authori[sz]ed)\s+(?:(?:on|during|in|at|for|between|after|before|outside(?:\s+of)?|over)\s+)?(?:[\w/.-]+(?:,|\s+(?:or|nor|and)\b)?\s+){0,6}$/i;
// "all buildings except the annex", "other than holidays": an exception heading the term's phrase
// ("except that ..." opens a clause of its own, which states rather than excludes).
const EXCEPT_BEFORE = new RegExp(
  String.raw`\b(?:excluding|except(?!\s+that\b)(?:\s+for)?|other\s+than|with\s+the\s+exception\s+of|exclusive\s+of|apart\s+from|save\s+for)\s+(?:(?:on|in|during|at|for)\s+)?(?:${LIST_WORD}){0,6}$`,
  'i',
);

// "The Government will provide the guards": someone other than the contractor does the work.
const OTHER_PARTY_BEFORE =
  /\b(?:the\s+)?(?:government|agency|COR|contracting\s+officer|(?:government|agency|federal|military|client)\s+(?:staff|personnel|employees?|workforce))\s+(?:(?:will|shall)\s+(?:provide|perform|furnish|supply|staff|be\s+responsible\s+for|retain)|is\s+responsible\s+for|retains?|remains?\s+responsible\s+for|provides?|performs?|furnish(?:es)?)\b/i;

// "... is not required", "are excluded from", "is outside the scope", "is not part of this
// task order", "may be required in later task orders": what the clause's first verb after the
// term says of it.
const FIRST_VERB =
  /\b(?:is|are|was|were|will|shall|must|may|might|could|would|should|has|have|remains?|falls?|lies?)\b|\bnot\b/i;
const DENIED_AFTER =
  /^(?:(?:is|are|will\s+be|shall\s+be|has\s+been|have\s+been|would\s+be|remains?|falls?|lies?)\s+(?:(?:also\s+)?not\s+(?:be\s+)?(?:required|expected|needed|anticipated|included|contemplated|authori[sz]ed|part\s+of|within|in\s+scope|covered|priced|a\s+requirement|applicable|necessary)|not(?=\s*(?:[.,;)]|$))|(?:specifically\s+|expressly\s+)?(?:excluded|omitted|deleted)|outside\s+(?:of\s+)?(?:the\s+|this\s+)?(?:scope|work|requirements?|contract|task\s+order|order|effort|SOW|PWS)|out\s+of\s+scope|beyond\s+the\s+scope|(?:the\s+)?(?:sole\s+)?(?:responsibility|duty)\s+of\s+the\s+government|(?:provided|performed|furnished|staffed|handled)\s+by\s+(?:the\s+)?(?:government|agency))|(?:is|are|will|shall)\s+not\s+(?:be\s+)?(?:required|needed|expected|included|necessary)|not\s+(?:required|needed|applicable|included|in\s+scope|part\s+of\s+(?:this|the))|(?:may|might|could)\s+be\s+(?:required|added|ordered|exercised|needed|procured)\s+(?:in|under|through|by)\s+(?:a\s+|any\s+)?(?:later|future|subsequent|separate|follow-on)|(?:will|shall|may)\s+be\s+(?:addressed|priced|ordered|awarded|procured|added)\s+(?:in|under|through|by)\s+(?:a\s+|any\s+)?(?:later|future|subsequent|separate|follow-on))\b/i;

const REACH = 400;

/** The clause of `text` holding [start, end): from the last break before to the first after. */
function clauseAround(text: string, start: number, end: number): { from: number; to: number } {
  // A clause is shorter than this either side: a long text is not scanned whole for each term.
  let from = Math.max(0, start - REACH);
  let to = Math.min(text.length, end + REACH);
  const near = text.slice(from, to);
  const base = from;
  for (const m of near.matchAll(CLAUSE_BREAK)) {
    const at = base + (m.index ?? 0);
    if (at + m[0].length <= start) from = at + m[0].length;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return { from, to };
}

/**
 * True when the term at [start, end) of a sentence is negated or excluded by its own clause:
 * a "no" heading its noun phrase ("No evening, weekend or on-call work is required"), a
 * denied obligation or an exception before it ("will not be required to", "except",
 * "other than"), the Government doing it ("The Government will provide"), or a predicate
 * after it ("is not required", "is excluded", "is outside the scope", "is not part of this
 * task order", "may be required in later task orders").
 * @example
 * const s = 'No later than 30 days after award, the Contractor shall provide on-call support.';
 * isNegatedAt(s, s.indexOf('on-call'), s.indexOf('on-call') + 7) // false
 */
export function isNegatedAt(text: string, start: number, end = start): boolean {
  const { from, to } = clauseAround(text, start, end);
  const before = text.slice(from, start);
  const after = text.slice(end, to);
  const no = before.match(NO_BEFORE);
  if (no && !VERB_BETWEEN.test(no[0].replace(/^\S+\s*/, ''))) return true;
  const except = before.match(EXCEPT_BEFORE);
  if (except && !VERB_BETWEEN.test(except[0])) return true;
  if (DENIED_DURING.test(before)) return true;
  if (DENIED_BEFORE.test(before) || OTHER_PARTY_BEFORE.test(before)) return true;
  const verb = after.match(FIRST_VERB);
  return !!verb && DENIED_AFTER.test(after.slice(verb.index));
}

/**
 * True when the first match of `term` in `text` is negated in its clause (see isNegatedAt).
 * @example
 * negatesTerm('Weekend coverage is not required.', /weekend/i) // true
 */
export function negatesTerm(text: string, term: RegExp): boolean {
  const m = text.match(new RegExp(term.source, term.flags.replace('g', '')));
  return !!m && m.index !== undefined && isNegatedAt(text, m.index, m.index + m[0].length);
}

/**
 * True when a sentence's work is stated only to be left out: every match of `work` (its work
 * verbs) is negated in its clause, or, with none, its subject is ("Weekend coverage is not
 * required", "No data migration is required", "The Contractor will not be required to
 * perform surge support"). A sentence that keeps one work verb in force keeps its work
 * ("The Contractor shall provide help desk support except on federal holidays").
 * @example
 * deniesWork('No data migration is required.', /migrat\w*|support/i) // true
 */
export function deniesWork(text: string, work: RegExp): boolean {
  const found = [...text.matchAll(new RegExp(work.source, `${work.flags.replace('g', '')}g`))];
  if (found.length) return found.every((m) => isNegatedAt(text, m.index ?? 0, (m.index ?? 0) + m[0].length));
  if (new RegExp(String.raw`^no\s+(?:${LIMIT})`, 'i').test(text)) return false;
  const subject = text.match(/^((?:no|neither)\s+)?([\w/-]+)/i);
  const start = subject?.[1]?.length ?? 0;
  return !!subject?.[2] && isNegatedAt(text, start, start + subject[2].length);
}

/**
 * How many matches of `term` a text keeps in force: each match its clause negates or excludes
 * is not counted ("HVAC and plumbing; roofing is excluded" keeps HVAC and plumbing).
 * @example
 * keptMatches('Repair HVAC and plumbing; roofing is excluded from this contract.', /roofing/i) // 0
 */
export function keptMatches(text: string, term: RegExp): number {
  let n = 0;
  for (const m of text.matchAll(new RegExp(term.source, `${term.flags.replace('g', '')}g`)))
    if (!isNegatedAt(text, m.index ?? 0, (m.index ?? 0) + m[0].length)) n += 1;
  return n;
}

/** A heading or lead-in that names what follows as excluded ("Tasks not required:", "Out of scope"). */
export const EXCLUSION =
  /\b(?:not (?:be )?required|not in scope|out of scope|outside (?:the|of) (?:the )?scope|excluded|exclusions|will not (?:be )?(?:required|provided|performed)|shall not (?:be )?(?:required|provided|performed)|not (?:part of|included in) (?:this|the))\b/i;
