import type { CoverageFact, Table } from '../model';

/** Days a week and a year a schedule keeps, read from a row's or a lead-in's words. */
export interface ScheduleDays {
  daysPerWeek: number;
  daysPerYear: number;
}

/** Federal holidays a year (5 U.S.C. 6103), left out when a schedule excludes holidays. */
export const FEDERAL_HOLIDAYS = 11;

const THROUGH = String.raw`\s*(?:-|–|—|through|thru|to)\s*`;
const SEVEN = new RegExp(
  String.raw`\b(?:7|seven)(?:\s*\(7\))?[- ]days?\b|\bdaily\b|\bevery ?day\b|\ball days\b|\b7\s*/\s*7\b|\b365\b|\bmon(?:day)?${THROUGH}sun(?:day)?\b|\bsun(?:day)?${THROUGH}sat(?:urday)?\b|\bincluding weekends\b`,
  'i',
);
const SIX = new RegExp(
  String.raw`\b(?:6|six)(?:\s*\(6\))?[- ]days?\b|\bmon(?:day)?${THROUGH}sat(?:urday)?\b`,
  'i',
);
const FIVE = new RegExp(
  String.raw`\b(?:5|five)(?:\s*\(5\))?[- ]days?\b|\bmon(?:day)?${THROUGH}fri(?:day)?\b|\bweekdays?\b|\bbusiness days\b|\bwork ?days\b`,
  'i',
);
const WEEKENDS = /\bweekends?\b|\bsat(?:urday)?s?\s*(?:and|&|-|–|\/)\s*sun(?:day)?s?\b/i;
const NO_HOLIDAYS =
  /\b(?:except(?:ing)?|excluding|other than|not (?:on|staffed on|including)|less)\b[^.;]{0,20}\bholidays?\b|\bno (?:federal )?holidays\b/i;

// "For pricing, assume 248 operating days a year", "about 250 service days a year", "245 testing
// days in each contract period", "operating days per year: 255": the days a year the work runs.
const OPERATING_DAYS =
  /\b(\d{2,3})\**\s+(?:service|operating|scheduled|working|open|business|testing|school|instructional)\s+days\**\s+(?:a|per|each|in\s+(?:a|each))\s+(?:contract\s+)?(?:year|period)\b|\b(?:service|operating)\s+days\s+(?:a|per)\s+year\s*(?:is|are|of|:)?\s*(?:about\s+)?(\d{2,3})\b/i;

/**
 * The days a year the documents say the work runs ("assume 248 operating days a year"), from the
 * first text that states them; undefined when none does.
 * @example
 * operatingDays(['For pricing, offerors shall assume 248 operating days a year.']) // 248
 */
export function operatingDays(texts: readonly string[]): number | undefined {
  for (const text of texts) {
    const m = text.match(OPERATING_DAYS);
    const d = Number(m?.[1] ?? m?.[2]);
    if (d >= 50 && d <= 366) return d;
  }
  return undefined;
}

/**
 * The days a schedule's words keep: every day (365 a year), six (312), Monday to Friday (260),
 * weekends only (104), less the eleven Federal holidays when the words except them. Null when
 * the words name no days.
 * @example
 * scheduleDays('Monday-Friday, except Federal holidays') // { daysPerWeek: 5, daysPerYear: 249 }
 * scheduleDays('7 days a week') // { daysPerWeek: 7, daysPerYear: 365 }
 */
export function scheduleDays(text: string): ScheduleDays | null {
  const week = SEVEN.test(text) ? 7 : SIX.test(text) ? 6 : FIVE.test(text) ? 5 : WEEKENDS.test(text) ? 2 : 0;
  if (!week) return null;
  const year = week === 7 ? 365 : week * 52;
  return {
    daysPerWeek: week,
    daysPerYear: week >= 5 && NO_HOLIDAYS.test(text) ? year - FEDERAL_HOLIDAYS : year,
  };
}

/**
 * A post a table's row states, kept on `days` for `hoursPerDay` hours: its window, 24x7 when it
 * covers every hour of every day, its days a year, marked as read from a schedule.
 * @example
 * tablePost(table, 'Gate | 24 | 7', 24, { daysPerWeek: 7, daysPerYear: 365 }, { function: 'Gate', posts: 1 }).is24x7 // true
 */
export function tablePost(
  t: Table,
  quote: string,
  hoursPerDay: number,
  days: ScheduleDays,
  post: Pick<CoverageFact, 'posts'> & Partial<CoverageFact>,
): CoverageFact {
  const is24x7 = hoursPerDay >= 24 && days.daysPerWeek === 7;
  return {
    document: t.document,
    ref: t.caption ?? t.ref,
    quote: quote.slice(0, 300),
    offset: t.start,
    label: is24x7 ? '24x7' : `${hoursPerDay} h x ${days.daysPerWeek} d`,
    hoursPerDay,
    daysPerWeek: days.daysPerWeek,
    hoursPerWeek: Math.round(hoursPerDay * days.daysPerWeek * 10) / 10,
    is24x7,
    onCall: false,
    staffed: true,
    daysPerYear: days.daysPerYear,
    scheduled: true,
    ...post,
  };
}
