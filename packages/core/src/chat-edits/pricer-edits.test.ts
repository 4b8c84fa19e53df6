import { describe, expect, it } from 'vitest';
import type { GeneratedPlan } from '../schemas/plan';
import { applyChatEdit } from './apply';
import { NAVY, REMOTE } from './corpus/fixtures';
import { describeChanges } from './describe';
import { explainPlan } from './explain';
import { parseChatIntent } from './parse';
import { parseChatEdits } from './parse-many';

function run(message: string, plan: GeneratedPlan = NAVY): GeneratedPlan {
  const intent = parseChatIntent(message, plan);
  if (intent.kind !== 'edit') throw new Error(`not an edit: ${JSON.stringify(intent)}`);
  const result = applyChatEdit(plan, intent.edit);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.value;
}
const task = (plan: GeneratedPlan, id: string) => plan.tasks.find((t) => t.taskId === id);

describe('chat edits the way pricers speak', () => {
  it('reads FTE as FTE x hours per FTE, never as hours', () => {
    for (const message of [
      'set task 1.1 to 0.5 FTE',
      'reduce the PM to half time',
      'bring the PM down to 0.5',
    ]) {
      const pm = task(run(message), '1.1');
      expect(pm?.hours).toBe(940);
      expect(pm?.periods?.map((p) => p.hours)).toEqual([940, 940, 940]);
    }
  });

  it('marks stated hours assumed once a chat edit changes them', () => {
    expect(task(NAVY, '1.1')?.hoursSource).toBe('stated');
    expect(task(run('reduce the PM to half time'), '1.1')?.hoursSource).toBe('assumed');
  });

  it('numbers a new line in its area with the area location and every period', () => {
    const next = run('add a help desk lead at 1 FTE');
    const added = task(next, '2.3');
    expect(added).toMatchObject({
      lcat: 'Help Desk Lead',
      location: 'Norfolk, VA',
      workArea: 'Help Desk',
      hours: 1880,
    });
    expect(added?.periods).toEqual([
      { name: 'Base Year', hours: 1880 },
      { name: 'Option Year 1', hours: 1880 },
      { name: 'Option Year 2', hours: 1880 },
    ]);
    expect(next.tasks.map((t) => t.taskId).indexOf('2.3')).toBe(4);
    expect(task(run('add a qa analyst, full time', REMOTE), '5')).toMatchObject({
      lcat: 'QA Analyst',
      location: 'Remote',
    });
  });

  it('rescales FTE lines and the plan when hours per FTE change, leaving stated-hours lines', () => {
    const next = run('use 1,920 hours per FTE');
    expect(next.hoursPerFte).toBe(1920);
    expect(task(next, '3.1')?.hours).toBe(5760);
    expect(task(next, '3.1')?.rate).toBe(1920);
    expect(task(next, '5.1')?.hours).toBe(1200);
  });

  it('adds a reserve as an assumed line with its share of every period', () => {
    const reserve = run('add a 10% management reserve').tasks.find((t) => t.lcat === 'Management Reserve');
    expect(reserve).toMatchObject({ taskId: '1.3', hours: 2470, hoursSource: 'assumed' });
    expect(reserve?.periods?.map((p) => p.hours)).toEqual([2470, 2470, 2470]);
  });

  it('splits by a ratio, not by a task numbered 60', () => {
    const next = run('split the help desk task 60/40 into tier 1 and tier 2');
    expect(next.tasks.filter((t) => t.taskId.startsWith('2.1')).map((t) => [t.lcat, t.hours])).toEqual([
      ['Help Desk Technician (Tier 1)', 2256],
      ['Help Desk Technician (Tier 2)', 1504],
    ]);
  });

  it('describes a move field by field', () => {
    const next = run('move the Norfolk tasks to Charleston');
    const lines = describeChanges(NAVY, next);
    expect(lines).toContain('Task 4.2 Systems Administrator: location Norfolk, VA -> Charleston, SC');
    expect(lines.join('\n')).not.toMatch(/hours/);
  });

  it('answers questions from the task itself without an edit', () => {
    const intent = parseChatIntent('why does the PM have 1,880 hours?', NAVY);
    expect(intent.kind).toBe('explain');
    const answer = explainPlan(NAVY, intent.kind === 'explain' ? intent.target : null);
    expect(answer).toContain('C.3.1');
    expect(answer).toContain('The contractor shall provide a full-time Program Manager.');
    expect(answer).toContain('1 FTE x 1,880 h = 1,880');
    const area = parseChatIntent('what does task 4 cover?', NAVY);
    expect(area).toEqual({ kind: 'explain', target: { taskIds: ['4.1', '4.2'] } });
  });

  it('answers what it cannot do instead of changing nothing', () => {
    for (const message of ['make it better', 'export to Excel']) {
      expect(parseChatIntent(message, NAVY).kind).toBe('unknown');
    }
    // Wraps are pricing now (pricing-edits.ts); on a plan without pricing applying one says why.
    expect(parseChatIntent('add fringe at 32%', NAVY)).toEqual({
      kind: 'edit',
      edit: { op: 'set_wrap', wrap: 'fringe', percent: 32 },
    });
  });
});

describe('several edits in one message', () => {
  it('applies each in order, "them" naming the tasks of the edit before', () => {
    const { edits, intent } = parseChatEdits(
      'move the Norfolk tasks to Charleston and make them remote',
      NAVY,
    );
    expect(intent).toBeNull();
    expect(edits.map((e) => e.op)).toEqual(['set_location', 'set_location']);
    let plan = NAVY;
    for (const e of edits) {
      const r = applyChatEdit(plan, e);
      if (r.ok) plan = r.value;
    }
    expect(plan.tasks.filter((t) => t.location === 'Remote').map((t) => t.taskId)).toEqual([
      '1.1',
      '1.2',
      '2.1',
      '2.2',
      '4.1',
      '4.2',
    ]);
    const two = parseChatEdits('cut the developers by 10%; add a QA analyst for 500 hours', NAVY);
    expect(two.edits.map((e) => e.op)).toEqual(['set_hours', 'add_task']);
  });

  it('reads a split between roles as one edit', () => {
    const { edits, intent } = parseChatEdits('split task 3.1 between Developer and QA Engineer', NAVY);
    expect(edits).toEqual([]);
    expect(intent?.kind).toBe('edit');
  });
});
