import { describe, expect, it } from 'vitest';
import { readGenericCounts } from './generic-counts';

const read = (text: string) => readGenericCounts(text, () => false).map((c) => [c.title, c.value]);

describe('counts of a generic role in a staffing sentence', () => {
  it.each([
    [
      'The contractor shall staff the help desk with a minimum of four (4) technicians.',
      'Help Desk Technician',
      4,
    ],
    [
      'The front desk shall be staffed by two receptionist assistants and 3 clerks at all times.',
      'Front Desk Clerk',
      3,
    ],
    [
      'The Contractor shall man the control room with at least two (2) operators.',
      'Control Room Operator',
      2,
    ],
    [
      'The service desk will be staffed with 6 full-time analysts during core hours.',
      'Service Desk Analyst',
      6,
    ],
    ['The contractor shall provide three (3) qualified instructors.', 'Instructor', 3],
  ])('%s', (text, title, n) => {
    expect(read(text)).toContainEqual([title, n]);
  });

  it.each([
    'The four technicians completed training last year.',
    'Are two analysts enough for the help desk?',
    'Section 3 engineers review the design.',
    'The contractor shall provide 2 technicians per site.',
  ])('no count: %s', (text) => {
    expect(read(text)).toEqual([]);
  });
});

describe('a generic noun that opens a longer title', () => {
  it('does not count "one Assistant Chief (shift officer) on duty" as one assistant', () => {
    expect(
      readGenericCounts(
        'The Contractor shall crew one engine, plus one Assistant Chief (shift officer) on duty at all times.',
        () => false,
      ),
    ).toEqual([]);
  });
});
