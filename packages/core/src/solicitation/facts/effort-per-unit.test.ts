import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readStatedEffort } from './effort';

const hours = (text: string) =>
  readStatedEffort(buildContext([{ name: 'pws', index: 0, text }], { sections: [] }))
    .filter((e) => e.kind === 'hours')
    .map((e) => e.value);

describe('stated effort: the effort of one unit is not the effort of the work', () => {
  it('skips hours stated for one item of the work', () => {
    for (const text of [
      'The Government estimates a course revision at three hundred (300) hours of training developer effort.',
      'The Government estimates each site survey at 120 hours.',
      'The Government estimates 400 hours per report.',
      'Each study is estimated to require 250 hours for each deliverable.',
    ])
      expect(hours(text), text).toEqual([]);
  });

  it('keeps hours stated for the work, a year or a period', () => {
    expect(hours('The Government estimates 6,000 hours per year for this effort.')).toEqual([6000]);
    expect(hours('The estimated level of effort is 12,480 hours for the base period.')).toEqual([12480]);
    expect(hours('The Government estimates the work at 3,000 hours.')).toEqual([3000]);
  });
});
