import type { Quantity, SolicitationModel } from '../../solicitation/model';
import { fmt } from '../text';

const VOLUME =
  /\b(calls?|contacts?|tickets?|incidents?|service requests?|work orders?|service orders?|messages?|e-?mails?|cases?|visits?|claims?|samples?|specimens?|pages?)\b/i;
const NOT_COUNT = /\b(rate|percent|%|time|minutes?|seconds?|hours?|cost|price|\$|average|avg|speed|level)\b/i;
const MONTH = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
const PREFERRED = /\b(answered|handled|completed|resolved|closed|worked)\b/i;

const num = (cell: string | undefined) => Number((cell ?? '').replace(/[,\s$]/g, ''));
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
export function tableVolumes(model: SolicitationModel): Quantity[] {
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
      let value = total ? num(total[j]) : Number.NaN;
      if (!(value > 0) && months >= 6) {
        const monthly = t.rows.filter((r) => MONTH.test(r[0] ?? '')).map((r) => num(r[j]));
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
  return [...out.values()].map((x) => x.q);
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
