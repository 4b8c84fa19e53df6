import type { Task } from '../schemas/plan';
import type { TaskTarget } from './schemas';
import { escapeRegExp } from '../format/regexp';

/**
 * Whether a task is one of the tasks a target names (role match is case-insensitive).
 * @example
 * matchesTarget({ taskId: '1', lcat: 'Developer', hours: 1, mathRationale: '', basis: '' }, { role: 'developer' }) // true
 */
export function matchesTarget(task: Task, target: TaskTarget): boolean {
  if ('all' in target) return true;
  if ('taskId' in target) return task.taskId.toLowerCase() === target.taskId.toLowerCase();
  if ('taskIds' in target) return target.taskIds.some((id) => id.toLowerCase() === task.taskId.toLowerCase());
  return task.lcat.trim().toLowerCase() === target.role.trim().toLowerCase();
}

/**
 * The task ids named in a text ("task 1.2", "task #3", "tasks 2 and 4", or a bare "1.2"
 * that is an id of the plan), in order of appearance.
 * @example
 * findTaskIds('remove task 1.2', [{ taskId: '1.2', lcat: 'PM', hours: 1, mathRationale: '', basis: '' }]) // ['1.2']
 */
export function findTaskIds(text: string, tasks: readonly Task[]): string[] {
  const byLower = new Map(tasks.map((t) => [t.taskId.toLowerCase(), t.taskId]));
  const found: string[] = [];
  const push = (raw: string, named: boolean): void => {
    const clean = raw.replace(/[.,;:)?!]+$/, '');
    // An id the user names explicitly ("task 42") is kept even when missing, to say so.
    const id = byLower.get(clean.toLowerCase()) ?? (named && /\d/.test(clean) ? clean : undefined);
    if (id !== undefined && !found.includes(id)) found.push(id);
  };
  const named =
    /\b(?:tasks?|rows?|items?|lines?)\s*(?:#|no\.?|number|id)?\s*([A-Za-z0-9][\w.-]*(?:\s*(?:,|and|&)\s*#?[A-Za-z0-9][\w.-]*)*)/gi;
  for (const m of text.matchAll(named)) {
    for (const part of (m[1] ?? '').split(/\s*(?:,|and|&)\s*/i)) push(part.replace(/^#/, ''), true);
  }
  if (found.length > 0) return found;
  // A bare token equal to a dotted or numbered id of the plan ("change 1.2 to remote").
  for (const m of text.matchAll(/(?:^|[\s#(])(\d+(?:\.\d+)*[a-z]?)(?=$|[\s,;:.)?!])/gi)) {
    const token = m[1] ?? '';
    if (token.includes('.') || /^#/.test(m[0].trim())) push(token, false);
  }
  return found;
}

/**
 * The role of the plan named in a text (longest role first, so "Senior Developer" wins over
 * "Developer"); plural forms ("developers") match too.
 * @example
 * findRole('cut all developers by 10%', [{ taskId: '1', lcat: 'Developer', hours: 1, mathRationale: '', basis: '' }]) // 'Developer'
 */
export function findRole(text: string, tasks: readonly Task[]): string | null {
  const roles = [...new Set(tasks.map((t) => t.lcat.trim()).filter((r) => r.length > 0))];
  roles.sort((a, b) => b.length - a.length);
  for (const role of roles) {
    const re = new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(role.toLowerCase())}(?:e?s)?(?=$|[^a-z0-9])`, 'i');
    if (re.test(text.toLowerCase())) return role;
  }
  return null;
}

/**
 * Resolve the target a text speaks of: task ids first, then "all tasks / the whole plan",
 * then a role of the plan.
 * @example
 * resolveTarget('make all tasks remote', []) // { all: true }
 */
export function resolveTarget(text: string, tasks: readonly Task[]): TaskTarget | null {
  const ids = findTaskIds(text, tasks);
  if (ids[0] !== undefined) return { taskId: ids[0] };
  const role = findRole(text, tasks);
  if (role !== null) return { role };
  if (
    /\b(all|every|each|entire|whole)\b.*\b(tasks?|rows?|plan|hours|roles?|positions?|staff)\b/i.test(text)
  ) {
    return { all: true };
  }
  if (/\b(the plan|everything|everyone|across the board)\b/i.test(text)) return { all: true };
  return null;
}

/**
 * A human name for a target ("task 1.2", "the QA Engineer tasks", "all tasks").
 * @example
 * describeTarget({ role: 'QA Engineer' }) // 'the QA Engineer tasks'
 */
export function describeTarget(target: TaskTarget): string {
  if ('all' in target) return 'all tasks';
  if ('taskId' in target) return `task ${target.taskId}`;
  if ('taskIds' in target) {
    const ids = `task${target.taskIds.length === 1 ? '' : 's'} ${target.taskIds.join(', ')}`;
    return target.label ? `${target.label} (${ids})` : ids;
  }
  return `the ${target.role} tasks`;
}
