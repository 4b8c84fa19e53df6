import { describe, expect, it } from 'vitest';
import type { StatedEffort } from '../../solicitation/model';
import { confidenceOf } from './review';
import { src } from './test-models';

const hours = (quote: string): StatedEffort => ({
  ...src('2.5', quote),
  kind: 'hours',
  value: 1000,
  scope: 'total',
});

describe('confidence of a plan sized from a stated effort', () => {
  it.each([
    'The Government estimates this effort at approximately one thousand (1,000) labor hours, performed by a team of three (3) to four (4) analysts.',
    'The level of effort is 1,000 hours, staffed by two (2) analysts and a project lead.',
    'The total effort is estimated at 1,000 hours (0.5 FTE).',
  ])('high when the whole effort and the team are stated: %s', (quote) => {
    expect(confidenceOf('stated-effort', [], false, hours(quote)).level).toBe('high');
  });

  it.each([
    'The Government estimates this effort at approximately 1,000 labor hours.',
    'The Government estimates a course revision at three hundred (300) hours of training developer effort, performed by a team of two.',
    'Base Period 35,470 ... ADDITIONAL LOE OPTION 9,390',
  ])('medium when the team or the whole effort is not stated: %s', (quote) => {
    expect(confidenceOf('stated-effort', [], false, hours(quote)).level).toBe('medium');
  });

  it('high when the hours of every period are stated, in any wording', () => {
    const perPeriod = (quote: string, values: number[]): StatedEffort => ({
      ...hours(quote),
      scope: 'per-period',
      perPeriod: values.map((value, i) => ({
        period: i === 0 ? 'Base Period' : `Option Period ${i}`,
        value,
      })),
    });
    for (const [quote, values] of [
      ['0001 Base Period (12 months) 12,000 hours', [12000, 12000, 12000]],
      ['Estimated level of effort: 6,240 labor hours in each ordering period', [6240, 6240]],
      ['Year 1: 3,000 hours; Year 2: 2,500 hours; Year 3: 2,500 hours', [3000, 2500, 2500]],
    ] as const)
      expect(confidenceOf('stated-effort', [], false, perPeriod(quote, [...values])).level).toBe('high');
    // One period's hours alone are no statement for every period.
    expect(confidenceOf('stated-effort', [], false, perPeriod('Base year: 2,000 hours', [2000])).level).toBe(
      'medium',
    );
  });

  const team = (quote: string, over: Partial<StatedEffort> = {}): StatedEffort => ({
    ...src('4.1', quote),
    kind: 'people',
    value: 14,
    scope: 'total',
    ...over,
  });

  it.each([
    'The Government anticipates that the work requires two (2) scrum teams of seven (7) people each.',
    'The work requires a team of 14 full-time personnel.',
    'Fourteen (14) FTE are required for this effort.',
  ])('high when the government states the team it requires: %s', (quote) => {
    expect(confidenceOf('stated-effort', [], false, team(quote)).level).toBe('high');
  });

  it('medium for an estimated, capped or ranged head count', () => {
    expect(confidenceOf('stated-effort', [], false, team('We estimate about 14 people.')).level).toBe(
      'medium',
    );
    expect(
      confidenceOf(
        'stated-effort',
        [],
        false,
        team('The work requires no more than 14 people.', { ceiling: true }),
      ).level,
    ).toBe('medium');
    expect(
      confidenceOf(
        'stated-effort',
        [],
        false,
        team('The work requires 10 to 14 people.', { min: 10, max: 14 }),
      ).level,
    ).toBe('medium');
  });
});
