import { describe, expect, it } from 'vitest';
import type { GeneratedPlan } from '../../schemas/plan';
import { lcat, model, periods, src } from '../plan/test-models';
import { factLines } from './facts';
import { reconcilePlan } from './reconcile';

const m = model({
  periods: periods(2),
  hoursPerFte: { ...src('L.4', 'use 2,080 hours for one FTE'), value: 2080, stated: true },
  labourCategories: [
    lcat('Sr. Systems Administrator (Unix/Linux)', [6240, 6240, 6240]),
    lcat('Cyber Hunt Specialist', [4160, 4160, 4160]),
  ],
});
const answer: GeneratedPlan = {
  hoursPerFte: 1880,
  periodOfPerformance: { months: 12, periods: [{ name: 'Year 1', months: 12 }] },
  tasks: [
    {
      taskId: '1',
      lcat: 'Sr. Systems Administrator (Unix/Linux)',
      hours: 3760,
      mathRationale: '2 FTE x 1,880 h = 3,760',
      basis: 'J.2',
    },
    {
      taskId: '2',
      lcat: 'Project Manager',
      hours: 1880,
      mathRationale: '1 FTE x 1,880 h = 1,880',
      basis: 'C.1',
    },
  ],
};

describe('reconcilePlan', () => {
  const { plan, changes } = reconcilePlan(answer, m);

  it('sets the stated convention and periods, and lays every task on them', () => {
    expect(plan.hoursPerFte).toBe(2080);
    expect(plan.periodOfPerformance?.periods.map((p) => p.name)).toEqual([
      'Base Year',
      'Option Year 1',
      'Option Year 2',
    ]);
    expect(plan.tasks.find((t) => t.taskId === '2')?.periods?.map((p) => p.hours)).toEqual([
      1880, 1880, 1880,
    ]);
  });

  it('puts back the stated hours of a category and adds a stated one the answer left out', () => {
    const admin = plan.tasks.find((t) => t.taskId === '1');
    expect(admin).toMatchObject({ hours: 6240, hoursSource: 'stated' });
    expect(admin?.mathRationale).toMatch(/= 6,240$/);
    expect(plan.tasks.find((t) => t.lcat === 'Cyber Hunt Specialist')?.hours).toBe(4160);
    expect(changes).toHaveLength(4);
    expect(plan.assumptions?.every((a) => a.startsWith('Checked against the documents:'))).toBe(true);
  });

  it('leaves an answer that agrees with the documents as it is', () => {
    expect(reconcilePlan(plan, m).changes).toEqual([]);
  });
});

describe('factLines', () => {
  it('quotes each stated fact with its section', () => {
    const lines = factLines(m);
    expect(lines).toContain('Hours per FTE: 2,080 (stated) [L.4] "use 2,080 hours for one FTE"');
    expect(
      lines.some((l) =>
        l.startsWith('Stated staffing: "Cyber Hunt Specialist": Base Year 4,160 h; OY1 4,160 h'),
      ),
    ).toBe(true);
  });
});
