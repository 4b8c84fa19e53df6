import { describe, expect, it } from 'vitest';
import type { GeneratedPlan } from '../schemas/plan';
import { applyChatEdit } from './apply';
import { explainPlan, helpMessage } from './explain';
import { parseChatIntent } from './parse';
import type { ChatEdit } from './schemas';

const plan: GeneratedPlan = {
  hoursPerFte: 1880,
  tasks: [
    {
      taskId: '1.1',
      lcat: 'Program Manager',
      hours: 1880,
      mathRationale: '1 FTE x 1,880 h = 1,880',
      basis: 'C.3.1: The contractor shall provide a program manager.',
      keyPersonnel: true,
      location: 'Washington, DC',
    },
    {
      taskId: '2.1',
      lcat: 'Developer',
      hours: 3760,
      mathRationale: '2 FTE x 1,880 h = 3,760',
      basis: 'C.4: shall develop the system.',
      quantity: 2,
      unit: 'FTE',
      rate: 1880,
    },
    {
      taskId: '2.2',
      lcat: 'Senior Developer',
      hours: 1880,
      mathRationale: '1 FTE x 1,880 h = 1,880',
      basis: 'C.4.2: shall design the architecture.',
    },
    {
      taskId: '3',
      lcat: 'QA Engineer',
      hours: 940,
      mathRationale: '0.5 FTE x 1,880 h = 940',
      basis: 'C.5: shall test every release.',
    },
  ],
};

function editOf(message: string): ChatEdit {
  const intent = parseChatIntent(message, plan);
  if (intent.kind !== 'edit') throw new Error(`not an edit: ${JSON.stringify(intent)}`);
  return intent.edit;
}

function applied(message: string): GeneratedPlan {
  const result = applyChatEdit(plan, editOf(message));
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.value;
}

