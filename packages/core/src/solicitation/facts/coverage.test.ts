import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readCoverage } from './coverage';
import { clockMinutes } from './time-windows';

const read = (...texts: string[]) =>
  readCoverage(
    buildContext(
      texts.map((text, index) => ({ name: `doc ${index}`, index, text })),
      { sections: [] },
    ),
  );

describe('coverage', () => {
  it('reads round-the-clock operation in its many spellings', () => {
    for (const text of [
      'The operations center shall be staffed 24x7.',
      'Support is provided 24/7/365.',
      'The help desk operates 24 hours a day, 7 days a week.',
      'Guards shall man the post around the clock.',
      'The console is monitored twenty-four (24) hours a day.',
    ])
      expect(read(text)[0], text).toMatchObject({ is24x7: true, hoursPerWeek: 168 });
    expect(read('Guards shall man the post around the clock.')[0]?.staffed).toBe(true);
  });

  it('keeps negations as negations', () => {
    for (const text of [
      'The contractor is not expected to provide full 24x7 security incident coverage.',
      '24x7 support is not required.',
      'There is no requirement for 24/7 coverage.',
    ])
      expect(read(text)[0], text).toMatchObject({ is24x7: false, negated: true, staffed: false });
  });

  it('takes no coverage or on-call duty a sentence excludes', () => {
    for (const text of [
      'Evening, weekend and on-call work will not be required under this order.',
      'No after-hours, weekend or on call support is anticipated.',
      'The vendor will not be required to remain on call outside 8:00 a.m. to 5:00 p.m. duty hours.',
      'Standby support is outside the scope of this task order.',
    ])
      expect(
        read(text).filter((c) => c.onCall),
        text,
      ).toEqual([]);
    expect(read('Round-the-clock monitoring is excluded; the Government performs it.')[0]).toMatchObject({
      negated: true,
    });
    expect(read('No coverage is required between 2200 and 0600 hours.')).toEqual([]);
  });

  it('keeps coverage when the negation is about something else', () => {
    expect(
      read(
        'Not later than 30 days after award, the Contractor shall provide on-call support for outages.',
      )[0],
    ).toMatchObject({ onCall: true });
    expect(
      read(
        'The Contractor shall keep not less than two (2) guards on duty 24 hours a day, seven days a week.',
      )[0],
    ).toMatchObject({ is24x7: true, staffed: true });
    expect(
      read('Nothing in this section relieves the contractor of 24/7 monitoring of the network.')[0],
    ).toMatchObject({ is24x7: true });
  });

  it('skips questions that only ask about 24x7', () => {
    expect(read('Will the contractor be expected to provide 24x7 coverage?')).toEqual([]);
    expect(read('What are the expected support hours (e.g., 8x5 ET, 24x7)')).toEqual([]);
  });

  it('reads core and business hour windows as availability, not posts', () => {
    const [core] = read(
      'The core hours of operation will be between 0600 and 1800 Eastern, Monday through Friday.',
    );
    expect(core).toMatchObject({
      label: 'core hours',
      hoursPerDay: 12,
      daysPerWeek: 5,
      hoursPerWeek: 60,
      staffed: false,
    });
    expect(
      read(
        'The contractor shall be available during core working hours from 10:00am to 4:00pm Eastern time Monday through Friday.',
      )[0]?.hoursPerWeek,
    ).toBe(30);
    expect(
      read('Normal work hours are from 7:00 a.m. through 5:00 p.m., Monday through Friday.')[0],
    ).toMatchObject({ label: 'business hours', hoursPerWeek: 50 });
    expect(
      read('The service desk is open 8:00 AM to 8:00 PM Monday through Saturday.')[0]?.hoursPerWeek,
    ).toBe(72);
  });

  it('does not read deadlines or regulation numbers as hours', () => {
    expect(read('Quotes are due by 2:00 PM to 4:00 PM on Friday.')).toEqual([]);
    expect(read('Operations shall follow 29 CFR Part 1910 and 1926.')).toEqual([]);
  });

  it('reads staffed posts from a post schedule when the yearly hours agree', () => {
    const rows = [
      'Console Control       0001-2400     24     7     (8,736)    YES',
      'Magnetometer          0700-1530     9.5    *5    (2,470)    YES',
    ].join('\n');
    const posts = read(rows);
    expect(posts.map((p) => [p.label, p.hoursPerWeek, p.staffed, p.is24x7])).toEqual([
      ['Console Control', 168, true, true],
      ['Magnetometer', 47.5, true, false],
    ]);
    expect(read('Widgets      12     5     (9,999)')).toEqual([]);
  });

  it('reads on-call duty', () => {
    expect(read('A technician shall be on call after hours to respond within two hours.')[0]?.onCall).toBe(
      true,
    );
    expect(read('Weekly reports on call center volume.')).toEqual([]);
  });

  it('reads clock times the ways documents write them', () => {
    expect(clockMinutes('0600')).toBe(360);
    expect(clockMinutes('5:00PM')).toBe(1020);
    expect(clockMinutes('12:00 a.m.')).toBe(0);
    expect(clockMinutes('noon')).toBe(720);
    expect(clockMinutes('13:00 pm')).toBeNull();
  });
});

