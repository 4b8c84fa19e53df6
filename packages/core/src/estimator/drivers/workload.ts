import { clip, fmt, NUM, sectionSentences, toNumber } from '../text';
import type { CountDriver, CoverageDriver, Section } from '../types';

const UNITS =
  'users|sites|locations|tickets|incidents|service orders|work orders|trouble calls|calls|contacts|posts|labs|laboratories|systems|servers|applications|buildings|facilities|workstations|devices|employees|students|classes|courses|sessions|patients|visits|shifts|vehicles|service requests|requests|reports|panels|samples|specimens|databases|offices|acres|square feet|sq\\.? ?ft\\.?';
const COUNT_RE = new RegExp(
  `\\b(${NUM})(?:\\s*\\(\\d[\\d,]*\\))?\\s+(?:[a-z-]+\\s+)?(${UNITS})(?![a-z])(?:\\s+(?:per|a|each|every)\\s+(day|week|month|year)|\\s+(daily|weekly|monthly|annually|yearly))?`,
  'gi',
);
const ADVERB_PER: Record<string, string> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  annually: 'year',
  yearly: 'year',
};
const FUNCTION_RE =
  /\b(help ?desk|service desk|operations cent(?:er|re)|network operations|security operations|console|hotline|call cent(?:er|re)|guard posts?|posts?|patrols?|control room|front desk|reception|watch)\b/i;
/** Days a week a sentence names: "Monday through Friday" = 5, "seven days a week" = 7; 0 when none. */
function daysNamed(s: string): number {
  const span = s
    .match(/\bmonday\s*(?:through|thru|to|-|–)\s*(friday|saturday|sunday)\b/i)?.[1]
    ?.toLowerCase();
  if (span) return { friday: 5, saturday: 6, sunday: 7 }[span] ?? 0;
  return /\b(seven|7) days\b|\bdaily\b|\bevery day\b|\bsunday\s*(?:through|to|-)\s*saturday\b/i.test(s)
    ? 7
    : 0;
}

function clock(hour: string, minutes: string | undefined, half: string): number {
  return (Number(hour) % 12) + (/p/i.test(half) ? 12 : 0) + Number(minutes ?? 0) / 60;
}

const WINDOWS: { re: RegExp; read: (m: RegExpMatchArray, s: string) => [number, number] }[] = [
  {
    re: /\b24\s*(?:x|\/|by)\s*7(?!\d)|24 hours\s*(?:a|per|\/)\s*day,? (?:7|seven) days\s*(?:a|per|\/)\s*week|\b(?:on duty|staffed|manned) at all times\b|\baround the clock\b/gi,
    read: () => [24, 7],
  },
  { re: /\b(\d{1,2})\s*x\s*([5-7])(?!\d)/gi, read: (m) => [Number(m[1]), Number(m[2])] },
  {
    re: new RegExp(
      `\\b(${NUM})\\s*(?:hours?|hrs?)\\s*(?:a|per|\\/)\\s*day,?\\s*(?:x\\s*)?(${NUM})\\s+days?\\s*(?:a|per|\\/)\\s*week`,
      'gi',
    ),
    read: (m) => [toNumber(m[1] ?? ''), toNumber(m[2] ?? '')],
  },
  {
    // Hours of operation: "Monday through Friday, 6:00 a.m. to 10:00 p.m." = 16 x 5.
    re: /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\.?\s*(?:to|-|–|until|through)\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?/gi,
    read: (m, s) => {
      const from = clock(m[1] ?? '', m[2], m[3] ?? '');
      let to = clock(m[4] ?? '', m[5], m[6] ?? '');
      if (to <= from) to += 24;
      return [Math.round((to - from) * 100) / 100, daysNamed(s)];
    },
  },
];

/**
 * Coverage windows of one sentence, each with the part of the sentence it belongs to: the
 * whole sentence when it has one window, else the text since the previous window (a schedule
 * of posts flattened into one line).
 */