describe('parseChatIntent + applyChatEdit', () => {
  it('adds a task with role, hours and location', () => {
    expect(editOf('Add a QA Engineer for 500 hours, remote')).toMatchObject({
      op: 'add_task',
      lcat: 'QA Engineer',
      hours: 500,
      location: 'Remote',
    });
    const next = applied('add a task for a DevOps Engineer with 1,200 hours on-site');
    expect(next.tasks).toHaveLength(5);
    expect(next.tasks[4]).toMatchObject({
      taskId: '4',
      lcat: 'DevOps Engineer',
      hours: 1200,
      location: 'On-site',
    });
    expect(editOf('add 2 business analysts at 0.5 FTE each')).toMatchObject({
      lcat: 'Business Analyst',
      hours: 1880,
    });
    expect(editOf('Add a Help Desk Technician for 2080 hours located in Washington, DC')).toMatchObject({
      lcat: 'Help Desk Technician',
      location: 'Washington, DC',
    });
  });

  it('removes a task by id and all tasks of a role', () => {
    expect(applied('Remove task 2.2').tasks.map((t) => t.taskId)).toEqual(['1.1', '2.1', '3']);
    expect(applied('delete the QA Engineer task').tasks.map((t) => t.lcat)).not.toContain('QA Engineer');
    // "Developer" must not also remove "Senior Developer" (longest role wins; exact role match).
    expect(applied('remove all developers').tasks.map((t) => t.taskId)).toEqual(['1.1', '2.2', '3']);
  });

  it('changes hours: absolute, +/- n and +/- n%', () => {
    expect(applied('Set task 2.2 to 1,000 hours').tasks[2]?.hours).toBe(1000);
    expect(applied('change the hours of task 3 to 500').tasks[3]?.hours).toBe(500);
    expect(applied('increase task 3 by 120 hours').tasks[3]?.hours).toBe(1060);
    expect(applied('add 60 hours to task 3').tasks[3]?.hours).toBe(1000);
    expect(applied('reduce task 3 by 40 hours').tasks[3]?.hours).toBe(900);
    expect(applied('reduce all Developer tasks by 10%').tasks[1]?.hours).toBe(3384);
    expect(applied('increase all hours by 10%').tasks.map((t) => t.hours)).toEqual([2068, 4136, 2068, 1034]);
  });

  it('keeps structured fields consistent and writes the math', () => {
    const dev = applied('reduce all Developer tasks by 10%').tasks[1];
    expect(dev?.rate).toBe(1692);
    expect(dev?.mathRationale).toMatch(/3,760 x 90% = 3,384$/);
  });

  it('changes the role of a task or of all tasks of a role', () => {
    expect(applied('Change the role of task 2.1 to Senior Developer').tasks[1]?.lcat).toBe(
      'Senior Developer',
    );
    const renamed = applied('replace all QA Engineer tasks with Test Engineer');
    expect(renamed.tasks[3]?.lcat).toBe('Test Engineer');
    expect(applied('change developer to junior developer').tasks[1]?.lcat).toBe('Junior Developer');
  });

  it('changes the location of a task or of all tasks of a role', () => {
    expect(applied('Make all QA Engineer tasks on-site').tasks[3]?.location).toBe('On-site');
    expect(applied('change the location of task 2.1 to Remote').tasks[1]?.location).toBe('Remote');
    expect(applied('move task 3 to Fort Meade, MD').tasks[3]?.location).toBe('Fort Meade, MD');
    expect(applied('make everything remote').tasks.every((t) => t.location === 'Remote')).toBe(true);
  });

  it('scales the plan to an FTE target, keeping key personnel', () => {
    const next = applied('Scale the plan to 5 FTE');
    const total = next.tasks.reduce((s, t) => s + t.hours, 0);
    expect(total).toBeCloseTo(5 * 1880, 0);
    expect(next.tasks[0]?.hours).toBe(1880);
  });

  it('splits a task between roles, evenly or by shares', () => {
    const even = applied('split task 2.1 between Developer and QA Engineer');
    expect(even.tasks.map((t) => [t.taskId, t.lcat, t.hours])).toContainEqual(['2.1a', 'Developer', 1880]);
    expect(even.tasks.map((t) => [t.taskId, t.lcat, t.hours])).toContainEqual(['2.1b', 'QA Engineer', 1880]);
    const shares = applied('Split task 2.1 75/25 between Senior Developer and Junior Developer');
    expect(shares.tasks.find((t) => t.taskId === '2.1a')?.hours).toBe(2820);
    expect(shares.tasks.find((t) => t.taskId === '2.1b')?.hours).toBe(940);
  });

  it('answers why questions from the basis', () => {
    const intent = parseChatIntent('Why does task 1.1 have 1880 hours?', plan);
    expect(intent).toEqual({ kind: 'explain', target: { taskId: '1.1' } });
    expect(explainPlan(plan, intent.kind === 'explain' ? intent.target : null)).toContain(
      'C.3.1: The contractor shall provide a program manager.',
    );
    expect(explainPlan(plan, null)).toContain('4 tasks totalling 8,460 h');
  });

  it('answers nonsense plainly with examples', () => {
    for (const message of ['what a lovely day', 'asdf qwerty', 'order pizza for the team']) {
      expect(parseChatIntent(message, plan).kind).toBe('unknown');
    }
    expect(helpMessage()).toContain('Scale the plan to 12 FTE');
  });

  it('reports a missing task instead of changing nothing silently', () => {
    const result = applyChatEdit(plan, { op: 'remove_tasks', target: { taskId: '9' } });
    expect(result).toEqual({
      ok: false,
      errors: ['No task matches task 9. Tasks in this plan: 1.1, 2.1, 2.2, 3.'],
    });
  });

  it('never changes the input plan', () => {
    const before = JSON.stringify(plan);
    applied('increase all hours by 10%');
    applied('split task 2.1 between Developer and QA Engineer');
    expect(JSON.stringify(plan)).toBe(before);
  });
});
