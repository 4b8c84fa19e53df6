import { type GeneratedPlan, GeneratedPlanSchema, type Task } from '../schemas/plan';
import { coerceTask, describeValue } from './coerce';
import { locatePlan, PLAN_FIELDS } from './locate';
import { fail, ok, type Result } from './result';

/**
 * Reads a generated plan from whatever shape it arrives in (model output, a saved plan, a
 * chat `updatedPlan`, a JSON string of any of them) and returns it in its canonical form.
 * Tasks are searched in finalStaffingPlan.tasks, staffingPlan.tasks, tasks, a bare array,
 * nested wrappers (generated_plan, plan, ...) and JSON strings; hours are coerced to numbers;
 * thinkingProcess and the other plan fields are kept. Never throws: when no usable task list
 * is found the result is `{ok: false, errors}` with `path: message` issues.
 * @example
 * normalizePlan('{"finalStaffingPlan":{"tasks":[{"taskId":1,"lcat":"Developer","hours":"1,880"}]}}')
 * // { ok: true, value: { tasks: [{ taskId: '1', lcat: 'Developer', hours: 1880, mathRationale: '', basis: '' }], hoursPerFte: 1880 } }
 * normalizePlan(42) // { ok: false, errors: ['plan: no task list found in number'] }
 */
export function normalizePlan(input: unknown): Result<GeneratedPlan> {
  try {
    return normalize(input);
  } catch (error) {
    // Hostile inputs (throwing getters, proxies) must not escape as exceptions.
    return fail([`plan: could not be read (${error instanceof Error ? error.message : String(error)})`]);
  }
}

function normalize(input: unknown): Result<GeneratedPlan> {
  const located = locatePlan(input);
  if (!located) return fail([`plan: no task list found in ${describeValue(input)}`]);
  const tasks: Task[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  located.tasks.forEach((raw, index) => {
    const result = coerceTask(raw, index, `${located.path}.${index}`);
    if ('error' in result) errors.push(result.error);
    else {
      tasks.push(result.task);
      warnings.push(...result.warnings);
    }
  });
  if (tasks.length === 0 && located.tasks.length > 0) return fail(errors);
  warnings.push(...errors);

  const plan: Record<string, unknown> = { ...located.extras, tasks };
  for (const key of PLAN_FIELDS) {
    const value = located.fields[key];
    if (value === undefined) continue;
    const field = GeneratedPlanSchema.shape[key].safeParse(value);
    if (field.success) plan[key] = field.data;
    else warnings.push(`${key}: invalid value dropped`);
  }
  const parsed = GeneratedPlanSchema.safeParse(plan);
  if (!parsed.success) {
    return fail(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'plan'}: ${issue.message}`));
  }
  return ok(parsed.data, warnings);
}
