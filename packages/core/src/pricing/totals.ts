import { addExact, centsMoney, centsOf, centsUsd, decOfCents, hundredthsText } from './cents';
import { percentText } from './money';
import type { Dec } from './money';
import type { GroupTotal, PlanTotal } from './types';

/**
 * Running sums per period for a group of lines, in integers: hours in hundredths, cost in cents
 * (see cents.ts), so they are exact.
 * @example
 * const sums = new PeriodSums(2); sums.add(0, 100, 150); // 1 h, $1.50 in the first period
 */
export class PeriodSums {
  readonly hours: number[];
  readonly cost: number[];
  readonly lines: number[];
  constructor(periods: number) {
    this.hours = new Array<number>(periods).fill(0);
    this.cost = new Array<number>(periods).fill(0);
    this.lines = new Array<number>(periods).fill(0);
  }
  /** Adds a line's figures in one period; merge checks that the sums stayed exact. */
  add(period: number, hundredths: number, cents: number): void {
    this.hours[period] = (this.hours[period] ?? 0) + hundredths;
    this.cost[period] = (this.cost[period] ?? 0) + cents;
    if (hundredths > 0) this.lines[period] = (this.lines[period] ?? 0) + 1;
  }
  /** The sums of two groups together (the plan = key personnel + the rest), checked exact. */
  static merge(a: PeriodSums, b: PeriodSums): PeriodSums {
    const out = new PeriodSums(a.cost.length);
    a.cost.forEach((_, i) => {
      out.hours[i] = addExact(a.hours[i] ?? 0, b.hours[i] ?? 0);
      out.cost[i] = addExact(a.cost[i] ?? 0, b.cost[i] ?? 0);
      out.lines[i] = (a.lines[i] ?? 0) + (b.lines[i] ?? 0);
    });
    return out;
  }
}

const total = (values: readonly number[]) => values.reduce(addExact, 0);

/**
 * A group's totals by period and overall; the overall is the sum of the periods.
 * @example
 * groupTotals(sums, ['Base Year']).total.cost // '1.50'
 */
export function groupTotals(
  sums: PeriodSums,
  names: readonly string[],
): { byPeriod: GroupTotal[]; total: GroupTotal } {
  const byPeriod = names.map((name, i) => {
    const cost = sums.cost[i] ?? 0;
    const lines = sums.lines[i] ?? 0;
    return {
      period: name,
      hours: (sums.hours[i] ?? 0) / 100,
      cost: centsMoney(cost),
      math: `sum of the ${name} cost of ${lines} line${lines === 1 ? '' : 's'} with hours = ${centsUsd(cost)}`,
    };
  });
  const cost = total(sums.cost);
  const terms = names.map((name, i) => `${centsUsd(sums.cost[i] ?? 0)} ${name}`);
  return {
    byPeriod,
    total: {
      period: 'Total',
      hours: total(sums.hours) / 100,
      cost: centsMoney(cost),
      math: terms.length === 0 ? `no periods: ${centsUsd(cost)}` : `${terms.join(' + ')} = ${centsUsd(cost)}`,
    },
  };
}

/**
 * The plan's totals: each period's cost plus, for CPFF, a fixed fee of `cpffFeePercent` of that
 * period's total estimated cost rounded to the cent; the overall sums the periods' cost, fee
 * and price, so it foots exactly.
 * @example
 * planTotals(sums, ['Base Year'], new Dec(7)).total.fee // '0.11' on a '1.50' cost
 */
export function planTotals(
  sums: PeriodSums,
  names: readonly string[],
  cpffFeePercent: Dec | null,
): { byPeriod: PlanTotal[]; total: PlanTotal } {
  const group = groupTotals(sums, names);
  const fees = names.map((_, i) =>
    cpffFeePercent
      ? centsOf(
          decOfCents(sums.cost[i] ?? 0)
            .times(cpffFeePercent)
            .div(100),
        )
      : 0,
  );
  const byPeriod = group.byPeriod.map((row, i) => {
    const cost = sums.cost[i] ?? 0;
    const fee = fees[i] ?? 0;
    const price = addExact(cost, fee);
    const feeMath = cpffFeePercent
      ? `; fixed fee ${percentText(cpffFeePercent)} x ${centsUsd(cost)} = ${centsUsd(fee)}; ${centsUsd(cost)} + ${centsUsd(fee)} = ${centsUsd(price)}`
      : '';
    return { ...row, fee: centsMoney(fee), price: centsMoney(price), math: `${row.math}${feeMath}` };
  });
  const cost = total(sums.cost);
  const fee = total(fees);
  const price = addExact(cost, fee);
  const feeMath = cpffFeePercent
    ? `; fee ${fees.map(centsUsd).join(' + ')} = ${centsUsd(fee)}; ${centsUsd(cost)} + ${centsUsd(fee)} = ${centsUsd(price)}`
    : '';
  return {
    byPeriod,
    total: {
      ...group.total,
      fee: centsMoney(fee),
      price: centsMoney(price),
      math: `${group.total.math}${feeMath} (${hundredthsText(total(sums.hours))})`,
    },
  };
}
