import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { dayTypes, holidaySchedule, unpaidMealHours, weekdayHolidays, weeksPerYear } from './schedule-tables';

const annual = (text: string) => {
  const m = readSolicitation({ primary: { name: 'rfp.md', text } });
  return Object.fromEntries(
    m.labourCategories
      .filter((c) => c.stated.length > 0)
      .map((c) => [c.title, c.stated.reduce((s, a) => s + (a.hours ?? 0), 0)]),
  );
};

const doc = (lead: string, table: string, after = '') =>
  `# Section C - Performance Work Statement\n\n## C.1 Scope\nThe Contractor shall operate the facility.\n\n## C.4 Minimum Staffing\n${lead}\n\n${table}\n\n${after}\n`;

describe('positions by weekly hours', () => {
  it('reads count x weekly hours x weeks, with part-time rows, in several layouts', () => {
    const a = annual(
      doc(
        'The Contractor shall staff the operation with not less than the positions below. A year is fifty-two (52) weeks.',
        '| Position | Number of Positions | Scheduled Hours per Week per Position |\n|---|:-:|:-:|\n| Site Manager | 1 | 40 |\n| Equipment Operator | 4 | 40 |\n| Office Clerk (part-time) | 1 | 20 |\n| Total | 6 | |',
      ),
    );
    expect(a['Site Manager']).toBe(2080);
    expect(a['Equipment Operator']).toBe(8320);
    expect(a['Office Clerk (part-time)']).toBe(1040);
    const b = annual(
      doc(
        'Staffing shall be as follows; the Government assumes 50 weeks a year of scheduled work.',
        '| Job Title | Hrs/Wk | No. of Staff |\n|---|---|---|\n| Warehouse Supervisor | 40 | 1 |\n| Warehouse Worker | 32 | 3 |',
      ),
    );
    expect(b['Warehouse Supervisor']).toBe(2000);
    expect(b['Warehouse Worker']).toBe(4800);
    // The weekly column is the whole row's when its header says total.
    const c = annual(
      doc(
        'Minimum staffing:',
        '| Labor Category | Staff | Total Weekly Hours |\n|---|---|---|\n| Custodial Worker | 3 | 120 |\n| Custodial Supervisor | 1 | 40 |',
      ),
    );
    expect(c['Custodial Worker']).toBe(6240);
    expect(c['Custodial Supervisor']).toBe(2080);
  });

  it.each([
    '| Position | Number of Positions | Hours per Week | Hourly Rate | Weekly Price |\n|---|---|---|---|---|\n| Lab Technician | 2 | 40 | $____ | $____ |\n| Data Entry Clerk | 1 | 20 | $____ | $____ |',
    '| Labor Category | Unit Price ($/hr) | Hrs/Wk | No. of Staff | Extended Cost |\n|---|---|---|---|---|\n| Lab Technician | | 40 | 2 | |\n| Data Entry Clerk | | 20 | 1 | |',
    '| Job Title | Positions | Hours per Week | Wage Rate (WD 2015-4281) | Fringe |\n|---|---|---|---|---|\n| Lab Technician | 2 | 40 | $24.10 | $4.98 |\n| Data Entry Clerk | 1 | 20 | $17.30 | $4.98 |',
  ])('reads the weekly hours of a price schedule by position, its rates and prices aside: %s', (table) => {
    const a = annual(doc('The Contractor shall staff the lab as below, fifty (50) weeks a year.', table));
    expect(a['Lab Technician']).toBe(4000);
    expect(a['Data Entry Clerk']).toBe(1000);
  });

  it('reads a turned table (positions across, counts and weekly hours down)', () => {
    const a = annual(
      doc(
        'Table C-2 gives the positions the Contractor shall staff.',
        '| Item | Lab Technician | Data Entry Clerk |\n|---|---|---|\n| Number of positions | 2 | 1 |\n| Hours per week (each) | 40 | 24 |',
      ),
    );
    expect(a['Lab Technician']).toBe(4160);
    expect(a['Data Entry Clerk']).toBe(1248);
  });

  it('does not read hours of operation, rates or instructions as staffing', () => {
    expect(
      annual(
        doc(
          'The facilities are open as follows.',
          '| Facility | Hours per Week Open | Number of Entrances |\n|---|---|---|\n| Main Library | 60 | 2 |\n| Branch Library | 40 | 1 |',
        ),
      ),
    ).toEqual({});
    // Hours by period beside the weekly figure: the period columns are the table's effort.
    const periods = annual(
      doc(
        'Level of effort:',
        '| Labor Category | Hours per Week | Base Year Hours | Option Year 1 Hours |\n|---|---|---|---|\n| Program Analyst | 40 | 1,880 | 1,880 |',
      ),
    );
    expect(periods['Program Analyst']).toBeGreaterThanOrEqual(3760);
    expect(periods['Program Analyst']).not.toBe(2080);
  });
});

