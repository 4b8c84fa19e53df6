import type { Quantity, SolicitationModel } from '../../solicitation/model';
import { fmt } from '../text';
import { plural } from './productivity';
import { cellAmount } from '../../solicitation/facts/numbers';

const VOLUME =
  /\b(calls?|contacts?|tickets?|incidents?|service requests?|work orders?|service orders?|messages?|e-?mails?|cases?|visits?|claims?|samples?|specimens?|pages?)\b/i;
const NOT_COUNT = /\b(rate|percent|%|time|minutes?|seconds?|hours?|cost|price|\$|average|avg|speed|level)\b/i;
const MONTH = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
const PREFERRED = /\b(answered|handled|completed|resolved|closed|worked)\b/i;

const singular = (w: string) =>
  w
    .toLowerCase()
    .replace(/^e-?mails?$/, 'e-mail')
    .replace(/ies$/, 'y')
    .replace(/s$/, '');

/**
 * Yearly volumes stated as a workload table (a row per month, or a total row of a table said to
 * be annual): one quantity per counted noun, the column of work done ('answered', 'completed')
 * preferred over work offered. The readers bind numbers in sentences; these come from tables.
 * @example
 * tableVolumes(model) // [{ value: 426110, noun: 'call', per: 'year', quote: '2.4 Workload: Calls answered, total 426,110', ... }]
 */
export function tableVolumes(model: SolicitationModel): SiteQuantity[] {
  const out = new Map<string, { q: Quantity; preferred: boolean }>();
  for (const t of model.tables) {
    const months = t.rows.filter((r) => MONTH.test(r[0] ?? '')).length;
    const total = t.rows.find((r) => /^\s*(grand\s+)?total\b/i.test(r[0] ?? ''));
    const annual =
      months >= 6 ||
      /\b(annual|per year|yearly|fiscal year|FY ?\d{2})\b/i.test(`${t.caption ?? ''} ${t.header.join(' ')}`);
    if (!annual) continue;
    t.header.forEach((h, j) => {
      const noun = h.match(VOLUME)?.[1];
      if (!noun || NOT_COUNT.test(h) || j === 0) return;
      let value = total ? cellAmount(total[j]) : Number.NaN;
      if (!(value > 0) && months >= 6) {
        const monthly = t.rows.filter((r) => MONTH.test(r[0] ?? '')).map((r) => cellAmount(r[j]));
        if (monthly.every((v) => v >= 0)) value = (monthly.reduce((s, v) => s + v, 0) * 12) / monthly.length;
      }
      if (!(value > 0)) return;
      const key = singular(noun);
      const preferred = PREFERRED.test(h);
      const prior = out.get(key);
      if (prior && (prior.preferred || (!preferred && prior.q.value >= value))) return;
      out.set(key, {
        preferred,
        q: {
          document: t.document,
          ref: t.ref,
          quote: `${t.caption ?? t.ref}: ${h}, ${total ? 'total' : 'months summed'} ${fmt(Math.round(value))}`,
          value: Math.round(value),
          noun: key,
          per: 'year',
        },
      });
    });
  }
  return [...out.values()].map((x) => x.q).concat(dailyTableVolumes(model));
}

/** Items counted a day in a table by site or shift: meals, trips, riders, meals served. */
const DAILY_NOUN = /\b(meals?|trips?|riders?|passengers?|boardings?|deliveries|delivery|pickups?)\b/i;
const PER_DAY = /\b(per|a|each)\s+day\b|\bdaily\b|\/\s*day\b/i;
const DAYS_A_YEAR =
  /\bdays?\b.*\b(per|a|each)\s+(year|yr|annum)\b|\bdays?\s*\/\s*(year|yr)\b|\b(annual|yearly)\b.*\bdays?\b|\b(service|operating)\s+days\b/i;

/**
 * Yearly volumes of a table that counts items a day by row (a site, a day type) with a column of
 * the days a year each row applies: the rows' daily total x their days, summed. The daily column
 * is the one headed 'total' (or the only count column when there is one).
 * @example
 * // | Site | Day type | Breakfast | Lunch | Total per day | Days per year |  (caption: 'Meals served per day')
 * // | North Hall | Weekday | 100 | 200 | 300 | 250 |
 * // | North Hall | Weekend | - | 80 | 80 | 115 |
 * dailyTableVolumes(model) // [{ value: 84200, noun: 'meal', per: 'year', ... }]
 */
