import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';
import type { PlanFrame } from './frame';
import { visitScheduleLines } from './visit-schedule';

const frame = {
  domain: 'facilities',
  periods: [{ months: 12 }],
  months: 12,
  hoursPerFte: 1880,
} as unknown as PlanFrame;
const model = { tables: [], requirements: [], documents: [] } as never;
const hoursOf = (text: string) =>
  visitScheduleLines(model, frame, [text]).lines.reduce((s, l) => s + l.hours, 0);

describe('per-visit service schedules in prose', () => {
  it.each([
    // sites x visits a year x hours a visit, in wordings no corpus document uses
    [
      'The Contractor shall service each of the eleven (11) branch libraries twice a month. Each visit takes about 2 hours on site.',
      11 * 24 * 2,
    ],
    [
      'Crews shall visit all 6 ranger stations once each quarter; a visit is expected to take approximately 5 hours.',
      6 * 4 * 5,
    ],
    [
      'The technician shall inspect every one of the 14 depots monthly. Allow 90 minutes per visit.',
      14 * 12 * 1.5,
    ],
    [
      'The Contractor shall visit each of the twelve (l2) clinics once a month. Each visit takes about l hours on site.',
      12 * 12,
    ],
  ])('%s', (text, want) => {
    expect(hoursOf(text)).toBe(Math.round(want));
  });

  it('assumes a time on site when none is stated, and says so', () => {
    const r = visitScheduleLines(model, frame, [
      'The Contractor shall visit each of the 8 field offices once a month.',
    ]);
    expect(r.lines[0]?.hours).toBe(Math.round(8 * 12 * 1.5));
    expect(r.assumptions.join(' ')).toMatch(/assumed/);
    expect(r.questions.join(' ')).toMatch(/hours per visit/);
  });

  it.each([
    // reports, meetings, the Government's own inspections, payments: no visits of the contractor
    'The Contractor shall submit a report for each of the 9 offices every month.',
    'The COR will inspect each of the 5 buildings quarterly.',
    'Invoices for the 12 sites are submitted monthly.',
    'The Contractor shall attend a meeting at each of the 4 offices once a quarter.',
    'Each visit takes about 3 hours.',
  ])('does not fire on %s', (text) => {
    expect(hoursOf(text)).toBe(0);
  });
});

describe('counted occurrences with a stated time each', () => {
  it.each([
    [
      'Over the past year the mechanics answered 350 trouble calls, averaging 1.5 hours per trouble call.',
      525,
    ],
    ['C.4 Callbacks. There were 120 callbacks last year. Each took about 3 mechanic hours.', 360],
    ['Historical data: 80 emergency calls a year; the average response required 2 hours on site.', 160],
  ])('%s', (text, want) => {
    expect(hoursOf(text)).toBe(want);
  });

  it.each([
    'Response times: 2 hours for emergency calls and 24 hours for routine calls.',
    'The Contractor shall answer callbacks 24 hours a day, 365 days a year.',
    'Section 3 lists 40 repairs expected; parts are paid separately.',
  ])('does not fire on %s', (text) => {
    expect(hoursOf(text)).toBe(0);
  });
});

describe('line items priced per visit, call or event', () => {
  const doc = (rows: string) =>
    [
      'SECTION B - PRICES',
      '',
      '| CLIN | Description | Est. Qty | Unit | Unit Price |',
      '|---|---|---|---|---|',
      rows,
      '',
      'SECTION C - STATEMENT OF WORK',
      '',
      'C.1 The Contractor shall provide integrated pest management at the 10 offices listed in Attachment 1.',
      '',
      'C.2 The Contractor shall designate a Contract Manager (Key Personnel).',
      '',
      'SECTION F - PERIOD OF PERFORMANCE',
      '',
      'F.1 Base Year: 1 January 2030 through 31 December 2030.',
    ].join('\n');
  const plan = (text: string) =>
    buildPlan(readSolicitation({ primary: { name: 'rfp.md', text } }), { texts: [text] });

  it('sizes routine visits, calls and events at an assumed time each', () => {
    const p = plan(
      doc(
        '| 0001 | Routine interior service, per office | 120 | Visit | |\n| 0002 | Unscheduled service call (non-emergency) | 20 | Each | |\n| 0003 | Emergency service call | 5 | Each | |\n| 0004 | Rodent clean-out, per event | 3 | Event | |',
      ),
    );
    const work = p.tasks.filter((t) => t.hoursSource === 'derived');
    expect(work.reduce((s, t) => s + t.hours, 0)).toBe(Math.round(120 * 1.5 + 20 * 2 + 5 * 2.5 + 3 * 4));
    const manager = p.tasks.find((t) => t.keyPersonnel);
    expect(manager?.lcat).toBe('Contract Manager');
    // A manager over a quarter of an FTE of visits is not a full-time post.
    expect(manager?.hours).toBe(188);
    expect(p.confidence?.level).toBe('medium');
  });

  it('leaves goods and labour hours alone', () => {
    const p = plan(
      doc(
        '| 0001 | Replacement bait stations (materials) | 40 | Each | |\n| 0002 | Laundry processing, per piece | 90,000 | Each | |',
      ),
    );
    expect(p.tasks.some((t) => /occurrences a year/.test(t.basis))).toBe(false);
  });
});
