import { describe, expect, it } from 'vitest';
import { tradeLedHeads, workOrderHistory } from './work-order-history';

describe('workOrderHistory', () => {
  it('takes the latest year of a fiscal-year work order table, with an assumed time by kind', () => {
    const t = [
      'The work order system counts for the last three fiscal years (no labor hours recorded):',
      'Work type                          FY2025    FY2026    FY2027',
      'Door closer repair                    300       310       325',
      'Annual fire door inspections        1,100     1,100     1,150',
      'After-hours emergency calls            40        44        51',
    ].join('\n');
    expect(workOrderHistory(t)?.rows.map((r) => [r.count, r.hours])).toEqual([
      [325, 1.5],
      [1150, 0.5],
      [51, 2],
    ]);
  });
  it('reads calendar-year columns and pipe rows of service requests', () => {
    const t = [
      'Historical service requests by type',
      '| Request | 2026 | 2027 |',
      '| Filter change | 820 | 860 |',
      '| Thermostat reset | 95 | 101 |',
    ].join('\n');
    const r = workOrderHistory(t);
    expect(r?.rows.map((x) => x.count)).toEqual([860, 101]);
  });
  it('reads Year N columns of tickets, OCR digits repaired upstream', () => {
    const t = [
      'Trouble tickets closed',
      'Category         Year 1    Year 2',
      'Printer repair       210       230',
      'Password reset     1,900     2,050',
    ].join('\n');
    expect(workOrderHistory(t)?.rows.map((x) => [x.count, x.hours])).toEqual([
      [230, 1.5],
      [2050, 0.75],
    ]);
  });
  it.each([
    [
      'a budget by year',
      'Funding history\nItem        FY2026     FY2027\nLabor       410,000    420,000\nMaterials    50,000     52,000',
    ],
    [
      'staff by year, no work words',
      'Staffing\nPosition     FY2026   FY2027\nLocksmith       3        3\nHelper          1        1',
    ],
    [
      'a table that already gives hours',
      'Work order history\nType      FY2026 hours   FY2027 hours\nRepairs       300          310\nRekeys        200          210',
    ],
    [
      'people served',
      'Workload\nGroup          2026      2027\nVisitors      9,000    9,400\nPatients      1,200    1,300',
    ],
  ])('must not fire: %s', (_, t) => expect(workOrderHistory(t)?.rows ?? []).toEqual([]));
});

describe('tradeLedHeads', () => {
  const heads = [
    { title: 'Site Manager', key: false, manager: true },
    { title: 'Lead Electrician', key: true, manager: false, source: {} },
  ];
  it('drops an unnamed manager when a named lead heads the derived trade', () => {
    expect(tradeLedHeads(heads, [{ lcat: 'Electrician' }]).map((h) => h.title)).toEqual(['Lead Electrician']);
  });
  it('keeps the manager for another trade or a named manager', () => {
    expect(tradeLedHeads(heads, [{ lcat: 'Plumber' }])).toHaveLength(2);
    expect(tradeLedHeads([{ ...heads[0]!, source: {} }, heads[1]!], [{ lcat: 'Electrician' }])).toHaveLength(
      2,
    );
  });
});
