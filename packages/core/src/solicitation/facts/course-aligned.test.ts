import { describe, expect, it } from 'vitest';
import { alignedTables } from './course-aligned';
import { courseRows } from './course-schedule';

const BLOCK = `2.1 Courses.

    Course                              Length         Instructors   Max students   Base iterations    OP1 iterations
                                        (training      per class     per class      FLW     FGA        FLW     FGA
                                         days)
    ---------------------------------   ------------   -----------   ------------   -----   -----      -----   -----
    Hazardous Materials Handling and          10             2             24          12       8          10       7
      Certification (HMHC)
    Transportation Dispatcher                  3             1             20          12      12          10      10

2.2 Next section.`;

describe('text tables under a rule of dashes', () => {
  it('joins multi-line headers per column and wrapped names per row', () => {
    const [t] = alignedTables(BLOCK, 'rfp');
    expect(t?.header).toEqual([
      'Course',
      'Length (training days)',
      'Instructors per class',
      'Max students per class',
      'Base iterations FLW',
      'Base iterations FGA',
      'OP1 iterations FLW',
      'OP1 iterations FGA',
    ]);
    expect(t?.rows[0]).toEqual([
      'Hazardous Materials Handling and Certification (HMHC)',
      '10',
      '2',
      '24',
      '12',
      '8',
      '10',
      '7',
    ]);
  });

  it('puts a value that drifted off its column in the nearest one', () => {
    const text =
      'Course        Days    Classes\n----------    ----    -------\nFirst Aid         2          12\nForklift        3       6';
    expect(alignedTables(text, 'pws')[0]?.rows).toEqual([
      ['First Aid', '2', '12'],
      ['Forklift', '3', '6'],
    ]);
  });

  it('splits classes by site when each period has a column per site', () => {
    const [t] = alignedTables(BLOCK, 'rfp');
    const rows = courseRows(t as NonNullable<typeof t>);
    expect(
      rows.map((r) => [r.course.slice(0, 9), r.site, r.iterations.map((i) => `${i.period}:${i.value}`)]),
    ).toEqual([
      ['Hazardous', 'FLW', ['Base:12', 'Option 1:10']],
      ['Hazardous', 'FGA', ['Base:8', 'Option 1:7']],
      ['Transport', 'FLW', ['Base:12', 'Option 1:10']],
      ['Transport', 'FGA', ['Base:12', 'Option 1:10']],
    ]);
    expect(rows[0]).toMatchObject({ lengthDays: 10, instructors: 2, students: 24 });
  });

  it('finds no table in prose or a lone rule', () => {
    expect(alignedTables('The Contractor shall teach.\n-----\nMore text.', 'pws')).toEqual([]);
  });
});
