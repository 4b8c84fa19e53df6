import { MONTH_NAMES } from '../facts/dates';
import { NUMBER, parseNumber, SMALL_NUMBER_WORDS } from '../facts/numbers';

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY = String.raw`(?:[ \t]+(?<DAY>\d{1,2})(?:st|nd|rd|th)?)?`;
// "November 1 through March 31", "from June to August", "May - September": months without a
// year; a span followed by a year ("October 1, 2027 through June 30, 2028") is a period of
// performance, not a season.
// The day may also come first ("1 June through 30 September", as the military and many
// agencies write dates).
const LEAD = (name: string) => String.raw`(?:\b(?<${name}>\d{1,2})[ \t]+)?`;
const SPAN = new RegExp(
  String.raw`${LEAD('fromLead')}\b(?<from>${MONTH})${DAY.replace('DAY', 'fromDay')}[ \t]*(?:through|thru|to|until|[-–])[ \t]*${LEAD('toLead')}(?<to>${MONTH})${DAY.replace('DAY', 'toDay')}\b(?![ \t]*,?[ \t]*\d{4})`,
  'i',
);

const monthIndex = (name: string) =>
  MONTH_NAMES.findIndex((m) => m.toLowerCase().startsWith(name.slice(0, 3).toLowerCase()));

/** A season: the span as the document writes it and the months of each year it covers. */
export interface Season {
  span: string;
  /** The month it starts in, 0 for January; -1 for a season stated only by its length in weeks. */
  from: number;
  months: number;
  /**
   * Its length in weeks: the work weeks its clause states ("lasts eighteen (18) weeks, 1 June
   * through 5 October": 18), else counted day by day from its first to its last day ("1 June
   * through 30 September": 17.43).
   */
  weeks?: number;
  /** The weeks are the count the clause states, not the span of its dates. */
  weeksStated?: boolean;
  /** The hours a week its clause states ("forty hours a week from June through September"). */
  hoursAWeek?: number;
}

// Days in each month of a common year.
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days from (month, day) to (month, day) inclusive, wrapping over the new year. */
function spanDays(from: number, fromDay: number, to: number, toDay: number): number {
  let days = 0;
  for (let k = 0, m = from; k < 13; k++, m = (m + 1) % 12) {
    const first = k === 0 ? fromDay : 1;
    const last = m === to && (k > 0 || toDay >= fromDay) ? toDay : (MONTH_DAYS[m] ?? 30);
    days += Math.max(0, last - first + 1);
    if (m === to && (k > 0 || toDay >= fromDay)) break;
  }
  return days;
}

// "forty (40) hours a week", "40 hours per week", "40 hrs/week".
const HOURS_A_WEEK = new RegExp(
  String.raw`(?:(?<w>${NUMBER})|(?<d>\d{1,2}))[ \t-]*(?:hours?|hrs?\.?)[ \t]*(?:a|per|each|\/)[ \t]*(?:week|wk)\b`,
  'i',
);

/**
 * The hours a week a clause states, when it states them (null otherwise).
 * @example
 * hoursAWeekIn('works full time (forty hours a week) from 1 June') // 40
 */
export function hoursAWeekIn(clause: string): number | null {
  const g = clause.match(HOURS_A_WEEK)?.groups;
  if (!g) return null;
  const n = g.d ? Number(g.d) : parseNumber(g.w ?? '');
  return n > 0 && n <= 84 ? n : null;
}

/**
 * The season a clause staffs for when it names a span of months with no year ("during the
 * import season, November 1 through March 31 of each year": 5 months); null when the clause
 * names none or the span is the whole year.
 * @example
 * seasonOf('From June through August, the Contractor shall provide two (2) Lifeguards.')?.months // 3
 */
