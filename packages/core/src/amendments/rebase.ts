import type { GeneratedPlan, OpenQuestion, Task } from '../schemas/plan';
import { lineKeys, matchLines } from './line-keys';
import { insertAdded } from './rebase-insert';
import type { RebaseChange, RebaseConflict, RebaseResult } from './rebase-types';
import { canonical, same } from './same';

type Row = Record<string, unknown>;

interface Merged {
  task: Task;
  changes: RebaseChange[];
  conflicts: RebaseConflict[];
}

/** Fields that make up a line's hours; merged as one when the user changed any of them. */
const HOURS = ['hours', 'periods', 'quantity', 'rate', 'mathRationale'];

/** Three-way merge of one line; `original` is {} for a line both sides added. */
function mergeLine(key: string, original: Row, edited: Task, regenerated: Task): Merged {
  const e = edited as Row;
  const r = regenerated as Row;
  const fields = new Set([...Object.keys(original), ...Object.keys(e), ...Object.keys(r)]);
  fields.delete('taskId');
  const out: Row = { ...e };
  const changes: RebaseChange[] = [];
  const conflicts: RebaseConflict[] = [];
  // The user's hours, periods and their arithmetic stand together: an amendment change to one
  // of them on a line whose hours the user set is a conflict, not a half-merged line.
  const userSetHours = HOURS.some((f) => !same(e[f], original[f]));
  for (const f of fields) {
    const o = original[f];
    if (same(r[f], o) || same(r[f], e[f])) continue;
    if (same(e[f], o) && !(userSetHours && HOURS.includes(f))) {
      if (r[f] === undefined) delete out[f];
      else out[f] = r[f];
      changes.push({ kind: 'changed', taskKey: key, field: f, before: o, after: r[f] });
      continue;
    }
    changes.push({ kind: 'conflict', taskKey: key, field: f, before: o, after: r[f], user: e[f] });
    conflicts.push({ taskKey: key, lcat: edited.lcat, field: f, before: o, amendment: r[f], user: e[f] });
  }
  return { task: changes.some((c) => c.kind === 'changed') ? (out as Task) : edited, changes, conflicts };
}

/** Three-way merge of a list field of the plan (assumptions, open questions): as a set. */
function mergeList(o: unknown[] = [], e: unknown[] = [], r: unknown[] = []): unknown[] {
  const keys = (xs: unknown[]) => new Set(xs.map(canonical));
  const [ko, ke, kr] = [keys(o), keys(e), keys(r)];
  const kept = e.filter((x) => !(ko.has(canonical(x)) && !kr.has(canonical(x))));
  return [...kept, ...r.filter((x) => !ko.has(canonical(x)) && !ke.has(canonical(x)))];
}

const LISTS = new Set(['assumptions', 'openQuestions']);

/** Plan-level fields (periods, hours per FTE, assumptions, ...) merged like a line's fields. */
function mergePlanFields(o: Row, e: Row, r: Row, out: Row, changes: RebaseChange[]): void {
  for (const f of new Set([...Object.keys(o), ...Object.keys(e), ...Object.keys(r)])) {
    if (f === 'tasks' || same(r[f], o[f]) || same(r[f], e[f])) continue;
    if (LISTS.has(f) && [o[f], e[f], r[f]].every((x) => x === undefined || Array.isArray(x))) {
      out[f] = mergeList(o[f] as unknown[], e[f] as unknown[], r[f] as unknown[]);
    } else if (same(e[f], o[f])) {
      if (r[f] === undefined) delete out[f];
      else out[f] = r[f];
    } else {
      changes.push({ kind: 'conflict', taskKey: '(plan)', field: f, before: o[f], after: r[f], user: e[f] });
      continue;
    }
    changes.push({ kind: 'changed', taskKey: '(plan)', field: f, before: o[f], after: r[f] });
  }
}

const show = (v: unknown): string => (v === undefined ? 'nothing (line removed)' : canonical(v));

/**
 * The open question a conflict puts on the plan.
 * @example
 * conflictQuestion({ taskKey: 'pm||', lcat: 'Program Manager', field: 'hours', before: 1880, amendment: 2080, user: 1920 }).question
 * // 'The amendment sets hours of Program Manager to 2080; you had set 1920 (was 1880). Which applies?'
 */
export function conflictQuestion(c: RebaseConflict): OpenQuestion {
  const what = c.field === '*' ? 'the line' : `${c.field} of`;
  return {
    question: `The amendment sets ${what} ${c.lcat} to ${show(c.amendment)}; you had set ${show(c.user)} (was ${show(c.before)}). Which applies?`,
    askContractingOfficer: false,
  };
}

