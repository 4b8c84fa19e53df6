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
});
