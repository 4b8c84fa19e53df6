/** Keys that wrap a plan, in the order docs/product.md (Records: Generated plan) lists them (most specific first). */
const LEADING_WRAPPERS = ['finalStaffingPlan', 'staffingPlan'] as const;
const TRAILING_WRAPPERS = [
  'generated_plan',
  'generatedPlan',
  'updatedPlan',
  'plan',
  'data',
  'result',
] as const;
const WRAPPER_KEYS: ReadonlySet<string> = new Set<string>([
  ...LEADING_WRAPPERS,
  ...TRAILING_WRAPPERS,
  'tasks',
]);

/**
 * Plan-level fields of a GeneratedPlan, gathered from every object on the way to the tasks.
 * @example
 * PLAN_FIELDS.includes('thinkingProcess') // true
 */
export const PLAN_FIELDS = [
  'thinkingProcess',
  'title',
  'periodOfPerformance',
  'hoursPerFte',
  'staffingSource',
  'requirements',
  'coverage',
  'confidence',
  'assumptions',
  'openQuestions',
  'statedComparison',
  'pricing',
] as const;

const MAX_DEPTH = 12;

/**
 * Where a plan's task list was found: the raw items, the path to them, the plan-level
 * fields met on the way and the other keys of the object holding the list.
 * @example
 * const found: LocatedPlan | undefined = locatePlan({ tasks: [] }); // { tasks: [], path: 'tasks', fields: {}, extras: {} }
 */
export interface LocatedPlan {
  tasks: unknown[];
  path: string;
  fields: Record<string, unknown>;
  extras: Record<string, unknown>;
}

/**
 * Whether a value is a plain object (not an array, not null).
 * @example
 * isRecord({}) // true
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads JSON embedded in a string: plain JSON, a fenced code block, or the first `{...}` /
 * `[...]` span of a longer text. Returns undefined when there is none.
 * @example
 * parseEmbeddedJson('```json\n{"tasks": []}\n```') // { tasks: [] }
 */
export function parseEmbeddedJson(text: string): unknown {
  const trimmed = text.trim();
  const attempts = [trimmed];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed);
  if (fenced?.[1]) attempts.push(fenced[1].trim());
  const start = trimmed.search(/[[{]/);
  const end = Math.max(trimmed.lastIndexOf('}'), trimmed.lastIndexOf(']'));
  if (start > 0 && end > start) attempts.push(trimmed.slice(start, end + 1));
  for (const attempt of attempts) {
    if (!/^[[{]/.test(attempt)) continue;
    try {
      return JSON.parse(attempt) as unknown;
    } catch {
      // not JSON; try the next reading
    }
  }
  return undefined;
}

function childPath(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/**
 * Finds the task list of a plan in any of the shapes docs/product.md (Records: Generated plan) allows: finalStaffingPlan.tasks,
 * staffingPlan.tasks, tasks, a bare array, nested wrappers and JSON strings of any of these.
 * @example
 * locatePlan({ finalStaffingPlan: { tasks: [] }, thinkingProcess: 'x' })?.path // 'finalStaffingPlan.tasks'
 */
export function locatePlan(input: unknown): LocatedPlan | undefined {
  return locate(input, '', 0, {}, new Set());
}

function locate(
  value: unknown,
  path: string,
  depth: number,
  outer: Record<string, unknown>,
  seen: Set<object>,
): LocatedPlan | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') {
    const parsed = parseEmbeddedJson(value);
    return parsed === undefined ? undefined : locate(parsed, path, depth + 1, outer, seen);
  }
  if (Array.isArray(value)) return { tasks: value, path: path || '(root)', fields: outer, extras: {} };
  if (!isRecord(value) || seen.has(value)) return undefined;
  seen.add(value);

  const fields = { ...outer };
  for (const key of PLAN_FIELDS) {
    if (Object.hasOwn(value, key) && value[key] !== undefined) fields[key] = value[key];
  }
  for (const key of LEADING_WRAPPERS) {
    if (!Object.hasOwn(value, key)) continue;
    const found = locate(value[key], childPath(path, key), depth + 1, fields, seen);
    if (found) return found;
  }
  if (Object.hasOwn(value, 'tasks')) {
    const tasks = value.tasks;
    const tasksPath = childPath(path, 'tasks');
    if (Array.isArray(tasks)) return { tasks, path: tasksPath, fields, extras: extrasOf(value) };
    const found = locate(tasks, tasksPath, depth + 1, fields, seen);
    if (found) return found;
  }
  for (const key of TRAILING_WRAPPERS) {
    if (!Object.hasOwn(value, key)) continue;
    const found = locate(value[key], childPath(path, key), depth + 1, fields, seen);
    if (found) return found;
  }
  for (const [key, child] of Object.entries(value)) {
    if (WRAPPER_KEYS.has(key) || !(isRecord(child) || typeof child === 'string')) continue;
    const found = locate(child, childPath(path, key), depth + 1, fields, seen);
    if (found) return found;
  }
  return undefined;
}

function extrasOf(holder: Record<string, unknown>): Record<string, unknown> {
  const extras: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(holder)) {
    if (WRAPPER_KEYS.has(key) || (PLAN_FIELDS as readonly string[]).includes(key)) continue;
    extras[key] = value;
  }
  return extras;
}
