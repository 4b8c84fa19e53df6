import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/index';
import { buildPlan } from './build-plan';
import { rateFor } from './frequency-hours';

const plan = (text: string) => buildPlan(readSolicitation({ primary: { name: 'pws.md', text } }));

const PERIOD = `
F.1 Period of performance: a base year of twelve (12) months and two (2) one-year option periods.
`;

/** A grounds PWS with month columns, a named key lead, and no hours. */
const GROUNDS = `SECTION C - PERFORMANCE WORK STATEMENT

C.1 The Contractor shall maintain the grounds of the training area at the frequencies below.

C.2 Grounds Work Frequencies

| Item | Work Element | Acres | Oct | Nov | Dec | Jan | Feb | Mar | Apr | May | Jun | Jul | Aug | Sep |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
| A | Mowing, improved areas | 60 | 1 | 0 | 0 | 0 | 0 | 1 | 2 | 4 | 4 | 4 | 4 | 2 |
| B | Fertilizing and weed treatment | 60 | 0 | 0 | 0 | 0 | 0 | 1 | 0 | 0 | 0 | 0 | 1 | 0 |
| C | Leaf collection | 15 | 1 | 2 | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |

C.3 Crew Foreman (Key Personnel). The Contractor shall provide a Crew Foreman on site whenever work is performed.
${PERIOD}`;

/** A custodial PWS: square feet with frequency words. */
const CUSTODIAL = `SECTION C - STATEMENT OF WORK

C.1 The Contractor shall provide janitorial services for the buildings listed below.

C.4 Cleaning Schedule

| Building | Cleanable Area (Sq Ft) | Frequency |
|---|---|---|
| Bldg 12 offices - clean and vacuum | 48,000 | Daily |
| Bldg 12 floors - strip and wax | 9,500 | Quarterly |
| Bldg 7 warehouse - sweep and mop | 22,000 | twice a week |
${PERIOD}`;

/** A maintenance PWS: a "times per year" column and a unit column. */
const MAINTENANCE = `SECTION C - PERFORMANCE WORK STATEMENT

C.1 The Contractor shall perform preventive maintenance on the building systems listed below.

C.5 Recurring Maintenance

| Task | Qty | UOM | Times per Year |
|---|---|---|---|
| Replace HVAC filters | 212 | EA | 4 |
| Relamp corridor fixtures | 1,450 | lamps | 1 |
| Preventive maintenance of air handling units | 36 | units | 2 |
${PERIOD}`;

