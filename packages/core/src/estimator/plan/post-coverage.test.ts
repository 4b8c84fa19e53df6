import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

const plan = (text: string) => buildPlan(readSolicitation({ primary: { name: 'pws.txt', text } }));
const hours = (p: ReturnType<typeof plan>, lcat: string) =>
  p.tasks.filter((t) => t.lcat === lcat).reduce((s, t) => s + t.hours, 0);

const NOC = `C.1 PERIOD OF PERFORMANCE
The base period is twelve (12) months. The Government may exercise four (4) twelve-month option periods.

C.4 HOURS OF OPERATION
The NOC operates twenty-four (24) hours a day, seven (7) days a week, 365 days a year.

C.5 MINIMUM STAFFING
C.5.1 At all times the Contractor shall have on duty, on site in the NOC, at least: one (1) Shift Lead; and two (2) NOC Technicians (Tier 2).
C.5.2 Monday through Friday from 0700 to 1900 Central Time the Contractor shall also have on site one (1) Network Engineer (Tier 3).
C.5.3 For pricing purposes, one full-time equivalent (FTE) provides 1,920 productive hours a year.

C.7 KEY PERSONNEL
The NOC Manager (Key) shall have ten (10) years of experience.
`;

describe('positions on duty in the plan', () => {
  it('prices each position as its post-hours a year, titled as the document titles it', () => {
    const p = plan(NOC);
    expect(hours(p, 'Shift Lead')).toBe(8760);
    expect(hours(p, 'NOC Technician (Tier 2)')).toBe(17_520);
    expect(hours(p, 'Network Engineer (Tier 3)')).toBe(Math.round(60 * 52.14));
    // The bare head count "one (1) Network Engineer" gives way to the post: one line, not two.
    expect(p.tasks.filter((t) => /Network Engineer/.test(t.lcat))).toHaveLength(1);
    expect(p.tasks.find((t) => t.lcat === 'Shift Lead')?.mathRationale).toBe('1 post x 24 h x 365 d = 8,760');
    // Every period of the term carries the posts.
    expect(p.tasks.find((t) => t.lcat === 'Shift Lead')?.periods?.map((x) => x.hours)).toEqual([
      8760, 8760, 8760, 8760, 8760,
    ]);
  });

  it("states the head count at the document's hours per FTE, relief included", () => {
    const p = plan(NOC);
    expect(p.hoursPerFte).toBe(1920);
    const note = p.assumptions?.find((a) => a.startsWith('Posts are priced as post-hours')) ?? '';
    expect(note).toContain('4.56');
    expect(note).toContain('9.13');
    expect(note).toMatch(/relief/);
  });

  it('keeps a category the documents state in hours and adds the posts they only count', () => {
    const p = plan(
      `${NOC}\nC.8 STAFFING TABLE\n| Labor Category | Hours per year |\n|---|---|\n| Network Engineer (Tier 3) | 2,080 |\n| Shift Lead | 9,000 |\n`,
    );
    expect(hours(p, 'Network Engineer (Tier 3)')).toBe(2080);
    expect(hours(p, 'Shift Lead')).toBe(9000);
    expect(hours(p, 'NOC Technician (Tier 2)')).toBe(17_520);
  });

  it('counts guards on duty without a staffing table', () => {
    const p = plan(
      'The base period is twelve (12) months.\nThe Contractor shall provide 3 Security Officers 24 hours per day, 7 days per week at the main gate.',
    );
    expect(hours(p, 'Security Officer')).toBe(3 * 8760);
  });
});

describe('a key person who is also a post', () => {
  it('is priced once, as the post, and stays key', () => {
    const p = plan(
      `${NOC}\nC.9 The Shift Lead (Key) shall hold a current ITIL certification.\nThe Contractor shall provide the following Key Personnel: Shift Lead.\n`,
    );
    const leads = p.tasks.filter((t) => /^Shift Lead/.test(t.lcat));
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ hours: 8760, keyPersonnel: true });
  });
});

describe('posts stated as a table', () => {
  it('prices each row as its post-hours, titled as the table titles it', () => {
    const p = plan(`The base period is twelve (12) months.

| Position | Coverage | Positions on duty |
|---|---|---|
| Dispatcher | 24/7 | 2 |
| Records Clerk | 0700-1530, Mon-Fri | 1 |
`);
    expect(hours(p, 'Dispatcher')).toBe(2 * 8760);
    expect(hours(p, 'Records Clerk')).toBe(Math.round(42.5 * 52.14));
  });
});
