import type { CoverageFact } from '../model';
import type { Located } from './context';
import { scheduleDays } from './schedule-days';

/** A window a sentence takes from another paragraph, with the days a year that paragraph keeps. */
export interface CitedWindow {
  label: string;
  hoursPerDay: number;
  daysPerWeek: number;
  daysPerYear?: number;
}

// "during the hours of C.4.2", "for the hours stated in paragraph 3.1", "on the schedule in Section 5.2".
const CITED =
  /\b(?:hours|schedule|times|window|days and hours)\s+(?:of|in|stated in|given in|set (?:out|forth) in|specified in|listed in|defined in|shown in)\s+(?:(?:paragraph|section|para\.?|PWS|SOW)\s+)?([A-Z]{1,2}[.-]\d+(?:\.\d+)*|\d+(?:\.\d+)+)/i;

/**
 * Days a year a schedule's words keep when they leave out holidays ("every weekday except Federal
 * holidays" is 249); undefined when the days are a plain week's, which hours a week already price.
 * @example
 * holidayDays('Monday through Friday, except Federal holidays') // 249
 */
export function holidayDays(text: string): number | undefined {
  const d = scheduleDays(text);
  if (!d) return undefined;
  const plain = d.daysPerWeek === 7 ? 365 : d.daysPerWeek * 52;
  return d.daysPerYear !== plain ? d.daysPerYear : undefined;
}

const NUMBERED = /^\s*(?:[A-Z]{1,2}[.-])?\d+(?:\.\d+)+\.?\s/;

/**
 * The units of a cited paragraph: a section of that number, or the run of units that opens
 * with the number ("C.4.1 Hours of coverage. Services ...") up to the next numbered one.
 */
function citedParagraph(ref: string, units: Located[]): Located[] {
  const sectioned = units.filter((u) => u.ref === ref || u.ref.startsWith(`${ref}.`));
  if (sectioned.length) return sectioned;
  const opens = new RegExp(`^\\s*${ref.replace(/\./g, '\\.')}\\.?\\s`);
  const first = units.findIndex((u) => opens.test(u.text));
  if (first < 0) return [];
  const next = units.findIndex((u, i) => i > first && NUMBERED.test(u.text));
  return units.slice(first, next < 0 ? first + 6 : next);
}

/**
 * The window a sentence names by citing the paragraph that states it ("one BLS ambulance shall be
 * in service during the hours of C.4.2"): that paragraph's coverage (not on call, not negated),
 * with the days a year its own words keep. Null when the sentence cites none or the paragraph
 * states no window.
 * @example
 * citedWindow('crewed by two EMTs during the hours of C.4.2', units, coverage) // { hoursPerDay: 12, daysPerWeek: 5, daysPerYear: 249, ... }
 */
export function citedWindow(text: string, units: Located[], coverage: CoverageFact[]): CitedWindow | null {
  const ref = text.match(CITED)?.[1]?.replace(/\.$/, '');
  if (!ref) return null;
  const paragraph = citedParagraph(ref, units);
  const inside = (c: CoverageFact) =>
    c.ref === ref ||
    c.ref.startsWith(`${ref}.`) ||
    paragraph.some((u) => u.document === c.document && u.start === c.offset);
  const fact = coverage.find(
    (c) => inside(c) && c.hoursPerWeek > 0 && !c.onCall && !c.negated && !c.position,
  );
  if (!fact) return null;
  const words = paragraph.map((u) => u.text).join(' ');
  const year = holidayDays(words || fact.quote);
  return {
    label: fact.label,
    hoursPerDay: fact.hoursPerDay,
    daysPerWeek: fact.daysPerWeek,
    ...(year ? { daysPerYear: year } : {}),
  };
}
