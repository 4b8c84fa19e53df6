import { findTimeWindows } from './time-windows';

/** A staffed post read from one row of a post schedule. */
export interface PostRow {
  /** The row's words before its schedule ('Console Control', '1 Lakewood Bldg 67 Main Lobby'). */
  name: string;
  hoursPerDay: number;
  daysPerWeek: number;
  annualHours: number;
}

// The yearly hours are a whole number: never the tail of a longer one ("500500" is not 500).
const ANNUAL = /(?<![\d,.])\(?(\d{1,2},?\d{3}|\d{2,3})\)?(?!.*\d)/;
const DAYS =
  /(?:^|\s)\*?([1-7])\s*(?:days?)?(?=\s|$)|\b(mon(?:day)?\s*[-–]\s*fri(?:day)?|mon(?:day)?\s*[-–]\s*sat(?:urday)?|weekdays)\b/i;
const HOURS = /(?:^|\s)(\d{1,2}(?:\.\d)?)\s*(?:hrs?|hours)?(?=\s|$)/i;

/**
 * Reads one post-schedule row: hours a day (a number, "24 hrs", or a window "0600 - 1800"),
 * days a week ("7", "*5", "7 days", "Mon - Fri") and yearly hours, kept only when the yearly
 * hours agree with the schedule (52 weeks, within 6%). Null for any other row.
 * @example
 * readPostRow('Console Control   0001-2400   24   7   (8,736)') // { name: 'Console Control', hoursPerDay: 24, daysPerWeek: 7, annualHours: 8736 }
 */
export function readPostRow(text: string): PostRow | null {
  const annualMatch = text.match(ANNUAL);
  if (!annualMatch?.[1]) return null;
  const annualHours = Number(annualMatch[1].replace(/,/g, ''));
  const head = text.slice(0, annualMatch.index);
  // The days a week are the last such figure before the yearly hours (a post number comes first).
  const days = [...head.matchAll(new RegExp(DAYS.source, 'gi'))].at(-1);
  if (!days) return null;
  const daysPerWeek = days[1] ? Number(days[1]) : /sat/i.test(days[2] ?? '') ? 6 : 5;
  const beforeDays = head.slice(0, days.index);
  const window = findTimeWindows(beforeDays)[0];
  const numbers = [...beforeDays.matchAll(new RegExp(HOURS.source, 'gi'))].map((m) => Number(m[1]));
  const candidates = [...numbers.reverse(), ...(window ? [window.hoursPerDay] : [])];
  for (const hoursPerDay of candidates) {
    if (!(hoursPerDay > 0 && hoursPerDay <= 24)) continue;
    const expected = hoursPerDay * daysPerWeek * 52;
    if (Math.abs(expected - annualHours) > expected * 0.06) continue;
    const cut = beforeDays.search(/\s\d{3,4}\s*-|\s\d{1,2}(?:\.\d)?\s*(?:hrs?|hours)?\s*$|\s\d{4}-/);
    const name = (cut > 0 ? beforeDays.slice(0, cut) : beforeDays).replace(/[\s|-]+$/, '').trim();
    return { name: name || 'post', hoursPerDay, daysPerWeek, annualHours };
  }
  return null;
}
