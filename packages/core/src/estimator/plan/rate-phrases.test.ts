import { describe, expect, it } from 'vitest';
import { paragraphs, readRatePhrases } from './rate-phrases';

describe('readRatePhrases', () => {
  it.each([
    ['Historical average is 15 minutes per chart.', 'chart', 15],
    ['The standard effort is 2 hours per inspection report.', 'inspection report', 120],
    ['Typically a technician needs twenty (20) minutes per meter reading.', 'meter reading', 20],
    ['Scanning takes on average 1.5 minutes per folder.', 'folder', 1.5],
  ])('reads minutes per item: %s', (sentence, subject, minutes) => {
    const r = readRatePhrases([sentence]);
    expect(r.map((x) => [x.subject, x.minutes])).toEqual([[subject, minutes]]);
  });

  it('reads several items in one sentence, the effective time replacing the plain one', () => {
    const r = readRatePhrases([
      'Average handle time last year was 9.5 minutes per call (talk and wrap-up), 12 minutes per chat (agents handled two chats at a time, so an effective 6 minutes of agent time per chat) and 4 minutes per outbound call attempt.',
    ]);
    expect(r.map((x) => [x.subject, x.minutes])).toEqual([
      ['call', 9.5],
      ['chat', 6],
      ['outbound call attempt', 4],
    ]);
  });

  it('reads a worker who completes one item in a time, with the worker', () => {
    const [r] = readRatePhrases([
      'Historically a certified claims examiner completes a disability claim in an average of 50 minutes.',
    ]);
    expect(r?.minutes).toBe(50);
    expect(r?.role).toBe('certified claims examiner');
    expect(r?.subject).toMatch(/disability claim/);
  });

  it('names a bare average by its run-in heading and keeps the paragraph', () => {
    const [r] = readRatePhrases([
      '4.2 Appeals. A senior adjudicator shall re-examine the file and write a decision; historical average 90 minutes.',
    ]);
    expect(r).toMatchObject({ subject: 'Appeals', minutes: 90, role: 'senior adjudicator' });
    expect(r?.context).toMatch(/^4\.2 Appeals/);
  });

  it('keeps the run-in heading with a per-item rate and the share the paragraph states', () => {
    const [r] = readRatePhrases([
      '3.3 Medical review. About 15% of claims are referred for medical review by a nurse; the average is 20 additional minutes per referred claim.',
    ]);
    expect(r?.subject).toBe('Medical review referred claim');
    expect(r?.share).toEqual({ of: 'claims', fraction: 0.15 });
  });

  it.each([
    'Guards shall work 40 hours per week.',
    'Calls shall be answered within 2 minutes per the service level.',
    'The Contractor shall respond within 30 minutes per incident.',
    'Staff shall complete 8 hours per year of refresher training.',
    'Each session lasts 90 minutes.',
    'No attendee waits more than ten (10) minutes to pick up a badge.',
  ])('does not read a schedule, a deadline or a duration as a rate: %s', (sentence) => {
    expect(readRatePhrases([sentence])).toEqual([]);
  });

  it('skips sentences another reader already took', () => {
    const s = 'Historical average is 15 minutes per chart.';
    expect(readRatePhrases([s], new Set([s]))).toEqual([]);
  });
});

describe('paragraphs', () => {
  it('splits blocks and numbered lines', () => {
    expect(paragraphs('3.1 A. One.\n3.2 B. Two.\n\nThree\nwrapped.')).toEqual([
      '3.1 A. One.',
      '3.2 B. Two.',
      'Three wrapped.',
    ]);
  });
});
