/**
 * Calendar dates as plain numbers (no clock, no time zone): pricing only needs whole months.
 * @example
 * const d: CalendarDate = { year: 2026, month: 10, day: 1 };
 */
export interface CalendarDate {
  year: number;
  /** 1-12. */
  month: number;
  /** 1-31. */
  day: number;
}

/**
 * Reads YYYY-MM-DD. Throws on anything else (schemas validate dates before they get here).
 * @example
 * parseIsoDate('2026-10-01') // { year: 2026, month: 10, day: 1 }
 */
export function parseIsoDate(text: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`Expected a date as YYYY-MM-DD; received ${JSON.stringify(text)}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * Writes YYYY-MM-DD.
 * @example
 * formatIsoDate({ year: 2027, month: 4, day: 1 }) // '2027-04-01'
 */
export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/**
 * The same day of the month `months` later (a day past the month's end is clipped to it).
 * @example
 * addMonths({ year: 2026, month: 10, day: 1 }, 12) // { year: 2027, month: 10, day: 1 }
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const whole = Math.trunc(months);
  const index = date.year * 12 + (date.month - 1) + whole;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}

/**
 * Whole months from `from` to `to` (a month counts once its day is reached); negative when
 * `to` is earlier.
 * @example
 * wholeMonthsBetween(parseIsoDate('2026-01-15'), parseIsoDate('2027-01-14')) // 11
 */
export function wholeMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  if (months > 0 && to.day < from.day) return months - 1;
  if (months < 0 && to.day > from.day) return months + 1;
  return months;
}
