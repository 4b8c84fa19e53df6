/** A daily window of hours and the days of the week it applies to. */
export interface TimeWindow {
  hoursPerDay: number;
  daysPerWeek: number;
  index: number;
  end: number;
}

const CLOCK =
  '(\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?\\s?m\\.?|p\\.?\\s?m\\.?)|\\d{1,2}:\\d{2}|[0-2]\\d[0-5]\\d(?:\\s*(?:hours|hrs))?|noon|midnight)';
const WINDOW = new RegExp(
  `(between\\s+(?:the\\s+hours\\s+of\\s+)?|(?:part|cfr|section|no\\.?|§)\\s*)?${CLOCK}\\s*(to|-|–|—|and|through|thru|until)\\s*${CLOCK}`,
  'gi',
);
// "from 5:00 a.m. until the last bus returns (about 8:00 p.m.)": an end set by an event, with its usual time.
const UNTIL_EVENT = new RegExp(
  `\\bfrom\\s+${CLOCK}\\s+until\\s+[^.;()\\d]{3,60}?\\(\\s*(?:about|approximately|around|roughly|usually|normally|typically)?\\s*${CLOCK}\\s*\\)`,
  'gi',
);
const DAYS: [RegExp, number][] = [
  [
    /seven(?:\s*\(7\))?[- ]days|7[- ]days|monday\s*(?:through|thru|to|-|–)\s*sunday|sunday\s*(?:through|thru|to|-|–)\s*saturday|every day|each day|daily|365 days|24\/7|7\s*\/\s*7/i,
    7,
  ],
  [/monday\s*(?:through|thru|to|-|–)\s*saturday|six(?:\s*\(6\))?[- ]days|6[- ]days/i, 6],
  [
    /monday\s*(?:through|thru|to|-|–)\s*friday|weekdays|five(?:\s*\(5\))?[- ]days|5[- ]days|business days|work ?days/i,
    5,
  ],
];

/**
 * Minutes after midnight of a clock time ("0600", "6:00 a.m.", "5:00PM", "noon"); null when not a time.
 * @example
 * clockMinutes('5:00PM') // 1020
 */
export function clockMinutes(raw: string): number | null {
  const s = raw
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/\./g, '')
    .replace(/hours|hrs/, '');
  if (s === 'noon') return 720;
  if (s === 'midnight') return 0;
  const m = s.match(/^(\d{1,2})(?::?(\d{2}))?(am|pm)?$/);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (min > 59) return null;
  if (m[3]) {
    if (h < 1 || h > 12) return null;
    if (m[3] === 'pm' && h !== 12) h += 12;
    if (m[3] === 'am' && h === 12) h = 0;
  } else if (h > 24 || (!m[2] && !/^\d{4}$/.test(s))) return null;
  return h * 60 + min;
}

/**
 * Daily hour windows in a text ("0600 and 1800 ... Monday through Friday", "9:00AM to
 * 5:00PM", "10:00am to 4:00pm"), with the days a week they cover (five unless stated).
 * @example
 * findTimeWindows('between 0600 and 1800 Eastern, Monday through Friday')[0] // { hoursPerDay: 12, daysPerWeek: 5, ... }
 */
export function findTimeWindows(text: string): TimeWindow[] {
  const out: TimeWindow[] = [];
  const days = DAYS.find(([re]) => re.test(text))?.[1] ?? 5;
  for (const m of text.matchAll(WINDOW)) {
    // "between 0900 and 1800" is a window, "Part 1910 and 1926" is not.
    if ((m[3] === 'and' && !/between/i.test(m[1] ?? '')) || /part|cfr|section|no|§/i.test(m[1] ?? ''))
      continue;
    const hoursPerDay = windowHours(m[2] ?? '', m[4] ?? '');
    if (hoursPerDay === null) continue;
    out.push({ hoursPerDay, daysPerWeek: days, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  for (const m of text.matchAll(UNTIL_EVENT)) {
    const hoursPerDay = windowHours(m[1] ?? '', m[2] ?? '');
    if (hoursPerDay === null) continue;
    out.push({ hoursPerDay, daysPerWeek: days, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}

const MERIDIEM = /[ap]\.?\s?m/i;

/**
 * Minutes of a range's start whose a.m./p.m. is written once, after the end ("3:00-11:00 p.m.",
 * "11:00 to 7:00 a.m."): the start in the half of the day that gives the shorter window, so
 * "3:00-11:00 p.m." starts at 15:00 and "9:00-5:00 p.m." stays at 9:00. A start with its own
 * a.m./p.m., past 12, or on a 24-hour clock is read as written.
 */
function sharedMeridiem(from: string, to: string): number | null {
  const a = clockMinutes(from);
  const b = clockMinutes(to);
  if (
    a === null ||
    b === null ||
    MERIDIEM.test(from) ||
    !MERIDIEM.test(to) ||
    !/^\s*\d{1,2}:\d{2}\s*$/.test(from)
  )
    return a;
  if (a < 60 || a >= 780) return a;
  const length = (start: number) => (b > start ? b - start : 1440 - start + b);
  const other = a >= 720 ? a - 720 : a + 720;
  return length(other) < length(a) ? other : a;
}

/** Hours from one clock time to another, past midnight when the end is earlier; null when not a window. */
function windowHours(from: string, to: string): number | null {
  const a = sharedMeridiem(from, to);
  const b = clockMinutes(to);
  if (a === null || b === null || a === b) return null;
  // "0001-2400" is a whole day; a window past midnight wraps ("2230-0500").
  // "10:00-3:00" without a.m./p.m. ends in the afternoon, not after midnight.
  const bare = !/[ap]\.?\s?m/i.test(to) && /:/.test(to) && b < a && b <= 720;
  const end = bare ? b + 720 : b;
  const minutes = end > a ? end - a + (a % 60 === 1 ? 1 : 0) : 1440 - a + end;
  const hoursPerDay = Math.round((minutes / 60) * 10) / 10;
  return hoursPerDay > 0 && hoursPerDay <= 24 ? hoursPerDay : null;
}
