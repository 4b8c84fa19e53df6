import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONTH_NAMES } from './dates';
import { findDateRanges, monthsBetween, parseDate } from './dates';

const MONTHS = MONTH_NAMES;

describe('dates and date ranges', () => {
  it('reads the usual ways of writing a date', () => {
    expect(parseDate('January 1, 2026')).toBe('2026-01-01');
    expect(parseDate('Jan. 1, 2026')).toBe('2026-01-01');
    expect(parseDate('1 January 2026')).toBe('2026-01-01');
    expect(parseDate('01/30/2026')).toBe('2026-01-30');
    expect(parseDate('2026-01-30')).toBe('2026-01-30');
    expect(parseDate('02/30/2026')).toBeNull();
  });

  it('measures ranges in whole months when they are whole months', () => {
    expect(findDateRanges('Base Period: January 1, 2026, through December 31, 2026')[0]?.months).toBe(12);
    expect(findDateRanges('01/30/2026-01/29/2027')[0]?.months).toBe(12);
    expect(findDateRanges('Option to Extend 6/1/2036 – 11/30/2036')[0]?.months).toBe(6);
    expect(findDateRanges('from 6/1/2026 to 5/31/2036')[0]?.months).toBe(120);
  });

  it('a range of n years from any first of a month is 12n months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2080 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 10 }),
        (y, m, n) => {
          const start = `${MONTHS[m]} 1, ${y}`;
          const endDate = new Date(Date.UTC(y + n, m, 0));
          const end = `${MONTHS[endDate.getUTCMonth()]} ${endDate.getUTCDate()}, ${endDate.getUTCFullYear()}`;
          expect(findDateRanges(`${start} through ${end}`)[0]?.months).toBe(12 * n);
        },
      ),
    );
  });

  it('counts both end days', () => {
    expect(monthsBetween('2026-01-01', '2026-01-30')).toBe(1);
  });
});
