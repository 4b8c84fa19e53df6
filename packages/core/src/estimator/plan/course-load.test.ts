import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

const RFP = `# SECTION B

| CLIN | Course | Unit | Base Period | Option Period 1 |
|---|---|---|---|---|
| x001 | Course A, Forklift Operations | Iteration | 12 | 6 |
| x002 | Course B, Shop Supervision | Iteration | 10 | 5 |

Base Period: twelve (12) months. Option Period 1: twelve (12) months.

# SECTION C

## C.2 Courses

| Course | Length (academic hours) | Instructors per class | Installation |
|---|---|---|---|
| A. Forklift Operations | 40 | 2 | Fort Bliss |
| B. Shop Supervision | 24 | 1 | Fort Bliss |

C.2.1 In addition to platform hours, instructors prepare lessons and grade tests. The Government estimates this time at one-half (0.5) hour for each platform hour.
C.2.2 The Contractor shall provide qualified instructors to conduct each class.
`;

describe('training delivery from a course schedule', () => {
  const plan = buildPlan(readSolicitation({ primary: { name: 'rfp.md', text: RFP } }), { texts: [RFP] });
  const line = (course: string) => plan.tasks.find((t) => t.workArea === course);

  it('sizes instructors as classes x hours x instructors x (1 + preparation), period by period', () => {
    expect(line('A. Forklift Operations')).toMatchObject({
      lcat: 'Instructor',
      hours: 12 * 40 * 2 * 1.5,
      hoursSource: 'derived',
    });
    expect(line('A. Forklift Operations')?.periods?.map((p) => p.hours)).toEqual([1440, 720]);
    expect(line('B. Shop Supervision')?.hours).toBe(10 * 24 * 1 * 1.5);
    expect(line('A. Forklift Operations')?.location).toBe('Fort Bliss');
  });

  it('says where the preparation ratio comes from and is of medium confidence', () => {
    expect(plan.assumptions?.some((a) => /0\.5 h of preparation.*stated/.test(a))).toBe(true);
    expect(plan.confidence?.level).toBe('medium');
  });
});

describe('training delivery from courses stated in sentences', () => {
  const text = `# Training Services

NAICS 611430 (Professional and Management Development Training).

## C.1 Period
The base period is twelve (12) months.

## C.2 Courses
C.2.1 The Contractor shall conduct twenty-four (24) classes per year of the five-day Basic Supervisory Course, with two (2) instructors per class.
C.2.2 The Contractor shall provide qualified instructors to deliver each class.
`;
  const plan = buildPlan(readSolicitation({ primary: { name: 'sow.md', text } }), { texts: [text] });

  it('sizes the course once, from the sentence, at the assumed preparation ratio', () => {
    const instructors = plan.tasks.filter((t) => /Instructor/.test(t.lcat));
    expect(instructors).toHaveLength(1);
    expect(instructors[0]?.hours).toBe(24 * 5 * 8 * 2 * 1.5);
    expect(plan.assumptions?.some((a) => /assumed; the documents state no ratio/.test(a))).toBe(true);
  });
});
