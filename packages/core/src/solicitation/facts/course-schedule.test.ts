import { describe, expect, it } from 'vitest';
import type { Table } from '../model';
import { tableOf } from '../test-tables';
import { readCourseSchedule, sameCourse } from './course-join';
import { readCourseRates } from './course-rates';
import { coursePeriod, courseRows } from './course-schedule';

const table = (header: string[], rows: string[][], caption?: string): Table =>
  tableOf(header, rows, { document: 'rfp', ref: 'C.2', caption });

describe('course schedules', () => {
  it('reads a table that states lengths, instructors and classes by period', () => {
    const rows = readCourseSchedule([
      table(
        [
          'Course',
          'Length (training days)',
          'Instructors per class',
          'Installation',
          'Base period iterations',
          'Option Period 1 iterations (10 months)',
          'Base instructor-days',
        ],
        [
          ['Hazardous Materials (HMHC)', '10', '2', 'a. Fort Leonard Wood', '12', '10', '240'],
          ['Total', '', '', '', '12', '10', '240'],
        ],
      ),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      course: 'Hazardous Materials (HMHC)',
      lengthDays: 10,
      instructors: 2,
      site: 'a. Fort Leonard Wood',
      iterations: [
        { period: 'Base', value: 12 },
        { period: 'Option 1', value: 10 },
      ],
    });
  });

  it('reads lengths in hours, days or weeks from the header or the cell', () => {
    const rows = courseRows(
      table(
        ['Class', 'Duration', 'Trainers', 'Classes per year'],
        [
          ['Forklift Safety', '3 days', '1', '20'],
          ['Supervisor Basics', '2 weeks', '2', '4'],
          ['First Aid', '16 hours', '1', '12'],
        ],
      ),
    );
    expect(rows.map((r) => [r.lengthDays, r.lengthHours, r.instructors, r.iterations[0]])).toEqual([
      [3, undefined, 1, { period: 'Annual', value: 20 }],
      [10, undefined, 2, { period: 'Annual', value: 4 }],
      [undefined, 16, 1, { period: 'Annual', value: 12 }],
    ]);
  });

  it('reads length headers in their other wordings', () => {
    const lengths = (header: string, cell: string) =>
      courseRows(
        table(
          ['Course Title', header, 'Instructors Required', 'Classes per Year'],
          [['Safety', cell, '1', '4']],
        ),
      )[0];
    expect(lengths('Hours', '24')).toMatchObject({ lengthHours: 24 });
    expect(lengths('Days', '3')).toMatchObject({ lengthDays: 3 });
    expect(lengths('Course Weeks', '2')).toMatchObject({ lengthDays: 10 });
    expect(lengths('Hours per Class', '6')).toMatchObject({ lengthHours: 6 });
    expect(lengths('Classroom Hours', '16')).toMatchObject({ lengthHours: 16, instructors: 1 });
  });

  it('joins a course table to line items that count classes, course by course', () => {
    const spec = table(
      [
        'Course',
        'Length (academic hours)',
        'Maximum students per class',
        'Instructors per class',
        'Installation',
      ],
      [
        ['A. Wheeled Vehicle Recovery Operations', '80', '16', '2', 'Fort Gregg-Adams'],
        ['B. Tactical Power Generation Maintenance', '120', '12', '2', 'Fort Gregg-Adams'],
      ],
    );
    const clins = table(
      ['CLIN', 'Course', 'Unit', 'Base Period', 'Option Period 1'],
      [
        ['x001', 'Course A, Wheeled Vehicle Recovery Operations', 'Iteration', '12', '10'],
        ['x002', 'Course B, Tactical Power Generation Maintenance', 'Iteration', '8', '7'],
        ['x006', 'Course Revision', 'Course', '2', '1'],
      ],
    );
    const rows = readCourseSchedule([clins, spec]);
    expect(
      rows.map((r) => [r.course, r.lengthHours, r.instructors, r.students, r.iterations.map((i) => i.value)]),
    ).toEqual([
      ['A. Wheeled Vehicle Recovery Operations', 80, 2, 16, [12, 10]],
      ['B. Tactical Power Generation Maintenance', 120, 2, 12, [8, 7]],
    ]);
  });

  it('joins line items by site and period from their descriptions', () => {
    const spec = table(
      ['Course', 'Length (days)', 'Instructors'],
      [['Unit Movement Officer (UMOC)', '5', '2']],
    );
    const clins = table(
      ['CLIN', 'Description', 'Installation', 'Qty', 'Unit'],
      [
        [
          '0003',
          'Unit Movement Officer Course (UMOC), base period',
          'a. Fort Leonard Wood',
          '18',
          'Iteration',
        ],
        ['0004', 'UMOC, base period', 'b. Fort Gregg-Adams', '10', 'Iteration'],
        ['1003', 'UMOC, option period 1', 'a. Fort Leonard Wood', '15', 'Iteration'],
        ['0009', 'Travel, base period', 'both', '1', 'Lot'],
      ],
    );
    const rows = readCourseSchedule([spec, clins]);
    expect(rows.map((r) => [r.site, r.iterations])).toEqual([
      [
        'a. Fort Leonard Wood',
        [
          { period: 'Base', value: 18 },
          { period: 'Option 1', value: 15 },
        ],
      ],
      ['b. Fort Gregg-Adams', [{ period: 'Base', value: 10 }]],
    ]);
  });

  it('tells one course from another', () => {
    expect(sameCourse('HMHC, base period', 'Hazardous Materials Handling and Certification (HMHC)')).toBe(
      true,
    );
    expect(sameCourse('Course A, Wheeled Vehicle Recovery', 'A. Wheeled Vehicle Recovery Operations')).toBe(
      true,
    );
    expect(sameCourse('Course A, Wheeled Vehicle Recovery', 'B. Tactical Power Generation')).toBe(false);
    expect(sameCourse('Transportation Dispatcher Course, base period', 'Transportation Dispatcher')).toBe(
      true,
    );
    expect(coursePeriod('OP1 iterations')).toBe('Option 1');
    expect(coursePeriod('Option Year 2')).toBe('Option 2');
  });

  it('ignores tables that are not course schedules', () => {
    expect(
      readCourseSchedule([table(['Deliverable', 'Due'], [['Monthly report', '10th of each month']])]),
    ).toEqual([]);
    expect(
      readCourseSchedule([
        table(['Labor Category', 'Base Year', 'Option Year 1'], [['Program Manager', '1,920', '1,920']]),
      ]),
    ).toEqual([]);
  });
});

