import { describe, expect, it } from 'vitest';
import type { Table } from '../../solicitation/model';
import { planFrame } from './frame';
import { lineItemRows } from './line-item-volumes';
import { statedRateLines, volumeItems } from './stated-rates';
import { model, periods, tableOf } from './test-models';

const table = (caption: string | null, header: string[], rows: string[][]): Table =>
  tableOf(header, rows, caption, 'B');

// A price schedule with a line per kind of work, repeated for the option period.
const schedule = table(
  null,
  ['CLIN', 'Description', 'Period', 'Est. quantity', 'Unit'],
  [
    ['0001', 'Disability claim adjudication', 'Base Year', '12,000', 'Claim'],
    ['0002', 'Appeal review', 'Base Year', '900', 'Appeal'],
    ['0003', 'Transition-in', 'Base Year', '1', 'Job'],
    ['1001', 'Option Year 1 - Disability claim adjudication', 'Option Year 1', '12,000', 'Claim'],
    ['1002', 'Option Year 1 - Appeal review', 'Option Year 1', '900', 'Appeal'],
  ],
);

describe('lineItemRows', () => {
  it('reads the base lines one by one, without lump sums or option repeats', () => {
    expect(lineItemRows(schedule).map((r) => [r.label, r.value, r.unit])).toEqual([
      ['Disability claim adjudication', 12000, 'claim'],
      ['Appeal review', 900, 'appeal'],
    ]);
  });

  it('strips the period words of a description', () => {
    const t = table(
      null,
      ['Item', 'Supplies/Services', 'Qty', 'Unit'],
      [['0001', 'Base Year: processing of soiled linen', '2,340,000', 'LB']],
    );
    expect(lineItemRows(t)[0]?.label).toBe('processing of soiled linen');
  });

  it('reads nothing from a table without a unit or a quantity column', () => {
    expect(lineItemRows(table(null, ['CLIN', 'Description', 'Price'], [['0001', 'Services', '$1']]))).toEqual(
      [],
    );
  });
});

describe('statedRateLines with rates worded per item and a price schedule', () => {
  const texts = [
    [
      '3.1 Claims. Historically an examiner completes a disability claim in an average of 40 minutes.',
      '',
      '3.2 Appeals. A senior examiner shall review the file and the appeal; historical average 60 minutes.',
      '',
      '3.3 Medical review. About 20% of disability claims are referred to a nurse; average 30 additional minutes per referred claim.',
    ].join('\n'),
  ];
  const m = model({
    tables: [schedule],
    periods: periods(1),
    domain: { domain: 'professional', codes: [], serviceContractAct: false, evidence: [] },
  });

  it('sizes each line item by its own rate, and a referred share by its added time', () => {
    const r = statedRateLines(m, planFrame(m), texts);
    const hours = Object.fromEntries(r.lines.map((l) => [l.lcat, l.hours]));
    // 12,000 x 40 min / 60 / 0.75; 900 x 60 / 60 / 0.75; 20% of 12,000 x 30 / 60 / 0.75.
    expect(hours).toEqual({ Examiner: 10667, 'Senior Examiner': 1200, Nurse: 1600 });
    expect(r.questions.join(' ')).toMatch(/productivity/);
  });

  it('reads no volumes from a table of months as places', () => {
    const months = table(
      'Contacts by month (fiscal year 2026)',
      ['Month', 'Calls answered', 'Chats'],
      [
        ['October', '1,000', '100'],
        ['November', '3,000', '300'],
        ['Total', '4,000', '400'],
      ],
    );
    const items = volumeItems(model({ tables: [months] }), ['']);
    expect(items.map((i) => [i.label, i.value, i.places])).toEqual([
      ['Calls answered', 4000, undefined],
      ['Chats', 400, undefined],
    ]);
  });

  it('gives a general per-item rate the item a more specific rate leaves', () => {
    const t = table(
      'Annual contacts (fiscal year 2026)',
      ['Channel', 'Calls answered', 'Outbound calls'],
      [['Total', '10,000', '2,000']],
    );
    const mm = model({ tables: [t], periods: periods(0) });
    const r = statedRateLines(mm, planFrame(mm), [
      'Average handle time was 6 minutes per call and 3 minutes per outbound call attempt.',
    ]);
    expect(r.lines[0]?.formula).toMatch(/10,000 calls answered x 6 min/);
    expect(r.lines[0]?.formula).toMatch(/2,000 outbound calls x 3 min/);
  });
});