describe('frequencyPlan', () => {
  it('sizes a month-column grounds table at assumed production rates, with the named lead key', () => {
    const p = plan(GROUNDS);
    const mow = p.tasks.find((t) => /mowing/i.test(t.workArea ?? ''));
    expect(mow?.lcat).toBe('Groundskeeper');
    expect(mow?.hoursSource).toBe('derived');
    // 60 acres x 22 cycles / 1.5 acres an hour
    expect(mow?.hours).toBe(880);
    expect(mow?.mathRationale).toMatch(/assumed acres mowed an hour/);
    const lead = p.tasks.find((t) => /foreman/i.test(t.lcat));
    expect(lead?.keyPersonnel).toBe(true);
    expect(p.confidence?.level).toBe('medium');
    expect((p.openQuestions ?? []).some((q) => /production rates/.test(q.question))).toBe(true);
    expect(p.staffingSource).toBe('estimated');
  });

  it('sizes a custodial table of square feet with frequency words on the Custodian', () => {
    const p = plan(CUSTODIAL);
    const daily = p.tasks.find((t) => /clean and vacuum/.test(t.workArea ?? ''));
    // 48,000 sq ft x 250 workdays / 3,000 sq ft an hour
    expect(daily?.hours).toBe(4000);
    expect(daily?.lcat).toBe('Custodian');
    const wax = p.tasks.find((t) => /strip and wax/.test(t.workArea ?? ''));
    expect(wax?.hours).toBe(76);
    expect(p.tasks.every((t) => t.hoursSource === 'derived')).toBe(true);
    expect(p.confidence?.level).toBe('medium');
  });

  it('sizes a "times per year" maintenance table on the Maintenance Worker', () => {
    const p = plan(MAINTENANCE);
    const filters = p.tasks.find((t) => /filters/.test(t.workArea ?? ''));
    // 212 x 4 / 6 filters an hour
    expect(filters?.hours).toBe(141);
    expect(filters?.lcat).toBe('Maintenance Worker');
    expect(p.tasks.find((t) => /air handling/.test(t.workArea ?? ''))?.hours).toBe(108);
  });

  describe('must not fire', () => {
    it('a staffing table with hours stays stated staffing', () => {
      const p = plan(`SECTION C - STATEMENT OF WORK

C.1 The Contractor shall provide custodial services at the clinic.

C.2 Minimum Staffing

| Position | Qty | Hours per week | Frequency |
|---|---|---|---|
| Custodian | 4 | 40 | Weekly |
| Lead Custodian | 1 | 40 | Weekly |
${PERIOD}`);
      expect(p.tasks.some((t) => /assumed .* an hour/.test(t.mathRationale))).toBe(false);
    });

    it('an hours-of-operation table and a price schedule size no production-rate line', () => {
      const p = plan(`SECTION B - PRICES

| CLIN | Description | Qty | Unit | Unit Price | Amount |
|---|---|---|---|---|---|
| 0001 | Grounds maintenance, base year | 12 | MO | | |
| 0002 | Storm debris cleanup | 2 | EA | | |

SECTION C - PERFORMANCE WORK STATEMENT

C.1 The Contractor shall maintain the grounds of the visitor centre and mow 40 acres weekly in season.

C.2 Hours of operation

| Facility | Days | Hours of Operation |
|---|---|---|
| Visitor centre | Daily | 0800-1700 |
| Maintenance yard | Monday - Friday | 0600-1430 |
${PERIOD}`);
      expect(
        (p.assumptions ?? []).some((a) => /frequency table|workload table states quantities/.test(a)),
      ).toBe(false);
      expect((p.openQuestions ?? []).some((q) => /services in the frequency table/.test(q.question))).toBe(
        false,
      );
    });

    it('a report schedule names no work a production rate fits', () => {
      expect(rateFor({ service: 'Monthly status report', unit: 'each' })).toBeUndefined();
      expect(rateFor({ service: 'Quality control inspection report', unit: 'reports' })).toBeUndefined();
    });
  });
});

describe('an inventory on a cycle longer than a year', () => {
  const TREES = (table: string) => `SECTION C - PERFORMANCE WORK STATEMENT

C.1 The Contractor shall prune the installation's trees on the cycle below. The Government does not state a crew size.

C.2 Tree Inventory

${table}
${PERIOD}`;

  it.each([
    [
      'a cycle column in figures',
      '| Size class | Trees | Pruning cycle |\n|---|---|---|\n| Small | 3,000 | 5 years |\n| Large | 1,000 | 5 years |',
    ],
    [
      'a cycle column in words',
      '| Area | Number of trees | Pruning frequency |\n|---|---|---|\n| North housing | 3,000 | every five years |\n| South range | 1,000 | once every 5 years |',
    ],
    [
      'a yearly count column beside the inventory',
      '| Zone | Description | Total trees | Trees pruned a year |\n|---|---|---|---|\n| A | Headquarters | 3,000 | 600 |\n| B | Cantonment | 1,000 | 200 |',
    ],
  ])('sizes %s as one fifth a year at an assumed time per tree', (_, table) => {
    const p = plan(TREES(table));
    const hours = p.tasks.reduce((s, t) => s + t.hours, 0);
    // 800 trees a year x 4 h, a climber and a groundworker.
    expect(hours).toBe(3200);
    expect(p.tasks.map((t) => t.lcat)).toEqual(
      expect.arrayContaining(['Tree Trimmer and Pruner', 'Groundworker']),
    );
    expect(p.confidence?.level).toBe('medium');
    expect((p.openQuestions ?? []).map((q) => q.question).join(' ')).toMatch(/production rate/i);
  });

  it('does not read a warranty or a contract length as a cycle', () => {
    const p = plan(
      TREES(
        '| Item | Trees | Warranty |\n|---|---|---|\n| Oak | 40 | 5 year warranty period |\n| Elm | 20 | 2 year warranty period |',
      ),
    );
    expect(p.tasks.some((t) => /Tree Trimmer/.test(t.lcat))).toBe(false);
  });
});
