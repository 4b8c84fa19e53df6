import { deniesWork, EXCLUSION } from './negation';
import { type Sentence, splitSentences } from './sentences';
import { escapeRegExp } from '../../format/regexp';

/** A requirement found in one section's own text, before it is placed in a task area. */
export interface FoundRequirement {
  text: string;
  start: number;
  score: number;
}

const MODAL =
  /\b(shall|must|(?:will|shall) (?:be required to|be responsible for|provide|perform|deliver|develop|maintain|support|conduct|ensure|manage|prepare|submit|operate|staff|furnish|design|implement|monitor|respond|coordinate|participate|attend|work)|(?:is|are) (?:responsible for|required to))\b/i;
// Someone other than the contractor is bound, or the sentence is about the proposal or award.
const OTHER_PARTY =
  /\b(offerors?|quoters?|bidders?|proposals?|quotes?|quotations?|government|contracting officer|COR|ACOR|\bCO\b|agency|evaluat\w*|award\w*|panel|submissions?|questions?|resumes?|applicants?|respondents?|invoices?)\b/i;
const CONTRACTOR =
  /\b(contractors?|vendors?|service providers?|provider|awardee|team|staff|personnel|employees?|guards?|officers?|supervisors?|manager|lead)\b/i;
const BOILERPLATE =
  /\b(FAR|DFARS|HHSAR|HSAR|52\.\d{3}-\d+|clauses?|hereunder|herein|thereof|invoic\w*|payments?|reimburs\w*|indemnif\w*|liability|insurance|subcontracting plan|proposal|quotation|evaluation factor|page limit)\b/i;
const WORK_VERB =
  /\b(perform|provid|maintain|develop|operat|support|staff|deliver|conduct|prepar|manag|monitor|patrol|test|design|deploy|train|respond|review|analy[sz]|implement|build|report|host|secur|install|repair|clean|inspect|document|coordinat|administer|configur|troubleshoot|migrat|update|track|plan|research|assess|transcrib|answer)\w*/i;
const IMPERATIVE =
  /^(?:Administer|Maintain|Perform|Operate|Monitor|Install|Provide|Develop|Deliver|Manage|Support|Prepare|Conduct|Review|Ensure|Submit|Respond to|Resolve|Document|Coordinate|Design|Implement|Test|Train|Track|Update|Create|Establish|Analy[sz]e|Patch|Configure|Troubleshoot|Migrate|Build|Staff|Clean|Inspect|Repair|Answer|Process|Record|Attend|Participate|Assist|Host|Secure|Back up|Tune|Evaluate|Assess|Identify|Collect|Produce|Draft|Write|Publish|Deploy|Retire|Give|Keep|Handle|Escalate|Plan and|Recruit|Ship|Transcribe|Patrol|Guard|Escort|Schedule)\b/;
