import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// Positions over part-day windows beside counts that describe the customer (residents by
// dormitory, visitors, census): posts x window hours, the counts background, a "(Key
// Personnel)" manager named in prose a key person and no post.

const TERMS = `## B Period of performance
The period of performance is a base year of twelve months and two twelve-month option years.
`;
const plan = (text: string) =>
  buildPlan(readSolicitation({ primary: { name: 'pws.md', text: `${TERMS}\n${text}` } }));
const line = (p: ReturnType<typeof plan>, lcat: string) => p.tasks.filter((t) => t.lcat === lcat);
const total = (p: ReturnType<typeof plan>) => p.tasks.reduce((s, t) => s + t.hours, 0);

const RESIDENCE = `## C.2 Background
The center houses adult residents in three dormitories. Current population:

| Dormitory | Number of Residents | Staff Offices |
|---|---|---|
| Cedar | 112 | 2 |
| Maple | 98 | 1 |
| Birch | 120 | 2 |
| Total | 330 | 5 |

## C.5 Personnel
C.5.1 Program Manager (Key Personnel). The Contractor shall provide a full-time Program Manager.
C.5.2 Resident Advisors. The Contractor shall provide four (4) Resident Advisor posts from 3:00 to 11:00 p.m., seven days a week, and two (2) Night Monitor posts from 11:00 p.m. to 7:00 a.m., seven days a week.
`;

const POOL = `## C.1 Background
Annual visitors to the aquatic center: 48,000.

| Pool | Visitors a year |
|---|---|
| Indoor | 30,000 |
| Outdoor | 18,000 |

## C.3 Requirements
The Contractor shall provide three (3) Lifeguards on duty from 10:00 a.m. to 6:00 p.m. seven days a week, and one Aquatics Supervisor (Key Personnel) full time.
`;

const WARD = `## C.2 Workload
Average daily census by unit:

| Unit | Average daily census | Annual admissions |
|---|---|---|
| Ward A | 22 | 1,100 |
| Ward B | 18 | 900 |

## C.4 Personnel
The Contractor shall furnish a Program Director (Key Personnel). Two Patient Sitter positions shall be staffed from 7:00 p.m. to 7:00 a.m. daily.
`;

describe('posts over part-day windows beside background counts', () => {
  it('prices each post at its window, both posts of one sentence, the manager as a key person', () => {
    const p = plan(RESIDENCE);
    expect(line(p, 'Resident Advisor').map((t) => t.hours)).toEqual([4 * 8 * 365]);
    expect(line(p, 'Night Monitor').map((t) => t.hours)).toEqual([2 * 8 * 365]);
    expect(line(p, 'Program Manager').map((t) => t.keyPersonnel)).toEqual([true]);
    // The dormitories are background: no line for them, nothing sized on 330 residents.
    expect(p.tasks.some((t) => /Cedar|Maple|Birch|Resident$/.test(t.lcat))).toBe(false);
    expect(total(p)).toBe(6 * 8 * 365 + 1880);
  });

  it('keeps a key supervisor named full time out of the posts', () => {
    const p = plan(POOL);
    expect(line(p, 'Lifeguard').map((t) => t.hours)).toEqual([3 * 8 * 365]);
    const sup = p.tasks.filter((t) => /Aquatics Supervisor/.test(t.lcat));
    expect(sup).toHaveLength(1);
    expect(sup[0]?.keyPersonnel).toBe(true);
    expect(sup[0]?.unit).not.toBe('post');
    expect(total(p)).toBe(3 * 8 * 365 + 1880);
  });

  it('reads overnight positions beside a census table', () => {
    const p = plan(WARD);
    expect(line(p, 'Patient Sitter').map((t) => t.hours)).toEqual([2 * 12 * 365]);
    expect(line(p, 'Program Director').map((t) => t.keyPersonnel)).toEqual([true]);
    expect(total(p)).toBe(2 * 12 * 365 + 1880);
  });
});

describe('look-alikes', () => {
  it('does not count monitors that are screens, nor a weekday manager as a post', () => {
    const p = plan(`## C.3 Requirements
The Contractor shall install two (2) monitors at the front desk.
The Contractor shall provide two (2) Security Officer posts from 6:00 to 2:00 p.m., seven days a week, and one Site Manager (Key Personnel) on site from 8:00 a.m. to 5:00 p.m. Monday through Friday.
`);
    expect(p.tasks.some((t) => /monitor/i.test(t.lcat))).toBe(false);
    expect(line(p, 'Security Officer').map((t) => t.hours)).toEqual([2 * 8 * 365]);
    expect(p.tasks.filter((t) => /Site Manager/.test(t.lcat)).map((t) => t.unit === 'post')).toEqual([false]);
  });
});
