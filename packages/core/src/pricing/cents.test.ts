import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsTexts, costCents, hundredthsOf, hundredthsText } from './cents';
import { Dec } from './money';

const halfUp = (d: Dec) => d.toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber();

describe('integer money', () => {
  it('rounds hours to the hundredth as the decimal they print as, halves up', () => {
    expect(hundredthsOf(1.005)).toBe(101);
    expect(hundredthsOf(1566.666)).toBe(156_667);
    expect(hundredthsOf(-3)).toBe(0);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e8, noNaN: true }), (hours) => {
        expect(hundredthsOf(hours)).toBe(halfUp(new Dec(hours).times(100)));
      }),
      { numRuns: 2000 },
    );
  });

  it('prices hours x rate to the cent exactly, the same as decimal arithmetic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2e9 }),
        fc.integer({ min: 0, max: 1e8 }),
        (hundredths, rateCents) => {
          const exact = halfUp(new Dec(hundredths).times(rateCents).div(100));
          expect(costCents(hundredths, rateCents)).toBe(exact);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('writes cents and hours for people', () => {
    expect(centsTexts(28_639_920)).toEqual(['286399.20', '$286,399.20']);
    expect(centsTexts(5)).toEqual(['0.05', '$0.05']);
    expect(centsTexts(123_456_789_012)).toEqual(['1234567890.12', '$1,234,567,890.12']);
    expect(hundredthsText(188_050)).toBe('1,880.5 h');
    expect(hundredthsText(188_000)).toBe('1,880 h');
  });
});
