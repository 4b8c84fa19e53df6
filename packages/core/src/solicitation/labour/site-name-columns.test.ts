import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/index';

// Second round (blind, layer "robust"): a role x site FTE table whose site columns' names hold
// a job word ("Clerk's Office", "Ranger Station"), a count ("(3 windows)") or a place after a
// dash ("Records Office - Eastgate") keeps every site column. Site columns are the columns
// beside the role column whose cells are FTE and whose header is not a total, a rate or a count
// of things. Invented in courts, parks, warehouses and help desks.
const POP =
  '## F Period of performance\nThe period of performance is a base year of twelve (12) months and one (1) twelve-month option year.\n';
const table = (sites: string[], rows: string[], extra = '') => `## C.5 Staffing
C.5.1 The Contractor shall provide, at a minimum, the full-time equivalents (FTE) by labor category and site shown in Table C-1. An FTE is 2,080 hours.${extra}

Table C-1 Minimum FTE by Labor Category and Site

| Labor Category | ${sites.join(' | ')} |
|${sites.map(() => '---|').join('')}---|
${rows.join('\n')}
`;
const plan = (body: string) => estimatePlan({ primary: { name: 'pws.md', text: `${POP}${body}` } });
const total = (p: ReturnType<typeof plan>, period = 0) =>
  p.tasks.reduce((s, t) => s + (t.periods?.[period]?.hours ?? 0), 0);
const at = (p: ReturnType<typeof plan>, lcat: string, site: string) =>
  p.tasks.filter((t) => t.lcat === lcat && t.location === site).reduce((s, t) => s + t.hours, 0);

describe('site columns whose names hold a job or a count word', () => {
  it('courts: a clerk\u2019s office, a counter with a count of windows, an office after a dash', () => {
    const p = plan(
      table(
        ['County Clerk Office', 'Jury Assembly (3 windows)', 'Probation Office - Eastgate', 'Total'],
        [
          '| Court Clerk | 2.0 | 1.0 | 1.0 | 4.0 |',
          '| Data Entry Operator | 1.0 | 1.0 | 1.0 | 3.0 |',
          '| Total | 3.0 | 2.0 | 2.0 | 7.0 |',
        ],
      ),
    );
    expect(at(p, 'Court Clerk', 'Jury Assembly (3 windows)')).toBe(2080);
    expect(at(p, 'Data Entry Operator', 'Probation Office - Eastgate')).toBe(2080);
    expect(total(p, 0)).toBe(7 * 2080);
    expect(p.tasks.some((t) => t.location === 'Total')).toBe(false);
  });

  it('parks: a ranger station and a visitor center beside a lake', () => {
    const p = plan(
      table(
        ['Visitor Center', 'Ranger Station - Lake Fork', 'Boat Launch (2 lanes)', 'Total'],
        [
          '| Park Ranger | 1.0 | 2.0 | 0.5 | 3.5 |',
          '| Maintenance Worker | 1.0 | 1.0 | 1.0 | 3.0 |',
          '| Total | 2.0 | 3.0 | 1.5 | 6.5 |',
        ],
      ),
    );
    expect(at(p, 'Park Ranger', 'Ranger Station - Lake Fork')).toBe(4160);
    expect(at(p, 'Maintenance Worker', 'Boat Launch (2 lanes)')).toBe(2080);
    expect(total(p, 0)).toBe(6.5 * 2080);
  });

  it('warehouses: a supply office, a receiving dock and a shop named by trade', () => {
    const p = plan(
      table(
        ['Supply Office - North Depot', 'Receiving Dock (4 bays)', 'Forklift Repair Shop', 'Total'],
        [
          '| Warehouse Worker | 3.0 | 2.0 | 0 | 5.0 |',
          '| Forklift Operator | 1.0 | 2.0 | - | 3.0 |',
          '| Mechanic | - | - | 2.0 | 2.0 |',
        ],
      ),
    );
    expect(at(p, 'Forklift Operator', 'Receiving Dock (4 bays)')).toBe(4160);
    expect(at(p, 'Mechanic', 'Forklift Repair Shop')).toBe(4160);
    expect(total(p, 0)).toBe(10 * 2080);
  });

  it('help desks: desks named by their service and building', () => {
    const p = plan(
      table(
        ['Headquarters Service Desk', 'Training Center Help Desk', 'Annex (1 desk)'],
        ['| Help Desk Specialist | 2.0 | 1.0 | 1.0 |', '| Desktop Support Technician | 1.0 | 1.0 | 0.5 |'],
      ),
    );
    expect(at(p, 'Help Desk Specialist', 'Training Center Help Desk')).toBe(2080);
    expect(at(p, 'Desktop Support Technician', 'Annex (1 desk)')).toBe(1040);
    expect(total(p, 0)).toBe(6.5 * 2080);
  });

  it('does not read an hourly rate column beside the sites as a site', () => {
    const p = plan(
      table(
        ['Visitor Center', 'Ranger Station - Lake Fork', 'Hourly Rate'],
        ['| Park Ranger | 1.0 | 2.0 | $31.50 |', '| Maintenance Worker | 1.0 | 1.0 | $24.00 |'],
      ),
    );
    expect(p.tasks.some((t) => /rate/i.test(t.location ?? ''))).toBe(false);
    expect(total(p, 0)).toBe(5 * 2080);
  });

  it('does not read sites whose cells the header says are iterations as staffing', () => {
    const p = plan(
      table(
        ['County Clerk Office (sessions)', 'Probation Office - Eastgate (sessions)'],
        ['| Court Clerk | 12 | 10 |', '| Data Entry Operator | 4 | 6 |'],
      ),
    );
    expect(p.tasks.some((t) => /sessions/i.test(t.location ?? ''))).toBe(false);
  });

  it('does not read a count of kits or vehicles beside the sites as a site', () => {
    const p = plan(
      table(
        ['County Clerk Office', 'Probation Office - Eastgate', 'Kits Issued', 'Vehicles Assigned'],
        ['| Court Clerk | 2.0 | 1.0 | 6 | 2 |', '| Data Entry Operator | 1.0 | 1.0 | 4 | 0 |'],
      ),
    );
    expect(p.tasks.some((t) => /kits|vehicles/i.test(t.location ?? ''))).toBe(false);
    expect(total(p, 0)).toBe(5 * 2080);
  });

  it('does not read a grade or years of experience beside two offices as a site', () => {
    const p = plan(`## C.5 Staffing
C.5.1 The Contractor shall provide the following minimum staff.

| Position | North Office | South Office | Grade | Years Experience |
|---|---|---|---|---|
| Court Clerk | 3 | 2 | 11 | 5 |
| Data Entry Operator | 1 | 1 | 7 | 2 |
`);
    expect(p.tasks.some((t) => /grade|experience/i.test(t.location ?? ''))).toBe(false);
  });
});
