import { Dec } from './money';

/**
 * The hot path of pricing counts in integers: money in cents, hours in hundredths of an hour.
 * Products and sums of integers are exact in JavaScript numbers below 2^53 (about $90 trillion
 * in cents), which is checked; a product past it is taken by decimal.js, and a sum past it is
 * an error. Rates, wraps, escalation and fees stay in decimal.js throughout.
 * @example
 * costCents(188_000, 15_234) // 28_639_920 (1,880 h x $152.34 = $286,399.20)
 */
export function costCents(hundredths: number, rateCents: number): number {
  const product = hundredths * rateCents;
  if (!Number.isSafeInteger(product)) {
    return centsOf(new Dec(hundredths).times(rateCents).div(10_000));
  }
  // product is in 1/10,000 of a dollar: round to cents, halves up, without a float division.
  const rest = product % 100;
  return (product - rest) / 100 + (rest >= 50 ? 1 : 0);
}

/**
 * A decimal amount of dollars rounded to the cent (halves up), as integer cents.
 * @example
 * centsOf(new Dec('152.345')) // 15_235
 */
export function centsOf(dollars: Dec): number {
  const cents = dollars.times(100).toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber();
  return safe(cents, 'an amount');
}

/**
 * Hours rounded to the hundredth (halves up, reading the hours as the decimal they print as,
 * so 1.005 h is 1.01 h), as integer hundredths.
 * @example
 * hundredthsOf(1566.666) // 156_667
 */
export function hundredthsOf(hours: number): number {
  if (!Number.isFinite(hours) || hours <= 0) return 0;
  const scaled = hours * 100;
  const whole = Math.round(scaled);
  // Below ten million hours, a number within a millionth of a whole hundredth prints as a
  // decimal that rounds to that hundredth; anything else is left to decimal.js.
  if (scaled < 1e9 && Math.abs(scaled - whole) < 1e-6) return whole;
  return safe(new Dec(hours).times(100).toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber(), 'an hours figure');
}

/**
 * Adds integers (cents or hundredths), refusing a sum that would stop being exact.
 * @example
 * addExact(1, 2) // 3
 */
export function addExact(a: number, b: number): number {
  return safe(a + b, 'a total');
}

/**
 * Throws when an integer sum has left the range where it is exact (see costCents). Sums of
 * non-negative whole numbers only grow, so checking the final sum checks every partial one.
 * @example
 * assertExact(2 ** 53, 'a total') // throws RangeError
 */
export function assertExact(value: number, what: string): void {
  safe(value, what);
}

function safe(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(
      `Pricing cannot hold ${what} this large exactly (${value}); the limit is 2^53 cents.`,
    );
  }
  return value;
}

/**
 * Integer cents (or hundredths) as the decimal they stand for.
 * @example
 * decOfCents(28_639_920).toFixed(2) // '286399.20'
 */
export function decOfCents(cents: number): Dec {
  return new Dec(cents).div(100);
}

function fractionText(units: number): string {
  const fraction = units % 100;
  return fraction < 10 ? `0${fraction}` : String(fraction);
}

function wholeText(units: number): string {
  return String((units - (units % 100)) / 100);
}

function grouped(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

/**
 * Integer cents as the API's money string: '286399.20'.
 * @example
 * centsMoney(28_639_920) // '286399.20'
 */
export function centsMoney(cents: number): string {
  return `${wholeText(cents)}.${fractionText(cents)}`;
}

/**
 * Integer cents both ways at once, [money, for people]: what each priced cell shows.
 * @example
 * centsTexts(28_639_920) // ['286399.20', '$286,399.20']
 */
export function centsTexts(cents: number): [money: string, usd: string] {
  const whole = wholeText(cents);
  const fraction = fractionText(cents);
  return [`${whole}.${fraction}`, `$${grouped(whole)}.${fraction}`];
}

/**
 * Integer cents for people: '$286,399.20'.
 * @example
 * centsUsd(28_639_920) // '$286,399.20'
 */
export function centsUsd(cents: number): string {
  return `$${grouped(wholeText(cents))}.${fractionText(cents)}`;
}

/**
 * Integer hundredths of an hour for people, trailing zeros dropped: '1,880.5 h'.
 * @example
 * hundredthsText(188_050) // '1,880.5 h'
 */
export function hundredthsText(hundredths: number): string {
  const whole = wholeText(hundredths);
  const fraction = fractionText(hundredths);
  const tail = fraction === '00' ? '' : fraction.endsWith('0') ? `.${fraction[0]}` : `.${fraction}`;
  return `${grouped(whole)}${tail} h`;
}
