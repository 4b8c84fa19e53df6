import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

const plan = (text: string, supporting?: string) =>
  buildPlan(
    readSolicitation({
      primary: { name: 'rfp.md', text },
      ...(supporting ? { supporting: [{ name: 'att-1-posts.xlsx', text: supporting }] } : {}),
    }),
  );
const line = (p: ReturnType<typeof plan>, lcat: string) => p.tasks.find((t) => t.lcat === lcat);

const INFIRMARY = `## B Period of performance
The base period is twelve (12) months, followed by two (2) twelve-month option periods.

## C.3 Staffing
C.3.1 The Contractor shall provide one (1) full-time Clinic Administrator (Key Personnel).
C.3.2 The infirmary runs two twelve-hour shifts, Days 0700-1900 and Nights 1900-0700. The Contractor shall have on duty not less than:

| Staff | Days 0700-1900 | Nights 1900-0700 | Days of week |
|---|---|---|---|
| Staff Nurse | two | one | seven days |
| Pharmacy Technician | 1 | - | Mon - Fri except holidays |
`;

describe('a shift roster in the plan', () => {
  it('prices each category as persons x paid hours of each shift x its days a year, 24x7 kept', () => {
    const p = plan(INFIRMARY);
    expect(line(p, 'Staff Nurse')?.hours).toBe((2 + 1) * 12 * 365);
    expect(line(p, 'Staff Nurse')?.mathRationale).toContain('24x7');
    expect(line(p, 'Pharmacy Technician')?.hours).toBe(12 * 249);
    // The key person stated apart stays beside the roster.
    expect(line(p, 'Clinic Administrator')?.keyPersonnel).toBe(true);
  });
});

const GUARDS = `## C.2 Posts
The Contractor shall staff the guard posts of Attachment 1 and provide one (1) full-time Project Manager (Key Personnel).
`;
const SCHEDULE = `## Sheet: Attachment 1

| Post | Site | Post name | Days | Start | End | Days per year |
|---|---|---|---|---|---|---|
| 1 | Riverside | Gatehouse | Every day | 0000 | 2400 | 365 |
| 2 | Hilltop | Reception desk | Mon-Fri | 0730 | 1630 | 249 |
`;

describe('a post schedule in the plan', () => {
  it('prices every post at its hours a day x days a year, at its site, beside the stated staff', () => {
    const p = plan(GUARDS, SCHEDULE);
    const posts = p.tasks.filter((t) => t.unit === 'post');
    expect(posts.map((t) => t.hours)).toEqual([8760, 9 * 249]);
    expect(posts.map((t) => t.location)).toEqual(['Riverside', 'Hilltop']);
    expect(line(p, 'Project Manager')?.keyPersonnel).toBe(true);
  });
});
