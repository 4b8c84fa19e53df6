import type { PricedPlan } from '../pricing/types';

/**
 * The cost volume's sheet names, in the order of the workbook.
 * @example
 * COST_VOLUME_SHEETS.lines // 'Cost Volume'
 */
export const COST_VOLUME_SHEETS = {
  lines: 'Cost Volume',
  table: 'Table 15-2',
  rates: 'Rates',
  assumptions: 'Assumptions',
} as const;

/**
 * The Assumptions cells every formula reads, absolute so a pricer can change a percent there
 * and the whole workbook follows.
 * @example
 * ASSUMPTION_CELLS.fringe // 'Assumptions!$B$8'
 */
export const ASSUMPTION_CELLS = {
  escalation: 'Assumptions!$B$6',
  fringe: 'Assumptions!$B$8',
  overhead: 'Assumptions!$B$9',
  ga: 'Assumptions!$B$10',
  fee: 'Assumptions!$B$11',
} as const;

/**
 * Where each rate card entry's rate of each period sits on the Rates sheet: sheet row by
 * LCAT (as pricing matched it) and period index.
 * @example
 * rateRows(priced).get('program manager')?.[0] // 2
 */
export function rateRows(priced: PricedPlan, keyOf: (lcat: string) => string): Map<string, number[]> {
  const rows = new Map<string, number[]>();
  priced.rates.forEach((rate, i) => {
    const key = keyOf(rate.lcat);
    const list = rows.get(key) ?? [];
    list.push(RATES_FIRST_ROW + i);
    rows.set(key, list);
  });
  return rows;
}

/** The Rates sheet's first data row (row 1 is the header). */
export const RATES_FIRST_ROW = 2;

/** The burdened rate's column on the Rates sheet. */
export const RATES_BURDENED_COLUMN = 'N';

/**
 * Money as a number for a cell's cached value (the API's money strings are exact decimals;
 * a cell holds a double either way).
 * @example
 * cents('286399.20') // 286399.2
 */
export function cents(money: string | null): number {
  return money === null ? 0 : Number(money);
}

/** The number format of money cells. */
export const MONEY_FORMAT = '#,##0.00';
/** The number format of hours cells. */
export const HOURS_FORMAT = '#,##0.00';

/**
 * A sheet name quoted for a formula reference.
 * @example
 * sheetRef('Cost Volume') // "'Cost Volume'"
 */
export function sheetRef(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}
