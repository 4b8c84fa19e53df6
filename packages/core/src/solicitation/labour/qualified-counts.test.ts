import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/index';

// A qualification between a count and its title ("two (2) licensed Plant Operators", "three (3)
// armed Security Officers") hid the count: the count readers wanted the title right after the
// number, so the staffed role was lost or left to an assumed one. Invented in water treatment,
// security and pharmacy, with counts of other things that must stay uncounted.
const POP =
  '## F Period of performance\nThe period of performance is a base year of twelve (12) months and one (1) twelve-month option year.\n\n';
const plan = (body: string) => estimatePlan({ primary: { name: 'pws.md', text: `${POP}${body}` } });
const line = (p: ReturnType<typeof plan>, re: RegExp) => p.tasks.find((t) => re.test(t.lcat));

describe('a qualification between a count and its title', () => {
  it('water treatment: two licensed operators on weekdays', () => {
    const p = plan(`## C.3 Staffing

C.3.1 The Contractor shall provide two (2) licensed Filtration Plant Operators at the plant, Monday through Friday, 0700 to 1530.
`);
    expect(line(p, /Filtration Plant Operator/)?.hours).toBe(2 * 1880);
  });

  it('security: three armed officers, one qualification word after another', () => {
    const p = plan(`## C.4 Guard force

C.4.1 The Contractor shall furnish three (3) armed, uniformed Protective Security Officers for the visitor screening station, Monday through Friday.
C.4.2 The Contractor shall furnish two (2) trained Alarm Monitors for the control center, Monday through Friday.
`);
    expect(line(p, /Alarm Monitor/)?.hours).toBe(2 * 1880);
  });

  it('pharmacy: certified technicians beside a plain count', () => {
    const p = plan(`## C.5 Pharmacy staffing

C.5.1 The Contractor shall provide two (2) certified Pharmacy Technicians and one (1) Staff Pharmacist at the outpatient pharmacy, Monday through Friday.
`);
    expect(line(p, /Pharmacy Technician/)?.hours).toBe(2 * 1880);
    expect(line(p, /Pharmacist/)?.hours).toBe(1880);
  });

  it('water treatment: a licensed minimum crew on duty at all times is priced as posts', () => {
    const p = plan(`## C.3 Minimum crew

C.3.1 The Contractor shall have not fewer than two (2) licensed Filtration Plant Operators on duty at the plant at all times, every day of the year.
`);
    expect(line(p, /Filtration Plant Operator/)?.hours).toBe(2 * 8760);
  });

  it('ferry terminal: one certified attendant on duty around the clock', () => {
    const p = plan(`## C.2 Minimum crew

C.2.1 The Contractor shall keep at least one (1) certified Dock Attendant on duty at the landing at all times, twenty-four hours a day, seven days a week.
`);
    expect(line(p, /Dock Attendant/)?.hours).toBe(8760);
  });

  it('keeps a credential that begins a title in the title', () => {
    const p = plan(`## C.4 Staffing

C.4.1 The Contractor shall provide two (2) Certified Nursing Assistants at the clinic, Monday through Friday.
`);
    expect(line(p, /^Certified Nursing Assistant/)?.hours).toBe(2 * 1880);
  });

  it('does not count years, documents or signatures as people', () => {
    const p = plan(`## C.6 Qualifications

C.6.1 The Contractor shall provide one (1) Site Manager. The Site Manager shall have two (2) years of experience as a Plant Operator and shall submit three (3) signed Contracting Officer acknowledgements.
`);
    expect(line(p, /^Plant Operator/)).toBeUndefined();
    expect(line(p, /Contracting Officer/)).toBeUndefined();
    expect(line(p, /Site Manager/)?.hours).toBe(1880);
  });
});
