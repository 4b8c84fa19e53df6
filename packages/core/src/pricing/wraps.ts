import { Dec, percentText, toCents, usd, usdExact } from './money';
import type { ContractType, WrapRates } from './schemas';

/**
 * The standard conventions each contract type follows, in words a pricer can check. The wraps
 * always compound in one order: fringe on direct labour, overhead on direct labour plus
 * fringe (or direct labour alone), G&A on total cost input (direct + fringe + overhead, or
 * direct labour alone), then fee or profit on total cost.
 * @example
 * WRAP_CONVENTIONS.CPFF.feeInRate // false
 */
export const WRAP_CONVENTIONS: Record<
  ContractType,
  { name: string; feeLabel: 'profit' | 'fee'; feeInRate: boolean; rule: string }
> = {
  FFP: {
    name: 'Firm-fixed-price (FAR 16.202)',
    feeLabel: 'profit',
    feeInRate: true,
    rule: 'Price = total cost + profit. Each labour category is priced at a fully burdened rate: direct labour -> fringe -> overhead -> G&A -> profit on total cost.',
  },
  'T&M': {
    name: 'Time-and-materials / labour-hour (FAR 16.601, 16.602)',
    feeLabel: 'profit',
    feeInRate: true,
    rule: 'Fixed, fully burdened hourly rates that include wages, fringe, overhead, G&A and profit (FAR 16.601(b)(1)); the rate is the billing rate, so it is rounded to the cent before it multiplies the hours.',
  },
  CPFF: {
    name: 'Cost-plus-fixed-fee (FAR 16.306)',
    feeLabel: 'fee',
    feeInRate: false,
    rule: 'Rates carry cost only (direct labour -> fringe -> overhead -> G&A). The fixed fee is a dollar amount set as a percent of total estimated cost, excluding fee, per period; FAR 15.404-4(b)(4)(i) caps it at 10% of estimated cost (15% for experimental, developmental or research work).',
  },
};

/** Largest CPFF fee the FAR allows outside research and development, percent of estimated cost. */
export const CPFF_FEE_CAP_PERCENT = 10;

/**
 * A labour category's direct rate through the wraps, every step in dollars per hour (not
 * rounded), the burdened rate rounded to the cent, and the chain written out.
 * @example
 * const b: BurdenedRate = burden(new Dec(100), { fringe: { percent: 30, base: 'direct-labor' }, overhead: { percent: 10, base: 'direct-labor-plus-fringe' }, ga: { percent: 12, base: 'total-cost-input' }, fee: { percent: 8, base: 'total-cost' } }, 'FFP');
 * b.rate.toFixed(2) // '172.97'
 */
export interface BurdenedRate {
  direct: Dec;
  fringe: Dec;
  overhead: Dec;
  ga: Dec;
  /** Profit in the rate (FFP, T&M); zero for CPFF, whose fee is priced per period. */
  fee: Dec;
  /** Direct + fringe + overhead + G&A (+ profit where it sits in the rate), rounded to the cent. */
  rate: Dec;
  math: string;
}

const d = (value: number | string) => new Dec(value);

/**
 * Burdens a direct hourly rate per WRAP_CONVENTIONS. A wage determination's health and welfare
 * (dollars per hour) joins the fringe step; the fringe percent applies to the wage alone.
 * @example
 * burden(new Dec(100), wraps, 'T&M').math // '$100.00 direct + $30.00 fringe (30% of direct) + ... = $172.97'
 */
export function burden(
  direct: Dec,
  wraps: WrapRates,
  contractType: ContractType,
  healthWelfare: Dec = new Dec(0),
): BurdenedRate {
  const fringePct = d(wraps.fringe.percent);
  const overheadPct = d(wraps.overhead.percent);
  const gaPct = d(wraps.ga.percent);
  const feePct = d(wraps.fee.percent);
  const fringe = direct.times(fringePct).div(100).plus(healthWelfare);
  const overheadOnFringe = wraps.overhead.base === 'direct-labor-plus-fringe';
  const overheadBase = overheadOnFringe ? direct.plus(fringe) : direct;
  const overhead = overheadBase.times(overheadPct).div(100);
  const gaOnTci = wraps.ga.base === 'total-cost-input';
  const gaBase = gaOnTci ? direct.plus(fringe).plus(overhead) : direct;
  const ga = gaBase.times(gaPct).div(100);
  const cost = direct.plus(fringe).plus(overhead).plus(ga);
  const convention = WRAP_CONVENTIONS[contractType];
  const fee = convention.feeInRate ? cost.times(feePct).div(100) : new Dec(0);
  const rate = toCents(cost.plus(fee));

  const parts = [`${usd(direct)} direct`];
  if (!fringePct.isZero() || !healthWelfare.isZero()) {
    const hw = healthWelfare.isZero() ? '' : ` + ${usd(healthWelfare)} health & welfare`;
    parts.push(`${usdExact(fringe)} fringe (${percentText(fringePct)} of direct${hw})`);
  }
  if (!overheadPct.isZero()) {
    const base = overheadOnFringe ? 'direct + fringe' : 'direct';
    parts.push(
      `${usdExact(overhead)} overhead (${percentText(overheadPct)} of ${base} ${usdExact(overheadBase)})`,
    );
  }
  if (!gaPct.isZero()) {
    const base = gaOnTci ? 'total cost input' : 'direct';
    parts.push(`${usdExact(ga)} G&A (${percentText(gaPct)} of ${base} ${usdExact(gaBase)})`);
  }
  if (!fee.isZero()) {
    parts.push(
      `${usdExact(fee)} ${convention.feeLabel} (${percentText(feePct)} of total cost ${usdExact(cost)})`,
    );
  }
  const math = parts.length === 1 ? `${usd(rate)} direct, no wraps` : `${parts.join(' + ')} = ${usd(rate)}`;
  return { direct, fringe, overhead, ga, fee, rate, math };
}
