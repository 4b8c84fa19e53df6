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
const WORK_END = /^(?<work>.*?\S)\s+(?:services|support|ITM)\b/i;
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

/**
 * The subject line of a document: the first line (or wide-spaced segment of a scanned page
 * header) near its head that reads as a title ending in "Services", "Support" or "ITM", cut to the
 * work it names. Undefined when the head has none.
 * @example
 * readSubject('REQUEST FOR QUOTATIONS X-1\nShelf Stocking Services — Harrow Point Commissary\n') // 'Shelf Stocking'
 */
export function readSubject(text: string): string | undefined {
  for (const line of text.slice(0, HEAD_CHARS).split('\n')) {
    for (const segment of line.split(/\s{3,}/)) {
      const work = titleWork(segment);
      if (work) return work;
    }
  }
  return undefined;
}