export function seasonOf(clause: string): Season | null {
  const m = clause.match(SPAN);
  const g = m?.groups;
  if (!g?.from || !g.to) return weeksSeason(clause);
  const from = monthIndex(g.from);
  const to = monthIndex(g.to);
  if (from < 0 || to < 0) return null;
  const fromDay = Number(g.fromDay ?? g.fromLead ?? 1);
  const toDay = Number(g.toDay ?? g.toLead ?? 30);
  const months = ((to - from + 12) % 12) + Math.min(30, toDay - fromDay + 1) / 30;
  const rounded = Math.round(months * 2) / 2;
  const lastDay = g.toDay ?? g.toLead;
  const days = spanDays(from, fromDay, to, lastDay ? Number(lastDay) : (MONTH_DAYS[to] ?? 30));
  const weekly = hoursAWeekIn(clause);
  // A count of work weeks the clause states beside the dates is the season's weeks; the dates say when.
  const stated = weeksSeason(clause)?.weeks;
  return rounded > 0 && rounded < 12
    ? {
        span: (m?.[0] ?? '').replace(/\s+/g, ' '),
        from,
        months: rounded,
        weeks: stated ?? Math.round((days / 7) * 100) / 100,
        ...(stated ? { weeksStated: true } : {}),
        ...(weekly ? { hoursAWeek: weekly } : {}),
      }
    : null;
}

// "a 20-week fire season", "a season of twenty (20) weeks", "the 16-week summer season", "Each
// season runs twenty (20) work weeks", "The field season lasts 18 weeks", "20 work weeks each season".
const WEEK_COUNT = (g: string) =>
  String.raw`(?:[a-z-]+[ \t]*\((?<${g}d>\d{1,2})\)|(?<${g}>\d{1,2}|${Object.keys(SMALL_NUMBER_WORDS).join('|')}))`;
const WEEKS_SEASON = new RegExp(
  [
    String.raw`\b${WEEK_COUNT('n')}[- \t]weeks?[- \t](?:[a-z]+[ \t]+){0,2}?season\b`,
    String.raw`\bseason\s+of\s+${WEEK_COUNT('m')}\s+weeks\b`,
    String.raw`\bseason\s+(?:runs|lasts|is|consists\s+of|comprises|covers|spans)\s+(?:about\s+|approximately\s+)?${WEEK_COUNT('o')}\s+(?:work(?:ing)?\s+)?weeks\b`,
    String.raw`\b${WEEK_COUNT('p')}\s+(?:work(?:ing)?\s+)?weeks\s+(?:each|every|per|a|in\s+each)\s+season\b`,
  ].join('|'),
  'i',
);

/** A season stated by its length in weeks ("a 20-week fire season"): its months, with no month it starts in (`from` is -1). */
function weeksSeason(clause: string): Season | null {
  const m = clause.match(WEEKS_SEASON);
  const g = m?.groups ?? {};
  const n = g.nd ?? g.n ?? g.md ?? g.m ?? g.od ?? g.o ?? g.pd ?? g.p;
  if (!m || !n) return null;
  const weeks = SMALL_NUMBER_WORDS[n.toLowerCase()] ?? Number(n);
  if (!(weeks > 0 && weeks < 52)) return null;
  return {
    span: m[0].replace(/\s+/g, ' '),
    from: -1,
    months: Math.round(((weeks * 12) / 52) * 1000) / 1000,
    weeks,
  };
}

/**
 * The share of a season's yearly amount that falls in a period of at most a year starting in
 * `startMonth` (0 for January): a nine-month base from October holds all of a November-March
 * season (1); null when the period is longer than a year.
 * @example
 * seasonShareIn({ span: 'June through August', from: 5, months: 3 }, 9, 8) // 0 (October-May)
 */
export function seasonShareIn(season: Season, startMonth: number, periodMonths: number): number | null {
  if (periodMonths > 12 || season.from < 0) return null;
  let inside = 0;
  for (let k = 0; k < Math.ceil(season.months); k++) {
    const month = (season.from + k) % 12;
    if ((month - startMonth + 12) % 12 < periodMonths) inside += Math.min(1, season.months - k);
  }
  return inside / season.months;
}
