import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// A price schedule that pairs an FTE column and an hours column per period ("Base FTE | Base
// Hours | OY1 FTE | OY1 Hours | ... | Total Hours | Hourly Rate | Base Price"), an "Hours per FTE"
// cell above it: one measure per period, the total a check on the sum, FTE x hours per FTE a
// check on the hours column.

const TERMS = `## B Period of performance
The period of performance is a base year of twelve months and two twelve-month option years.

## C.1 Scope
The Contractor shall perform the services priced in Attachment 2.
`;
const read = (sheet: string, primary = TERMS) =>
  readSolicitation({
    primary: { name: 'rfp.md', text: primary },
    supporting: [{ name: 'att-2-price-schedule.xlsx', text: sheet }],
  });
const plan = (sheet: string, primary = TERMS) => buildPlan(read(sheet, primary));
const hoursOf = (p: ReturnType<typeof plan>, lcat: string) => {
  const t = p.tasks.find((x) => x.lcat === lcat);
  return t ? [t.hours, ...(t.periods ?? []).map((x) => x.hours)] : undefined;
};

const SINGLE_HEADER = `## Sheet: Price Schedule

Attachment 2 - Labor Category Pricing

| Hours per FTE | 1,880 |
|---|---|

| Labor Category | Base FTE | Base Hours | OY1 FTE | OY1 Hours | OY2 FTE | OY2 Hours | Total Hours | Hourly Rate | Base Price | OY1 Price | OY2 Price |
|---|---|---|---|---|---|---|---|---|---|---|---|
| GIS Analyst | 2 | 3,760 | 2 | 3,760 | 2 | 3,760 | 11,280 | | | | |
| Cartographer | 1 | 1,880 | 1 | 1,880 | 1.5 | 2,820 | 6,580 | | | | |
| Program Manager | 0.5 | 940 | 0.5 | 940 | 0.5 | 940 | 2,820 | | | | |
`;

const TWO_ROW_HEADER = `## Sheet: Pricing

Hours per FTE: 1,920

| Labor Category | Base Year | | Option Year 1 | | Option Year 2 | | Total Hours | Hourly Rate | Extended Price |
|---|---|---|---|---|---|---|---|---|---|
| | FTE | Hours | FTE | Hours | FTE | Hours | | | |
| Service Desk Technician | 4 | 7,680 | 4 | 7,680 | 3 | 5,760 | 21,120 | | |
| Service Desk Manager | 1 | 1,920 | 1 | 1,920 | 1 | 1,920 | 5,760 | | |
`;

const DATED_HEADER = `## Sheet: Staffing

Hours per FTE | 1,880

| Labor Category | Base Year (10/01/2026 - 09/30/2027) FTE | Base Year (10/01/2026 - 09/30/2027) Hours | Option Year 1 (10/01/2027 - 09/30/2028) FTE | Option Year 1 (10/01/2027 - 09/30/2028) Hours | Option Year 2 (10/01/2028 - 09/30/2029) FTE | Option Year 2 (10/01/2028 - 09/30/2029) Hours | Total Hours |
|---|---|---|---|---|---|---|---|
| Registered Nurse | 3 | 5,640 | 3 | 5,640 | 3 | 5,640 | 16,920 |
| Medical Assistant | 2 | 3,760 | 2 | 3,760 | 2 | 3,760 | 11,280 |
`;

const CLIN_HEADER = `## Sheet: Schedule B

| Labor Category | CLIN 0001 FTE | CLIN 0001 Hours | CLIN 1001 FTE | CLIN 1001 Hours | CLIN 2001 FTE | CLIN 2001 Hours | Total Hours |
|---|---|---|---|---|---|---|---|
| Surveyor | 3 | 5,640 | 3 | 5,640 | 3 | 5,640 | 16,920 |
| Survey Technician | 2 | 3,760 | 2 | 3,760 | 2 | 3,760 | 11,280 |
`;

const DOCUMENT_TABLE = `${TERMS}
## C.5 Staffing estimate
The Government estimates the following level of effort. Hours per FTE: 2,080.

| Labor Category | BY FTE | BY Hours | OY1 FTE | OY1 Hours | OY2 FTE | OY2 Hours | Total FTE | Total Hours |
|---|---|---|---|---|---|---|---|---|
| Carpenter | 3 | 6,240 | 3 | 6,240 | 2 | 4,160 | 8 | 16,640 |
| Electrician | 2 | 4,160 | 2 | 4,160 | 2 | 4,160 | 6 | 12,480 |
| Site Superintendent | 1 | 2,080 | 1 | 2,080 | 1 | 2,080 | 3 | 6,240 |
`;

