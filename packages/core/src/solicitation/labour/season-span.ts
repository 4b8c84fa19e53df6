import { MONTH_NAMES } from '../facts/dates';
import { SMALL_NUMBER_WORDS } from '../facts/numbers';

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
  return rounded > 0 && rounded < 12
    ? { span: (m?.[0] ?? '').replace(/\s+/g, ' '), from, months: rounded }
    : null;
}

// "a 20-week fire season", "a season of twenty (20) weeks", "the 16-week summer season".
const WEEKS_SEASON = new RegExp(
  String.raw`\b(?:[a-z-]+[ \t]*\((?<nd>\d{1,2})\)|(?<n>\d{1,2}|${Object.keys(SMALL_NUMBER_WORDS).join('|')}))[- \t]weeks?[- \t](?:[a-z]+[ \t]+){0,2}?season\b|\bseason\s+of\s+(?:[a-z-]+[ \t]*\((?<md>\d{1,2})\)|(?<m>\d{1,2}|${Object.keys(SMALL_NUMBER_WORDS).join('|')}))\s+weeks\b`,
  'i',
);

/** A season stated by its length in weeks ("a 20-week fire season"): its months, with no month it starts in (`from` is -1). */
function weeksSeason(clause: string): Season | null {
  const m = clause.match(WEEKS_SEASON);
  const n = m?.groups?.nd ?? m?.groups?.n ?? m?.groups?.md ?? m?.groups?.m;
  if (!m || !n) return null;
  const weeks = SMALL_NUMBER_WORDS[n.toLowerCase()] ?? Number(n);
  if (!(weeks > 0 && weeks < 52)) return null;
  return { span: m[0].replace(/\s+/g, ' '), from: -1, months: Math.round(((weeks * 12) / 52) * 1000) / 1000 };
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
