import { agentNoun } from './agent-nouns';
import { titleCase } from './facility-names';
import { settingUnits } from './setting-units';

/**
 * The subject of a solicitation: the title line at its head that names the work ("Freedom of
 * Information Act (FOIA) Request Processing Support", "SHELF STOCKING SERVICES — HARROW POINT
 * COMMISSARY", "FIRE ALARM AND SPRINKLER SYSTEMS ITM"), without the place or customer after a
 * dash or comma and without the closing "Services"/"Support".
 */

/** How far into the primary document the title is looked for. */
const HEAD_CHARS = 3000;
/** The noun a title of services ends its work with. */
// Plural "Services": a singular "Service" heads agency names ("National Park Service").
// "Health Resources and Services Administration" is an agency: the closing word ends the title or its work.
const WORK_END =
  /^(?<work>.*?\S)\s+(?:services|support|ITM)\b(?!\s+[A-Za-z][a-z]*(?:\s|$)(?<!\s(?:for|at|in|to|of|on)\s))/i;
/** Closing words that keep the work ("... Systems ITM" keeps "ITM": an activity). */
const KEEPS_END = /\bITM$/i;
/** A sentence, a label, a table row or the buying office, not a title of work. */
const NOT_TITLE =
  /\b(?:shall|will|is|are|was|were|invites?|requests?\s+(?:quotations|proposals)|this|these|under|per|NAICS|SIN|PSC|size standard|set-?aside|vehicle|contracting|incorporat\w+|in accordance|office|division|department|bureau|branch|directorate|agency|acquisition|procurement|supplies|prices|schedule|commercial products)\b|\||\d{4,}|\d+-\d+|:\s*$|[.;]\s+\S|^(?:[A-Z]\.)?\d+(?:\.\d+)*\b/i;
/** A word of a sentence, not of a title: four letters or more and lower case ("simplified", "replaces"). */
export const PROSE_WORD = /(?:^|\s)(?!(?:and|for|with|from|into)\b)[a-z][a-z-]{3,}/;
/** Words that start a title line but are no part of the work ("RFP 47PF-...", "Solicitation"). */
const LEAD_LABEL =
  /^(?:solicitation|request for (?:proposals?|quotations?)|rfp|rfq|ifb|title|subject|performance work statement|statement of (?:work|objectives))\b[:\s-]*/i;
const MARKUP = /[*#_`>]+/g;

/** The words of a line before its closing "Services"/"Support", when it reads as a title of work. */
function titleWork(segment: string): string | undefined {
  const line = segment.replace(MARKUP, ' ').replace(/\s+/g, ' ').trim().replace(LEAD_LABEL, '');
  if (line.length < 6 || line.length > 140 || NOT_TITLE.test(line) || PROSE_WORD.test(line)) return undefined;
  const m = line.match(WORK_END)?.groups;
  if (!m?.work) return undefined;
  const closing = line.slice(m.work.length).trim().split(/\s+/)[0] ?? '';
  const work = KEEPS_END.test(closing) ? `${m.work} ${closing}` : m.work;
  // The customer or place after a dash: "Cataloging Backlog Reduction Services - HIPHS Library".
  const own = work.split(/\s+[-–—]\s+/).pop() ?? work;
  return /[a-z]{3,}/i.test(own) ? own.trim() : undefined;
}

// An activity noun closing a title ("Assessments", "Enrollment", "Digitization", "Sampling"): a
// noun made from a verb, by its ending, not from a list of services.
export const ACTIVITY_WORD = /^[A-Za-z]{3,}(?:ments?|tions?|sions?|ings?|ysis|yses)$/i;
// Nouns of those endings that name a document, a body, a place or a part, not an activity.
export const NOT_ACTIVITY =
  /^(?:solicitation|amendment|modification|statement|attachment|requirements?|specifications?|information|quotations?|description|instructions?|section|administration|organi[sz]ation|associations?|corporation|foundation|federation|nation|stations?|locations?|determination|revision|regulations?|provisions?|conditions?|clauses?|buildings?|housing|briefings?|meetings?|pricing|funding|ceilings?|listings?|findings?|proceedings?|surroundings?|government|department|management|equipment|environment|settlement|documents?)$/i;
// "Operation and Maintenance of the X Network": the activity before its object.
const ACTIVITY_OF = /^(?<activity>[A-Za-z]+(?:\s+(?:and|&)\s+[A-Za-z]+)?)\s+of\s+(?:the\s+)?(?<object>.+)$/i;
// "The Contractor shall perform ergonomic workstation assessments": the service performed, in lower case.
const PERFORMS =
  /\b(?:[Cc]ontractor|[Oo]fferor|[Qq]uoter|[Vv]endor)\s+shall\s+(?:perform|conduct)\s+(?<work>(?:[a-z-]{3,}\s+(?:and\s+)?){1,4}[a-z-]+(?:ments|tions|sions|ysis|yses|ings)\b|(?:[a-z-]{3,}\s+(?:and\s+)?){1,4}[a-z-]+(?:ment|tion|sion|ing)(?=\s+(?:of|for|at|in|on|services)\b))/;
// "shall provide fingerprint and credential enrollment services": the service before "services".
const PROVIDES_SERVICES =
  /\b(?:[Cc]ontractor|[Oo]fferor|[Qq]uoter|[Vv]endor)\s+shall\s+(?:provide|deliver|furnish)\s+(?<work>(?:[a-z-]{3,}\s+(?:and\s+)?){1,4}?[a-z-]+(?:ment|tion|sion|ing))\s+services\b/;
// "shall operate and maintain eight (8) ambient air monitoring stations": the stations' work.
const OPERATES =
  /\b(?:[Cc]ontractor|[Oo]fferor|[Qq]uoter|[Vv]endor)\s+shall\s+(?:operate|maintain)(?:\s*(?:,|and)\s*(?:operate|maintain|calibrate|repair|service|inspect))*\s+(?:the\s+|all\s+)?(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})\s+(?:\(\d{1,3}\)\s+)?)?(?<object>(?:[a-z-]{3,}\s+){1,4}?)(?<place>stations?|networks?|sites?|systems?|instruments?|ga(?:u)?ges?)\b/;
