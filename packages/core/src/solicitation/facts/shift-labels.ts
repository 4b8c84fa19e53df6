import { NUMBER, parseNumber } from './numbers';
import { findTimeWindows } from './time-windows';

/** A shift a roster's column or row names, with the hours its label gives (a window, "8 hrs"). */
export interface ShiftLabel {
  name: string;
  /** Hours the label states or its clock window spans; undefined when it gives none. */
  hours?: number;
  /** The shift runs through the night (a night, overnight or third shift, or a window past midnight). */
  night: boolean;
}

const NAMED =
  /^(?:(?:day|days(?=\s*(?:shift|\(|\d))|evening|night|nights(?=\s*(?:shift|\(|\d))|swing|mid(?:night|s)?|graveyard|overnight|morning|afternoon|early|late|owl|first|second|third|1st|2nd|3rd)(?:[\s-]+(?:shift|watch|tour))?|(?:shift|tour|watch)\s*(?:\d|[abc]\b|i{1,3}\b))\b(?!\s*(?:of|per|off|covered|a week|each|s\b))/i;
const NIGHT = /\b(?:night|overnight|graveyard|mid(?:night|s)?|third|3rd|owl)\b/i;
const STATED_HOURS = new RegExp(`(${NUMBER})\\s*(?:-\\s*)?(?:hours?|hrs?|h)\\b`, 'i');
// A label that is nothing but a window ("0700-1530", "7:00 a.m. - 3:30 p.m.").
const ONLY_WINDOW =
  /^[\d:.\s]*(?:a\.?m\.?|p\.?m\.?)?\s*(?:-|–|—|to|through)\s*[\d:.\s]*(?:a\.?m\.?|p\.?m\.?)?\s*(?:hrs|hours)?$/i;

/**
 * Reads a roster's shift label: a named shift ("Day", "Evening 1500-2330", "Night shift (8 hrs)",
 * "2nd Shift", "Tour 3") or a bare clock window ("0700-1530"). Null for any other label (a
 * category, "Days covered", "Total").
 * @example
 * shiftLabel('Night 2300-0730') // { name: 'Night 2300-0730', hours: 8.5, night: true }
 * shiftLabel('Days covered') // null
 */
export function shiftLabel(raw: string): ShiftLabel | null {
  const name = raw.replace(/\s+/g, ' ').trim();
  const named = NAMED.test(name);
  if (!named && !ONLY_WINDOW.test(name)) return null;
  const window = findTimeWindows(name)[0];
  if (!named && !window) return null;
  const stated = name.replace(/\d{3,4}\s*(?:-|–)\s*\d{3,4}/, '').match(STATED_HOURS);
  const statedHours = stated?.[1] ? parseNumber(stated[1]) : Number.NaN;
  const hours = statedHours > 0 && statedHours <= 24 ? statedHours : window?.hoursPerDay;
  const pastMidnight = window !== undefined && /(?:2[0-3]|1[89])\d\d\s*(?:-|–)\s*0\d\d\d/.test(name);
  return { name, ...(hours ? { hours } : {}), night: NIGHT.test(name) || pastMidnight };
}

const PAID =
  /\b(?:each|every|a|one|the)\s+shift\s+(?:is|consists of|equals|=|of)\s+(?:an?\s+)?([\w()\s-]{1,20}?)\s*\(?(?:paid\s+)?(?:hours?|hrs?)\b|\b([\w()-]{1,16})\s+paid\s+hours\b|(?:\b|\()([\w()-]{1,16}?)[- ]hour\s+(?:paid\s+)?shifts?\b|\bshifts?\s+of\s+([\w()-]{1,16})\s+(?:paid\s+)?hours?\b/gi;

/**
 * The paid hours of a shift the text states ("each shift is eight (8) paid hours", "8-hour
 * shifts", "shifts of twelve hours"); undefined when it states none or several differ.
 * @example
 * statedShiftHours('Each shift includes an unpaid meal, so each shift is eight (8) paid hours.') // 8
 */
export function statedShiftHours(text: string): number | undefined {
  const found = new Set<number>();
  for (const m of text.matchAll(PAID)) {
    const raw = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim().replace(/^(?:an?|the)\s+/i, '');
    const n = parseNumber(raw) || parseNumber(raw.replace(/[()]/g, ''));
    if (n >= 4 && n <= 16) found.add(n);
  }
  return found.size === 1 ? [...found][0] : undefined;
}
