import { describe, expect, it } from 'vitest';
import { addMonths, calendarMonth, fromUnix, rollPeriod } from './period';

describe('billing periods', () => {
  it('adds calendar months, clamping to the last day of shorter months', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-22T10:00:00Z'), 1).toISOString()).toBe('2026-12-22T10:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('rolls a period forward until it contains now, and leaves a running one alone', () => {
    const start = new Date('2026-01-10T00:00:00Z');
    const end = new Date('2026-02-10T00:00:00Z');
    expect(rollPeriod(start, end, new Date('2026-01-20T00:00:00Z'))).toEqual({ start, end });
    const rolled = rollPeriod(start, end, new Date('2026-04-11T00:00:00Z'));
    expect(rolled.start.toISOString()).toBe('2026-04-10T00:00:00.000Z');
    expect(rolled.end.toISOString()).toBe('2026-05-10T00:00:00.000Z');
    // Exactly at the end, the next period has begun.
    expect(rollPeriod(start, end, end).start).toEqual(end);
  });

  it('knows the calendar month and reads Stripe timestamps', () => {
    const month = calendarMonth(new Date('2026-11-22T10:00:00Z'));
    expect(month.start.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(month.end.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(fromUnix(1_650_998_505)?.toISOString()).toBe('2022-04-26T18:41:45.000Z');
    expect(fromUnix(null)).toBeNull();
  });
});
