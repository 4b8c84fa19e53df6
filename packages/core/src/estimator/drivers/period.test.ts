import { describe, expect, it } from 'vitest';
import { periodFromSentence } from './period';

describe('periodFromSentence', () => {
  it('reads a base period with option periods of their own length', () => {
    const p = periodFromSentence(
      'The Period of Performance (POP) includes a base period of 3 months, with 5 additional option periods, each 3 months in duration. Further, a contingency of up to 6 months may be exercised.',
    );
    expect(p?.months).toBe(18);
    expect(p?.periods.map((x) => x.name)).toEqual([
      'Base Period',
      ...[1, 2, 3, 4, 5].map((i) => `Option Period ${i}`),
    ]);
  });

  it('reads a term with options to extend by years', () => {
    const p = periodFromSentence(
      'a Level of Effort contract with a Term of 1 Year with options to extend the term for an additional 6 years.',
    );
    expect(p?.months).toBe(84);
    expect(p?.periods[0]).toEqual({ name: 'Base Year', months: 12 });
    expect(p?.periods).toHaveLength(7);
  });

  it('reads days and weeks as months and leaves out contingency extensions', () => {
    expect(
      periodFromSentence('The Period of Performance (POP) is 60 days with no option periods.')?.months,
    ).toBe(2);
    expect(
      periodFromSentence(
        'The POP includes a base period of 4 months (16 weeks). A contingency period of up to 6 months is included via FAR 52.217-8.',
      )?.months,
    ).toBe(4);
  });

  it('reads one base year and option years, and a multi-year ordering period', () => {
    expect(
      periodFromSentence('The period of performance is one base year and four (4) option years.')?.months,
    ).toBe(60);
    expect(
      periodFromSentence('The POP for this Call Order consists of a Base Year (12-months).')?.months,
    ).toBe(12);
    expect(
      periodFromSentence('The period of performance for these BPAs covers a five-year period.')?.periods,
    ).toHaveLength(5);
  });

  it('returns null when no period is stated', () => {
    expect(periodFromSentence('Deductions increase for each subsequent Option Year.')).toBeNull();
  });
});

describe('periodFromSentence: enumerated options', () => {
  it('reads "a base year and option years 1 through 4"', () => {
    expect(
      periodFromSentence('The period of performance consists of a base year and option years 1 through 4.')
        ?.months,
    ).toBe(60);
  });
});
