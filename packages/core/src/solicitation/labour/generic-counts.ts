import type { Measure } from './columns';
import { SMALL_NUMBER_WORDS as WORDS } from '../facts/numbers';
import { titleCase } from './title';

/** Role nouns too generic to be a title on their own ('four technicians'). */
const GENERIC =
  'technicians?|analysts?|specialists?|engineers?|operators?|administrators?|agents?|representatives?|clerks?|nurses?|guards?|officers?|instructors?|custodians?|janitors?|mechanics?|developers?|assistants?|inspectors?|dispatchers?';
const COUNTED = new RegExp(
  `(?<![\\w,.])(?<n>\\d{1,3}|${Object.keys(WORDS).join('|')})(?:\\s*\\(\\d{1,3}\\))?\\s+(?:full[- ]time\\s+|qualified\\s+|certified\\s+)?(?<noun>${GENERIC})\\b`,
  'gi',
);
/** The function the counted people staff: "staff the help desk with", "the front desk shall be staffed by". */
const FUNCTION = [
  /\b(?:staff|man|operate)\s+the\s+(?<fn>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)\s+with\b/i,
  /\bthe\s+(?<fn>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)\s+(?:shall|will|must)\s+be\s+(?:staffed|manned)\s+(?:with|by)\b/i,
  /\b(?:to|shall)\s+staff\s+the\s+(?<fn>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)\s*[.,;]/i,
];
const STAFFING = /\b(?:staff(?:ed)?|man(?:ned)?|provide|furnish|assign|minimum|at least|on duty)\b/i;

/** One counted generic role: its title made from the function it staffs ('Help Desk Technician'). */
export interface GenericCount {
  title: string;
  measure: Measure;
  value: number;
  offset: number;
  quote: string;
}

const singular = (noun: string) => noun.replace(/s$/i, '');

/**
 * Counts of a generic role in a staffing sentence ("staff the help desk with a minimum of four
 * (4) technicians"): the role is titled after the function it staffs ('Help Desk Technician'),
 * or alone ('Technician') when the sentence names none. Skips offsets `skip` says others read.
 * @example
 * readGenericCounts('The contractor shall staff the help desk with a minimum of four (4) technicians.', () => false)[0]?.title // 'Help Desk Technician'
 */
export function readGenericCounts(text: string, skip: (offset: number) => boolean): GenericCount[] {
  const out: GenericCount[] = [];
  for (const m of text.matchAll(COUNTED)) {
    const at = m.index ?? 0;
    if (skip(at)) continue;
    // A capitalised word after the noun makes it part of a longer title ("one Assistant Chief").
    if (/^[ \t]+[A-Z][a-z]/.test(text.slice(at + m[0].length))) continue;
    const start = Math.max(text.lastIndexOf('. ', at) + 1, text.lastIndexOf('\n', at) + 1);
    const endDot = text.indexOf('.', at + m[0].length);
    const sentence = text.slice(start, endDot < 0 ? undefined : endDot + 1);
    if (!STAFFING.test(sentence) || /\?|\bper\s+(?:site|shift|day)\b/i.test(sentence)) continue;
    const n = m.groups?.n ?? '';
    const value = WORDS[n.toLowerCase()] ?? Number(n);
    if (!(value > 0 && value < 200)) continue;
    const fn = FUNCTION.map((re) => sentence.match(re)?.groups?.fn).find(Boolean);
    const noun = titleCase(singular((m.groups?.noun ?? '').toLowerCase()));
    const title =
      fn && !/\b(?:contract|work|requirement|effort|government)\b/i.test(fn)
        ? `${titleCase(fn)} ${noun}`
        : noun;
    out.push({ title, measure: 'people', value, offset: at, quote: sentence.trim() });
  }
  return out;
}
