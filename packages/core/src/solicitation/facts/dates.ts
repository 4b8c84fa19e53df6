/** The months' names in calendar order. */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

/** A calendar date as documents write it: "January 1, 2026", "1 Jan 2026", "01/30/2026", "2026-01-30". */
export const DATE = `(?:${MONTH_NAME}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}\\s+${MONTH_NAME},?\\s+\\d{4}|\\d{1,2}/\\d{1,2}/(?:\\d{4}|\\d{2})\\b|\\d{4}-\\d{2}-\\d{2})`;

// "January 1, 2026 through ...", "between 15 July 2031 and 15 September 2031", and a start and an end said as such ("begins on 1 March 2029 and
// ends on 31 January 2030", "starting 1 May 2027, ending 30 April 2028"). The start may close an aside it was given in ("from award (anticipated 1 March 2031) through ...").
const RANGE = new RegExp(
  `(${DATE})\\)?\\s*(?:,\\s*)?(?:through|thru|to|until|till|[-–—]|(?<=\\bbetween\\s+${DATE}\\s*,?\\s*)and|(?:and\\s+)?(?:ends?|ending|concludes?|concluding|expires?|expiring|terminates?)(?:\\s+on)?|and\\s+(?:will|shall)\\s+(?:end|conclude|expire|terminate)(?:\\s+on)?)\\s*(${DATE})`,
  'gi',
);

/**
 * Reads one date to ISO (YYYY-MM-DD); null when it is not a valid date.
 * @example
 * parseDate('January 1, 2026') // '2026-01-01'
 */
export function parseDate(raw: string): string | null {
  const s = raw.trim().toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ');
  const monthOf = (name: string | undefined) =>
    MONTHS.indexOf((name ?? '').slice(0, 3) as (typeof MONTHS)[number]) + 1;
  const iso = s.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  const slash = s.match(/^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/);
  const monthFirst = s.match(/^([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/);
  const dayFirst = s.match(/^(\d{1,2}) ([a-z]+)\.? (\d{4})$/);
  let [y, m, d] = [0, 0, 0];
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (slash) {
    [m, d, y] = [Number(slash[1]), Number(slash[2]), Number(slash[3])];
    if (y < 100) y += 2000;
  } else if (monthFirst) [y, m, d] = [Number(monthFirst[3]), monthOf(monthFirst[1]), Number(monthFirst[2])];
  else if (dayFirst) [y, m, d] = [Number(dayFirst[3]), monthOf(dayFirst[2]), Number(dayFirst[1])];
  else return null;
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1950 || y > 2100) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Months from a start date to an end date, both days included, to one decimal; whole months
 * when within a few days ("January 1, 2026 through December 31, 2026" is 12).
 * @example
 * monthsBetween('2026-06-01', '2036-11-30') // 126
 */
export function monthsBetween(start: string, end: string): number {
  const a = Date.parse(`${start}T00:00:00Z`);
  const b = Date.parse(`${end}T00:00:00Z`) + 86_400_000;
  const months = (b - a) / 86_400_000 / (365.25 / 12);
  const whole = Math.round(months);
  return Math.abs(months - whole) < 0.2 ? whole : Math.round(months * 10) / 10;
}

/** A date range found in a text. */
export interface DateRange {
  startDate: string;
  endDate: string;
  months: number;
  index: number;
  end: number;
}

// A range whose year is written once, at its end: "May 1 - October 31, 2034", "1 May through
// 31 October 2034". The start takes the end's year (the year before when its month comes later:
// "November 1 - March 31, 2032" starts in 2031).
const MONTH_DAY = `(?:${MONTH_NAME}\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}\\s+${MONTH_NAME})`;
const SHARED_YEAR = new RegExp(
  `\\b(${MONTH_DAY})\\s*(?:through|thru|to|until|till|[-–—])\\s*(${MONTH_DAY}),?\\s+(\\d{4})\\b`,
  'gi',
);

/**
 * Ranges written with one year at the end ("May 1 - October 31, 2034"), outside the full ranges
 * `found`. Kept apart from `findDateRanges`: a window inside a period ("testing March 1 - April
 * 15, 2031") is written so too, so only a period's own label reads them.
 * @example
 * sharedYearRanges('Base Season: May 1 - October 31, 2034')[0]?.months // 6
 */
export function sharedYearRanges(text: string, found: readonly DateRange[] = []): DateRange[] {
  const out: DateRange[] = [];
  if (!/\d{4}/.test(text)) return out;
  SHARED_YEAR.lastIndex = 0;
  for (let m = SHARED_YEAR.exec(text); m; m = SHARED_YEAR.exec(text)) {
    const at = m.index;
    if (found.some((r) => at < r.end && at + m![0].length > r.index)) continue;
    // "1 May 2034 through ..." is a full date, not a day and month alone.
    if (/^\s*,?\s*\d{4}/.test(text.slice(at + (m[1] ?? '').length))) continue;
    const year = Number(m[3]);
    const endDate = parseDate(`${m[2]} ${year}`);
    let startDate = parseDate(`${m[1]} ${year}`);
    if (startDate && endDate && startDate >= endDate) startDate = parseDate(`${m[1]} ${year - 1}`);
    if (!startDate || !endDate || endDate <= startDate) continue;
    out.push({
      startDate,
      endDate,
      months: monthsBetween(startDate, endDate),
      index: at,
      end: at + m[0].length,
    });
  }
  return out;
}

/**
 * Every date range in a text ("January 1, 2026, through December 31, 2026", "01/30/2026-01/29/2027").
 * @example
 * findDateRanges('POP: 01/30/2026 - 01/29/2027')[0]?.months // 12
 */
export function findDateRanges(text: string): DateRange[] {
  const out: DateRange[] = [];
  RANGE.lastIndex = 0;
  for (let m = RANGE.exec(text); m; m = RANGE.exec(text)) {
    const startDate = parseDate(m[1] ?? '');
    const endDate = parseDate(m[2] ?? '');
    if (!startDate || !endDate || endDate <= startDate) continue;
    out.push({
      startDate,
      endDate,
      months: monthsBetween(startDate, endDate),
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  return out;
}
