import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUMBER, numberToWords, parseNumber, splitNumber, wordsToNumber } from './numbers';

describe('numbers as documents write them', () => {
  it('reads digits, decimals and thousands separators', () => {
    expect(parseNumber('1,200')).toBe(1200);
    expect(parseNumber('6.50')).toBe(6.5);
    expect(parseNumber('.30')).toBe(0.3);
  });

  it('reads number words, hyphenated or not', () => {
    expect(wordsToNumber('twenty-four')).toBe(24);
    expect(wordsToNumber('twenty four')).toBe(24);
    expect(wordsToNumber('one hundred and twenty')).toBe(120);
    expect(wordsToNumber('two thousand eighty')).toBe(2080);
    expect(wordsToNumber('widgets')).toBeNaN();
  });

  it('prefers the digits in "three (3)" and keeps a count apart from a duration in "nine (12)"', () => {
    expect(parseNumber('three (3)')).toBe(3);
    expect(splitNumber('nine (12)')).toEqual({ words: 9, digits: 12 });
  });

  it('round-trips every whole number written in words', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        expect(wordsToNumber(numberToWords(n))).toBe(n);
      }),
    );
  });

  it('finds numbers inside text but not inside other words or dates', () => {
    const re = new RegExp(NUMBER, 'gi');
    expect('often seven (7) sites and 1,200 users'.match(re)).toEqual(['seven (7)', '1,200']);
    expect('6/1/2026'.match(new RegExp(`^${NUMBER}$`))).toBeNull();
  });
});
