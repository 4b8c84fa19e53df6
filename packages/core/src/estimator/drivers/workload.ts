import { clip, NUM, sentences, toNumber } from '../text';
import type { CountDriver, CoverageDriver, Section } from '../types';

const UNITS =
  'users|sites|locations|tickets|incidents|service orders|work orders|trouble calls|calls|contacts|posts|labs|laboratories|systems|servers|applications|buildings|facilities|workstations|devices|employees|students|classes|courses|sessions|patients|visits|shifts|vehicles|service requests|requests|reports|panels|samples|specimens|databases|offices|acres|square feet|sq\\.? ?ft\\.?';
const COUNT_RE = new RegExp(
  `\\b(${NUM})(?:\\s*\\(\\d[\\d,]*\\))?\\s+(?:[a-z-]+\\s+)?(${UNITS})(?![a-z])(?:\\s+(?:per|a|each)\\s+(day|week|month|year))?`,
  'gi',
);
const FUNCTION_RE =
  /\b(help ?desk|service desk|operations cent(?:er|re)|network operations|security operations|console|hotline|call cent(?:er|re)|guard posts?|posts?|patrols?|control room|front desk|reception|watch)\b/i;
const WINDOWS: { re: RegExp; read: (m: RegExpMatchArray) => [number, number] }[] = [
  {
    re: /\b24\s*(?:x|\/|by)\s*7(?!\d)|24 hours\s*(?:a|per|\/)\s*day,? (?:7|seven) days\s*(?:a|per|\/)\s*week|\b(?:on duty|staffed|manned) at all times\b|\baround the clock\b/i,
    read: () => [24, 7],
  },
  { re: /\b(\d{1,2})\s*x\s*([5-7])(?!\d)/i, read: (m) => [Number(m[1]), Number(m[2])] },
  {
    re: new RegExp(
      `\\b(${NUM})\\s*(?:hours?|hrs?)\\s*(?:a|per|\\/)\\s*day,?\\s*(?:x\\s*)?(${NUM})\\s+days?\\s*(?:a|per|\\/)\\s*week`,
      'i',
    ),
    read: (m) => [toNumber(m[1] ?? ''), toNumber(m[2] ?? '')],
  },
];

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
    for (const s of sentences(section.text)) {
      if (s.length > 600) continue;
      for (const m of s.matchAll(COUNT_RE)) {
        const value = toNumber(m[1] ?? '');
        if (!(value > 0) || counts.length >= 200) continue;
        const per = m[3]?.toLowerCase() as CountDriver['per'] | undefined;
        counts.push({
          value,
          unit: (m[2] ?? '').toLowerCase(),
          ...(per ? { per } : {}),
          ref: section.ref,
          quote: clip(s, 200),
        });
      }
      // On-call response is not a staffed window.
      for (const w of /\bon[- ]call\b/i.test(s) ? [] : WINDOWS) {
        const m = s.match(w.re);
        if (!m) continue;
        const [hoursPerDay, daysPerWeek] = w.read(m);
        if (!(hoursPerDay > 0 && hoursPerDay <= 24 && daysPerWeek >= 1 && daysPerWeek <= 7)) continue;
        const fn = s.match(FUNCTION_RE)?.[1];
        coverageWindows.push({
          label: `${hoursPerDay}x${daysPerWeek}`,
          hoursPerDay,
          daysPerWeek,
          annualHours: annualHours(hoursPerDay, daysPerWeek),
          ...(fn ? { function: fn.toLowerCase() } : {}),
          posts: postCount(s),
          staffed: POSTS_RE.test(s) && ON_DUTY.test(s),
          ref: section.ref,
          quote: clip(s, 200),
        });
        break;
      }
    }
  }
  return { counts, coverageWindows };
}
