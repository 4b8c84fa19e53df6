import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';
import { itemName } from './unknowns';

const plan = (text: string) => estimatePlan({ primary: { name: 'sow.md', text } });
const said = (p: ReturnType<typeof plan>) => [
  ...(p.openQuestions ?? []).map((q) => q.question),
  ...(p.assumptions ?? []),
];

const SOW = (work: string) => `# SECTION C - STATEMENT OF WORK

## C.1 Scope
The Contractor shall plan and deliver an outreach program for the agency's regional offices.

## C.2 Tasks
${work}

## C.3 Period of Performance
The period of performance is twelve (12) months from award.
`;

describe('quantities the documents leave open are asked, by name', () => {
  it.each([
    [
      'The Contractor shall support community events. The number of events will be determined in the approved strategy.',
      'events',
    ],
    [
      'The Contractor shall conduct an unspecified number of site visits to field offices each year.',
      'site visits',
    ],
    [
      'Program briefings will be scheduled by the COR after award; the Contractor shall prepare and deliver them.',
      'briefings',
    ],
    [
      'Deliver workshops for grantees as requested by the COR, including materials and follow-up.',
      'workshops',
    ],
    [
      'The quantity of training sessions has not yet been determined; sessions will run at regional offices.',
      'training sessions',
    ],
  ])('"%s" asks how many %s', (work, noun) => {
    const p = plan(SOW(work));
    expect(said(p).some((q) => new RegExp(`how many (?:\\w+ )?${noun} `).test(q))).toBe(true);
  });

  it.each([
    'The number of staff will be determined by the Contractor to meet the standards.',
    'The number of events is fixed at twelve (12) a year, one in each month.',
    'Estimated quantities are not guaranteed; the Government will order what it needs.',
    'Deliver quarterly workshops for grantees as requested by the COR.',
  ])('"%s" asks no count of work', (work) => {
    expect(said(plan(SOW(work))).some((q) => /how many \w+ there will be/.test(q))).toBe(false);
  });

  it('reads no count in the instructions to offerors', () => {
    const text = `${SOW('Support the agency outreach program.')}
# SECTION L - INSTRUCTIONS TO OFFERORS
## L.1 Technical volume
The number of sample products will be determined by each offeror; describe them.
`;
    expect(said(plan(text)).some((q) => /how many sample products/.test(q))).toBe(false);
  });
});

describe('work that peaks around events on someone else’s schedule', () => {
  it.each([
    'The development contractor’s current plan has four (4) releases at roughly six-month intervals after the pilot.',
    'Deployment to the remaining regions is planned in three waves between FY2031 and FY2033.',
    'Go-live dates for each site are set by the program office and may change.',
    'The integrated master schedule shows the first cutover in the fourth quarter of fiscal year 2033.',
  ])('"%s" assumes the schedule and asks about slips', (work) => {
    const s = said(plan(SOW(`The Contractor shall assess readiness before each event. ${work}`)));
    expect(s.some((q) => /schedule should offerors assume/.test(q))).toBe(true);
    expect(s.some((q) => /slips or the schedule changes/.test(q))).toBe(true);
  });

  it.each([
    'Prepare news releases and media advisories for the agency’s release on its schedule each quarter.',
    'Rooms are released to the front desk by 3:00 p.m. as scheduled.',
    'Process the release of claims at closeout within the schedule.',
  ])('"%s" is not a release schedule', (work) => {
    expect(said(plan(SOW(work))).some((q) => /schedule should offerors assume/.test(q))).toBe(false);
  });
});

const WORKLOAD_RFP = (table: string, staffing = '') => `# SECTION B - SUPPLIES OR SERVICES
${table}

# SECTION C - PERFORMANCE WORK STATEMENT
## C.1 Scope
The Contractor shall collect, package and ship the laboratory waste listed in Section B.
${staffing}

## C.2 Period of Performance
The period of performance is a base year of twelve (12) months and two (2) option years of twelve (12) months each.
`;

