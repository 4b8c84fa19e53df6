import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { maskIdentifiers } from './identifiers';
import { readQuantities } from './quantities';

const read = (text: string) =>
  readQuantities(buildContext([{ name: 'pws', index: 0, text }], { sections: [] })).map((q) => {
    const { document, ref, quote, offset, ...rest } = q;
    return rest;
  });

describe('quantities bound to nouns', () => {
  it('binds numbers to the nouns they count, in digits and words', () => {
    expect(read('The help desk supports 1,200 users.')).toEqual([{ value: 1200, noun: 'user' }]);
    expect(read('Services are needed at three (3) sites.')).toEqual([{ value: 3, noun: 'site' }]);
    expect(read('The campus has twenty-four buildings.')).toEqual([{ value: 24, noun: 'building' }]);
    expect(read('The facility is 45,000 square feet.')).toEqual([
      { value: 45000, noun: 'square foot', unit: 'sq ft' },
    ]);
    expect(read('We maintain 15 active tasks.')).toEqual([{ value: 15, noun: 'task' }]);
  });

  it('reads rates and qualifiers', () => {
    expect(read('The desk receives 4,000 tickets per month.')).toEqual([
      { value: 4000, noun: 'ticket', per: 'month' },
    ]);
    expect(read('Staff answer about 20 e-mails a day.')).toEqual([
      { value: 20, noun: 'e-mail', per: 'day', qualifier: 'about' },
    ]);
    expect(read('There are approximately 320 printers by site.')).toEqual([
      { value: 320, noun: 'printer', qualifier: 'about' },
    ]);
    expect(read('The office processes over 100 procurements annually.')).toEqual([
      { value: 100, noun: 'procurement', per: 'year', qualifier: 'min' },
    ]);
    expect(read('There are 3,500-4,000 VoIP phones.')[0]).toMatchObject({ value: 4000, qualifier: 'about' });
  });

  it('never reads codes and identifiers as counts', () => {
    for (const text of [
      'The NAICS code is 541512 and the PSC is D302 for these services.',
      'FAR 52.217-8 applies to options.',
      'See Section 3.2 and Attachment 1 sites list.',
      'CLIN 0001 covers 12 months.',
      'Call (202) 555-0143 for questions.',
      'Mail it to Washington, DC 20590 offices.',
      'Proposals are due January 15, 2026 by noon.',
      'The ceiling is $25,000 dollars for these tasks.',
      'Contract 70LGLY26QSSB00001 items.',
      'The proposal shall not exceed 20 pages.',
      'Offerors need two (2) years of experience.',
      'Section 133 requires compliance.',
    ])
      expect(read(text), text).toEqual([]);
  });

  it('keeps offsets when it masks identifiers', () => {
    const text = 'NAICS 541512 for 1,200 users';
    expect(maskIdentifiers(text)).toHaveLength(text.length);
    expect(maskIdentifiers(text).indexOf('1,200')).toBe(text.indexOf('1,200'));
  });
});

describe('rates of pages and minutes', () => {
  it('binds pages and minutes only when they come at a rate', () => {
    expect(read('The contractor transcribes about 10,000 pages per month.')).toEqual([
      { value: 10000, noun: 'page', per: 'month', qualifier: 'about' },
    ]);
    expect(read('Technical volumes are limited to 25 pages.')).toEqual([]);
  });
});