describe('course rates', () => {
  it('reads hours a training day, preparation per instruction hour and the student ratio', () => {
    const r = readCourseRates(
      [
        'Each training day is eight (8) hours of instruction, 0730-1630. Hands-on training shall not exceed eight (8) students per instructor. In addition to platform hours, instructors prepare lessons and grade examinations. The Government estimates this time at one-half (0.5) hour for each platform hour.',
      ],
      [],
    );
    expect([r.hoursPerDay?.value, r.prepRatio?.value, r.studentsPerInstructor?.value]).toEqual([8, 0.5, 8]);
  });

  it('reads preparation in other wordings', () => {
    const prep = (t: string) => readCourseRates([t], []).prepRatio?.value;
    expect(prep('Allow 1.5 hours of preparation and grading per contact hour.')).toBe(1.5);
    expect(prep('Preparation time is estimated at half an hour for every hour of instruction.')).toBe(0.5);
    expect(prep('Preparation and grading add 25 percent of the platform hours.')).toBe(0.25);
    expect(prep('Students attend 40 hours per class week.')).toBeUndefined();
  });

  it('reads hours a day from a workbook cell and a sentence', () => {
    const t = table(['Instruction hours per training day', '8'], []);
    expect(readCourseRates([], [t]).hoursPerDay?.value).toBe(8);
    expect(readCourseRates(['Classes run 6.5 hours per training day.'], []).hoursPerDay?.value).toBe(6.5);
  });
});
