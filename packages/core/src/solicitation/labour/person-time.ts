import { NUMBER, parseNumber } from '../facts/numbers';

/** The period of amounts stated for the whole term, not by year or period ("Person-weeks" alone). */
export const WHOLE_TERM = 'Whole Term';

export type PersonTimeUnit = 'day' | 'week' | 'month';

// Effort counted in person-time: "Person-weeks", "Staff Months", "Man-days", "Labor Weeks".
// "Work days" and "weeks" alone are schedule lengths, not effort.
const PERSON_TIME = /\b(?:person|staff|man|labou?r)[- ]?(days?|weeks?|months?)\b/i;
const UNIT_WORDS = '(?:person|staff|man|labou?r)[- ]?';

/** The usual hours of one unit of person-time when the documents define none. */
const DEFAULT_HOURS: Readonly<Record<PersonTimeUnit, number>> = { day: 8, week: 40, month: 160 };

/**
 * The unit of person-time a header counts ("Person-weeks" counts weeks), or null.
 * @example
 * personTimeUnit('Staff Months (est.)') // 'month'
 * personTimeUnit('Weeks after award') // null
 */
export function personTimeUnit(label: string): PersonTimeUnit | null {
  const m = label.match(PERSON_TIME)?.[1]?.toLowerCase();
  if (!m) return null;
  return m.startsWith('day') ? 'day' : m.startsWith('week') ? 'week' : 'month';
}

/**
 * The hours one unit of person-time holds: as the documents define it ("A person-week is forty
 * (40) hours", "one staff-month equals 160 hours", "at 168 hours per person-month",
 * "person-days of 7.5 hours"), else 8 a day, 40 a week, 160 a month.
 * @example
 * personTimeHours('week', 'A person-week is thirty-six (36) hours.') // 36
 * personTimeHours('month', 'One staff-month equals 168 hours.') // 168
 */
export function personTimeHours(unit: PersonTimeUnit, context: string): number {
  const noun = `${UNIT_WORDS}${unit}s?`;
  const patterns = [
    // "A person-week is forty (40) hours", "one staff month equals 160 hours"
    `\\b(?:a|an|one|1|each)\\s+${noun}\\s+(?:is|equals|=|means|represents|is\\s+equal\\s+to|is\\s+defined\\s+as|consists\\s+of|shall\\s+(?:be|equal))\\s+(?:approximately\\s+|about\\s+)?(${NUMBER})\\s*(?:hours|hrs)\\b`,
    // "168 hours per person-month", "40 hours a person-week"
    `(${NUMBER})\\s*(?:hours|hrs)\\.?\\s+(?:per|a|an|each|to\\s+the|in\\s+a|in\\s+one)\\s+${noun}\\b`,
    // "person-weeks of forty (40) hours"
    `\\b${noun}\\s*(?:\\(|of|at)\\s*(${NUMBER})\\s*(?:hours|hrs)\\b`,
  ];
  for (const p of patterns) {
    const m = context.match(new RegExp(p, 'i'));
    const value = m?.[1] ? parseNumber(m[1]) : Number.NaN;
    if (value > 0 && value <= (unit === 'day' ? 24 : unit === 'week' ? 80 : 250)) return value;
  }
  return DEFAULT_HOURS[unit];
}

/**
 * The hours each number under a header stands for: the hours of its unit of person-time
 * (see `personTimeHours`), 1 for any other header.
 * @example
 * hoursPerUnit('Person-weeks', 'A person-week is forty (40) hours.') // 40
 * hoursPerUnit('Hours', '') // 1
 */
export function hoursPerUnit(label: string, context: string): number {
  const unit = personTimeUnit(label);
  return unit ? personTimeHours(unit, context) : 1;
}