describe('a workload of counted items asks for the production rate', () => {
  it.each([
    [
      '| CLIN | Description | Est. Qty | Unit |\n|---|---|---|---|\n| 0001 | Container pickup | 3,020 | EA |\n| 0002 | Drum prepared | 210 | EA |\n| 0003 | Management | 12 | MO |',
      'per container pickup',
    ],
    [
      'Table B-1. Fiscal year workload\n\n| Item | FY2031 quantity |\n|---|---|\n| Inspections performed (all buildings) | 1,450 |\n| Shipments to disposal facilities | 26 |',
      'per inspection',
    ],
    [
      '| Service | Estimated annual quantity | Unit |\n|---|---|---|\n| Departure clean | 16,600 | Each |\n| Stayover service | 27,800 | Each |',
      'per stayover service',
    ],
  ])('%#: names the items and asks minutes per item', (table, per) => {
    const qs = (plan(WORKLOAD_RFP(table)).openQuestions ?? []).map((q) => q.question);
    expect(qs.some((q) => /no production rate: how many minutes/.test(q) && q.includes(per))).toBe(true);
  });

  it('asks nothing of quantities in hours, months or pounds', () => {
    const table =
      '| CLIN | Description | Est. Qty | Unit |\n|---|---|---|---|\n| 0001 | Program analyst | 3,840 | Hours |\n| 0002 | Disposal | 38,000 | LB |\n| 0003 | Management | 12 | MO |';
    const qs = (plan(WORKLOAD_RFP(table)).openQuestions ?? []).map((q) => q.question);
    expect(qs.some((q) => /no production rate/.test(q))).toBe(false);
  });

  it('keeps a stated staffing table high beside a workload table, and asks no rate', () => {
    const table =
      '| CLIN | Description | Est. Qty | Unit |\n|---|---|---|---|\n| 0001 | Container pickup | 3,020 | EA |\n| 0002 | Drum prepared | 210 | EA |';
    const staffing = `
## C.1.1 Staffing
Estimated quantities are not guaranteed. The Government estimates the following staffing:

| Labor Category | Base Year Hours | Option Year 1 Hours | Option Year 2 Hours |
|---|---|---|---|
| Waste Technician | 3,760 | 3,760 | 3,760 |
| Lab Pack Chemist | 1,880 | 1,880 | 1,880 |
`;
    const p = plan(WORKLOAD_RFP(table, staffing));
    expect(p.confidence?.level).toBe('high');
    expect((p.openQuestions ?? []).some((q) => /no production rate/.test(q.question))).toBe(false);
  });

  it.each([
    ['SAA pickups performed (one SAA visited = one pickup)', 'SAA pickup'],
    ['Containers collected from SAAs (bottles, jugs, cans)', 'container'],
    ['Bulk liquid drums (solvents) filled and shipped', 'bulk liquid drum'],
    ['Departure clean (PWS C.5.2)', 'departure clean'],
  ])('"%s" is one %s', (text, item) => {
    expect(itemName(text)).toBe(item);
  });
});

describe('stated posts beside a workload the offeror staffs', () => {
  const LODGE = (disclaimer: string) => `# SECTION B - PRICES

| CLIN | Description | Estimated quantity | Unit |
|---|---|---|---|
| 0001 | Departure clean | 16,600 | Each |
| 0002 | Stayover service | 27,800 | Each |

# SECTION C - PERFORMANCE WORK STATEMENT
## C.1 General
${disclaimer}

## C.2 Evening service
The Contractor shall have one (1) room attendant on duty from 4:00 p.m. to 10:00 p.m. every day of the year.

## C.3 Period
The period of performance is twelve (12) months.
`;

  it.each([
    'The Government does not prescribe the number of room attendants or the hours they work.',
    'The Contractor shall determine the staffing needed to meet the standards every day.',
    'This PWS states the results required and the workload, not the staffing.',
  ])('"%s": the workload is sized at assumed times, medium confidence', (disclaimer) => {
    const p = plan(LODGE(disclaimer));
    expect(p.confidence?.level).toBe('medium');
    const hours = p.tasks.reduce((s, t) => s + t.hours, 0);
    expect(hours).toBeGreaterThan(15000);
    expect(said(p).some((q) => /min per departure clean/.test(q))).toBe(true);
  });

  it('keeps the posts alone, high, when the staffing is not left to the offeror', () => {
    const p = plan(LODGE('The Inn is open every day of the year.'));
    expect(p.confidence?.level).toBe('high');
    expect(p.tasks.reduce((s, t) => s + t.hours, 0)).toBeLessThan(5000);
  });
});

describe('costs paid at cost are not labour', () => {
  it.each([
    ['Paid media costs are reimbursed under CLIN 0002 at cost, without fee, up to $350,000.', 'Paid media'],
    ['Travel (CLIN x002, cost reimbursable, not-to-exceed $3,000 a year) is for site visits.', 'Travel'],
    ['Printing is a pass-through CLIN billed at actual cost.', 'Printing'],
  ])('"%s" is said to be outside the hours', (work, noun) => {
    expect(said(plan(SOW(work))).some((a) => a.startsWith(`${noun} (`) && /not labour/.test(a))).toBe(true);
  });

  it('does not say it of travel that is not reimbursed', () => {
    const p = plan(SOW('The Contractor shall not be reimbursed for local travel to the regional offices.'));
    expect(said(p).some((a) => /paid at cost, not labour/.test(a))).toBe(false);
  });
});