function windowsIn(s: string): { hoursPerDay: number; daysPerWeek: number; segment: string }[] {
  const found: { at: number; end: number; hours: [number, number] }[] = [];
  for (const w of WINDOWS) {
    for (const m of s.matchAll(w.re)) {
      const at = m.index ?? 0;
      if (found.some((f) => at < f.end && at + m[0].length > f.at)) continue;
      found.push({ at, end: at + m[0].length, hours: w.read(m, s) });
    }
  }
  found.sort((a, b) => a.at - b.at);
  return found.map((f, i) => ({
    hoursPerDay: f.hours[0],
    daysPerWeek: f.hours[1],
    segment:
      found.length === 1
        ? s
        : s.slice(i === 0 ? 0 : (found[i - 1]?.end ?? 0), i === found.length - 1 ? s.length : f.end),
  }));
}

const POSTS_RE = new RegExp(
  `\\b(${NUM})(?:\\s*\\(\\d+\\))?\\s+(?:[a-z-]+\\s+){0,3}(?:posts|guards|officers|positions|stations|agents|technicians|personnel|operators|staff|people)\\b`,
  'i',
);
// The sentence says how many people are on duty: the posts are stated, not assumed.
const ON_DUTY = /\b(on duty|at all times|posts?\b|minimum of)/i;

/**
 * Number of posts a coverage sentence names ("two (2) guards", "3 posts"); one when it names none.
 * @example
 * postCount('Staff three (3) guard posts 24x7.') // 3
 */
export function postCount(sentence: string): number {
  const n = toNumber(sentence.match(POSTS_RE)?.[1] ?? '1');
  return n >= 1 && n <= 50 ? n : 1;
}

/**
 * Annual hours of a coverage window: 24x7 = 8,760 (365 days), otherwise hours a day x days a
 * week x 52 weeks (8x5 = 2,080).
 * @example
 * annualHours(24, 7) // 8760
 */
export function annualHours(hoursPerDay: number, daysPerWeek: number): number {
  return daysPerWeek === 7 ? hoursPerDay * 365 : hoursPerDay * daysPerWeek * 52;
}

/**
 * Counts with units ("1,200 users", "50 tickets per month") and coverage windows (24x7, 8x5,
 * "16 hours a day, 5 days a week") with the staffed function they apply to.
 * @example
 * extractWorkload([{ ref: 'C.4', title: 'Help desk', text: 'The help desk shall operate 24x7 for 1,200 users.', document: 'pws', start: 0 }]).coverageWindows[0]?.annualHours // 8760
 */
export function extractWorkload(sections: Section[]): {
  counts: CountDriver[];
  coverageWindows: CoverageDriver[];
} {
  const counts: CountDriver[] = [];
  const coverageWindows: CoverageDriver[] = [];
  for (const section of sections) {
    if (!/\d|hours/.test(section.text)) continue;
    for (const s of sectionSentences(section)) {
      if (s.length > 600) continue;
      for (const m of s.matchAll(COUNT_RE)) {
        const value = toNumber(m[1] ?? '');
        if (!(value > 0) || counts.length >= 200) continue;
        const per = (m[3] ?? ADVERB_PER[m[4]?.toLowerCase() ?? ''])?.toLowerCase() as
          | CountDriver['per']
          | undefined;
        counts.push({
          value,
          unit: (m[2] ?? '').toLowerCase(),
          ...(per ? { per } : {}),
          ref: section.ref,
          quote: clip(s, 200),
        });
      }
      // On-call response is not a staffed window.
      if (/\bon[- ]call\b/i.test(s)) continue;
      for (const { hoursPerDay, daysPerWeek, segment } of windowsIn(s)) {
        if (!(hoursPerDay > 0 && hoursPerDay <= 24 && daysPerWeek >= 1 && daysPerWeek <= 7)) continue;
        const fn = segment.match(FUNCTION_RE)?.[1] ?? s.match(FUNCTION_RE)?.[1];
        coverageWindows.push({
          label: `${fmt(hoursPerDay)}x${daysPerWeek}`,
          hoursPerDay,
          daysPerWeek,
          annualHours: annualHours(hoursPerDay, daysPerWeek),
          ...(fn ? { function: fn.toLowerCase() } : {}),
          posts: postCount(segment),
          staffed: POSTS_RE.test(segment) && ON_DUTY.test(segment),
          ref: section.ref,
          quote: clip(segment, 200),
        });
      }
    }
  }
  return { counts, coverageWindows };
}