/** A yearly volume of one site, when a table gives the volume site by site. */
export type SiteQuantity = Quantity & { site?: string };

export function dailyTableVolumes(model: SolicitationModel): SiteQuantity[] {
  const out: SiteQuantity[] = [];
  const seen = new Set<string>();
  for (const t of model.tables) {
    // A table without a caption is named by the heading of the section it sits in.
    const title = t.caption ?? model.sections.find((x) => x.id === t.sectionId)?.title ?? '';
    const where = `${title} ${t.header.join(' ')}`;
    const noun = where.match(DAILY_NOUN)?.[1];
    if (!noun || !PER_DAY.test(where)) continue;
    const days = t.header.findIndex((h) => DAYS_A_YEAR.test(h));
    if (days < 1) continue;
    let daily = t.header.findIndex((h, j) => j !== days && /\btotal\b/i.test(h));
    if (daily < 0) {
      const counts = t.header
        .map((_h, j) => j)
        .filter((j) => j > 0 && j !== days && t.rows.some((r) => cellAmount(r[j]) > 0));
      if (counts.length !== 1) continue;
      daily = counts[0] as number;
    }
    const key = singular(noun);
    if (seen.has(key)) continue;
    // Rows add up by their first cell (a site with a weekday and a weekend row is one site).
    const bySite = new Map<string, { value: number; rows: number }>();
    for (const r of t.rows) {
      const name = (r[0] ?? '').trim();
      if (/^(grand\s+)?total\b/i.test(name)) continue;
      const d = cellAmount(r[days]);
      const v = cellAmount(r[daily]);
      if (!(d > 0 && d <= 366 && v > 0)) continue;
      const prior = bySite.get(name) ?? { value: 0, rows: 0 };
      bySite.set(name, { value: prior.value + v * d, rows: prior.rows + 1 });
    }
    const value = [...bySite.values()].reduce((s, x) => s + x.value, 0);
    if (!(value > 0)) continue;
    seen.add(key);
    const head = `${title || t.ref}: ${t.header[daily]} x ${t.header[days]}`;
    // A first column of names (not numbers, not one repeated name) is a list of sites.
    const sites = [...bySite.keys()];
    const named = sites.length >= 2 && sites.every((n) => /[a-z]{2}/i.test(n) && !/^\d/.test(n));
    const base = { document: t.document, ref: t.ref, noun: key, per: 'year' as const };
    if (!named) {
      out.push({
        ...base,
        quote: `${head}, summed over ${t.rows.length} rows: ${fmt(Math.round(value))} ${plural(key)} a year`,
        value: Math.round(value),
      });
      continue;
    }
    for (const [site, x] of bySite)
      out.push({
        ...base,
        site,
        quote: `${head}, ${site} (${x.rows} row${x.rows === 1 ? '' : 's'}): ${fmt(Math.round(x.value))} ${plural(key)} a year of ${fmt(Math.round(value))} in all`,
        value: Math.round(x.value),
      });
  }
  return out;
}

/**
 * Minutes a stated handle time gives one item of `noun` (talk and after-call work added:
 * "7.2 minutes of talk and hold time plus 1.5 minutes of after-call work" is 8.7), read from the
 * documents' sentences; undefined when none is stated.
 * @example
 * handleMinutes(['Average handle time for answered calls was 7.2 minutes plus 1.5 minutes of after-call work.'], 'call') // 8.7
 */
export function handleMinutes(texts: readonly string[], noun: string): number | undefined {
  const nounRe = new RegExp(`\\b${noun.replace(/-/g, '[- ]?')}s?\\b`, 'i');
  for (const text of texts) {
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z])|\n+/)) {
      if (!nounRe.test(sentence) || !/\b(handle|handling|took|takes|average)\b/i.test(sentence)) continue;
      const minutes = [...sentence.matchAll(/(\d+(?:\.\d+)?)\s*minutes?\b/gi)].map((m) => Number(m[1]));
      const sum = minutes.filter((m) => m > 0 && m < 120).reduce((s, m) => s + m, 0);
      if (sum > 0) return Math.round(sum * 100) / 100;
    }
  }
  return undefined;
}
