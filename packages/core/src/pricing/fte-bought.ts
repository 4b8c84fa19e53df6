import { Dec, plain, usd } from './money';
import type { DecimalInput } from './schemas';

/**
 * How many full-time people a budget buys at an hourly rate: budget / (rate x hours per FTE),
 * rounded down to the hundredth (the budget must cover them). Null when the rate or the hours
 * per FTE are not positive.
 * @example
 * fteBought('1400000', '152.34', 1920) // { fte: '4.78', math: '$1,400,000.00 / ($152.34 x 1,920 h) = 4.78 FTE' }
 */
export function fteBought(
  budget: DecimalInput,
  rate: DecimalInput,
  hoursPerFte: DecimalInput,
): { fte: string; math: string } | null {
  const r = new Dec(rate);
  const h = new Dec(hoursPerFte);
  if (r.lte(0) || h.lte(0)) return null;
  const b = new Dec(budget);
  const fte = b.div(r.times(h)).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);
  return { fte, math: `${usd(b)} / (${usd(r)} x ${plain(h)} h) = ${fte} FTE` };
}
