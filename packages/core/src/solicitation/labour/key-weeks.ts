import { NUMBER, parseNumber } from '../facts/numbers';
import type { KeyPerson } from '../model';
import type { TextDocument } from '../parts';
import { spanWeeks } from './person-weeks';
import { escapeRegExp } from '../../format/regexp';

const WEEKLY = new RegExp(
  `(${NUMBER}|\\d{1,2}\\.\\d)\\s*\\)?\\s*(?:hours|hrs)\\s*(?:a|per|each|every|\\/)\\s*week\\b`,
  'gi',
);
// A cap or a limit on someone's week is no statement of the person's own hours.
const LIMIT =
  /\b(?:no more than|not (?:to )?exceed|more than|over|maximum|at most|up to|beyond|in excess of)\s*$/i;
const WEEKS = new RegExp(`\\(\\s*(${NUMBER})\\s+weeks\\s*\\)`, 'i');

/** The hours a week and weeks a paragraph opened by the person's title gives, or undefined. */
function weekIn(paragraph: string): KeyPerson['week'] {
  for (const m of paragraph.matchAll(WEEKLY)) {
    const before = paragraph.slice(Math.max(0, (m.index ?? 0) - 24), m.index ?? 0);
    const hours = parseNumber(m[1] ?? '');
    if (LIMIT.test(before) || !(hours > 0 && hours <= 60)) continue;
    const rest = paragraph.slice(m.index ?? 0, (m.index ?? 0) + 160);
    const weeks = parseNumber(rest.match(WEEKS)?.[1] ?? '') || spanWeeks(rest) || 52;
    const quote = paragraph
      .slice(Math.max(0, (m.index ?? 0) - 80), (m.index ?? 0) + 120)
      .replace(/\s+/g, ' ');
    return { hours, weeks: Math.min(52, weeks), quote: quote.trim() };
  }
  return undefined;
}

/**
 * Key personnel with the hours a week the documents give them: a paragraph that opens with
 * the person ("C.5.3 The EMS Program Manager shall work on site ... (40 hours a week)", "3.2
 * Contract Manager (Key Personnel). ... about eight (8) hours a week from 15 March through 15
 * October (31 weeks)") states the person's week and its weeks a year (52 unless it says). Caps
 * ("no more than 60 hours a week") and paragraphs about someone else state none.
 * @example
 * withKeyWeeks([{ title: 'Aquatics Manager', ... }], docs)[0]?.week // { hours: 40, weeks: 52, ... }
 */
export function withKeyWeeks(people: KeyPerson[], docs: TextDocument[]): KeyPerson[] {
  const paragraphs = docs.flatMap((d) => d.text.split(/\n\s*\n/));
  return people.map((k) => {
    const opens = new RegExp(
      `^\\s*(?:[A-Z]{0,2}[.-]?\\d+(?:\\.\\d+)*\\.?\\s+)?(?:\\([a-z0-9]{1,3}\\)\\s+)?(?:The\\s+)?(?:[A-Z][A-Za-z]*\\s+)?${escapeRegExp(k.title)}\\b`,
    );
    for (const p of paragraphs) {
      if (p.length > 1500 || !opens.test(p)) continue;
      const week = weekIn(p);
      if (week) return { ...k, week };
    }
    return k;
  });
}