describe('persons on duty by day type', () => {
  it('reads posts x paid shift hours x days, holidays on another schedule', () => {
    const a = annual(
      doc(
        'The Contractor shall provide not less than the following personnel on duty for each shift. Each shift is eight and one-half hours including an unpaid thirty-minute meal period, so each shift is eight (8) paid hours. Federal holidays are worked on the Sunday schedule; in each contract year ten (10) of the eleven Federal holidays fall on a weekday. A year has fifty-two (52) weeks.',
        '| Position | Shift | Monday–Friday | Saturday | Sunday and Federal holidays |\n|---|---|:-:|:-:|:-:|\n| Desk Attendant | Day (6:00 a.m.–2:30 p.m.) | 2 | 1 | 1 |\n| Desk Attendant | Evening (2:00 p.m.–10:30 p.m.) | 1 | 1 | — |\n| Desk Supervisor | Day (7:00 a.m.–3:30 p.m.) | 1 | — | — |',
      ),
    );
    // Attendant: weekdays 3 posts x 250 days, Saturday 2 x 52, Sunday/holiday 1 x 62; 8 paid hours.
    expect(a['Desk Attendant']).toBe((3 * 250 + 2 * 52 + 1 * 62) * 8);
    expect(a['Desk Supervisor']).toBe(250 * 8);
  });

  it('reads shifts in the column headers and a daily column, holidays per the text', () => {
    const a = annual(
      doc(
        'Personnel on duty at each shift are shown below. Shifts are 0700-1530, 1500-2330 and 2300-0730, each with a 30-minute unpaid meal. Holidays are worked at the weekend level.',
        '| Position | Day Weekdays | Day Weekends | Evening Weekdays | Night Daily |\n|---|---|---|---|---|\n| Boiler Operator | 1 | 1 | 1 | 1 |\n| Maintenance Mechanic | 2 | 0 | 1 | 0 |',
      ),
    );
    // Eleven holidays leave the weekday columns for the weekend one; the daily column keeps 364 days.
    expect(a['Boiler Operator']).toBe((249 + 115 + 249 + 364) * 8);
    expect(a['Maintenance Mechanic']).toBe((2 * 249 + 249) * 8);
  });

  it('reads a turned grid (day types down, positions across)', () => {
    const a = annual(
      doc(
        'The following staff shall be on duty each day; each shift is 8 paid hours. Holidays are staffed at the Saturday level; there are eleven (11) holidays a year.',
        '| Day | Lifeguard | Pool Manager |\n|---|---|---|\n| Monday through Friday | 3 | 1 |\n| Saturday | 4 | 1 |\n| Sunday | 2 | 0 |',
      ),
    );
    expect(a.Lifeguard).toBe((3 * 249 + 4 * 63 + 2 * 52) * 8);
    expect(a['Pool Manager']).toBe((249 + 63) * 8);
  });

  it('does not read hours of operation or visits by day type as staffing', () => {
    expect(
      annual(
        doc(
          'The clinics are open as follows.',
          '| Clinic | Monday-Friday | Saturday | Sunday |\n|---|---|---|---|\n| Main Clinic | 0700-1900 | 0800-1200 | Closed |',
        ),
      ),
    ).toEqual({});
    expect(
      annual(
        doc(
          'Average daily visits (historical):',
          '| Service | Weekdays | Saturday | Sunday |\n|---|---|---|---|\n| Walk-in visits | 120 | 40 | 25 |\n| Phone calls | 300 | 60 | 20 |',
        ),
      ),
    ).toEqual({});
  });
});

