/**
 * @staffplan/core/pricing: from hours to price, pure and exact (issue 14).
 *
 * - pricePlan(plan, PricingSchema.parse(input)) -> PricedPlan: rates per LCAT and period, cost
 *   per line and period, totals by period and overall, key personnel apart, math as text.
 * - WRAP_CONVENTIONS: where fee/profit sits per contract type; ROUNDING_POINTS: where it rounds.
 * - benchmarkRates / flagRate / fteBought: GSA CALC percentiles with their date and age.
 * - rateCardFromRows: a rate card from the rows of a CSV or sheet.
 */
export {
  BENCHMARK_ESCALATION_PERCENT,
  type BenchmarkMatch,
  type BenchmarkOptions,
  benchmarkRates,
  flagRate,
} from './benchmark';
export { CALC_DATA_DATE, CALC_SOURCE } from './data/calc-rates';
export { rowsFromCsv } from './csv-rows';
export { rowsFromXlsx } from './xlsx-rows';
export { addMonths, type CalendarDate, formatIsoDate, parseIsoDate, wholeMonthsBetween } from './dates';
export { escalate, escalationYears } from './escalation';
export { fteBought } from './fte-bought';
export { Dec, money, ROUNDING_POINTS, toCents, usd } from './money';
export { type PriceablePlan, pricePlan } from './price-plan';
export { type BenchmarkFlag, type PricingReview, type ReviewOptions, reviewPricing } from './pricing-review';
export { indexRateCard, lcatKey, periodRates, rateSourceLabel } from './rate-card';
export { type RateCardImport, rateCardFromRows, readAmount } from './rate-card-import';
export * from './schemas';
export { titleKey } from './title-key';
export * from './types';
export { type BurdenedRate, burden, CPFF_FEE_CAP_PERCENT, WRAP_CONVENTIONS } from './wraps';
