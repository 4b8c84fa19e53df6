import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../index';

const quantities = (sentence: string) =>
  readSolicitation({ primary: { name: 'pws', text: `3.1 WORKLOAD\n\n${sentence}\n` } }).quantities;

describe('a count whose rate is said before it, in its clause', () => {
  it.each([
    ['The projected yearly caseload is 4,800 disability claims.', 4800, 'year'],
    ['Every month the desk logs approximately nine hundred (900) service tickets.', 900, 'month'],
    ['In a typical week the courier makes 140 deliveries.', 140, 'week'],
    ['Annual intake: 2,250 permit applications.', 2250, 'year'],
    ['Weekly volume is about 300 parcels.', 300, 'week'],
  ])('%s', (sentence, value, per) => {
    expect(quantities(sentence).find((q) => q.value === value)?.per).toBe(per);
  });

  it.each([
    'The annual report shall list 12 findings.',
    'Each year-end closeout covers 4 ledgers.',
    'Monthly meetings involve 8 attendees.',
  ])('must not give a rate from other words: %s', (sentence) => {
    for (const q of quantities(sentence)) expect(q.per).toBeUndefined();
  });

  it('counts after "a total of", "an average of" and "a backlog of"; not after "page 2 of"', () => {
    expect(quantities('The office receives an average of 5,150 letters each month.')[0]?.value).toBe(5150);
    expect(quantities('A backlog of 7,400 case files remains.')[0]?.value).toBe(7400);
    expect(quantities('See page 2 of 40 drawings.').some((q) => q.value === 40)).toBe(false);
  });
});

describe('pages counted as work, not as a limit', () => {
  it.each([
    ['A backlog of 48,000 pages awaits imaging.', 48000],
    ['The Contractor shall digitize a total of 1,200,000 pages over the period of performance.', 1200000],
    ['There is a backlog of approximately 9,500 pages of transcripts.', 9500],
    ['The boxes hold an estimated 640,000 pages of correspondence.', 640000],
    ['Each series runs to roughly 75,000 pages, mostly carbon copies.', 75000],
    ['The permit files contain about 2,300 pages in all.', 2300],
  ])('%s', (sentence, value) => {
    expect(quantities(sentence).find((q) => q.noun === 'page')?.value).toBe(value);
  });

  it.each([
    'Proposals shall not exceed 30 pages.',
    'The technical volume is limited to a total of 25 pages.',
    'The final report should be about 40 pages long.',
    'Quotations are limited to approximately 1,500 pages including attachments.',
  ])('must not count a page limit: %s', (sentence) => {
    expect(quantities(sentence).some((q) => q.noun === 'page')).toBe(false);
  });
});
