import { CALC_DATA_DATE, CALC_FAMILIES, CALC_SOURCE, type CalcFamily } from './data/calc-rates';
import { parseIsoDate, wholeMonthsBetween } from './dates';
import { Dec, money, plain, toCents, usd } from './money';
import type { DecimalInput } from './schemas';
import { titleKey } from './title-key';

/**
 * The escalation benchmarks are brought forward at when the caller states none: 3% a year,
 * about the long-run rise of US private-industry wages and salaries; state your own.
 * @example
 * BENCHMARK_ESCALATION_PERCENT // 3
 */
export const BENCHMARK_ESCALATION_PERCENT = 3;

/**
 * A benchmark family matching a labour category, its 25th/50th/75th percentile ceiling rates
 * as of the data and escalated to `asOf`, and what the figures are worth (source, age, rate).
 * @example
 * const m: BenchmarkMatch = benchmarkRates('Senior Program Manager', { asOf: '2026-11-25' })[0]!;
 * m.label // 'GSA CALC, IT Schedule 70 ceiling rates ... of 2016-03-18, 10.7 years old, escalated 3% a year to 2026-11-25'
 */
export interface BenchmarkMatch {
  title: string;
  /** Rates behind the percentiles. */
  rows: number;
  /** 1 for the same family; less for a near one (shared words / all words). */
  score: number;
  education: string;
  experienceYears: { min: number | null; median: number | null; max: number | null };
  source: string;
  dataDate: string;
  asOf: string;
  ageYears: number;
  escalationPercent: string;
  atDataDate: { p25: string; p50: string; p75: string };
  escalated: { p25: string; p50: string; p75: string };
  math: string;
  label: string;
}

/**
 * Options of benchmarkRates. `asOf` is today's date from the caller (core has no clock).
 * @example
 * const o: BenchmarkOptions = { asOf: '2026-11-25', escalationPercent: 3.5, limit: 3 };
 */
export interface BenchmarkOptions {
  asOf: string;
  /** Percent a year; default BENCHMARK_ESCALATION_PERCENT. */
  escalationPercent?: DecimalInput;
  /** Most matches returned; default 3. */
  limit?: number;
}

let index: { key: string; words: string[]; family: CalcFamily }[] | null = null;
function families() {
  index ??= CALC_FAMILIES.map((family) => {
    const key = titleKey(family[0]);
    return { key, words: key.split(' '), family };
  });
  return index;
}

/** Shared words / all words; only for the same job noun (the last word) unless `anyNoun`. */
function score(query: string[], words: string[], anyNoun: boolean): number {
  const sameNoun = query[query.length - 1] === words[words.length - 1];
  if (!sameNoun && !anyNoun) return 0;
  const shared = words.filter((w) => query.includes(w)).length;
  if (!sameNoun && shared < 2) return 0;
  return shared / new Set([...query, ...words]).size;
}

function best(query: string[], anyNoun: boolean) {
  return families()
    .map((entry) => ({ entry, score: score(query, entry.words, anyNoun) }))
    .filter((m) => m.score >= 0.5)
    .sort((a, b) => b.score - a.score || b.entry.family[1] - a.entry.family[1]);
}

/**
 * GSA CALC benchmark rates for a labour category: the same family first (levels ignored:
 * 'Senior Program Manager III' is a Program Manager), else families with the same job noun
 * sharing at least half the words, else families sharing two words and half of all words
 * ('Help Desk Technician' -> Help Desk Specialist); percentiles escalated to `asOf` by whole months at the
 * stated rate and labelled with the data's age. Empty when nothing matches.
 * @example
 * benchmarkRates('Program Manager', { asOf: '2026-11-25' })[0]?.escalated.p50 // '176.61' (128.85 x 1.03^(128/12))
 */
export function benchmarkRates(lcatTitle: string, options: BenchmarkOptions): BenchmarkMatch[] {
  const query = titleKey(lcatTitle).split(' ').filter(Boolean);
  if (query.length === 0) return [];
  const percent = new Dec(options.escalationPercent ?? BENCHMARK_ESCALATION_PERCENT);
  const months = Math.max(0, wholeMonthsBetween(parseIsoDate(CALC_DATA_DATE), parseIsoDate(options.asOf)));
  const years = new Dec(months).div(12);
  const step = percent.div(100).plus(1);
  const factor = step.pow(years);
  const ageYears = Math.round((months / 12) * 10) / 10;
  const label = `${CALC_SOURCE} of ${CALC_DATA_DATE}, ${ageYears} years old, escalated ${plain(percent)}% a year to ${options.asOf}`;
  const sameNoun = best(query, false);
  return (sameNoun.length > 0 ? sameNoun : best(query, true))
    .slice(0, options.limit ?? 3)
    .map(({ entry, score: s }) => {
      const [title, rows, p25, p50, p75, education, min, median, max] = entry.family;
      const up = (rate: number) => toCents(new Dec(rate).times(factor));
      const p50Up = up(p50);
      return {
        title,
        rows,
        score: Math.round(s * 100) / 100,
        education,
        experienceYears: { min, median, max },
        source: CALC_SOURCE,
        dataDate: CALC_DATA_DATE,
        asOf: options.asOf,
        ageYears,
        escalationPercent: percent.toString(),
        atDataDate: { p25: money(new Dec(p25)), p50: money(new Dec(p50)), p75: money(new Dec(p75)) },
        escalated: { p25: money(up(p25)), p50: money(p50Up), p75: money(up(p75)) },
        math: `median ${usd(new Dec(p50))} x ${plain(step)}^(${months}/12) = ${usd(p50Up)}`,
        label,
      };
    });
}

/**
 * Where a burdened hourly rate falls against a benchmark's escalated 25th-75th percentile range.
 * @example
 * flagRate('250.00', match) // { status: 'above', message: '$250.00 is above the 75th percentile ($238.59) of 125 Program Manager rates (...)' }
 */
export function flagRate(
  burdenedRate: DecimalInput,
  benchmark: BenchmarkMatch,
): { status: 'below' | 'within' | 'above'; message: string } {
  const rate = new Dec(burdenedRate);
  const { p25, p75 } = benchmark.escalated;
  const of = `of ${benchmark.rows} ${benchmark.title} rates (${benchmark.label})`;
  if (rate.lessThan(p25)) {
    return {
      status: 'below',
      message: `${usd(rate)} is below the 25th percentile (${usd(new Dec(p25))}) ${of}.`,
    };
  }
  if (rate.greaterThan(p75)) {
    return {
      status: 'above',
      message: `${usd(rate)} is above the 75th percentile (${usd(new Dec(p75))}) ${of}.`,
    };
  }
  return {
    status: 'within',
    message: `${usd(rate)} is within the 25th-75th percentiles (${usd(new Dec(p25))}-${usd(new Dec(p75))}) ${of}.`,
  };
}
