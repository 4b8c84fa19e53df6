import type { GeneratedPlan, Task } from '../schemas/plan';
import type { RebaseChange } from './rebase-types';

/** A taskId not used by the plan: the line's own when free, else the next free number. */
function freeId(wanted: string, used: Set<string>): string {
  if (!used.has(wanted)) return wanted;
  let n = used.size + 1;
  while (used.has(String(n))) n++;
  return String(n);
}

/**
 * Puts the lines the amendment adds into the merged list of lines (`merged[i]` is the result
 * for `edited.tasks[i]`, null when removed): each after the line that precedes it in the
 * regenerated plan, the first ones at the top. TaskIds already used are renumbered.
 * @example
 * insertAdded([pm], edited, regenerated, new Set([1]), [0], [0, -1], keys, changes) // [pm, newLine]
 */
export function insertAdded(
  merged: (Task | null)[],
  edited: GeneratedPlan,
  regenerated: GeneratedPlan,
  added: Set<number>,
  oOfE: number[],
  oOfR: number[],
  keysR: string[],
  changes: RebaseChange[],
): Task[] {
  if (added.size === 0) return merged.filter((t): t is Task => t !== null);
  const eOfO = new Map<number, number>();
  oOfE.forEach((o, e) => {
    if (o >= 0) eOfO.set(o, e);
  });
  const used = new Set(edited.tasks.map((t) => t.taskId));
  const after = new Map<number, Task[]>();
  let anchor = -1;
  regenerated.tasks.forEach((task, r) => {
    if (!added.has(r)) {
      const o = oOfR[r] ?? -1;
      const e = o >= 0 ? eOfO.get(o) : undefined;
      if (e !== undefined) anchor = e;
      return;
    }
    const id = freeId(task.taskId, used);
    used.add(id);
    const line = id === task.taskId ? task : { ...task, taskId: id };
    after.set(anchor, [...(after.get(anchor) ?? []), line]);
    changes.push({ kind: 'added', taskKey: keysR[r] as string, after: line });
  });
  const out: Task[] = [...(after.get(-1) ?? [])];
  merged.forEach((t, e) => {
    if (t) out.push(t);
    out.push(...(after.get(e) ?? []));
  });
  return out;
}
