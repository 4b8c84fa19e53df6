import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../index';
import { readSolicitation } from '../../solicitation/index';
import { tableRates, volumeItems } from './stated-rates';

const doc = (lead: string, table: string) =>
  `SECTION C - PERFORMANCE WORK STATEMENT\n\nC.1 SCOPE\n\nThe Contractor shall provide testing services for the District. Management and supervision are not separately priced; they are included in the unit prices.\n\nC.2 PERIOD OF PERFORMANCE\n\nThe period of performance consists of one (1) twelve-month base period and two (2) twelve-month option periods.\n\nC.3 WORKLOAD\n\n${lead}\n\n${table}\n`;
const MEASURED =
  "The estimated annual quantities and the Government's measured times per sample are in the table below. The measured times include set-up, clean-up and personal allowances.";
const LAB = [
  '| Item | Test | Annual Quantity | Minutes per Sample |',
  '|---|---|---|---|',
  '| 0001 | Total coliform | 4,800 | 20 |',
  '| 0002 | Turbidity | 7,200 | 6 |',
  '| 0003 | Metals panel | 600 | 90 |',
  '| 0004 | Nitrate | 2,400 | 12 |',
].join('\n');
const CLIN = [
  '| CLIN | Description | Estimated Annual Quantity | Average Minutes per Unit |',
  '|---|---|---|---|',
  '| 0001AA | Parcel deed abstract | 1,500 | 45 |',
  '| 0001AB | Easement verification | 900 | 30 |',
].join('\n');
const NUMBERED = [
  '| No. | Service | Annual Volume | Hours per Service |',
  '|---|---|---|---|',
  '| 1 | Hydrant flow test | 300 | 2 |',
  '| 2 | Valve exercise | 1,200 | 0.5 |',
].join('\n');

const model = (lead: string, table: string) =>
  readSolicitation({ primary: { name: 'pws', text: doc(lead, table) } });

describe('a workload table whose first column numbers its items', () => {
  it.each([
    [LAB, ['Total coliform', 'Turbidity', 'Metals panel', 'Nitrate'], [20, 6, 90, 12]],
    [CLIN, ['Parcel deed abstract', 'Easement verification'], [45, 30]],
    [NUMBERED, ['Hydrant flow test', 'Valve exercise'], [120, 30]],
  ] as [string, string[], number[]][])(
    'names each row by its description, not its number: %#',
    (table, labels, minutes) => {
      const m = model(MEASURED, table);
      expect(tableRates(m).map((r) => [r.subject, r.minutes])).toEqual(labels.map((l, i) => [l, minutes[i]]));
      const items = volumeItems(m, [doc(MEASURED, table)]).map((v) => v.label);
      expect(items).toEqual(expect.arrayContaining(labels));
      expect(items.some((l) => /^\d/.test(l))).toBe(false);
    },
  );

  it('sizes measured times with their allowances as the practitioner only, no manager on top', () => {
    const plan = estimatePlan({ primary: { name: 'pws', text: doc(MEASURED, LAB) } });
    // 4,800 x 20 + 7,200 x 6 + 600 x 90 + 2,400 x 12 minutes = 3,700 h, nothing added on top.
    const first = plan.tasks.reduce((s, t) => s + (t.periods?.[0]?.hours ?? 0), 0);
    expect(first).toBe(3700);
    expect(plan.tasks.some((t) => /manager/i.test(t.lcat))).toBe(false);
  });

  it.each([
    // The first column names the items already.
    [
      [
        '| Test | Annual Quantity | Minutes per Sample |',
        '|---|---|---|',
        '| Total coliform | 4,800 | 20 |',
        '| Turbidity | 7,200 | 6 |',
        '| Nitrate | 2,400 | 12 |',
      ].join('\n'),
      ['Total coliform', 'Turbidity', 'Nitrate'],
    ],
    // Numbers in every column: no row is named.
    [
      [
        '| Year | Annual Quantity | Minutes per Sample |',
        '|---|---|---|',
        '| 2024 | 4,800 | 20 |',
        '| 2025 | 5,100 | 20 |',
      ].join('\n'),
      ['2024', '2025'],
    ],
  ])('must keep the first column when it is no item number: %#', (table, labels) => {
    expect(tableRates(model(MEASURED, table)).map((r) => r.subject)).toEqual(labels);
  });

  it('must not read a response time column as effort', () => {
    const table = [
      '| Item | Service | Annual Quantity | Response Time (hours) |',
      '|---|---|---|---|',
      '| 0001 | Emergency repair | 120 | 4 |',
      '| 0002 | Routine repair | 900 | 48 |',
    ].join('\n');
    expect(tableRates(model('The table below lists the services.', table))).toEqual([]);
  });
});
