import { describe, expect, it } from 'vitest';
import type { GeneratedPlan } from '../schemas/plan';
import { applyFteTarget, applyInstructions } from './adjust';
import { computeCoverage } from './coverage';

const plan = (): GeneratedPlan => ({
  hoursPerFte: 1880,
  tasks: [
    {
      taskId: '1',
      lcat: 'Project Manager',
      hours: 1880,
      mathRationale: '1 FTE x 1,880 h = 1,880',
      basis: 'C.1',
      keyPersonnel: true,
      workArea: 'Program Management',
    },
    {
      taskId: '2',
      lcat: 'Developer',
      hours: 3760,
      mathRationale: '2 FTE x 1,880 h = 3,760',
      basis: 'C.2',
      rate: 1880,
      quantity: 2,
      workArea: 'Software Development',
      periods: [{ name: 'Year 1', hours: 3760 }],
    },
    {
      taskId: '3',
      lcat: 'Project Manager',
      hours: 160,
      mathRationale: '2 people x 2 wk x 40 h = 160',
      basis: 'C.9',
      workArea: 'Transition',
    },
  ],
});

describe('applyFteTarget', () => {
  it('rescales non-key tasks only, says so, and keeps rationales ending in the hours', () => {
    const out = applyFteTarget(plan(), 2);
    expect(out.tasks.map((t) => t.hours)).toEqual([1880, 1803, 77]);
    expect(out.tasks[1]?.mathRationale).toMatch(/x 0\.48 \(FTE target 2\) = 1,803$/);
    expect(out.tasks[1]?.periods?.[0]?.hours).toBe(1803);
    expect(out.thinkingProcess).toMatch(/FTE target 2: rescaled the non-key tasks/);
  });

  it('uses the hours per FTE of the plan and notes the rescale among the assumptions', () => {
    const out = applyFteTarget({ ...plan(), hoursPerFte: 2080 }, 2);
    const total = out.tasks.reduce((s, t) => s + t.hours, 0);
    expect(total).toBeCloseTo(2 * 2080, -1);
    expect(out.assumptions?.some((a) => /FTE target of 2 rescaled every non-key line/.test(a))).toBe(true);
  });

  it('reads the target per year when the period is shorter than a year', () => {
    const out = applyFteTarget(
      { ...plan(), periodOfPerformance: { months: 6, periods: [{ name: 'Base', months: 6 }] } },
      4,
    );
    const total = out.tasks.reduce((s, t) => s + t.hours, 0);
    expect(total).toBeCloseTo(4 * 1880 * 0.5, -1);
  });
});

describe('applyInstructions', () => {
  it('applies what it can act on and records the rest', () => {
    const out = applyInstructions(
      plan(),
      'Assume remote work. Exclude transition. Use our preferred subcontractor',
    );
    expect(out.tasks.every((t) => t.location === 'Remote')).toBe(true);
    expect(out.tasks.map((t) => t.taskId)).toEqual(['1', '2']);
    expect(out.thinkingProcess).toContain(
      'Instruction "Exclude transition": applied, removed 1 transition task(s) (160 h).',
    );
    expect(out.thinkingProcess).toContain('"Use our preferred subcontractor": recorded, not acted on');
    // The planner shows these in a banner: the pricer must see what was not done.
    expect(out.instructionsNotApplied).toEqual(['Use our preferred subcontractor']);
    expect(applyInstructions(plan(), 'Assume remote work').instructionsNotApplied).toBeUndefined();
  });

  it('adds a contingency percentage to every task', () => {
    const out = applyInstructions(plan(), 'Add 10% contingency');
    expect(out.tasks.map((t) => t.hours)).toEqual([2068, 4136, 176]);
  });
});

describe('computeCoverage', () => {
  it('maps requirements to the tasks that list them and reports the rest, with no catch-all', () => {
    const tasks = plan().tasks.map((t) => (t.taskId === '2' ? { ...t, requirementRefs: ['C.2'] } : t));
    const cov = computeCoverage(
      [
        { id: 'R1', ref: 'C.2', text: 'The contractor shall develop the software.' },
        { id: 'R2', ref: 'C.5', text: 'The contractor shall keep the lights green.' },
      ],
      tasks,
    );
    expect(cov.mapped).toEqual([{ requirementId: 'R1', taskIds: ['2'] }]);
    expect(cov.unmappedRequirements.map((r) => r.id)).toEqual(['R2']);
    expect(cov.unmappedTasks).toEqual(['1', '3']);
    expect(
      computeCoverage([{ id: 'R1', ref: 'C', text: 'x shall y' }], []).unmappedRequirements,
    ).toHaveLength(1);
  });
});

describe('applyInstructions: decimals', () => {
  it('keeps a decimal percentage in one instruction', () => {
    const out = applyInstructions(plan(), 'Reduce hours by 2.5%.');
    expect(out.tasks.map((t) => t.hours)).toEqual([1833, 3666, 156]);
  });
});
