import { canonicalTaskKeys, coerceTask } from '../plan/coerce';
import { isRecord, locatePlan, parseEmbeddedJson } from '../plan/locate';
import { normalizePlan } from '../plan/normalize';
import { fail, ok, type Result } from '../plan/result';
import type { GeneratedPlan, Task } from '../schemas/plan';

/**
 * How an update was applied.
 * @example
 * const mode: MergeMode = updateMode([{ taskId: '1', hours: 10 }]); // 'merge'
 */
export type MergeMode = 'merge' | 'replace';

/**
 * Whether an update holds only some tasks (merged by taskId) or a whole plan (replacing
 * the tasks): a bare task array, `{partial: true, tasks}`, `{updatedTasks}` or
 * `{removedTaskIds}` merge; any other plan shape replaces.
 * @example
 * updateMode([{ taskId: '2', hours: 940 }]) // 'merge'
 * updateMode({ tasks: [] }) // 'replace'
 */
export function updateMode(update: unknown): MergeMode {
  const value = typeof update === 'string' ? parseEmbeddedJson(update) : update;
  if (Array.isArray(value)) return 'merge';
  if (!isRecord(value)) return 'replace';
  const partial =
    value.partial === true ||
    value.mode === 'merge' ||
    Array.isArray(value.updatedTasks) ||
    Array.isArray(value.removedTaskIds);
  return partial ? 'merge' : 'replace';
}

/**
 * Applies a chat update to the current plan (docs/product.md, Journeys and rules). A whole plan replaces the
 * tasks; plan fields the update does not carry (thinkingProcess, title, hoursPerFte, ...)
 * are kept. A partial update merges its tasks by taskId: a known id updates that task (only
 * the fields the update gives), an unknown id is added, and `removedTaskIds` are removed.
 * The current plan is never mutated. An unusable update gives `{ok: false, errors}`.
 * @example
 * mergePlan(plan, [{ taskId: '2', hours: 940 }]) // task 2 now has 940 hours, everything else unchanged
 * mergePlan(plan, { tasks: [{ taskId: '1', lcat: 'QA Engineer', hours: 500 }] }) // the plan now holds that one task
 */
export function mergePlan(current: GeneratedPlan, update: unknown): Result<GeneratedPlan> {
  try {
    return updateMode(update) === 'merge' ? mergeTasks(current, update) : replacePlan(current, update);
  } catch (error) {
    return fail([`update: could not be read (${error instanceof Error ? error.message : String(error)})`]);
  }
}

function replacePlan(current: GeneratedPlan, update: unknown): Result<GeneratedPlan> {
  const normalized = normalizePlan(update);
  if (!normalized.ok) return normalized;
  const located = locatePlan(update);
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(normalized.value)) {
    // normalizePlan fills hoursPerFte with its default; only an explicit one replaces ours.
    if (key === 'hoursPerFte' && located?.fields.hoursPerFte === undefined) continue;
    next[key] = value;
  }
  return ok(next as GeneratedPlan, normalized.warnings ?? []);
}

function mergeTasks(current: GeneratedPlan, update: unknown): Result<GeneratedPlan> {
  const value = typeof update === 'string' ? parseEmbeddedJson(update) : update;
  const record = isRecord(value) ? value : {};
  const located = Array.isArray(value) ? locatePlan(value) : undefined;
  const rawTasks: unknown[] =
    located?.tasks ??
    (Array.isArray(record.updatedTasks) ? record.updatedTasks : (locatePlan(record)?.tasks ?? []));
  const removed = new Set(
    (Array.isArray(record.removedTaskIds) ? record.removedTaskIds : []).map((id: unknown) => String(id)),
  );

  const tasks: Task[] = current.tasks.map((task) => ({ ...task }));
  const slots = new Map<string, number[]>();
  tasks.forEach((task, index) => {
    slots.set(task.taskId, [...(slots.get(task.taskId) ?? []), index]);
  });
  const errors: string[] = [];
  const warnings: string[] = [];
  let applied = 0;
  rawTasks.forEach((raw, i) => {
    const item = typeof raw === 'string' ? parseEmbeddedJson(raw) : raw;
    if (!isRecord(item)) {
      errors.push(`tasks.${i}: expected a task object`);
      return;
    }
    const overlay = canonicalTaskKeys(item);
    const id = overlay.taskId === undefined || overlay.taskId === null ? '' : String(overlay.taskId).trim();
    const index = id === '' ? undefined : slots.get(id)?.shift();
    const base = index === undefined ? {} : tasks[index];
    const taskId = id === '' ? nextTaskId(tasks) : id;
    const edit = index === undefined ? overlay : followHoursEdit(base as Task, overlay);
    const result = coerceTask({ ...base, ...edit, taskId }, i, `tasks.${i}`);
    if ('error' in result) {
      errors.push(result.error);
      return;
    }
    warnings.push(...result.warnings);
    applied += 1;
    if (index === undefined) tasks.push(result.task);
    else tasks[index] = result.task;
  });
  if (applied === 0 && removed.size === 0 && rawTasks.length > 0) {
    return fail(errors.length > 0 ? errors : ['update: no tasks to merge']);
  }
  const next: Record<string, unknown> = {
    ...current,
    tasks: tasks.filter((task) => !removed.has(task.taskId)),
  };
  const fields = locatePlan(record)?.fields ?? {};
  for (const [key, field] of Object.entries(fields)) if (field !== undefined) next[key] = field;
  const normalized = normalizePlan(next);
  if (!normalized.ok) return normalized;
  return ok(normalized.value, [...warnings, ...errors]);
}

function nextTaskId(tasks: readonly Task[]): string {
  const numbers = tasks.map((task) => Number(task.taskId)).filter((n) => Number.isInteger(n));
  let candidate = (numbers.length > 0 ? Math.max(...numbers) : tasks.length) + 1;
  const taken = new Set(tasks.map((task) => task.taskId));
  while (taken.has(String(candidate))) candidate += 1;
  return String(candidate);
}

/**
 * An edit that changes a task's hours keeps the rest of the task true: its hours by period
 * scale with it (unless the edit gives them) and hours the document stated or a driver
 * derived become the user's judgement ('assumed'), so no edited line still says "Stated".
 */
function followHoursEdit(base: Task, overlay: Record<string, unknown>): Record<string, unknown> {
  const hours = typeof overlay.hours === 'string' ? Number(overlay.hours) : overlay.hours;
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours === base.hours) return overlay;
  const next: Record<string, unknown> = { ...overlay };
  if (next.hoursSource === undefined && (base.hoursSource === 'stated' || base.hoursSource === 'derived')) {
    next.hoursSource = 'assumed';
  }
  if (next.periods === undefined && base.periods?.length && base.hours > 0) {
    const ratio = hours / base.hours;
    next.periods = base.periods.map((p) => ({ ...p, hours: Math.round(p.hours * ratio * 100) / 100 }));
  }
  return next;
}
