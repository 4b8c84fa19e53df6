import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readPeriods } from './periods';

const months = (text: string) =>
  readPeriods(buildContext([{ name: 'rfq', index: 0, text }], { sections: [] })).periods?.periods.map(
    (p) => p.months,
  ) ?? null;

// The period of an ordering vehicle (a BPA, an IDIQ, an agreement) is the time it is in effect.
describe('the period an agreement is in effect', () => {
  it.each([
    [
      '6.1 Each BPA shall be in effect for five (5) years from the date of establishment. There are no option periods.',
      [60],
    ],
    [
      'The agreement will remain in effect for sixty (60) months after award; calls may be placed at any time.',
      [60],
    ],
    ['BPA term: three (3) years from the date the BPA is established.', [36]],
    ['The IDIQ ordering period is 48 months from the date of award.', [48]],
    ['This blanket purchase agreement shall remain in force for 24 months.', [24]],
  ])('%s', (text, expected) => {
    expect(months(text)).toEqual(expected);
  });

  it('does not read a validity or an experience window as the period', () => {
    expect(months('Quotations shall remain valid for 90 days after the closing date.')).toBeNull();
    expect(months('Insurance shall be in effect before work starts.')).toBeNull();
    expect(months('Each appraiser shall have completed a course within the past five years.')).toBeNull();
    expect(months('The estimated value of all calls over the BPA period is $1,500,000.')).toBeNull();
  });
});
