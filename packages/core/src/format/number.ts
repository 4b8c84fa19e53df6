const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const fteFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Hours for people: thousands separators and an 'h' unit.
 * @example
 * formatHours(1880) // '1,880 h'
 * formatHours(12.5) // '12.5 h'
 */
export function formatHours(hours: number): string {
  return `${hoursFormat.format(Number.isFinite(hours) ? hours : 0)} h`;
}

/**
 * FTE with two decimals.
 * @example
 * formatFte(4.656) // '4.66 FTE'
 * formatFte(1) // '1.00 FTE'
 */
export function formatFte(fte: number): string {
  return `${fteFormat.format(Number.isFinite(fte) ? fte : 0)} FTE`;
}

/**
 * A plain number with two decimals and thousands separators (no unit), for table cells.
 * @example
 * formatNumber2(1234.5) // '1,234.50'
 */
export function formatNumber2(n: number): string {
  return fteFormat.format(Number.isFinite(n) ? n : 0);
}
