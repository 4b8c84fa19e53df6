import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberToWords } from './numbers';
import { findDurations, parseDuration } from './durations';

describe('durations', () => {
  it('reads durations in the ways documents write them', () => {
    expect(parseDuration('twelve (12) months')).toBe(12);
    expect(parseDuration('a one-year base period')).toBe(12);
    expect(parseDuration('60 calendar days')).toBe(2);
    expect(parseDuration('16 weeks')).toBe(3.7);
    expect(parseDuration('ten business days')).toBe(0.5);
    expect(parseDuration('a 6-month extension')).toBe(6);
    expect(parseDuration('12 MO')).toBe(12);
  });

  it('does not read a date as a duration', () => {
    expect(findDurations('through 11/30/2036 months IAW FAR')).toEqual([]);
  });

  it('n months read the same in digits, words and both', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (n) => {
        const w = numberToWords(n);
        expect(parseDuration(`${n} months`)).toBe(n);
        expect(parseDuration(`${w} months`)).toBe(n);
        expect(parseDuration(`${w} (${n}) month`)).toBe(n);
        expect(parseDuration(`${n} years`)).toBe(12 * n);
      }),
    );
  });
});
