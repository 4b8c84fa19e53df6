import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { scheduleDays } from './schedule-days';
import { shiftLabel, statedShiftHours } from './shift-labels';

const rosters = (text: string, name = 'pws.md') =>
  readSolicitation({ primary: { name, text } })
    .coverage.filter((c) => c.shifts)
    .map(
      (c) =>
        `${c.position}: ${c.shifts?.map((s) => `${s.posts}x${s.hours}`).join('+')} x ${c.daysPerYear}${c.is24x7 ? ' 24x7' : ''}`,
    );

describe('a roster with a footnoted count or a note row', () => {
  it.each([
    [
      'footnoted counts',
      '| Position | Day | Evening | Night |\n|---|---|---|---|\n| Detention Officer | 4* | 3 | 2 |\n| Sergeant | 1 | 1 (a) | 1 |\n| Control Room Operator | 1 | 1 | 1† |',
    ],
    [
      'a row of shift times',
      '| Position | Day | Evening | Night |\n|---|---|---|---|\n| Shift hours | 0700-1500 | 1500-2300 | 2300-0700 |\n| Detention Officer | 4 | 3 | 2 |\n| Sergeant | 1 | 1 | 1 |\n| Control Room Operator | 1 | 1 | 1 |',
    ],
  ])('still reads the roster around %s', (_, table) => {
    const text = `## 5 Staffing\n\n5.1 The Contractor shall keep the following officers on duty at the holding facility at all times:\n\n${table}\n\n(a) One sergeant may cover two units at night.\n`;
    expect(rosters(text)).toEqual([
      'Detention Officer: 4x8+3x8+2x8 x 365 24x7',
      'Sergeant: 1x8+1x8+1x8 x 365 24x7',
      'Control Room Operator: 1x8+1x8+1x8 x 365 24x7',
    ]);
  });

  it('is no roster when most rows hold no head counts', () => {
    const text = `## 5 Staffing\n\n5.1 The Contractor shall keep the following on duty at all times:\n\n| Position | Day | Evening | Night |\n|---|---|---|---|\n| Detention Officer | 0700-1500 | 1500-2300 | 2300-0700 |\n| Sergeant | see H.2 | see H.2 | see H.2 |\n| Control Room Operator | 1 | 1 | 1 |\n`;
    expect(rosters(text)).toEqual([]);
  });
});

