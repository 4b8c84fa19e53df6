import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CoverageFact } from '../../solicitation/model';
import { roundTheClockPosts } from './context-notes';
import type { PlanLine } from './lines';
import { aroundTheClock, model } from './test-models';

const fact = (over: Partial<CoverageFact> = {}): CoverageFact =>
  aroundTheClock('3.1', 'The watch floor shall be staffed at all times, 24 hours a day, 7 days a week.', {
    offset: 0,
    ...over,
  });

const line = (lcat: string, hours: number, over: Partial<PlanLine> = {}): PlanLine => ({
  lcat,
  key: false,
  workArea: 'Operations',
  source: 'stated',
  periodHours: [hours],
  hours,
  formula: `${hours}`,
  basis: `Stated in the staffing table: "${lcat}".`,
  citation: null,
  requirements: [],
  requirementRefs: [],
  ...over,
});

describe('roundTheClockPosts', () => {
  it('ties day and night rows of one title to the 24x7 requirement', () => {
    const out = roundTheClockPosts(model({ coverage: [fact()] }), [
      line('Watch Officer', 4380),
      line('Watch Officer', 4380),
      line('Console Operator', 2920),
      line('Console Operator', 2920),
      line('Console Operator', 2920),
      line('Site Manager (Key)', 2080, { key: true }),
    ]);
    expect(
      out
        .slice(0, 2)
        .every((l) => /With its other shift, it fills 1 post staffed 24x7 \(3\.1\)/.test(l.basis)),
    ).toBe(true);
    expect(out.slice(2, 5).every((l) => /other 2 shifts, it fills 1 post staffed 24x7/.test(l.basis))).toBe(
      true,
    );
    expect(out[5]?.basis).not.toMatch(/24x7/);
  });

  it('counts two posts of one title and a single round-the-clock row', () => {
    const out = roundTheClockPosts(model({ coverage: [fact()] }), [
      line('Dispatcher', 8760),
      line('Dispatcher', 8760),
      line('Guard (Post 1)', 8784),
    ]);
    expect(out[0]?.basis).toMatch(/fills 2 posts staffed 24x7/);
    expect(out[2]?.basis).toMatch(/It fills 1 post staffed 24x7/);
  });

  it('leaves lines alone without a staffed 24x7 requirement, or when it is negated or on call', () => {
    const lines = [line('Watch Officer', 4380), line('Watch Officer', 4380)];
    for (const coverage of [
      [],
      [fact({ staffed: false })],
      [fact({ negated: true })],
      [fact({ onCall: true })],
    ])
      expect(roundTheClockPosts(model({ coverage }), lines)).toEqual(lines);
  });

  it('never marks rows whose hours do not add up to whole posts, nor estimated lines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 60000 }), fc.integer({ min: 1, max: 4 }), (hours, rows) => {
        const lines = Array.from({ length: rows }, () => line('Analyst', hours));
        const out = roundTheClockPosts(model({ coverage: [fact()] }), lines);
        const total = hours * rows;
        const posts = Math.round(total / 8760);
        const whole = posts >= 1 && posts <= 20 && Math.abs(total - posts * 8760) <= 0.02 * posts * 8760;
        expect(out.every((l) => /24x7/.test(l.basis))).toBe(whole);
        const assumed = lines.map((l) => ({ ...l, source: 'assumed' as const }));
        expect(roundTheClockPosts(model({ coverage: [fact()] }), assumed)).toEqual(assumed);
      }),
    );
  });
});
