import { type CalendarDate, wholeMonthsBetween } from './dates';
import { Dec, plain, toCents, usd } from './money';

/**
 * How many years of escalation a period gets: the years from the rates' date to the period's
 * start, whole years only (`whole-years`, the usual option-year step) or months / 12
 * (`fractional`). Never negative: a period that starts before the rates' date is not
 * de-escalated.
 * @example
 * escalationYears({ year: 2026, month: 1, day: 1 }, { year: 2027, month: 10, day: 1 }, 'whole-years').toString() // '1'
 */
export function escalationYears(
  ratesAsOf: CalendarDate,
  periodStart: CalendarDate,
  compounding: 'whole-years' | 'fractional',
): Dec {
  const months = Math.max(0, wholeMonthsBetween(ratesAsOf, periodStart));
  return compounding === 'whole-years' ? new Dec(Math.floor(months / 12)) : new Dec(months).div(12);
}

/**
 * A rate escalated `years` at `percent` a year, compounding: rate x (1 + percent/100)^years,
 * rounded to the cent once (not year by year), with the math written out.
 * @example
 * escalate(new Dec(100), new Dec(3), new Dec(2)) // { rate: Dec('106.09'), math: '$100.00 x 1.03^2 = $106.09' }
 */
export function escalate(rate: Dec, percent: Dec, years: Dec): { rate: Dec; factor: Dec; math: string } {
  const step = percent.div(100).plus(1);
  const factor = step.pow(years);
  const escalated = toCents(rate.times(factor));
  if (years.isZero() || percent.isZero()) {
    return { rate: escalated, factor, math: `${usd(escalated)} (not escalated)` };
  }
  return {
    rate: escalated,
    factor,
    math: `${usd(rate)} x ${plain(step)}^${plain(years)} = ${usd(escalated)}`,
  };
}