// A verb in its base form opening a numbered paragraph: not a determiner, pronoun or
// preposition, and not a third-person verb or plural noun ending in 's'.
const DIRECTIVE =
  /^(?!(?:The|This|These|Those|That|A|An|All|Each|Every|Any|In|If|When|Where|For|Of|On|At|By|With|To|It|Its|Our|Their|Such|No|Not|Only|As|Government|Offerors?|Quoters?|Contractors?|Services?|Work|Staff)\b)[A-Z][a-z]+(?<!s)(?:,\s+[a-z]+)*(?:,?\s+(?:and|or)\s+[a-z]+)?\s+[a-z(]/;
// "3.1 Preventive maintenance (PM). Perform ...": a numbered paragraph with a short run-in title.
const RUN_IN = /^\d+(?:\.\d+)+\s+(?:[A-Z][^.:;]{2,60}[.:]\s+)?/;
const USER_STORY = /^As an? [^,]{2,80},\s*I (?:would like|want|need|can)\b/i;
const LEAD_IN = /(?::|\bthe following\b[^.]*|\binclud(?:e|es|ing)\b[^.]*)\s*$/i;
/** Section titles under which list items are requirements without a "shall". */
export const LIST_TITLE =
  /\b(tasks?|subtasks?|requirements?|objectives?|duties|responsibilities|deliverables?|services|activities|functions|scope|support)\b/i;

/**
 * Contractor obligations in a work section's own text: sentences with "shall", "must",
 * "will provide", "is responsible for", list items under a lead-in or under a task,
 * requirement or objective heading, and user stories. Obligations of the Government or an
 * offeror, proposal and award text, FAR clauses and invoicing are left out. Each keeps its
 * sentence as written (line breaks joined) and a score: higher is more work-like.
 * @example
 * findRequirements('The Contractor shall staff the help desk. The Government will provide desks.', 0, 'Help Desk').map((r) => r.text) // ['The Contractor shall staff the help desk.']
 */
export function findRequirements(text: string, base: number, title: string, ref = ''): FoundRequirement[] {
  const out: FoundRequirement[] = [];
  // "Note the following tasks are not required:": what follows is excluded work.
  const excluded = EXCLUSION.test(title);
  const listy = LIST_TITLE.test(title) && !excluded;
  let leadIn = false;
  let negated = excluded;
  for (const whole of splitSentences(text, base)) {
    const s = whole.start - base < 8 ? withoutHeading(whole, ref, title) : { ...whole, paragraph: false };
    const t = s.text.replace(/^(?:[-*•▪●○◦§o]|\(?[a-z0-9ivx]{1,4}[.)])\s+/i, '');
    if (!s.item) negated = excluded || (EXCLUSION.test(t) && LEAD_IN.test(t));
    if (s.item && negated) continue;
    // "No data migration is required", "The Contractor will not be required to staff ...":
    // work named only to be left out is no requirement.
    if (deniesWork(t, WORK_VERB)) {
      if (!s.item) leadIn = false;
      continue;
    }
    if (s.item && t.length >= 15 && (leadIn || listy) && !BOILERPLATE.test(t) && !/^\|/.test(t)) {
      out.push({ text: t, start: s.start, score: 2 + (WORK_VERB.test(t) ? 1 : 0) });
      continue;
    }
    if (!s.item) leadIn = false;
    // "2.1 Administer Windows servers ...": a directive in a work section is a requirement; so
    // is a numbered paragraph that opens with a verb ("2.1.1 Empty all trash ...").
    const body = t.replace(RUN_IN, '');
    if (
      (IMPERATIVE.test(t) ||
        (s.paragraph && DIRECTIVE.test(t)) ||
        (body !== t && (IMPERATIVE.test(body) || DIRECTIVE.test(body)))) &&
      t.length >= 20 &&
      !BOILERPLATE.test(t)
    ) {
      out.push({ text: t, start: s.start, score: 2 });
      continue;
    }
    if (USER_STORY.test(t)) {
      out.push({ text: t, start: s.start, score: 2 });
      continue;
    }
    const score = obligationScore(t, s);
    if (score === null) {
      // A label over a list ("Representative Workload:") introduces items of work too.
      if (!s.item && /:$/.test(t) && t.length < 80 && !negated) leadIn = true;
      continue;
    }
    leadIn = LEAD_IN.test(t);
    out.push({ text: t, start: s.start, score });
  }
  // A SOO states objectives, not obligations: its first sentences are what the pricer staffs.
  if (out.length === 0 && /\b(?:objectives?|goals?|outcomes?)\b/i.test(title)) {
    for (const s of splitSentences(text, base).slice(0, 4)) {
      const t = s.text.replace(/^#+\s*/, '');
      if (t.length >= 30 && out.length < 3 && !t.startsWith(title))
        out.push({ text: t, start: s.start, score: 1 });
    }
  }
  return out;
}

/** A numbered paragraph's first sentence without its number and title ("C.1.1 GENERAL OBJECTIVES The ..."). */
function withoutHeading(s: Sentence, ref: string, rawTitle: string): Sentence & { paragraph: boolean } {
  // A paragraph's own first words (a title ending in '...') are part of its sentence.
  const title = rawTitle.endsWith('...') ? '' : rawTitle;
  const numbered = new RegExp(`^(?:[#*\\s]*)(?:${escapeRegExp(ref)}\\s*[:.–—-]?\\s*)`, 'i');
  const afterRef = s.text.match(numbered)?.[0].length ?? 0;
  const titled = new RegExp(`^(?:${escapeRegExp(title)}\\s*[:.–—-]?\\s*)`, 'i');
  const afterTitle = title ? (s.text.slice(afterRef).match(titled)?.[0].length ?? 0) : 0;
  // The title goes only when a new sentence follows it ("GENERAL OBJECTIVES The Contractor
  // ..."); "Clean and sanitize restrooms: fixtures, ..." keeps its words.
  const rest = s.text.slice(afterRef + afterTitle);
  if (!rest.trim()) {
    // A one-line numbered paragraph ("2.1.1 Empty all trash ... point.") is its own title;
    // a heading alone ("##2.5 Snow and Ice Removal") is no sentence.
    const body = s.text.slice(afterRef);
    const sentence =
      afterRef > 0 && !s.text.startsWith('#') && /[a-z][.;]$/.test(body) && body.split(' ').length >= 4;
    return sentence
      ? { ...s, text: body, start: s.start + afterRef, paragraph: /\d$/.test(ref) }
      : { ...s, paragraph: false };
  }
  const cut = afterTitle && /^["“(]?[A-Z]/.test(rest) ? afterRef + afterTitle : afterRef;
  if (cut >= s.text.length - 10) return { ...s, paragraph: false };
  return { ...s, text: s.text.slice(cut), start: s.start + cut, paragraph: afterRef > 0 && /\d$/.test(ref) };
}

function obligationScore(t: string, s: Sentence): number | null {
  if (t.length < 25 || t.length > 1200 || t.startsWith('|')) return null;
  // "Failure to provide relief periods shall be cause for a deduction" is a remedy, not work.
  if (/^(?:Failure|Failing) to\b|\bshall be cause for\b/i.test(t)) return null;
  const m = t.match(MODAL);
  if (!m || m.index === undefined) return null;
  const subject = t.slice(Math.max(0, m.index - 80), m.index);
  const contractor = CONTRACTOR.test(subject);
  // "OFA will be responsible for ...": a promise by someone not named as the contractor.
  if (/^(?:will|is|are)\b/i.test(m[0]) && !contractor) return null;
  if (OTHER_PARTY.test(subject) && !/\bcontractors?\b|\bvendors?\b/i.test(subject)) return null;
  if (BOILERPLATE.test(t) && !WORK_VERB.test(t.slice(m.index, m.index + 60))) return null;
  let score = 1;
  if (contractor) score += 1;
  if (WORK_VERB.test(t.slice(m.index))) score += 1;
  if (BOILERPLATE.test(t)) score -= 2;
  if (t.length > 500) score -= 1;
  if (s.item) score += 0.5;
  return score;
}
