import type { GeneratedPlan, Task } from '../../schemas/plan';
import { applyChatEdit } from '../apply';
import { explainPlan } from '../explain';
import { parseChatEdits } from '../parse-many';
import type { ChatEdit, ChatIntent } from '../schemas';
import { FIXTURES } from './fixtures';

/** The families of phrasings the corpus covers. */
export const FAMILIES = [
  /** Hours edits naming tasks by number, role, short role, location, work area or name. */
  'reference',
  /** FTE and fractions, converted with the plan's hours per FTE. */
  'fte',
  'percent',
  'split',
  /** Plan-wide assumptions: hours per FTE, reserve, FTE target. */
  'assumption',
  'move',
  /** Questions, answered from the task's basis and math with no plan change. */
  'question',
  /** New lines, numbered in their area with the plan's conventions. */
  'add',
  'remove',
  'role',
  /** A helpful answer, never a silent no-op. */
  'refused',
  /** Several edits in one message, applied in order. */
  'compound',
] as const;
export type Family = (typeof FAMILIES)[number];

/** What a phrasing must do: an edit (tasks changed, added, removed), a question, or a refusal. */
export type Expected =
  | {
      kind: 'edit';
      /** taskId -> the fields that change (lcat, hours, location, workArea). */
      changed?: Record<string, string[]>;
      /** Ids of new tasks, with optional checks of their fields. */
      added?: Array<{ taskId: string; lcat?: string; hours?: number; location?: string }>;
      removed?: string[];
      /** Hours after the edit, per task (within half an hour). */
      hours?: Record<string, number>;
      hoursPerFte?: number;
    }
  | { kind: 'question'; tasks?: string[] }
  | { kind: 'refused' };

/**
 * One phrasing of the corpus.
 * @example
 * const c: CorpusCase = { family: 'move', plan: 'navy', message: 'move the Norfolk tasks to Charleston', expect: { kind: 'refused' } };
 */
export interface CorpusCase {
  family: Family;
  plan: keyof typeof FIXTURES;
  message: string;
  expect: Expected;
}

const FIELDS: ReadonlyArray<keyof Task> = ['lcat', 'hours', 'location', 'workArea'];
const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');

/** Per-period hours of an edited or added task must match the plan's periods and its hours. */
function periodProblem(before: GeneratedPlan, task: Task, wasTask: Task | undefined): string | null {
  const names = before.periodOfPerformance?.periods.map((p) => p.name) ?? [];
  if (names.length === 0) return null;
  if (
    !task.periods ||
    !same(
      task.periods.map((p) => p.name),
      names,
    )
  )
    return `task ${task.taskId} lacks hours for every period`;
  const base = task.periods[0]?.hours ?? 0;
  const ratio = wasTask && wasTask.hours > 0 ? (wasTask.periods?.[0]?.hours ?? 0) / wasTask.hours : 1;
  if (Math.abs(base - task.hours * ratio) > 1) return `task ${task.taskId}: periods do not follow its hours`;
  return null;
}

/**
 * Run one phrasing: null when it does what the corpus expects, else why not.
 * @example
 * checkCase({ family: 'fte', plan: 'navy', message: 'set task 1.1 to 0.5 FTE', expect: { kind: 'edit', hours: { '1.1': 940 } } }) // null
 */