/**
 * Re-applies an amendment to a plan the user has edited: a pure three-way merge of the plan as
 * generated before the amendment (`original`), the user's plan (`edited`) and the plan
 * generated after it (`regenerated`). Lines match by `lineKey` (labour category, location,
 * work area), then by taskId. A field the user changed keeps the user's value; a field only
 * the amendment changed takes the new value; both changed differently keeps the user's value
 * and records a conflict, which also becomes an open question on the plan. Lines the
 * amendment adds are added after their neighbour; lines it removes are removed unless the
 * user edited them (kept, with a conflict); lines nobody changed are returned as they were.
 * @example
 * const { plan, changes, conflicts } = rebasePlan(original, edited, regenerated);
 * // plan keeps the user's 1,920 hours for the PM and takes the amendment's new Option Year 1 dates
 */
export function rebasePlan(
  original: GeneratedPlan,
  edited: GeneratedPlan,
  regenerated: GeneratedPlan,
): RebaseResult {
  const changes: RebaseChange[] = [];
  const conflicts: RebaseConflict[] = [];
  const keysO = lineKeys(original.tasks);
  const keysR = lineKeys(regenerated.tasks);
  const oOfE = matchLines(original.tasks, edited.tasks, true);
  const oOfR = matchLines(original.tasks, regenerated.tasks);
  const rOfO = new Map<number, number>();
  oOfR.forEach((o, r) => {
    if (o >= 0) rOfO.set(o, r);
  });
  const eOfO = new Map<number, number>();
  oOfE.forEach((o, e) => {
    if (o >= 0) eOfO.set(o, e);
  });
  // Lines the amendment adds that the user also added (same key) merge as both-added.
  const addedR = new Set(regenerated.tasks.map((_, r) => r).filter((r) => oOfR[r] === -1));
  const newE = edited.tasks.map((_, e) => e).filter((e) => oOfE[e] === -1);
  const rOfNewE = new Map<number, number>();
  const pair = matchLines(
    newE.map((e) => edited.tasks[e] as Task),
    [...addedR].map((r) => regenerated.tasks[r] as Task),
  );
  [...addedR].forEach((r, j) => {
    const i = pair[j] ?? -1;
    if (i >= 0) {
      rOfNewE.set(newE[i] as number, r);
      addedR.delete(r);
    }
  });

  const out: (Task | null)[] = edited.tasks.map((task, e) => {
    const o = oOfE[e] ?? -1;
    const r = o >= 0 ? rOfO.get(o) : rOfNewE.get(e);
    const key =
      o >= 0 ? (keysO[o] as string) : r !== undefined ? (keysR[r] as string) : `task:${task.taskId}`;
    if (o >= 0 && r === undefined) {
      const orig = original.tasks[o] as Task;
      if (same(orig, task)) {
        changes.push({ kind: 'removed', taskKey: key, before: task });
        return null;
      }
      changes.push({
        kind: 'conflict',
        taskKey: key,
        field: '*',
        before: orig,
        after: undefined,
        user: task,
      });
      conflicts.push({
        taskKey: key,
        lcat: task.lcat,
        field: '*',
        before: orig,
        amendment: undefined,
        user: task,
      });
      return task;
    }
    if (r === undefined) return task;
    const base = o >= 0 ? (original.tasks[o] as Row) : {};
    const m = mergeLine(key, base, task, regenerated.tasks[r] as Task);
    changes.push(...m.changes);
    conflicts.push(...m.conflicts);
    return m.task;
  });
  // Lines the user removed that the amendment changed: stay removed, with a conflict.
  original.tasks.forEach((orig, o) => {
    const r = rOfO.get(o);
    if (eOfO.has(o) || r === undefined || same(orig, regenerated.tasks[r])) return;
    const key = keysO[o] as string;
    changes.push({ kind: 'conflict', taskKey: key, field: '*', before: orig, after: regenerated.tasks[r] });
    conflicts.push({
      taskKey: key,
      lcat: orig.lcat,
      field: '*',
      before: orig,
      amendment: regenerated.tasks[r],
      user: undefined,
    });
  });
  const tasks = insertAdded(out, edited, regenerated, addedR, oOfE, oOfR, keysR, changes);
  const plan: Row = { ...edited, tasks };
  mergePlanFields(original as Row, edited as Row, regenerated as Row, plan, changes);
  if (conflicts.length > 0) {
    const asked = (plan.openQuestions as OpenQuestion[] | undefined) ?? [];
    const more = conflicts.map(conflictQuestion).filter((q) => !asked.some((a) => a.question === q.question));
    plan.openQuestions = [...asked, ...more];
  }
  const unchanged = changes.length === 0 && tasks.every((t, i) => t === edited.tasks[i]);
  return { plan: unchanged ? edited : (plan as GeneratedPlan), changes, conflicts };
}
