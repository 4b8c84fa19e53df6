import type { GeneratedPlan, Task } from '../schemas/plan';
import type { TaskTarget } from './schemas';
import { matchesTarget } from './targets';

const fmt = (n: number): string => (Math.round(n * 100) / 100).toLocaleString('en-US');

function explainTask(t: Task): string {
  const lines = [`Task ${t.taskId} (${t.lcat}, ${fmt(t.hours)} h${t.location ? `, ${t.location}` : ''}):`];
  lines.push(`- Calculation: ${t.mathRationale || 'no calculation recorded'}`);
  lines.push(`- Basis: ${t.basis || 'no basis recorded'}`);
  if (t.requirementRefs && t.requirementRefs.length > 0)
    lines.push(`- Requirements: ${t.requirementRefs.join(', ')}`);
  if (t.keyPersonnel === true) lines.push('- Key personnel: keeps its hours when the plan is rescaled.');
  return lines.join('\n');
}

/**
 * Answer a "why" question from the plan's own calculation and basis.
 * @example
 * explainPlan({ tasks: [{ taskId: '1', lcat: 'PM', hours: 1880, mathRationale: '1 FTE x 1,880 h = 1,880', basis: 'C.3: shall provide a PM' }], hoursPerFte: 1880 }, { taskId: '1' })
 */
export function explainPlan(plan: GeneratedPlan, target: TaskTarget | null): string {
  if (target !== null) {
    const tasks = plan.tasks.filter((t) => matchesTarget(t, target)).slice(0, 10);
    if (tasks.length > 0) return tasks.map(explainTask).join('\n\n');
  }
  const total = plan.tasks.reduce((s, t) => s + t.hours, 0);
  const source =
    plan.staffingSource === 'stated'
      ? 'The hours follow the staffing the document states.'
      : plan.staffingSource === 'mixed'
        ? 'Some hours follow staffing the document states; the rest are estimated from its workload drivers.'
        : 'The hours are estimated from the workload drivers of the document.';
  const ids = plan.tasks
    .slice(0, 8)
    .map((t) => t.taskId)
    .join(', ');
  return `The plan has ${plan.tasks.length} tasks totalling ${fmt(total)} h (${fmt(total / (plan.hoursPerFte || 1880))} FTE). ${source} Each task's Calculation Method shows its math and its Notes quote the requirement it answers. Ask about one task for details, for example "Why does task ${plan.tasks[0]?.taskId ?? '1'} have these hours?"${ids ? ` (tasks: ${ids}${plan.tasks.length > 8 ? ', ...' : ''})` : ''}`;
}

/** Examples of what the local assistant understands, shown when a message is not understood. */
export const CHAT_EXAMPLES: readonly string[] = [
  'Add a QA Engineer for 500 hours, remote',
  'Remove task 1.2',
  'Set task 2 to 1,000 hours',
  'Increase task 3 by 120 hours',
  'Reduce all Developer tasks by 10%',
  'Change the role of task 1.1 to Senior Developer',
  'Make all QA Engineer tasks on-site',
  'Scale the plan to 12 FTE',
  'Split task 4 60/40 between Developer and QA Engineer',
  'Why does task 1.1 have these hours?',
];

/**
 * The plain answer for a message the local assistant cannot act on, with examples.
 * @example
 * helpMessage('no task matches') // "I couldn't apply that: no task matches ..."
 */
export function helpMessage(reason?: string): string {
  const head = reason
    ? `I couldn't apply that: ${reason}`
    : "I can't do that with this plan, but I can make these edits (ask one at a time):";
  const tail = reason ? '\n\nI can make edits like these:' : '';
  return `${head}${tail}\n${CHAT_EXAMPLES.map((e) => `- "${e}"`).join('\n')}`;
}
