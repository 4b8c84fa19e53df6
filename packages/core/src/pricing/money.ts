import { Decimal } from 'decimal.js';

/**
 * The decimal type pricing computes with: 40 significant digits, halves rounded up (away
 * from zero, as Excel's ROUND does), so an exported sheet recalculates to the same cents.
 * @example
 * new Dec('152.345').toDecimalPlaces(2).toFixed(2) // '152.35'
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

/**
 * Where pricing rounds, said once. Every other figure is a sum of figures already rounded,
 * so totals equal the sum of their parts exactly and are never rounded again.
 * @example
 * ROUNDING_POINTS.length // 5
 */
export const ROUNDING_POINTS = [
  'Hours are priced to the hundredth of an hour.',
  'The escalated direct rate of each labour category and period is rounded to the cent.',
  'The burdened rate (direct rate through the wrap chain) is rounded to the cent; the wrap steps in between are not rounded.',
  'The cost of each line and period (hours x burdened rate) is rounded to the cent.',
  'A cost-plus-fixed-fee fee is rounded to the cent once per period (fee % x that period’s total estimated cost).',
] as const;

/** Halves round up, as in ROUNDING_POINTS. */
const HALF_UP = Decimal.ROUND_HALF_UP;

/**
 * Rounds to the cent, halves up.
 * @example
 * toCents(new Dec('0.005')).toFixed(2) // '0.01'
 */
export function toCents(value: Dec): Dec {
  return value.toDecimalPlaces(2, HALF_UP);
}

/**
 * Rounds hours to the hundredth of an hour (the first rounding point).
 * @example
 * toHundredths(1566.6666666).toString() // '1566.67'
 */
export function toHundredths(hours: number | Dec): Dec {
  return new Dec(hours).toDecimalPlaces(2, HALF_UP);
}

/**
 * A money figure as the API carries it: a decimal string with two places ('286399.20').
 * @example
 * money(new Dec(5)) // '5.00'
 */
export function money(value: Dec): string {
  return value.toFixed(2);
}

function group(digits: string): string {
  const negative = digits.startsWith('-');
  const body = negative ? digits.slice(1) : digits;
  const [whole = '0', fraction] = body.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * Dollars for people: '$286,399.20'.
 * @example
 * usd(new Dec('286399.2')) // '$286,399.20'
 */
export function usd(value: Dec): string {
  const text = group(value.toFixed(2));
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/**
 * Dollars with every decimal a figure has, at least two ('$30.00', '$17.6748'): for the steps of
 * a calculation that is rounded only at its end.
 * @example
 * usdExact(new Dec('17.6748')) // '$17.6748'
 */
export function usdExact(value: Dec): string {
  return value.decimalPlaces() <= 2 ? usd(value) : `$${plain(value)}`;
}

/**
 * A decimal written in full with thousands separators and no trailing zeros ('1,880', '12.5').
 * @example
 * plain(new Dec('1880.50')) // '1,880.5'
 */
export function plain(value: Dec): string {
  return group(value.toString().includes('e') ? value.toFixed() : value.toString());
}

/**
 * Hours for people: '1,880 h'.
 * @example
 * hoursText(new Dec(1880)) // '1,880 h'
 */
export function hoursText(value: Dec): string {
  return `${plain(value)} h`;
}

/**
 * A percentage for people: '12.5%'.
 * @example
 * percentText(new Dec('12.50')) // '12.5%'
 */
export function percentText(percent: Dec): string {
  return `${plain(percent)}%`;
}
