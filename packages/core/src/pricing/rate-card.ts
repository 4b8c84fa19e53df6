import { centsOf, centsUsd } from './cents';
import { type CalendarDate, parseIsoDate } from './dates';
import { escalate, escalationYears } from './escalation';
import { Dec, money, usd } from './money';
import type { Pricing, RateCardEntry, RateSource } from './schemas';
import type { PricedRate } from './types';
import { burden } from './wraps';

/**
 * How a rate card matches a plan line's LCAT: case, spacing and surrounding blanks do not
 * count ('program  manager' finds 'Program Manager').
 * @example
 * lcatKey(' Program  Manager ') // 'program manager'
 */
export function lcatKey(lcat: string): string {
  return lcat.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Where a rate comes from, in words every surface shows the same way.
 * @example
 * rateSourceLabel({ kind: 'wage-determination', wdNumber: '2015-4281', revision: '30', healthWelfare: '5.36' })
 * // 'Wage determination 2015-4281 Rev. 30 (health & welfare $5.36/h)'
 */
export function rateSourceLabel(source: RateSource): string {
  switch (source.kind) {
    case 'company':
      return source.note ? `Company rate (${source.note})` : 'Company rate';
    case 'benchmark': {
      const percentile = source.percentile === undefined ? '' : `, ${source.percentile}th percentile`;
      return `Benchmark: ${source.reference}${percentile}, data of ${source.dataDate}`;
    }
    case 'wage-determination': {
      const revision = source.revision ? ` Rev. ${source.revision}` : '';
      return `Wage determination ${source.wdNumber}${revision} (health & welfare ${usd(new Dec(source.healthWelfare))}/h)`;
    }
  }
}

/**
 * The rate card as a lookup by lcatKey; the first entry of an LCAT wins and later duplicates
 * are reported.
 * @example
 * indexRateCard([{ lcat: 'PM', rate: 100, source: { kind: 'company' } }]).entries.get('pm')?.rate // 100
 */
export function indexRateCard(card: readonly RateCardEntry[]): {
  entries: Map<string, RateCardEntry>;
  duplicates: string[];
} {
  const entries = new Map<string, RateCardEntry>();
  const duplicates: string[] = [];
  for (const entry of card) {
    const key = lcatKey(entry.lcat);
    if (entries.has(key)) duplicates.push(entry.lcat);
    else entries.set(key, entry);
  }
  return { entries, duplicates };
}

/**
 * The rates of one rate card entry in each period: escalated from the card's date to the
 * period's start, then burdened per the contract type; `cents` and `usd` are the burdened rate
 * as each line uses and shows it.
 * @example
 * periodRates(entry, pricing, [{ name: 'Base Year', start: parseIsoDate('2026-01-01') }])[0]?.usd // '$172.97'
 */
export function periodRates(
  entry: RateCardEntry,
  pricing: Pricing,
  periods: readonly { name: string; start: CalendarDate }[],
): { rate: PricedRate; cents: number; usd: string }[] {
  const ratesAsOf = parseIsoDate(pricing.escalation.ratesAsOf);
  const percent = new Dec(entry.escalationPercent ?? pricing.escalation.percent);
  const direct = new Dec(entry.rate);
  const healthWelfare =
    entry.source.kind === 'wage-determination' ? new Dec(entry.source.healthWelfare) : new Dec(0);
  const sourceLabel = rateSourceLabel(entry.source);
  return periods.map((period) => {
    const years = escalationYears(ratesAsOf, period.start, pricing.escalation.compounding);
    const escalated = escalate(direct, percent, years);
    const burdened = burden(escalated.rate, pricing.wraps, pricing.contractType, healthWelfare);
    const rate: PricedRate = {
      lcat: entry.lcat,
      period: period.name,
      source: entry.source,
      sourceLabel,
      direct: money(direct),
      escalationPercent: percent.toString(),
      escalationYears: years.toString(),
      escalated: money(escalated.rate),
      burdened: money(burdened.rate),
      escalationMath: escalated.math,
      burdenMath: burdened.math,
    };
    const cents = centsOf(burdened.rate);
    return { rate, cents, usd: centsUsd(cents) };
  });
}