export function checkCase(c: CorpusCase): string | null {
  const plan = FIXTURES[c.plan];
  const many = parseChatEdits(c.message, plan);
  const intent: ChatIntent = many.intent ?? { kind: 'edit', edit: many.edits[0] as ChatEdit };
  const e = c.expect;
  if (e.kind === 'question') {
    if (intent.kind !== 'explain') return `expected a question, got ${intent.kind}`;
    const answer = explainPlan(plan, intent.target);
    const missing = (e.tasks ?? []).filter((id) => !answer.includes(`Task ${id} `));
    return missing.length > 0 ? `answer does not explain task ${missing.join(', ')}` : null;
  }
  if (e.kind === 'refused') {
    if (intent.kind === 'unknown') return null;
    if (intent.kind === 'edit' && !applyChatEdit(plan, intent.edit).ok) return null;
    return `expected a refusal, got ${intent.kind === 'edit' ? JSON.stringify(intent.edit) : intent.kind}`;
  }
  if (intent.kind !== 'edit')
    return `expected an edit, got ${intent.kind}${intent.kind === 'unknown' ? `: ${intent.reason}` : ''}`;
  let after = plan;
  for (const edit of many.intent === null ? many.edits : [intent.edit]) {
    const result = applyChatEdit(after, edit);
    if (!result.ok) return `edit failed: ${result.errors.join('; ')}`;
    after = result.value;
  }
  const old = new Map(plan.tasks.map((t) => [t.taskId, t]));
  const changed: Record<string, string[]> = {};
  const added: Task[] = [];
  for (const t of after.tasks) {
    const was = old.get(t.taskId);
    if (!was) added.push(t);
    else {
      const f = FIELDS.filter((k) => was[k] !== t[k]).map(String);
      if (f.length > 0) changed[t.taskId] = f;
    }
  }
  const removed = plan.tasks
    .filter((t) => !after.tasks.some((a) => a.taskId === t.taskId))
    .map((t) => t.taskId);
  const got = JSON.stringify({ changed, added: added.map((t) => t.taskId), removed });
  if (!same(Object.keys(changed), Object.keys(e.changed ?? {})))
    return `changed tasks differ: ${got} (${JSON.stringify(intent.edit)})`;
  for (const [id, fields] of Object.entries(e.changed ?? {}))
    if (!same(changed[id] ?? [], fields)) return `task ${id} fields differ: ${got}`;
  if (!same(removed, e.removed ?? [])) return `removed differ: ${got}`;
  if (
    !same(
      added.map((t) => t.taskId),
      (e.added ?? []).map((a) => a.taskId),
    )
  )
    return `added differ: ${got}`;
  for (const want of e.added ?? []) {
    const t = added.find((a) => a.taskId === want.taskId);
    if (want.lcat !== undefined && t?.lcat !== want.lcat) return `added role ${t?.lcat} != ${want.lcat}`;
    if (want.location !== undefined && t?.location !== want.location)
      return `added location ${t?.location} != ${want.location}`;
    if (want.hours !== undefined && Math.abs((t?.hours ?? -1) - want.hours) > 0.5)
      return `added hours ${t?.hours} != ${want.hours}`;
  }
  for (const [id, h] of Object.entries(e.hours ?? {})) {
    const t = after.tasks.find((x) => x.taskId === id);
    if (!t || Math.abs(t.hours - h) > 0.5) return `task ${id} has ${t?.hours} h, expected ${h}`;
  }
  if (e.hoursPerFte !== undefined && after.hoursPerFte !== e.hoursPerFte)
    return `hoursPerFte ${after.hoursPerFte}`;
  for (const t of after.tasks) {
    if (t.hours === 0 && (old.get(t.taskId)?.hours ?? 0) > 0) return `task ${t.taskId} set to 0 h`;
    if (changed[t.taskId] || added.includes(t)) {
      const p = periodProblem(plan, t, old.get(t.taskId));
      if (p) return p;
    }
  }
  return null;
}

/**
 * Run the whole corpus: pass rate overall and per family, with the failures.
 * @example
 * runCorpus(cases).rate // 0.93
 */
export function runCorpus(cases: readonly CorpusCase[]): {
  rate: number;
  families: Record<string, { passed: number; total: number }>;
  failures: Array<{ message: string; why: string }>;
} {
  const families: Record<string, { passed: number; total: number }> = {};
  const failures: Array<{ message: string; why: string }> = [];
  for (const c of cases) {
    const why = checkCase(c);
    const f = families[c.family] ?? { passed: 0, total: 0 };
    families[c.family] = f;
    f.total += 1;
    if (why === null) f.passed += 1;
    else failures.push({ message: `[${c.family}/${c.plan}] ${c.message}`, why });
  }
  return {
    rate: cases.length === 0 ? 0 : (cases.length - failures.length) / cases.length,
    families,
    failures,
  };
}