describe('a roster of persons on duty per shift', () => {
  it('reads categories as rows and shifts as columns, with each row’s days and the stated paid hours', () => {
    const text = `## 4 Minimum Manning

4.1 The dispatch center runs three tours: First 0600-1430, Second 1400-2230 and Third 2200-0630. Every tour is an eight-hour paid shift; the half hour overlap is unpaid.

4.2 The Contractor shall keep the following personnel on duty on every tour:

| Labor Category | First 0600-1430 | Second 1400-2230 | Third 2200-0630 | Schedule |
|---|---|---|---|---|
| Emergency Dispatcher | four | three | two | daily, holidays included |
| Call Taker | 2 | 2 | 1 | daily |
| Dispatch Supervisor | 1 | 1 | 1 | daily |
| Records Clerk | 1 | — | — | weekdays except holidays |
`;
    expect(rosters(text)).toEqual([
      'Emergency Dispatcher: 4x8+3x8+2x8 x 365 24x7',
      'Call Taker: 2x8+2x8+1x8 x 365 24x7',
      'Dispatch Supervisor: 1x8+1x8+1x8 x 365 24x7',
      'Records Clerk: 1x8 x 249',
    ]);
  });

  it('reads shifts as rows and categories as columns, a weekend-only roster and windows as hours', () => {
    const text = `## Section 3 Weekend Coverage

The Contractor shall staff the visitor center on weekends only, as follows:

| Shift | Park Ranger | Interpretive Guide | Cashier |
|---|---|---|---|
| Morning (7:00 a.m. - 1:00 p.m.) | 2 | 1 | 1 |
| Afternoon (1:00 p.m. - 7:00 p.m.) | 2 | 2 | 0 |
`;
    expect(rosters(text)).toEqual([
      'Park Ranger: 2x6+2x6 x 104',
      'Interpretive Guide: 1x6+2x6 x 104',
      'Cashier: 1x6 x 104',
    ]);
  });

  it('splits the day evenly when a night roster states no hours, and keeps the title verbatim', () => {
    const text = `C.7 Posts by shift. Officers on duty at the depot at all times:

| Position | Day Shift | Night Shift |
|---|---|---|
| Armed Security Officer (Level II) | 3 | 2 |
| Console Operator | 1 | 1 |
`;
    expect(rosters(text)).toEqual([
      'Armed Security Officer (Level II): 3x12+2x12 x 365 24x7',
      'Console Operator: 1x12+1x12 x 365 24x7',
    ]);
  });

  it('does not read hours of operation, wage rates by shift or patients by shift as a roster', () => {
    const hoursOfOperation = `| Facility | Day | Evening | Night |
|---|---|---|---|
| Main Clinic | 0700-1530 | 1500-2330 | closed |
| Annex | 0800-1600 | closed | closed |
`;
    const wages = `| Labor Category | Day | Evening | Night |
|---|---|---|---|
| Registered Nurse | $41.20 | $43.10 | $45.75 |
| Security Officer | $22.10 | $23.00 | $24.40 |
`;
    const visits = `| Clinic | Day | Evening | Night |
|---|---|---|---|
| Urgent Care | 48 | 30 | 12 |
| Walk-in Clinic | 20 | 9 | 0 |
`;
    const effort = `| Labor Category | Day Shift FTE | Night Shift FTE |
|---|---|---|
| Custodian | 3 | 1 |
`;
    const headcount = `The Government estimates the staffing below. All figures are numbers of personnel.

| Position | Day | Swing | Mid |
|---|---|---|---|
| Fuel Systems Mechanic | 5 | 4 | 1 |
| Network Administrator | 3 | 2 | 1 |
`;
    for (const text of [hoursOfOperation, wages, visits, effort, headcount])
      expect(rosters(text)).toEqual([]);
  });
});

describe('the words of a roster', () => {
  it('reads days a week and a year from a row’s qualifier', () => {
    expect(scheduleDays('7 days a week')).toEqual({ daysPerWeek: 7, daysPerYear: 365 });
    expect(scheduleDays('Monday-Friday, except Federal holidays')).toEqual({
      daysPerWeek: 5,
      daysPerYear: 249,
    });
    expect(scheduleDays('Mon - Sat')).toEqual({ daysPerWeek: 6, daysPerYear: 312 });
    expect(scheduleDays('Saturdays and Sundays')).toEqual({ daysPerWeek: 2, daysPerYear: 104 });
    expect(scheduleDays('every day including weekends and holidays')).toEqual({
      daysPerWeek: 7,
      daysPerYear: 365,
    });
    expect(scheduleDays('as directed')).toBeNull();
  });

  it('reads shift labels and not other headers', () => {
    expect(shiftLabel('Night 2300-0730')).toEqual({ name: 'Night 2300-0730', hours: 8.5, night: true });
    expect(shiftLabel('2nd Shift (8 hrs)')).toMatchObject({ hours: 8, night: false });
    expect(shiftLabel('1500-2330')).toMatchObject({ hours: 8.5 });
    expect(shiftLabel('Days covered')).toBeNull();
    expect(shiftLabel('Day of week')).toBeNull();
    expect(shiftLabel('Registered Nurse')).toBeNull();
  });

  it('reads the stated paid hours of a shift', () => {
    expect(statedShiftHours('so each shift is eight (8) paid hours.')).toBe(8);
    expect(statedShiftHours('Officers work twelve (12)-hour shifts.')).toBe(12);
    expect(statedShiftHours('Shifts of 10 hours, four days a week.')).toBe(10);
    expect(statedShiftHours('Training is 40 hours before the first shift.')).toBeUndefined();
  });
});