// The head ends where sections start: a part, a numbered heading or a sentence.
const BODY_START = /^\s*(?:#+\s*)?(?:section|part|article)\b|^\s*(?:#+\s*)?(?:[A-Z]\.)?\d+(?:\.\d+)*[.)]?\s/i;
const SENTENCE = /[a-z][.;]\s+[A-Z]/;
// Lines of the title block that hold no title of work.
const HEAD_LABEL =
  /^(?:request for (?:proposals?|quotations?)|rfp|rfq|ifb|solicitation|amendment|performance work statement|statement of (?:work|objectives))\b/i;

/** A title of work by its activity: "Ergonomic Workstation Assessments", "Patient Monitor Repair", "Operation and Maintenance of the X Network". */
function activityTitle(segment: string): string | undefined {
  const line = segment.replace(MARKUP, ' ').replace(/\s+/g, ' ').trim().replace(LEAD_LABEL, '');
  if (line.length < 6 || line.length > 140 || NOT_TITLE.test(line) || PROSE_WORD.test(line)) return undefined;
  if (HEAD_LABEL.test(line) || /\b(?:no|number)\b\.?/i.test(line)) return undefined;
  const of = line.match(ACTIVITY_OF)?.groups;
  if (of?.activity && of.object) {
    const acts = of.activity.split(/\s+(?:and|&)\s+/i);
    if (!acts.every((a) => ACTIVITY_WORD.test(a) || /^(?:operations?|maintenance|repair|upkeep)$/i.test(a)))
      return undefined;
    // The place the object lies in is no part of the work ("the Quarrin Basin ...").
    let object = of.object;
    for (const u of settingUnits(object)) {
      const at = titleCase(object).indexOf(u.name);
      if (at >= 0) object = object.slice(0, at) + object.slice(at + u.name.length);
    }
    return `${object.trim()} ${of.activity}`.replace(/\s+/g, ' ');
  }
  // The place or customer after a dash is no part of the work ("Chimney Inspections - Ridley Lake").
  const work = line.split(/\s+[-–—]\s+/)[0] ?? line;
  const last = work.split(/\s+/).pop() ?? '';
  const words = work.split(/\s+/).length;
  if (words < 2 || words > 8) return undefined;
  // An activity noun by its ending, or one whose doer is a job ("Surveys": a Surveyor).
  if (
    !(ACTIVITY_WORD.test(last) || /^(?:maintenance|repairs?)$/i.test(last) || agentNoun(last)) ||
    NOT_ACTIVITY.test(last)
  )
    return undefined;
  return work;
}

/**
 * The subject line of a document: the first line (or wide-spaced segment of a scanned page
 * header) near its head that reads as a title ending in "Services", "Support" or "ITM", cut to the
 * work it names. Undefined when the head has none.
 * @example
 * readSubject('REQUEST FOR QUOTATIONS X-1\nShelf Stocking Services — Harrow Point Commissary\n') // 'Shelf Stocking'
 */
export function readSubject(text: string): string | undefined {
  const lines = text.slice(0, HEAD_CHARS).split('\n');
  for (const line of lines) {
    for (const segment of line.split(/\s{3,}/)) {
      const work = titleWork(segment);
      if (work) return work;
    }
  }
  // No title of services: a title of the head that names its work by an activity noun, before
  // the first section, numbered heading or sentence.
  for (const line of lines) {
    if (BODY_START.test(line) || SENTENCE.test(line)) break;
    for (const segment of line.split(/\s{3,}|:\s+/)) {
      const work = activityTitle(segment);
      if (work) return work;
    }
  }
  return undefined;
}

/**
 * The service the work statement's scope sentence performs, in its own lower-case words ("The
 * Contractor shall perform ergonomic workstation assessments of ..." -> "ergonomic workstation
 * assessments"; "shall provide X enrollment services"; "shall operate and maintain the air
 * monitoring stations" -> "air monitoring station operation and maintenance"): an activity noun
 * after one to four qualifiers. Undefined when none.
 * @example
 * readService('1.1 The Contractor shall perform ergonomic workstation assessments of desks.') // 'ergonomic workstation assessments'
 */
export function readService(text: string): string | undefined {
  const head = text.slice(0, 3 * HEAD_CHARS);
  const operated = head.match(OPERATES)?.groups;
  if (operated?.object && operated.place && !/\b(?:own|its|their)\b/.test(operated.object))
    return `${operated.object.trim()} ${operated.place.replace(/s$/, '')} operation and maintenance`;
  const scope = head.match(PERFORMS)?.groups?.work ?? head.match(PROVIDES_SERVICES)?.groups?.work;
  if (!scope) return undefined;
  const words = scope.split(/\s+/);
  const last = words.at(-1) ?? '';
  return words.length >= 2 && ACTIVITY_WORD.test(last) && !NOT_ACTIVITY.test(last) && !NOT_TITLE.test(scope)
    ? scope
    : undefined;
}
