import { NUMBER, parseNumber } from './numbers';

/** A length of time as documents write it: "twelve (12) months", "60 calendar days", "one-year". */
export const DURATION = `(${NUMBER})(?:\\s*\\(\\s*\\d+\\s*\\))?[\\s-]*(calendar[\\s-]+|business[\\s-]+|work(?:ing)?[\\s-]+)?(days?|weeks?|months?|mos?\\b\\.?|years?|yrs?\\b\\.?)`;

const DAYS_PER_MONTH = 365.25 / 12;

/**
 * Months in a stated length of time, to one decimal ("60 calendar days" is 2, "16 weeks" 3.7,
 * "10 business days" 0.5). Business or work days count five to a week.
 * @example
 * toMonths(60, 'days') // 2
 */
export function toMonths(value: number, unit: string, business = false): number {
  const u = unit.toLowerCase();
  let months = value;
  if (u.startsWith('y')) months = value * 12;
  else if (u.startsWith('w')) months = (value * 7) / DAYS_PER_MONTH;
  else if (u.startsWith('d')) months = (business ? (value * 7) / 5 : value) / DAYS_PER_MONTH;
  return Math.round(months * 10) / 10;
}

/** A duration found in a text, with where it starts and ends. */
export interface DurationMatch {
  months: number;
  index: number;
  end: number;
  raw: string;
}

/**
 * Every duration in a text, in order.
 * @example
 * findDurations('a base period of twelve (12) months and 60 calendar days')[1]?.months // 2
 */
export function findDurations(text: string): DurationMatch[] {
  const out: DurationMatch[] = [];
  const re = new RegExp(`\\b${DURATION}`, 'gi');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const value = parseNumber(m[1] ?? '');
    if (!(value > 0) || value > 5000) continue;
    out.push({
      months: toMonths(value, m[3] ?? '', /business|work/i.test(m[2] ?? '')),
      index: m.index,
      end: m.index + m[0].length,
      raw: m[0],
    });
  }
  return out;
}

/**
 * Reads one duration phrase to months; null when it is none.
 * @example
 * parseDuration('six (6) months') // 6
 */
export function parseDuration(text: string): number | null {
  return findDurations(text)[0]?.months ?? null;
}
