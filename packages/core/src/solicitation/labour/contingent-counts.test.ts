import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const titles = (text: string) =>
  readSolicitation({ primary: { name: 'pws.txt', text } }).labourCategories.map(
    (c) => `${c.title}:${c.stated.map((s) => s.people ?? s.fte ?? s.hours).join('/')}`,
  );

// People counted for work the Government orders only on a condition ("line items ... are
// ordered only if the area exceeds the estimate") are the make-up of a contingent order, not
// the contractor's standing staff. Invented in four domains.
describe('counts of work ordered only on a condition are no standing staffing', () => {
  it('leaves out the people of a contingent order', () => {
    const cases = [
      '4.2 Line items 0003/1003 (surge shifts, 3 dispatchers x 12 hours) are ordered only if call volume exceeds the estimate.',
      '4.2 Line items 0005/1005 (night work, two (2) Electricians x 10 hours) are ordered only if an outage runs past dusk.',
      '4.2 CLIN 0007 adds two (2) Interpreters, ordered only upon written request of the COR.',
      '4.2 CLIN 0004, standby crews of four (4) laborers, will be ordered only as needed for flood response.',
    ];
    const read = cases.map((text) => `${text} => ${titles(text).join(', ')}`);
    expect(read.filter((r) => !r.endsWith('=> '))).toEqual([]);
  });

  it('keeps standing staff beside a contingent clause', () => {
    const cases: [string, RegExp][] = [
      [
        '4.1 The Contractor shall provide three (3) dispatchers; surge shifts are ordered only if call volume exceeds the estimate.',
        /Dispatcher:3/,
      ],
      [
        '4.1 The Contractor shall provide two (2) custodians. Event cleaning is ordered only when the COR requests it.',
        /Custodian:2/,
      ],
    ];
    const wrong = cases.filter(([text, want]) => !want.test(titles(text).join(', ')));
    expect(wrong.map(([text]) => `${text} => ${titles(text).join(', ')}`)).toEqual([]);
  });
});
