import type { Requirement } from '../schemas/plan';
import { clip, sectionSentences } from './text';
import type { Section } from './types';

/** At most this many requirements are kept; the most work-like ones first. */
export const MAX_REQUIREMENTS = 300;

const MODAL =
  /\b(shall|must|will provide|will be provided|will deliver|will perform|is required to|are required to|will be required to|is responsible for|are responsible for|shall be responsible for)\b/i;
// Obligations of someone other than the contractor, or instructions for the proposal itself.
const NOT_CONTRACTOR =
  /\b(offerors?|quoters?|quotations?|quotes?|proposals?|bidders?|government|contracting officer|COR|ACOR|CO|agency|questions|resumes?|award|evaluation|the panel|submissions?)\b/i;
const WORK_VERB =
  /\b(perform|provide|maintain|develop|operate|support|staff|deliver|conduct|prepare|manage|monitor|patrol|test|design|deploy|train|respond|review|analy[sz]e|implement|build|report|host|secure)\w*/i;
const LIST_ITEM = /^(?:[-*•]|\(?(?:[a-z]|\d{1,2}|[ivx]{1,4})[.)])\s+/;
const USER_STORY = /^(?:[-*•]\s+)?As an? [^,]{2,80},\s*I (?:would like|want|need|can)\b/i;
// Bullets in these sections are requirements even without "shall".
const LIST_SECTION = /objective|requirement|scope|task|constraint|goals?\b|services/i;
const BOILERPLATE = /\b(FAR|DFARS|HHSAR|52\.\d{3}-\d+|clause|hereunder|herein|thereof|subcontract)\b/i;

/**
 * Extracts requirements ("shall", "must", "will provide", "is required to", deliverable lists)
 * with their section references. Obligations of the Government and instructions to offerors
 * are left out; when there are more than MAX_REQUIREMENTS the most work-like are kept.
 * @example
 * extractRequirements([{ ref: 'C.3', title: 'Help desk', text: 'The contractor shall staff the help desk 24x7.', document: 'pws.md', start: 0 }])[0]?.ref // 'C.3'
 */
export function extractRequirements(sections: Section[]): Requirement[] {
  const found: { req: Omit<Requirement, 'id'>; score: number; order: number }[] = [];
  const seen = new Set<string>();
  let order = 0;
  const add = (section: Section, text: string, score: number) => {
    const clipped = clip(text, 320);
    const key = clipped.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    found.push({
      req: { ref: section.ref, text: clipped, document: section.document },
      score,
      order: order++,
    });
  };
  for (const section of sections) {
    if (/\bdeliverables?\b/i.test(section.title)) {
      for (const item of deliverableItems(section.text)) add(section, `Deliverable: ${item}`, 3);
    }
    const listy = LIST_SECTION.test(section.title);
    let leadIn = false;
    for (const sentence of sectionSentences(section)) {
      const item = LIST_ITEM.test(sentence);
      if (USER_STORY.test(sentence) || (item && (leadIn || listy) && sentence.length >= 20)) {
        add(section, sentence.replace(LIST_ITEM, ''), 2);
        continue;
      }
      if (!item) leadIn = false;
      const m = sentence.match(MODAL);
      if (!m || m.index === undefined || sentence.length < 25) continue;
      leadIn = /(:|the following)\s*$/i.test(sentence);
      const subject = sentence.slice(Math.max(0, m.index - 60), m.index);
      if (NOT_CONTRACTOR.test(subject) && !/\bcontractor\b/i.test(subject)) continue;
      if (/^\|/.test(sentence)) continue;
      let score = 1;
      if (/\b(contractor|vendor)\b/i.test(subject)) score += 1;
      if (WORK_VERB.test(sentence.slice(m.index))) score += 1;
      if (BOILERPLATE.test(sentence) || sentence.length > 500) score -= 2;
      add(section, sentence, score);
    }
  }
  const kept =
    found.length > MAX_REQUIREMENTS
      ? [...found]
          .sort((a, b) => b.score - a.score || a.order - b.order)
          .slice(0, MAX_REQUIREMENTS)
          .sort((a, b) => a.order - b.order)
      : found;
  return kept.map((f, i) => ({ id: `R${i + 1}`, ...f.req }));
}

/** Items of a deliverables list: table rows (first cell) or bullets. */
function deliverableItems(text: string): string[] {
  const items: string[] = [];
  for (const line of text.split('\n')) {
    const row = line.match(/^\s*\|\s*([^|]+?)\s*\|\s*([^|]*?)\s*\|/);
    if (row?.[1] && !/^[-:\s]+$/.test(row[1]) && !/^deliverables?$/i.test(row[1])) {
      items.push(row[2] ? `${row[1]} (${row[2]})` : row[1]);
      continue;
    }
    const bullet = line.match(/^\s*(?:[-*•]|\d{1,2}[.)])\s+(.{4,200})$/);
    if (bullet?.[1] && !MODAL.test(bullet[1])) items.push(bullet[1]);
  }
  return items.slice(0, 40);
}
