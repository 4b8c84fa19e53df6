/** The days a schedule's column or sentence keeps: days a week, the weeks of a season, which kind. */
export interface DayType {
  daysPerWeek: number;
  /** 'weekday' is Monday to Friday, 'weekend' Saturday and Sunday, 'daily' every day. */
  kind: 'weekday' | 'weekend' | 'daily' | 'other';
  /** The words name holidays too ("Saturday, Sunday and Federal holidays"). */
  holidays: boolean;
  /** Weeks a year the days are kept, when a season counts them ("Summer season (22 weeks)"). */
  weeks?: number;
}

const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAY = String.raw`\b(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday|s|\.)?s?\b`;
const RANGE = new RegExp(`${DAY}\\s*(?:-|–|—|through|thru|to)\\s*${DAY}`, 'gi');
const SINGLE = new RegExp(DAY, 'gi');
const WEEKS = /\((\d{1,2})\s+weeks?\b|\b(\d{1,2})\s+weeks?\)|\b(\d{1,2})[- ]weeks?\s+season\b/i;

/** Days of the week a text names, ranges wrapped ("Thursday – Monday" is five). */
function namedDays(text: string): Set<number> {
  const days = new Set<number>();
  const rest = text.replace(RANGE, (_, a: string, b: string) => {
    const from = DAY_NAMES.indexOf(a.toLowerCase());
    const to = DAY_NAMES.indexOf(b.toLowerCase());
    for (let d = from; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === to) break;
    }
    return ' ';
  });
  for (const m of rest.matchAll(SINGLE)) days.add(DAY_NAMES.indexOf((m[1] ?? '').toLowerCase()));
  return days;
}

/**
 * The day type a header or phrase names: a range or list of day names ("Tue-Fri", "Sat and
 * Sun", "Thursday – Monday"), weekdays, weekends, every day, with a season's weeks when it
 * counts them; null when it names no days.
 * @example
 * dayTypeOf('Summer season (22 weeks): Wednesday – Sunday') // { daysPerWeek: 5, kind: 'other', holidays: false, weeks: 22 }
 */
export function dayTypeOf(text: string): DayType | null {
  const w = text.match(WEEKS);
  const weeks = Number(w?.[1] ?? w?.[2] ?? w?.[3]);
  const holidays = /\bholidays?\b/i.test(text);
  const extra = Number.isFinite(weeks) && weeks > 0 && weeks <= 52 ? { weeks } : {};
  // "Daily (closed Mondays)", "every day except Tuesdays and Wednesdays": the week less those days.
  const shut = text.match(
    new RegExp(`\\b(?:closed|except|other than)\\s+(?:on\\s+)?(${DAY}(?:\\s*(?:,|and|&)\\s*${DAY})*)`, 'i'),
  );
  const closed = shut ? namedDays(shut[1] ?? '') : new Set<number>();
  const days = namedDays(shut ? text.replace(shut[0], ' ') : text);
  if (/\b(?:daily|every ?day|each day|seven days|7 days|all week)\b/i.test(text) && days.size === 0) {
    if (closed.size && closed.size < 7)
      return {
        daysPerWeek: 7 - closed.size,
        kind: closed.size === 2 && closed.has(5) && closed.has(6) ? 'weekday' : 'other',
        holidays,
        ...extra,
      };
    return { daysPerWeek: 7, kind: 'daily', holidays, ...extra };
  }
  if (/\bweekdays?\b|\bbusiness days\b/i.test(text)) days.add(0).add(1).add(2).add(3).add(4);
  if (/\bweekends?\b/i.test(text)) days.add(5).add(6);
  if (days.size === 0) return null;
  const weekday = days.size === 5 && [0, 1, 2, 3, 4].every((d) => days.has(d));
  const weekend = days.size === 2 && days.has(5) && days.has(6);
  const kind = days.size === 7 ? 'daily' : weekday ? 'weekday' : weekend ? 'weekend' : 'other';
  return { daysPerWeek: days.size, kind, holidays, ...extra };
}

/** Weekday and weekend day counts a document states for pricing. */
export interface DayCounts {
  weekday?: number;
  weekend?: number;
}

const WEEKDAY_COUNT = /\b(\d{3})\s+weekdays\b/i;
const WEEKEND_COUNT =
  /\b(\d{2,3})\s+(?:weekend days|weekend and holiday days|days\s+(?:a|per|each)\s+year\s+at\s+weekend hours)\b/i;

/**
 * The weekday and weekend day counts the documents give ("assume 250 weekdays and 115 weekend
 * days and Federal holidays", "112 days a year at weekend hours"), from the first text that
 * gives each.
 * @example
 * statedDayCounts(['assume 250 weekdays and 115 weekend days']) // { weekday: 250, weekend: 115 }
 */
export function statedDayCounts(texts: readonly string[]): DayCounts {
  const out: DayCounts = {};
  for (const text of texts) {
    const a = Number(text.match(WEEKDAY_COUNT)?.[1]);
    if (out.weekday === undefined && a >= 150 && a <= 262) out.weekday = a;
    // "the 104 weekend days (112 days a year at weekend hours)": the larger count takes in the holidays.
    const b = Math.max(
      0,
      ...[...text.matchAll(new RegExp(WEEKEND_COUNT.source, 'gi'))].map((m) => Number(m[1])),
    );
    if (out.weekend === undefined && b >= 50 && b <= 125) out.weekend = b;
  }
  return out;
}

/**
 * Days a year a day type is kept: a season's weeks x its days, else the document's weekday or
 * weekend count, else 52 weeks of its days (365 every day).
 * @example
 * daysAYear({ daysPerWeek: 4, kind: 'other', holidays: false }, {}) // 208
 */
export function daysAYear(day: DayType, counts: DayCounts): number {
  if (day.weeks) return day.weeks * day.daysPerWeek;
  if (day.kind === 'weekday' && counts.weekday) return counts.weekday;
  if (day.kind === 'weekend' && counts.weekend) return counts.weekend;
  return day.daysPerWeek === 7 ? 365 : day.daysPerWeek * 52;
}
