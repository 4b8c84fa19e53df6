import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// Lines priced per class beside fixed staff: a class table (classes a year, instruction hours
// and preparation hours a class) next to a full-time coordinator or staffed desk posts.
// Instructor hours = classes x (instruction + preparation), one line per class type named by
// its subject; the fixed staff stay as stated.

const TERMS = `## B Period of performance
The period of performance is a base year of twelve months and two twelve-month option years.
`;
const plan = (text: string) => {
  const full = `${TERMS}\n${text}`;
  return buildPlan(readSolicitation({ primary: { name: 'pws.md', text: full } }), { texts: [full] });
};
const hoursOf = (p: ReturnType<typeof plan>, lcat: string) =>
  p.tasks.filter((t) => t.lcat === lcat).map((t) => t.hours);

const EDUCATION = `## C.3 Education program
C.3.1 The Contractor shall provide one full-time Education Coordinator.
C.3.2 The Contractor shall teach the classes below. Each class has one Contractor instructor.

| Class type | Classes per year | Class length | Instruction hours per class | Preparation and grading hours per class |
|---|---|---|---|---|
| GED | 12 | 10 weeks | 60 | 20 |
| ESL | 8 | 8 weeks | 48 | 12 |
| Reentry Skills | 10 | 6 weeks | 24 | 6 |
`;

const IT_TRAINING = `## C.4 Training delivery
C.4.1 The Contractor shall provide one (1) full-time Training Manager (Key Personnel).
C.4.2 The Contractor shall deliver the following courses; each session is taught by one Contractor trainer.

| Course | Sessions per year | Hours per session | Preparation hours per session |
|---|---|---|---|
| Cybersecurity Awareness | 24 | 4 | 2 |
| Records Management | 6 | 8 | 4 |
`;

const FITNESS = `## C.2 Fitness center
C.2.1 The Contractor shall staff two (2) Front Desk Attendant posts from 5:00 a.m. to 9:00 p.m., seven days a week.
C.2.2 Group exercise. The Contractor shall lead the group exercise classes below; each class has one Contractor instructor.

| Class | Classes per year | Length (hours) |
|---|---|---|
| Spin | 156 | 1 |
| Yoga | 104 | 1.5 |
`;

describe('classes priced beside fixed staff', () => {
  it('prices each class type at classes x (instruction + preparation), named by its subject', () => {
    const p = plan(EDUCATION);
    expect(hoursOf(p, 'GED Instructor')).toEqual([12 * (60 + 20)]);
    expect(hoursOf(p, 'ESL Instructor')).toEqual([8 * (48 + 12)]);
    expect(hoursOf(p, 'Reentry Skills Instructor')).toEqual([10 * (24 + 6)]);
    expect(hoursOf(p, 'Education Coordinator')).toEqual([1880]);
  });

  it('reads sessions and trainers beside a key manager', () => {
    const p = plan(IT_TRAINING);
    expect(hoursOf(p, 'Cybersecurity Awareness Instructor')).toEqual([24 * (4 + 2)]);
    expect(hoursOf(p, 'Records Management Instructor')).toEqual([6 * (8 + 4)]);
    expect(p.tasks.find((t) => t.lcat === 'Training Manager')?.keyPersonnel).toBe(true);
  });

  it('adds group exercise classes beside staffed desk posts, preparation assumed', () => {
    const p = plan(FITNESS);
    expect(hoursOf(p, 'Front Desk Attendant')).toEqual([2 * 16 * 365]);
    expect(hoursOf(p, 'Spin Instructor')).toEqual([156 * 1 * 1.5]);
    expect(hoursOf(p, 'Yoga Instructor')).toEqual([104 * 1.5 * 1.5]);
  });
});

describe('classes that are not the Contractor’s to teach', () => {
  it('adds no instructors for classes the Government teaches or the staff attend', () => {
    for (const lead of [
      'Government instructors teach the classes below; the Contractor provides one full-time Education Coordinator to schedule them.',
      "The Contractor's employees shall attend the classes below. The Contractor shall provide one full-time Education Coordinator.",
    ]) {
      const p = plan(`## C.3 Classes
${lead}

| Class type | Classes per year | Instruction hours per class |
|---|---|---|
| GED | 12 | 60 |
| ESL | 8 | 48 |
`);
      expect(
        p.tasks.filter((t) => /Instructor/.test(t.lcat)),
        lead,
      ).toEqual([]);
      expect(hoursOf(p, 'Education Coordinator')).toEqual([1880]);
    }
  });

  it('does not add class lines when the stated staffing already has the instructors', () => {
    const p = plan(`## C.3 Staffing
The Contractor shall provide one full-time Education Coordinator and two (2) full-time Instructors.

| Class type | Classes per year | Instruction hours per class |
|---|---|---|
| GED | 12 | 60 |
`);
    expect(p.tasks.filter((t) => /Instructor/.test(t.lcat)).map((t) => t.lcat)).toEqual(['Instructor']);
  });
});

// Classes counted by line item (CLIN quantity in classes), their length said in a sentence or in
// the item's description: classes x length x (1 + the preparation ratio), beside the posts.
const CLIN_CLASSES = `## Section B Supplies or services and prices

| CLIN | Description | Quantity | Unit |
|---|---|---|---|
| 0001 | Fitness Center Front Desk Operations | 12 | Months |
| 0002 | Group Exercise Classes | 520 | Classes |
| 1001 | Fitness Center Front Desk Operations, Option Year 1 | 12 | Months |
| 1002 | Group Exercise Classes, Option Year 1 | 468 | Classes |

## C.2 Front desk
The Contractor shall staff two (2) Front Desk Attendant posts from 5:00 a.m. to 9:00 p.m., seven days a week.

## C.3 Group exercise
Each group exercise class is 60 minutes long and is led by one Contractor instructor.
`;

const EACH_UNIT = `## Section B Supplies or services and prices

| CLIN | Description | Qty | Unit |
|---|---|---|---|
| 0001 | Recreation Desk Operations | 12 | MO |
| 0002 | Water Safety Class (90 minutes) | 200 | EA |

## C.2 Staffing
The Contractor shall staff one Recreation Aide post from 6:00 a.m. to 8:00 p.m. Monday through Friday.
The Contractor shall provide certified instructors; the Contractor shall teach the water safety classes ordered under CLIN 0002.
`;

describe('classes counted by line item beside posts', () => {
  it('prices the classes of each period at the length a sentence or the description gives', () => {
    const p = plan(CLIN_CLASSES);
    const line = p.tasks.find((t) => t.lcat === 'Group Exercise Instructor');
    expect(line?.periods?.map((x) => x.hours)).toEqual([520 * 1.5, 468 * 1.5, 468 * 1.5]);
    expect(hoursOf(p, 'Front Desk Attendant')).toEqual([2 * 16 * 365]);
    const each = plan(EACH_UNIT);
    expect(hoursOf(each, 'Water Safety Instructor')).toEqual([200 * 1.5 * 1.5]);
  });

  it('adds nothing when the class length is not said, or said two ways', () => {
    const silent = plan(
      CLIN_CLASSES.replace('Each group exercise class is 60 minutes long and is led', 'Each class is led'),
    );
    expect(silent.tasks.filter((t) => /Instructor/.test(t.lcat))).toEqual([]);
    const twice = plan(`${CLIN_CLASSES}\nSome classes are 45 minutes long.\n`);
    expect(twice.tasks.filter((t) => /Instructor/.test(t.lcat))).toEqual([]);
  });
});
