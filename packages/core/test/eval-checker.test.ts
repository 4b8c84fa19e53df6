import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The own-corpus checker (scripts/eval/check-plan.mjs) run as a user runs it, on a tiny truth
// entry and two hand-made plans: one an honest plan of the stated staffing, one that is not.
const CHECKER = join(import.meta.dirname, '../../../scripts/eval/check-plan.mjs');
const dir = mkdtempSync(join(tmpdir(), 'eval-checker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const truth = {
  documents: [
    {
      id: 'tiny-guard',
      half: 'dev',
      files: { primary: 'dev/tiny.txt' },
      stated: true,
      annual_hours: { min: 10000, max: 12500 },
      roles: ['Security Officer|Guard', 'Supervisor'],
      locations: ['Ogden'],
      hours_per_fte: { value: 2080, stated: true },
      periods: { count: 2, base_months: 12, option_months: 12, total_months: 24, extension_months: 6 },
      period_hours: { hours: [10840, 10840], tolerance: 0.02, tolerance_above: 0.2 },
      key_roles: ['Supervisor'],
      coverage: { name: 'one 24x7 post', hours_per_week: 168, posts: 1, staffed: true },
      confidence: 'high',
      expect_questions: ['relief|leave'],
      forbid_roles: ['developer'],
      max_tasks: 3,
    },
  ],
};
const truthPath = join(dir, 'truth.json');
writeFileSync(truthPath, JSON.stringify(truth));

const periods = (hours: number) => [
  { name: 'Base Year', hours },
  { name: 'Option Year 1', hours },
];
const goodPlan = {
  hoursPerFte: 2080,
  periodOfPerformance: {
    months: 24,
    periods: [
      { name: 'Base Year', months: 12, kind: 'base' },
      { name: 'Option Year 1', months: 12, kind: 'option' },
    ],
  },
  confidence: { level: 'high', reason: 'Post hours are stated.' },
  assumptions: ['Relief for breaks and leave is at the contractor expense and priced in the rate.'],
  openQuestions: [],
  tasks: [
    {
      taskId: '1',
      lcat: 'Security Officer',
      hours: 8760,
      location: 'Ogden, Utah',
      mathRationale: '1 post x 24x7 = 8,760',
      hoursSource: 'stated',
      periods: periods(8760),
    },
    {
      taskId: '2',
      lcat: 'Supervisor',
      hours: 2080,
      location: 'Ogden, Utah',
      keyPersonnel: true,
      mathRationale: '1 x 2,080 = 2,080',
      hoursSource: 'stated',
      periods: periods(2080),
    },
  ],
};
const badPlan = {
  confidence: { level: 'low', reason: 'guessed' },
  tasks: [
    { taskId: '1', lcat: 'Software Developer', hours: 1880, location: 'On-site' },
    { taskId: '2', lcat: 'Guard', hours: 1880, location: 'On-site', hoursSource: 'assumed' },
    { taskId: '3', lcat: 'Guard', hours: 1880 },
    { taskId: '4', lcat: 'Guard', hours: 1880 },
  ],
};

const run = (name: string, plan: unknown) => {
  const planPath = join(dir, `${name}.json`);
  writeFileSync(planPath, JSON.stringify(plan));
  const out = spawnSync(
    process.execPath,
    [CHECKER, '--truth', truthPath, '--id', 'tiny-guard', '--plan', planPath],
    {
      encoding: 'utf8',
    },
  );
  return { status: out.status, lines: out.stdout.trim().split('\n'), stderr: out.stderr };
};

describe('scripts/eval/check-plan.mjs', () => {
  it('passes every check of an honest plan of the stated staffing and exits 0', () => {
    const { status, lines } = run('good', goodPlan);
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(lines.at(-1)).toMatch(/tiny-guard \(dev\): 2 tasks, 10,840 task hours.* 0 failed/);
    expect(status).toBe(0);
  });

  it('also reads a saved plan that wraps the generated plan', () => {
    expect(run('saved', { id: 'p1', generated_plan: goodPlan }).status).toBe(0);
  });

  it('reads task hours that total every period as a whole-contract figure, not as one year', () => {
    const totals = { ...goodPlan, tasks: goodPlan.tasks.map((t) => ({ ...t, hours: t.hours * 2 })) };
    const { status, lines } = run('totals', totals);
    expect(lines.find((l) => l.includes('annual hours'))).toMatch(
      /^ok {3}annual hours: 10,840 .*2 years' total/,
    );
    expect(status).toBe(0);
  });

  it('names each failed check and exits 1 when the plan invents, guesses and omits', () => {
    const { status, lines } = run('bad', badPlan);
    const failed = lines.filter((l) => l.startsWith('FAIL')).map((l) => l.slice(5).split(':')[0]);
    expect(failed).toEqual(
      expect.arrayContaining([
        'annual hours',
        'hours per FTE',
        'periods',
        'hours by period',
        'key roles',
        'locations',
        'coverage',
        'confidence',
        'questions raised',
        'no invented roles',
        'task count',
        'hours sources',
      ]),
    );
    expect(lines.find((l) => l.startsWith('FAIL no invented roles'))).toContain('Software Developer');
    expect(status).toBe(1);
  });

  it('refuses an unknown document id with exit 2', () => {
    const planPath = join(dir, 'good.json');
    const out = spawnSync(
      process.execPath,
      [CHECKER, '--truth', truthPath, '--id', 'nope', '--plan', planPath],
      {
        encoding: 'utf8',
      },
    );
    expect(out.status).toBe(2);
    expect(out.stderr).toContain('no document with id nope');
  });
});
