/**
 * Billing-period arithmetic on the server clock. Months are calendar months in UTC; a day
 * that does not exist in the target month clamps to its last day (Jan 31 -> Feb 28).
 */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** The first instant of the calendar month (UTC) of `now`, and of the next one. */
export function calendarMonth(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { start, end: addMonths(start, 1) };
}

/**
 * Rolls a period forward whole months until it contains `now`.
 * Returns the same period when it has not ended.
 */
export function rollPeriod(start: Date, end: Date, now: Date): { start: Date; end: Date } {
  let s = start;
  let e = end;
  for (let i = 0; e <= now && i < 1200; i++) {
    s = e;
    e = addMonths(s, 1);
  }
  return { start: s, end: e };
}

/** A Unix timestamp in seconds (Stripe's unit) as a Date. */
export function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}
