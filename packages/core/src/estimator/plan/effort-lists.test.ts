import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';
import { doneOtherwise } from './workload-rates';

// The Government's effort per unit in a table of the work statement ("Work item | Unit |
// Government estimate (hours per unit)"), the quantities per ordering year in an attached
// workbook (a row per item, a column per year, a total): each item x its quantity in each year.

const plan = (primary: string, sheet?: string) =>
  estimatePlan({
    primary: { name: 'rfp.md', text: primary },
    supporting: sheet ? [{ name: 'attachment-3-quantities.xlsx', text: sheet }] : [],
  });
const yearly = (p: ReturnType<typeof plan>) =>
  (p.periodOfPerformance?.periods ?? []).map((_, i) =>
    Math.round(p.tasks.reduce((s, t) => s + (t.periods?.[i]?.hours ?? 0), 0)),
  );

const TERMS = `## B.2 Ordering period
The ordering period is a base year of twelve months and two twelve-month option years.
`;

const HYDRANTS = `${TERMS}
## C.1 Scope
The Contractor shall flow-test and exercise fire hydrants and valves of the water system as ordered.
Quantities for each ordering year are in Attachment 3.

## C.4 Government estimate of effort
| Work item | Unit | Government estimate (hours per unit) | Remarks |
|---|---|---|---|
| Hydrant flow test | hydrant | 0.5 | |
| Re-test after a failed flow test | hydrant | 0.5 | 10% of flow tests |
| Valve exercising | valve | 0.25 | |
`;

const HYDRANT_SHEET = `## Sheet: Quantities

| Work item | Ordering Year 1 | Ordering Year 2 | Ordering Year 3 | Total |
|---|---|---|---|---|
| Hydrant flow test | 1,000 | 1,200 | 1,200 | 3,400 |
| Valve exercising | 2,000 | 2,000 | 2,400 | 6,400 |
| Total | 3,000 | 3,200 | 3,600 | 9,800 |
`;

describe('effort per unit in a table, quantities per ordering year in a workbook', () => {
  it('prices each item x its quantity in each year, a re-test on its share', () => {
    const p = plan(HYDRANTS, HYDRANT_SHEET);
    // Year 1: 1,000 x 0.5 + 100 x 0.5 + 2,000 x 0.25 = 1,050 hours of stated effort.
    expect(p.periodOfPerformance?.periods.length).toBe(3);
    const y = yearly(p);
    expect(y[0]).toBeGreaterThan(1050 * 0.95);
    expect(y[0]).toBeLessThan(1050 * 1.6);
    expect(y[2]! / y[0]!).toBeGreaterThan(1.1);
    expect(p.confidence?.level).not.toBe('low');
    expect(p.tasks.some((t) => /hygien/i.test(t.lcat))).toBe(false);
  });
});

const BINDERY = `## Section F Period of performance
The period of performance is one base period of 12 months followed by two 12-month option periods.

## C.1 Scope
The Contractor shall repair, rebind and re-case library volumes delivered by the Library under task orders.

## C.6 Workload estimate
Estimated volumes by ordering year are in Attachment 3. The Government estimated the labor per unit below.

| Task | Unit of measure | Govt. estimated labor hours per unit | Share |
|---|---|---|---|
| Spine repair | volume | 0.75 | |
| Full rebinding | volume | 2 | |
| Re-sewing of a failed rebinding | volume | 1.5 | 5 percent of rebindings |
`;

const BINDERY_SHEET = `## Sheet: Volumes

| Task | Year 1 | Year 2 | Year 3 | Total |
|---|---|---|---|---|
| Spine repair | 800 | 800 | 800 | 2,400 |
| Full rebinding | 400 | 500 | 600 | 1,500 |
| Total | 1,200 | 1,300 | 1,400 | 3,900 |
`;