describe('coverage windows', () => {
  it('reads every shift of a sentence, across midnight too', () => {
    const shifts = read(
      'Day-shift work is performed between 7:00 a.m. and 3:30 p.m. and evening-shift work between 5:00 p.m. and 1:30 a.m., Monday through Friday.',
    );
    expect(shifts.map((s) => [s.label, s.hoursPerWeek])).toEqual([
      ['shift', 42.5],
      ['shift', 42.5],
    ]);
  });

  it('reads afternoon ends written without p.m. and skips deliveries and breaks', () => {
    expect(
      read(
        'The team shall be available for collaboration between 10:00 and 3:00 Eastern on business days.',
      )[0]?.hoursPerWeek,
    ).toBe(25);
    expect(
      read('Deliveries shall be made Monday through Friday between the hours of 8:30 a.m. and 5:00 p.m.'),
    ).toEqual([]);
    expect(
      read('The help desk is staffed 8:00 a.m. to 5:00 p.m. and is closed between 12:00 p.m. and 1:00 p.m.')
        .length,
    ).toBe(1);
  });
});

describe('posts in sentences', () => {
  it('counts the posts a round-the-clock sentence staffs', () => {
    expect(
      read('The contractor shall staff three (3) armed posts 24 hours a day, 7 days a week.')[0],
    ).toMatchObject({ posts: 3, staffed: true, is24x7: true });
    expect(read('The facility is operated 24 hours a day, 365 days a year.')[0]?.is24x7).toBe(true);
  });
});

describe('shifts and people on duty', () => {
  it('reads round-the-clock shifts and how many people each shift has', () => {
    const [c] = read(
      'The NOC shall be staffed with two (2) analysts per shift, three (3) eight-hour shifts a day, seven days a week.',
    );
    expect(c).toMatchObject({
      label: 'shifts',
      hoursPerDay: 24,
      daysPerWeek: 7,
      is24x7: true,
      staffed: true,
      posts: 2,
    });
  });
});

describe('posts on duty at all times', () => {
  const posts = (text: string) => read(text).map((c) => [c.is24x7, c.staffed, c.posts]);
  it('reads people "on duty at all times" as staffed round-the-clock posts', () => {
    expect(posts('The Contractor shall keep two (2) Tier 1 Security Analysts on duty at all times.')).toEqual(
      [[true, true, 2]],
    );
  });
  it('counts one named post and posts at each of several places', () => {
    expect(posts('Post 1 shall be manned at all times (24x7x365).')).toEqual([[true, true, 1]]);
    expect(posts('The Contractor shall staff the Main Gate post 24 hours a day, 7 days a week.')).toEqual([
      [true, true, 1],
    ]);
    expect(
      posts('Provide one armed guard at each of the three entry control points around the clock.'),
    ).toEqual([[true, true, 3]]);
  });
  it('does not read "comply at all times" as coverage', () => {
    expect(posts('The Contractor shall comply with all safety rules at all times.')).toEqual([]);
  });
});
