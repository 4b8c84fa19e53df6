import { describe, expect, it } from 'vitest';
import { proseCourses } from './course-prose';

const brief = (t: string) =>
  proseCourses([t]).map((r) => [
    r.course,
    r.lengthHours ?? `${r.lengthDays}d`,
    r.instructors,
    r.iterations[0]?.value,
  ]);

describe('courses stated in sentences', () => {
  it('reads classes a year, length and instructors in many wordings', () => {
    expect(
      brief(
        'The Contractor shall conduct approximately twenty-four (24) iterations of the five-day Basic Supervisory Course each year, with two (2) instructors per class.',
      ),
    ).toEqual([['Basic Supervisory Course', '5d', 2, 24]]);
    expect(
      brief('The Government anticipates 12 classes per year of the 40-hour Forklift Operator Course.'),
    ).toEqual([['Forklift Operator Course', 40, undefined, 12]]);
    expect(
      brief(
        'Six (6) sessions annually of the two-week Leadership Program are required. Each session requires one (1) instructor per session.',
      ),
    ).toEqual([['Leadership Program', '10d', 1, 6]]);
    expect(brief('Deliver 10 offerings a year of the three-day (24-hour) Safety Workshop.')).toEqual([
      ['Safety Workshop', 24, undefined, 10],
    ]);
  });

  it('needs both classes a year and a length', () => {
    expect(brief('The Contractor shall conduct 12 classes per year.')).toEqual([]);
    expect(brief('The Basic Course is five days long.')).toEqual([]);
    expect(
      brief('The Contractor shall teach 12 classes per year and report within 30 days of each class.'),
    ).toEqual([]);
    expect(brief('Conduct 8 classes per year of the two (2) week course.')).toEqual([
      ['Course', '10d', undefined, 8],
    ]);
    expect(brief('Proposals are due within 30 days; the Government held 4 meetings a year.')).toEqual([]);
  });
});
