import { type BenchmarkMatch, benchmarkRates, flagRate } from './benchmark';
import { Dec, money, plain, toCents, usd } from './money';
import { type PriceablePlan, pricePlan } from './price-plan';
import { lcatKey } from './rate-card';
import type { DecimalInput, Pricing } from './schemas';
import type { PricedPlan } from './types';
import { fteBought } from './fte-bought';

/**
 * A labour category's burdened rate in the first period against its GSA CALC benchmark.
 * @example
 * const f: BenchmarkFlag = { lcat: 'Program Manager', period: 'Base Year', burdened: '250.00', match: null, status: 'no-match', message: 'No GSA CALC family matches Program Manager.' };
 */
export interface BenchmarkFlag {
  lcat: string;
  period: string;
  burdened: string;
  match: BenchmarkMatch | null;
  status: 'below' | 'within' | 'above' | 'no-match';
  message: string;
}

/**
 * Everything a pricing screen shows, computed once: the priced plan, a benchmark flag per
 * labour category, the blended rate (price / priced hours), and the FTE a budget buys.
 * @example
 * const r: PricingReview = reviewPricing(plan, pricing, { asOf: '2026-11-25' });
 */
export interface PricingReview {
  priced: PricedPlan;
  flags: BenchmarkFlag[];
  /** Total price / hours of the priced lines, to the cent; null without priced hours. */
  blendedRate: string | null;
  blendedMath: string;
  /** What the budget buys at the blended rate; null without a budget or a rate. */
  budget: { amount: string; hoursPerFte: number; fte: string; math: string } | null;
}

/**
 * Options of reviewPricing: today's date (core has no clock), a budget per year (default
 * `pricing.budget`) and the hours of one FTE-year (default the plan's, else 1,880).
 * @example
 * const o: ReviewOptions = { asOf: '2026-11-25', budget: '1400000', hoursPerFte: 1920 };
 */
export interface ReviewOptions {
  asOf: string;
  budget?: DecimalInput | undefined;
  hoursPerFte?: number | undefined;
}

// Matching a title against every CALC family is the slow part of a review; a screen reviews
// the same titles on every keystroke, so the matches are kept (the data never changes).
const MATCHES_KEPT = 5000;
const matches = new Map<string, BenchmarkMatch | null>();
function benchmarkOf(title: string, asOf: string): BenchmarkMatch | null {
  const key = `${asOf}|${title}`;
  let match = matches.get(key);
  if (match === undefined) {
    match = benchmarkRates(title, { asOf })[0] ?? null;
    if (matches.size >= MATCHES_KEPT) matches.clear();
    matches.set(key, match);
  }
  return match;
}

/**
 * Prices the plan (pricePlan) and reviews the result: each LCAT's first-period burdened rate
 * against the 25th-75th percentile of its GSA CALC family (the task's `family` when it names
 * one), the blended rate, and the FTE a budget per year buys at it. The web planner and
 * `staffplan price` both show this, so their figures are the same.
 * @example
 * reviewPricing(plan, PricingSchema.parse(input), { asOf: '2026-11-25', budget: '1400000' }).budget?.fte // '4.78'
 */
export function reviewPricing(
  plan: PriceablePlan & { hoursPerFte?: number | undefined },
  pricing: Pricing,
  options: ReviewOptions,
): PricingReview {
  const priced = pricePlan(plan, pricing);
  const families = new Map<string, string>();
  for (const task of plan.tasks as ReadonlyArray<{ lcat: string; family?: unknown }>)
    if (typeof task.family === 'string' && task.family) families.set(lcatKey(task.lcat), task.family);
  const firstPeriod = priced.periods[0]?.name;
  const used = new Set(priced.lines.filter((l) => l.priced).map((l) => lcatKey(l.lcat)));
  const flags: BenchmarkFlag[] = priced.rates
    .filter((rate) => rate.period === firstPeriod && used.has(lcatKey(rate.lcat)))
    .map((rate) => {
      const match = benchmarkOf(families.get(lcatKey(rate.lcat)) ?? rate.lcat, options.asOf);
      const base = { lcat: rate.lcat, period: rate.period, burdened: rate.burdened };
      if (!match) {
        return {
          ...base,
          match: null,
          status: 'no-match',
          message: `No GSA CALC family matches ${rate.lcat}.`,
        };
      }
      return { ...base, match, ...flagRate(rate.burdened, match) };
    });
  const pricedHours = priced.lines.filter((l) => l.priced).reduce((sum, l) => sum.plus(l.hours), new Dec(0));
  const price = new Dec(priced.total.price);
  const blended = pricedHours.isZero() ? null : toCents(price.div(pricedHours));
  const blendedMath = blended
    ? `${usd(price)} / ${plain(pricedHours)} h = ${usd(blended)}/h`
    : 'no priced hours';
  const amount = options.budget ?? pricing.budget;
  const hoursPerFte = options.hoursPerFte ?? plan.hoursPerFte ?? 1880;
  const bought = blended && amount !== undefined ? fteBought(amount, money(blended), hoursPerFte) : null;
  return {
    priced,
    flags,
    blendedRate: blended ? money(blended) : null,
    blendedMath,
    budget:
      bought && amount !== undefined
        ? { amount: money(new Dec(amount)), hoursPerFte, fte: bought.fte, math: bought.math }
        : null,
  };
}