describe('schedule conventions', () => {
  it('reads weeks, holidays, holiday schedules, meals and day types', () => {
    expect(weeksPerYear('A year is fifty-two (52) weeks.')).toBe(52);
    expect(weeksPerYear('Price 50 weeks per year of service.')).toBe(50);
    expect(weeksPerYear('The page limit is 25 pages.')).toBe(52);
    expect(weekdayHolidays('ten (10) of the eleven Federal holidays fall on a weekday')).toBe(10);
    expect(weekdayHolidays('There are 9 holidays per year.')).toBe(9);
    expect(weekdayHolidays('No staffing on weekends.')).toBe(11);
    expect(holidaySchedule('Federal holidays are worked on the Sunday schedule')).toBe('sunday');
    expect(holidaySchedule('On holidays the weekend staffing level applies')).toBeNull();
    expect(holidaySchedule('Holidays are staffed at the Saturday level')).toBe('saturday');
    expect(unpaidMealHours('an unpaid thirty-minute meal period')).toBe(0.5);
    expect(unpaidMealHours('a 30-minute unpaid lunch')).toBe(0.5);
    expect(unpaidMealHours('an unpaid one-hour lunch')).toBe(1);
    expect(dayTypes('Sat-Sun and holidays')).toEqual({
      weekday: false,
      saturday: true,
      sunday: true,
      holiday: true,
    });
    expect(dayTypes('Night daily')?.weekday).toBe(true);
    expect(dayTypes('Annual hours')).toBeNull();
  });
});

describe('weeks a year the schedule does not state', () => {
  const weeksNotes = (text: string) =>
    readSolicitation({ primary: { name: 'rfp.md', text } }).notes.filter((n) => /weeks a year/.test(n.text));
  const weekly =
    '| Position | Number of Positions | Hours per Week |\n|---|---|---|\n| Site Manager | 1 | 40 |\n| Equipment Operator | 2 | 40 |';
  const grid =
    '| Position | Shift | Monday-Friday | Saturday | Sunday |\n|---|---|---|---|---|\n| Security Officer | Day (0600-1400) | 2 | 1 | 1 |';

  it.each([
    ['a weekly-hours table', weekly],
    ['a day-type grid', grid],
  ])('asks how many weeks when %s states none (the plan counts 52)', (_, table) => {
    const notes = weeksNotes(doc('The Contractor shall provide the following staff:', table));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'missing', askContractingOfficer: true });
    expect(notes[0]?.text).toMatch(/counts 52/);
  });

  it.each([
    'A year is fifty-two (52) weeks.',
    'Positions are paid 52 weeks a year, including holidays and leave.',
    'The Government assumes 50 weeks a year of scheduled work.',
  ])('asks nothing when the text says "%s"', (said) => {
    expect(weeksNotes(doc(`The Contractor shall provide the following staff. ${said}`, weekly))).toEqual([]);
  });

  it('asks nothing for a staffing table that is not a schedule', () => {
    const table =
      '| Labor Category | Base Year | Option Year 1 |\n|---|---|---|\n| Analyst | 2,080 | 2,080 |';
    expect(weeksNotes(doc('Estimated hours:', table))).toEqual([]);
  });
});