const DISAGREEING = `## Sheet: Training Staff

Hours per FTE | 1,880

| Labor Category | Base FTE | Base Hours | OY1 FTE | OY1 Hours | OY2 FTE | OY2 Hours | Total Hours |
|---|---|---|---|---|---|---|---|
| Instructor | 2 | 3,600 | 2 | 3,600 | 2 | 3,600 | 10,800 |
| Course Developer | 1 | 1,880 | 1 | 1,880 | 1 | 1,880 | 5,640 |
`;

describe('paired FTE and hours columns per period', () => {
  it('reads one measure per period, never the total column, in several layouts and domains', () => {
    expect(hoursOf(plan(SINGLE_HEADER), 'GIS Analyst')).toEqual([3760, 3760, 3760, 3760]);
    expect(hoursOf(plan(SINGLE_HEADER), 'Cartographer')).toEqual([1880, 1880, 1880, 2820]);
    expect(hoursOf(plan(TWO_ROW_HEADER), 'Service Desk Technician')).toEqual([7680, 7680, 7680, 5760]);
    expect(hoursOf(plan(DATED_HEADER), 'Registered Nurse')).toEqual([5640, 5640, 5640, 5640]);
    expect(hoursOf(plan(CLIN_HEADER), 'Surveyor')).toEqual([5640, 5640, 5640, 5640]);
    expect(hoursOf(plan('', DOCUMENT_TABLE), 'Carpenter')).toEqual([6240, 6240, 6240, 4160]);
  });

  it('reads the "Hours per FTE" cell as the stated convention, not a year or a CLIN number', () => {
    for (const [sheet, value] of [
      [SINGLE_HEADER, 1880],
      [TWO_ROW_HEADER, 1920],
      [DATED_HEADER, 1880],
      [DISAGREEING, 1880],
    ] as const) {
      expect(read(sheet).hoursPerFte).toMatchObject({ value, stated: true });
    }
    expect(read('', DOCUMENT_TABLE).hoursPerFte).toMatchObject({ value: 2080, stated: true });
    // No convention is written: a CLIN number or a year in a header is none.
    expect(read(CLIN_HEADER).hoursPerFte?.value ?? 1880).not.toBe(2001);
  });

  it('uses the hours column when FTE x hours per FTE disagrees with it, and says so', () => {
    const p = plan(DISAGREEING);
    expect(hoursOf(p, 'Instructor')).toEqual([3600, 3600, 3600, 3600]);
    expect(hoursOf(p, 'Course Developer')).toEqual([1880, 1880, 1880, 1880]);
    const said = (p.assumptions ?? []).join(' ');
    expect(said).toMatch(/Instructor/);
    expect(said).toMatch(/3,760/);
    expect(said).toMatch(/3,600/);
    // Columns that agree raise nothing.
    expect((plan(SINGLE_HEADER).assumptions ?? []).join(' ')).not.toMatch(/disagree/i);
  });
});

describe('look-alikes of the hours-per-FTE cell and the paired columns', () => {
  it('leaves FTE-only tables at FTE x the convention', () => {
    const sheet = `## Sheet: Staffing

Hours per FTE: 1,920

| Labor Category | Base Year FTE | Option Year 1 FTE | Option Year 2 FTE |
|---|---|---|---|
| Custodian | 6 | 6 | 5 |
`;
    expect(hoursOf(plan(sheet), 'Custodian')).toEqual([11520, 11520, 11520, 9600]);
  });

  it('does not read weekly hours, total hours or ceilings as hours per FTE', () => {
    for (const line of [
      'Hours per week | 40',
      'Total hours | 1,880',
      'The total effort shall not exceed 2,000 hours per FTE year.',
      'Period of performance: 10/01/2026 - 09/30/2027 (FTE hours are shown below).',
    ]) {
      const m = read(`## Sheet: Notes\n\n${line}\n`);
      expect(m.hoursPerFte?.stated ?? false, line).toBe(false);
    }
  });
});
