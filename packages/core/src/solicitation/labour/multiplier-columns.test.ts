import { describe, expect, it } from 'vitest';
import type { Table } from '../model';
import { pipeTableOf } from '../test-tables';
import { columnRole, rateUnit } from './columns';
import { readTableStaffing } from './table-staffing';

// Staffing stated as its arithmetic: positions with their multipliers (people x hours a week x
// weeks, x hours a day x days, hours per event x events), with or without the product stated.

function table(text: string, caption?: string): Table {
  return pipeTableOf(text, { id: 't1', document: 'doc', ref: 'C.7', caption, end: text.length });
}

const annual = (text: string) =>
  readTableStaffing(table(text), [], null)?.categories.map((c) => [
    c.title,
    c.stated.reduce((s, a) => s + (a.hours ?? 0), 0),
  ]);

describe('rateUnit: which headers are multipliers', () => {
  it.each([
    ['Hours per week', 'hours-per-week'],
    ['Hrs/Wk', 'hours-per-week'],
    ['Weekly Hours', 'hours-per-week'],
    ['Weeks per year', 'weeks'],
    ['No. of Weeks', 'weeks'],
    ['Weeks', 'weeks'],
    ['Weeks Worked', 'weeks'],
    ['Duration (weeks)', 'weeks'],
    ['Days per Year', 'days'],
    ['Number of Days', 'days'],
    ['Work Days', 'days'],
    ['Hours per Event', 'hours-per-event'],
    ['Hrs per Session', 'hours-per-event'],
    ['Events per Year', 'events'],
    ['Number of Sessions', 'events'],
    ['Shifts per Year', 'events'],
  ])('%s is %s', (label, unit) => {
    expect(rateUnit(label)).toBe(unit);
    expect(columnRole(label)).toEqual({ role: 'rate', unit });
  });

  it.each([
    'Annual Hours',
    'Estimated hours per year',
    'Total Hours',
    'Week 3',
    'Weeks 1-8',
    'Services',
    'Events',
    'Base Year',
    'Hours per FTE',
  ])('%s is no multiplier', (label) => {
    expect(rateUnit(label)).toBeNull();
  });
});

describe('readTableStaffing: rows stated with their multipliers', () => {
  it('never adds the hours-a-week column into the stated annual hours', () => {
    const text = `
| Position | Number | Hours per week | Weeks per year | Estimated hours per year |
|---|---|---|---|---|
| Organist | 1 | 16 | 52 | 832 |
| Youth Coordinator | 1 | 24 | 46 | 1,104 |
| Total | 2 | | | 1,936 |`;
    expect(annual(text)).toEqual([
      ['Organist', 832],
      ['Youth Coordinator', 1104],
    ]);
  });

  it('works the product out when no hours column states it, in any column order', () => {
    const text = `
| Weeks a Year | Labor Category | Hrs/Wk | Qty |
|---|---|---|---|
| 40 | Swim Instructor | 20 | 3 |
| 52 | Aquatics Manager | 40 | 1 |`;
    expect(annual(text)).toEqual([
      ['Swim Instructor', 2400],
      ['Aquatics Manager', 2080],
    ]);
  });

  it('reads hours a day x days a year, and hours per event x events', () => {
    const days = `
| Labor Category | Staff | Hours per Day | Days per Year |
|---|---|---|---|
| Gate Attendant | 2 | 8 | 150 |`;
    expect(annual(days)).toEqual([['Gate Attendant', 2400]]);
    const events = `
| Role | Hours per Event | Events per Year |
|---|---|---|
| Sound Technician | 6 | 24 |
| Stage Manager | 10 | 24 |`;
    expect(annual(events)).toEqual([
      ['Sound Technician', 144],
      ['Stage Manager', 240],
    ]);
  });

  it('reads hours a day x days a week x weeks', () => {
    const text = `
| Position | No. of Staff | Hours per day | Days per week | Weeks |
|---|---|---|---|---|
| Lifeguard | 4 | 8 | 5 | 15 |`;
    expect(annual(text)).toEqual([['Lifeguard', 2400]]);
  });

  it('prefers the stated hours when the row does not foot, and asks which is right', () => {
    const text = `
| Position | Persons | Hours/Week | Weeks | Annual Hours |
|---|---|---|---|---|
| Custodian | 2 | 40 | 52 | 4,000 |`;
    const read = readTableStaffing(table(text), [], null);
    expect(read?.categories[0]?.stated[0]?.hours).toBe(4000);
    expect(read?.notes?.some((n) => /4,160/.test(n.text) && n.askContractingOfficer)).toBe(true);
  });

  it('raises no note when the row foots', () => {
    const text = `
| Position | Persons | Hours/Week | Weeks | Annual Hours |
|---|---|---|---|---|
| Custodian | 2 | 40 | 52 | 4,160 |`;
    const read = readTableStaffing(table(text), [], null);
    expect(read?.notes ?? []).toEqual([]);
  });
});
