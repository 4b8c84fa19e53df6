import { DEFAULT_HOURS_PER_FTE } from '../contract/limits';
import type { GeneratedPlan, Task } from '../schemas/plan';
import type { TaskTarget } from './schemas';
import { matchesTarget } from './targets';

const fmt = (n: number): string => (Math.round(n * 100) / 100).toLocaleString('en-US');

function explainTask(t: Task, hoursPerFte: number): string {
  const where = [t.workArea, t.location].filter((x) => x).join(', ');
  const fte = hoursPerFte > 0 ? ` = ${fmt(t.hours / hoursPerFte)} FTE at ${fmt(hoursPerFte)} h` : '';
  const lines = [`Task ${t.taskId} ${t.lcat}: ${fmt(t.hours)} h a year${fte}${where ? ` (${where})` : ''}.`];
  lines.push(`- Math: ${t.mathRationale || 'no calculation recorded'}`);
  if (t.periods && t.periods.length > 0)
    lines.push(`- By period: ${t.periods.map((p) => `${p.name} ${fmt(p.hours)} h`).join('; ')}`);
  const source = {
    stated: 'stated by the document',
    derived: 'derived from a stated workload driver',
    assumed: 'assumed (a judgement, not stated)',
  };
  if (t.hoursSource) lines.push(`- Hours are ${source[t.hoursSource]}.`);
  lines.push(`- Basis: ${t.basis || 'no basis recorded'}`);
  if (t.citation)
    lines.push(
      `- Citation: ${t.citation.document ? `${t.citation.document} ` : ''}${t.citation.ref}: "${t.citation.quote}"`,
    );
  if (t.requirements && t.requirements.length > 0)
    lines.push(
      `- Covers: ${t.requirements.slice(0, 6).join('; ')}${t.requirements.length > 6 ? '; ...' : ''}`,
    );
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
    if (tasks.length > 0) return tasks.map((t) => explainTask(t, plan.hoursPerFte)).join('\n\n');
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
  return `The plan has ${plan.tasks.length} tasks totalling ${fmt(total)} h (${fmt(total / (plan.hoursPerFte || DEFAULT_HOURS_PER_FTE))} FTE). ${source} Each task's Calculation Method shows its math and its Notes quote the requirement it answers. Ask about one task for details, for example "Why does task ${plan.tasks[0]?.taskId ?? '1'} have these hours?"${ids ? ` (tasks: ${ids}${plan.tasks.length > 8 ? ', ...' : ''})` : ''}`;
}

/** Examples of what the local assistant understands, shown when a message is not understood. */
export const CHAT_EXAMPLES: readonly string[] = [
  'Reduce the PM to half time',
  'Set task 1.1 to 0.5 FTE',
  'Cut the developers by 10%',
  'Move the Norfolk tasks to Charleston',
  'Split the help desk task 60/40 into tier 1 and tier 2',
  'Use 1,920 hours per FTE',
  'Add a 10% management reserve',
  'What does task 4 cover?',
  'Add a QA Engineer for 500 hours, remote',
  'Remove task 1.2',
  'Set task 2 to 1,000 hours',
  'Change the role of task 1.1 to Senior Developer',
  'Scale the plan to 12 FTE',
  'Why does the PM have these hours?',
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
