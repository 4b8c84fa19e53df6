import { PERIOD_FALLBACK_RULE, periodBreakdown } from '../plan/period-hours';
import type { PeriodOfPerformance, TaskPeriod } from '../schemas/plan';
import { addMonths, formatIsoDate, parseIsoDate } from './dates';
import { Dec, ROUNDING_POINTS } from './money';
import { type LineRate, priceLines } from './price-lines';
import { indexRateCard, periodRates } from './rate-card';
import type { Pricing } from './schemas';
import { PeriodSums, planTotals, groupTotals } from './totals';
import type { PricedPlan, PricedRate } from './types';
import { CPFF_FEE_CAP_PERCENT, WRAP_CONVENTIONS } from './wraps';

/**
 * The part of a plan pricing reads (a GeneratedPlan fits).
 * @example
 * const p: PriceablePlan = { tasks: [{ taskId: '1', lcat: 'Program Manager', hours: 1880 }] };
 */
export interface PriceablePlan {
  tasks: ReadonlyArray<{
    taskId: string;
    lcat: string;
    hours: number;
    periods?: readonly TaskPeriod[] | undefined;
    keyPersonnel?: boolean | undefined;
  }>;
  periodOfPerformance?: PeriodOfPerformance | undefined;
}

function periodsOf(plan: PriceablePlan, warnings: string[]) {
  const breakdown = periodBreakdown(plan);
  if (breakdown.names.length > 0) {
    const n = breakdown.fallbackTasks;
    if (n > 0)
      warnings.push(`${n} task${n === 1 ? ' has' : 's have'} no hours by period. ${PERIOD_FALLBACK_RULE}`);
    return breakdown;
  }
  const first = plan.periodOfPerformance?.periods[0];
  if (plan.tasks.length > 0) warnings.push(`No task has hours by period. ${PERIOD_FALLBACK_RULE}`);
  return {
    names: [first?.name ?? 'Base Period'],
    months: [first?.months ?? 12],
    perTask: plan.tasks.map((task) => [Number.isFinite(task.hours) ? task.hours : 0]),
    fallbackTasks: plan.tasks.length,
  };
}

/**
 * Prices a plan: each LCAT's direct rate escalated to each period's start and burdened per the
 * contract type (WRAP_CONVENTIONS), each line's hours by period (periodBreakdown: a task
 * without periods counts all its hours in the first period) times that rate, and totals by
 * period and overall, key personnel apart. Rounds only at ROUNDING_POINTS, so every total is
 * the exact sum of its lines. Lines whose LCAT has no rate are listed in `unpriced`.
 * Parse `pricing` with PricingSchema first.
 * @example
 * const priced = pricePlan(
 *   { tasks: [{ taskId: '1', lcat: 'Program Manager', hours: 1880 }] },
 *   PricingSchema.parse({ contractType: 'T&M', rateCard: [{ lcat: 'Program Manager', rate: '152.34', source: { kind: 'company' } }], escalation: { ratesAsOf: '2026-01-01' } }),
 * );
 * priced.lines[0]?.periods[0]?.math // '1,880 h x $152.34 = $286,399.20'
 */
export function pricePlan(plan: PriceablePlan, pricing: Pricing): PricedPlan {
  const warnings: string[] = [];
  const breakdown = periodsOf(plan, warnings);
  const names = breakdown.names;
  const start = parseIsoDate(pricing.contractStart ?? pricing.escalation.ratesAsOf);
  let elapsed = 0;
  const periods = names.map((name, i) => {
    const periodStart = addMonths(start, Math.floor(elapsed));
    elapsed += breakdown.months[i] ?? 12;
    return { name, start: periodStart, months: breakdown.months[i] ?? 12 };
  });

  const { entries, duplicates } = indexRateCard(pricing.rateCard);
  for (const lcat of duplicates)
    warnings.push(`The rate card lists ${lcat} more than once; the first rate is used.`);
  const rates: PricedRate[] = [];
  const ratesByKey = new Map<string, LineRate[]>();
  for (const [key, entry] of entries) {
    const perPeriod = periodRates(entry, pricing, periods);
    for (const r of perPeriod) rates.push(r.rate);
    ratesByKey.set(
      key,
      perPeriod.map((r) => ({ cents: r.cents, usd: r.usd, money: r.rate.burdened })),
    );
  }

  const key = new PeriodSums(names.length);
  const other = new PeriodSums(names.length);
  const { lines, unpriced } = priceLines(
    { tasks: plan.tasks, perTask: breakdown.perTask, names, ratesOf: (k) => ratesByKey.get(k) },
    key,
    other,
  );

  const convention = WRAP_CONVENTIONS[pricing.contractType];
  const feePercent = new Dec(pricing.wraps.fee.percent);
  if (pricing.contractType === 'CPFF' && feePercent.greaterThan(CPFF_FEE_CAP_PERCENT)) {
    warnings.push(
      `A CPFF fee of ${feePercent.toString()}% is over the 10% of estimated cost FAR 15.404-4(b)(4)(i) allows outside research and development (15%).`,
    );
  }
  if (unpriced.length > 0) warnings.push(`${unpriced.length} line(s) have no rate and are not priced.`);
  const totals = planTotals(PeriodSums.merge(key, other), names, convention.feeInRate ? null : feePercent);
  return {
    contractType: pricing.contractType,
    convention: `${convention.name}: ${convention.rule}`,
    periods: periods.map((p) => ({ name: p.name, start: formatIsoDate(p.start), months: p.months })),
    rates,
    lines,
    byPeriod: totals.byPeriod,
    total: totals.total,
    keyPersonnel: groupTotals(key, names),
    otherPersonnel: groupTotals(other, names),
    unpriced,
    warnings,
    rounding: ROUNDING_POINTS,
  };
}
