import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readPeriodFacts } from './period-phrases';
import { readPeriods } from './periods';

const periods = (text: string) =>
  readPeriods(buildContext([{ name: 'rfp', index: 0, text }], { sections: [] })).periods?.periods.map((p) => [
    p.kind,
    p.months,
  ]);

describe('one option period labelled without a number', () => {
  it.each([
    'H.3 Base Period: 1 October 2027 through 30 September 2028.\nH.4 Option Period: 1 October 2028 through 30 September 2029, if exercised.',
    '(a) Base Year: January 1, 2030 - December 31, 2030\n(b) Option Year: January 1, 2031 - December 31, 2031',
    'Base Period: twelve (12) months from award.\nOption Period – twelve (12) months, at the Government’s discretion.',
  ])('%s', (text) => {
    expect(periods(text)).toEqual([
      ['base', 12],
      ['option', 12],
    ]);
  });

  it('does not take a paragraph number before "Option" for a count of options', () => {
    expect(readPeriodFacts('F.2 Option Period: 1 July 2030 through 30 June 2031.')).not.toContainEqual(
      expect.objectContaining({ type: 'options' }),
    );
    expect(
      readPeriodFacts('3.4 Options. The Government may exercise the options in 52.217-9.'),
    ).not.toContainEqual(expect.objectContaining({ type: 'options' }));
  });

  it('leaves a mention of the option period that states no length alone', () => {
    expect(periods('Base Period: 12 months.\nThe option period, if exercised, follows the base.')).toEqual([
      ['base', 12],
    ]);
    expect(periods('Base Period: 12 months. Option Period: see Section B.')).toEqual([['base', 12]]);
  });
});
