import { describe, expect, it } from 'vitest';
import type { Structure } from '../parts';
import { readNamedKeys } from './named-prose';

const structure = { sections: [] } as unknown as Structure;
const keys = (text: string) =>
  readNamedKeys([{ name: 'doc', index: 0, text }], structure).map((k) => k.title);

// Key personnel marked by a parenthesis that wraps over a line, and titles whose head is a
// person's noun in -ary (actuary, secretary, notary), which no vocabulary lists.
describe('key personnel in a wrapped parenthesis and in -ary titles', () => {
  it.each([
    [
      'The quoter shall designate one Certified General Appraiser as its Lead Appraiser (key\npersonnel), responsible for all calls.',
      ['Lead Appraiser'],
    ],
    [
      'The offeror shall name a Chief Cartographer (Key\n  Personnel) who signs every map.',
      ['Chief Cartographer'],
    ],
    ['4.1 Lead Actuary (key personnel): credentialed, with ten years of experience.', ['Lead Actuary']],
    ['The Recording Secretary (Key Position) attends every board meeting.', ['Recording Secretary']],
    ['The vendor provides a Supervising Notary (key\npersonnel) at each closing.', ['Supervising Notary']],
  ])('%s', (text, expected) => {
    expect(keys(text)).toEqual(expected);
  });

  it('does not make a thing in -ary, or a title with no key mark, key', () => {
    expect(keys('The Weekly Summary (key\npersonnel hours) is due on Monday.')).toEqual([]);
    expect(keys('The Branch Library (Key) is open on Saturdays.')).toEqual([]);
    expect(keys('The Lead Actuary signs every report; the actuaries are\nkey to the work.')).toEqual([]);
    expect(keys('The Lead Appraiser (key personnel is not required) may sign.')).toEqual([]);
  });
});