describe('the Government estimate of effort per unit is the whole effort', () => {
  it('sizes items x quantity without a productive share, and adds no unnamed manager', () => {
    const p = plan(BINDERY, BINDERY_SHEET);
    // Year 1: 800 x 0.75 + 400 x 2 + 20 x 1.5 = 1,430 h; Year 3: 600 + 1,200 + 45 = 1,845 h.
    const y = yearly(p);
    expect(y).toHaveLength(3);
    expect(y[0]).toBe(1430);
    expect(y[2]).toBe(1845);
    expect(p.tasks.some((t) => /manager/i.test(t.lcat))).toBe(false);
    expect(p.confidence?.level).toBe('medium');
  });

  it('prices the hydrant items on their shares, with no manager', () => {
    const p = plan(HYDRANTS, HYDRANT_SHEET);
    // 1,000 x 0.5 + 100 x 0.5 + 2,000 x 0.25 = 1,050 h in year 1; 1,200 h ... 1,260 h in year 3.
    expect(yearly(p)).toEqual([1050, 1160, 1260]);
    expect(p.tasks.some((t) => /manager/i.test(t.lcat))).toBe(false);
  });

  it('keeps the productive share when the offeror is told to apply its own factor', () => {
    const p = plan(
      HYDRANTS.replace(
        '| Work item |',
        'Offerors shall apply their own productivity factor to these hours.\n\n| Work item |',
      ),
      HYDRANT_SHEET,
    );
    expect(yearly(p)[0]).toBeGreaterThan(1050 * 1.2);
  });

  it('keeps the productive share for a time per item that is not the Government estimate', () => {
    const p = plan(
      BINDERY.replace('Govt. estimated labor hours per unit', 'Average hours per unit').replace(
        'The Government estimated the labor per unit below.',
        '',
      ),
      BINDERY_SHEET,
    );
    expect(yearly(p)[0]).toBeGreaterThan(1430 * 1.2);
  });

  it('reads no share from a performance standard column', () => {
    const p = plan(
      BINDERY.replace('| Share |', '| Performance standard |').replace(
        '5 percent of rebindings',
        '95 percent of rebindings',
      ),
      BINDERY_SHEET,
    );
    // The re-sewing row is no share of the rebindings: 95% would add 570 h.
    expect(yearly(p)[0]).toBeLessThan(1430);
  });

  it('reads no effort from a response time column or a price per unit', () => {
    const p = plan(
      BINDERY.replace('Govt. estimated labor hours per unit', 'Government response time (hours)')
        .replace('| Share |', '| Unit price ($) |')
        .replace('5 percent of rebindings', '12.50'),
      BINDERY_SHEET,
    );
    expect(p.tasks.some((t) => /Government estimate|hours per unit/i.test(String(t.formula ?? '')))).toBe(
      false,
    );
    expect(yearly(p)[0]).not.toBe(1430);
  });
});

const WELLS = `${TERMS}
## C.1 Scope
The Contractor shall sound groundwater monitoring wells at the installations as ordered. Quantities per ordering year are in Attachment 3.

## C.4 Government estimate of effort
| Work item | Unit | Government estimate (hours per unit) | Remarks |
|---|---|---|---|
| Well sounding | well | 0.33 | |
| Re-sounding after failure | well | 0.33 | 8% of soundings |
`;

describe('quantities by place and ordering year', () => {
  it('sums the rows of places into the one item the sheet names', () => {
    const p = plan(
      WELLS,
      `## Sheet: Wells

Wells to be sounded per ordering year

| Installation | Ordering Year 1 | Ordering Year 2 | Ordering Year 3 | Total |
|---|---|---|---|---|
| North Range | 300 | 320 | 340 | 960 |
| South Range | 200 | 200 | 220 | 620 |
| Total | 500 | 520 | 560 | 1,580 |
`,
    );
    // 500 x 0.33 + 40 x 0.33 = 178 h; 520 -> 185 h; 560 -> 200 h.
    expect(yearly(p)).toEqual([178, 185, 200]);
    expect(p.tasks.some((t) => /manager/i.test(t.lcat))).toBe(false);
  });

  it('reads OY1..OY3 as the ordering years when no base column comes first', () => {
    const p = plan(
      WELLS,
      `## Sheet: Sheet1

Well soundings by ordering year

| Area | OY1 | OY2 | OY3 |
|---|---|---|---|
| Area A | 300 | 320 | 340 |
| Area B | 200 | 200 | 220 |
| TOTAL | 500 | 520 | 560 |
`,
    );
    expect(yearly(p)).toEqual([178, 185, 200]);
  });

  it('prices no line from places by year of a thing no rate sizes', () => {
    const p = plan(
      WELLS,
      `## Sheet: Meals

Meals served per ordering year

| Installation | Ordering Year 1 | Ordering Year 2 | Ordering Year 3 |
|---|---|---|---|
| North Range | 30,000 | 32,000 | 34,000 |
| South Range | 20,000 | 20,000 | 22,000 |
`,
    );
    expect(p.tasks.some((t) => /meal/i.test(`${t.formula ?? ''}`))).toBe(false);
    expect(Math.max(...yearly(p))).toBeLessThan(100_000);
  });

  it('keeps items by period apart when the rows are items, not places', () => {
    const p = plan(
      HYDRANTS,
      `## Sheet: Quantities

Quantities per ordering year

| Item | Ordering Year 1 | Ordering Year 2 | Ordering Year 3 |
|---|---|---|---|
| Hydrant flow test | 1,000 | 1,200 | 1,200 |
| Valve exercising | 2,000 | 2,000 | 2,400 |
`,
    );
    expect(yearly(p)).toEqual([1050, 1160, 1260]);
  });
});

