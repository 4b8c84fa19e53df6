import { describe, expect, it } from 'vitest';
import { readRatePhrases } from './rate-phrases';

// "The Government estimates twenty (20) minutes per inspection": the verb says the time is the
// work's effort as surely as "estimated" does, in any of its forms.
describe('a time per item the Government estimates', () => {
  it.each([
    ['The Government estimates twenty (20) minutes per valve inspection.', 'valve inspection', 20],
    ['Program staff estimate about 1.5 hours per permit review, based on last year.', 'permit review', 90],
    ['The COR is estimating 12 minutes per meter read for the manual routes.', 'meter read', 12],
  ])('reads %s', (sentence, item, minutes) => {
    expect(readRatePhrases([sentence])).toEqual([expect.objectContaining({ subject: item, minutes })]);
  });

  it('reads no time from a deadline or a time per week', () => {
    expect(readRatePhrases(['The Government estimates a reply within 30 minutes per call.'])).toEqual([]);
    expect(readRatePhrases(['The Government estimates 10 hours per week of meetings.'])).toEqual([]);
  });
});
