import { type Task, TaskSchema } from '../schemas/plan';
import { isRecord, parseEmbeddedJson } from './locate';

const ALIASES = {
  taskId: ['taskId', 'task_id', 'taskNumber', 'task_number', 'Task Number', 'id'],
  lcat: ['lcat', 'role', 'laborCategory', 'labor_category', 'Role'],
  hours: ['hours', 'totalHours', 'total_hours', 'Hours'],
  mathRationale: ['mathRationale', 'math_rationale', 'calculationMethod', 'Calculation Method'],
  basis: ['basis', 'notes', 'Notes'],
  location: ['location', 'Location'],
} as const;

type CoreField = keyof typeof ALIASES;

const OPTIONAL_FIELDS = [
  'requirementRefs',
  'quantity',
  'unit',
  'rate',
  'periods',
  'workArea',
  'keyPersonnel',
  'hoursSource',
  'family',
  'citation',
  'requirements',
] as const;

function readNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const match = /^[\s$]*([-+]?[\d,]*\.?\d+(?:e[-+]?\d+)?)/i.exec(value);
  return match?.[1] ? Number(match[1].replaceAll(',', '')) : Number.NaN;
}

/**
 * Reads an hours value leniently: numbers, numeric strings with thousands separators or a
 * unit ('1,880', '1880 h', '40 hours'). Anything else, and negative numbers, give 0.
 * @example
 * coerceHours('1,880 h') // 1880
 * coerceHours('n/a') // 0
 */
export function coerceHours(value: unknown): number {
  const n = readNumber(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * The value of a field under its first present alias, and the keys it consumes: the alias
 * used and empty (null/undefined) aliases. Other aliases with values stay as extra keys,
 * so nothing the source said is lost (a task's own `id` beside its `taskId`, say).
 */
function pick(raw: Record<string, unknown>, field: CoreField): { value: unknown; keys: string[] } {
  const present = ALIASES[field].filter((key) => Object.hasOwn(raw, key));
  const used = present.find((k) => raw[k] !== undefined && raw[k] !== null);
  const keys = present.filter((k) => k === used || raw[k] === undefined || raw[k] === null);
  return { value: used === undefined ? undefined : raw[used], keys };
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Renames the known alias keys of a raw task to their canonical names ('role' to lcat,
 * 'notes' to basis, ...) without coercing values, so two raw tasks can be overlaid.
 * @example
 * canonicalTaskKeys({ role: 'QA Engineer', hours: 5 }) // { lcat: 'QA Engineer', hours: 5 }
 */
export function canonicalTaskKeys(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const field of Object.keys(ALIASES) as CoreField[]) {
    const { value, keys } = pick(raw, field);
    for (const key of keys) delete out[key];
    if (keys.length > 0) out[field] = value ?? raw[keys[0] ?? field];
  }
  return out;
}

/**
 * The outcome of reading one raw task.
 * @example
 * const r: CoercedTask = coerceTask({ role: 'QA Engineer', hours: '500' }, 0); // 'task' in r
 */
export type CoercedTask = { task: Task; warnings: string[] } | { error: string };

/**
 * Turns one raw task (object, or JSON string of one) into a Task: known aliases are read
 * ('role' for lcat, 'notes' for basis, ...), hours coerced to a number, a missing taskId
 * numbered from the position. Unknown extra keys are kept; invalid optional structured
 * fields are dropped with a warning.
 * @example
 * coerceTask({ role: 'Developer', hours: '1,880' }, 0) // { task: { taskId: '1', lcat: 'Developer', hours: 1880, ... }, warnings: [] }
 */
export function coerceTask(input: unknown, index: number, path = `tasks.${index}`): CoercedTask {
  const raw = typeof input === 'string' ? parseEmbeddedJson(input) : input;
  if (!isRecord(raw)) return { error: `${path}: expected a task object, received ${describeValue(input)}` };
  const warnings: string[] = [];
  const task: Record<string, unknown> = { ...raw };
  const read = {} as Record<CoreField, unknown>;
  for (const field of Object.keys(ALIASES) as CoreField[]) {
    const { value, keys } = pick(raw, field);
    for (const key of keys) delete task[key];
    read[field] = value;
  }
  const lcat = asText(read.lcat)?.trim() ?? '';
  if (lcat === '' && read.hours === undefined) {
    return { error: `${path}: expected a task with a role (lcat) or hours` };
  }
  const hours = coerceHours(read.hours);
  const readHours = readNumber(read.hours);
  if (read.hours !== undefined && !(Number.isFinite(readHours) && readHours >= 0)) {
    warnings.push(
      `${path}.hours: expected a non-negative number, received ${describeValue(read.hours)}; using 0`,
    );
  }
  task.taskId = asText(read.taskId)?.trim() || String(index + 1);
  task.lcat = lcat;
  task.hours = hours;
  task.mathRationale = asText(read.mathRationale) ?? '';
  task.basis = asText(read.basis) ?? '';
  const location = asText(read.location)?.trim();
  if (location) task.location = location;
  for (const field of OPTIONAL_FIELDS) {
    if (!Object.hasOwn(task, field)) continue;
    if (task[field] === undefined || !TaskSchema.shape[field].safeParse(task[field]).success) {
      if (task[field] !== undefined) warnings.push(`${path}.${field}: invalid value dropped`);
      delete task[field];
    }
  }
  const parsed = TaskSchema.safeParse(task);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${path}.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid task'}` };
  }
  return { task: parsed.data, warnings };
}

/**
 * A short name for the kind of a value, used in error messages.
 * @example
 * describeValue(null) // 'null'
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 40 ? 'a string' : JSON.stringify(value);
  return typeof value;
}