const LINES_HEAD = `${TERMS}
## C.1 Scope
The Contractor shall inspect and clean grease interceptors at the dining facilities as ordered. Quantities per ordering year are in Attachment 3.

## C.4 Workload
`;
const INTERCEPTOR_SHEET = `## Sheet: Quantities

| Work item | Ordering Year 1 | Ordering Year 2 | Ordering Year 3 |
|---|---|---|---|
| Interceptor inspection | 600 | 600 | 700 |
| Interceptor cleaning | 100 | 120 | 120 |
`;

describe('an effort table a scan or a PDF flattened to lines', () => {
  it('reads the rows under a header line of the Government estimate per unit', () => {
    const p = plan(
      `${LINES_HEAD}
Work item Unit Government estimate (hours per unit)
Interceptor inspection interceptor 0.5
Interceptor cleaning interceptor 2
Re-inspection after a failed cleaning interceptor 0.5 10% of cleanings

## C.5 Reports
The Contractor shall submit a monthly report.
`,
      INTERCEPTOR_SHEET,
    );
    // 600 x 0.5 + 100 x 2 + 10 x 0.5 = 505 h; 600 x 0.5 + 120 x 2 + 12 x 0.5 = 546 h; 350 + 246 = 596 h.
    expect(yearly(p)).toEqual([505, 546, 596]);
    expect(p.tasks.some((t) => /manager/i.test(t.lcat))).toBe(false);
  });

  it('reads no rows under a response time header line', () => {
    const p = plan(
      `${LINES_HEAD}
Work item Priority Government response time (hours)
Interceptor overflow emergency 2
Interceptor inspection routine 24
`,
      INTERCEPTOR_SHEET,
    );
    expect(yearly(p)[0]).not.toBe(505);
    expect(p.tasks.some((t) => /response/i.test(`${t.formula ?? ''} ${t.basis ?? ''}`))).toBe(false);
  });

  it('reads no rows under a header line of prices per unit', () => {
    const p = plan(
      `${LINES_HEAD}
Work item Unit Government estimate ($ per unit)
Interceptor inspection interceptor 45
Interceptor cleaning interceptor 180
`,
      INTERCEPTOR_SHEET,
    );
    expect(p.tasks.some((t) => /\\b45 min\\b|180 min/.test(`${t.formula ?? ''}`))).toBe(false);
  });
});

describe('units monitored otherwise are not counted', () => {
  it.each([
    ['1,640 lift stations a year, of which 380 have remote sensors and are not inspected.', 1640, 380],
    ['4,000 fire extinguishers a year, of which 600 are excluded.', 4000, 600],
    ['900 backflow preventers a year, of which 10 percent are exempt from testing.', 900, 90],
    ['2,000 traps a year, of which 150 are inspected by the Government.', 2000, 150],
  ])('%s', (sentence, count, net) => {
    expect(doneOtherwise(sentence, count)).toBe(net);
  });

  it.each([
    // Look-alikes: a share that is the work, and a count of another thing.
    ['1,640 lift stations a year, of which 380 have two pumps and are inspected monthly.', 1640],
    ['4,000 fire extinguishers a year, of which 600 are wheeled units.', 4000],
  ])('%s', (sentence, count) => {
    expect(doneOtherwise(sentence, count)).toBe(0);
  });
});
