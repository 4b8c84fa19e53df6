import type { Task } from '../schemas/plan';

const norm = (s: string | undefined): string =>
  (s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The key a plan line keeps across regenerations: its labour category, location and work
 * area, normalised (case and punctuation do not count). Empty when the line names none.
 * @example
 * lineKey({ taskId: '3', lcat: 'Help Desk Tier 1', location: 'Glynco, GA', hours: 1880, mathRationale: '', basis: '' }) // 'help desk tier 1|glynco ga|'
 */
export function lineKey(task: Task): string {
  const key = `${norm(task.lcat)}|${norm(task.location)}|${norm(task.workArea)}`;
  return key === '||' ? '' : key;
}

/**
 * Keys of every line of a plan, unique within it: the line key, then `#2`, `#3` for repeats,
 * and `task:<id>` for a line that names no labour category, location or work area.
 * @example
 * lineKeys([pm, pm2]) // ['program manager||', 'program manager||#2']
 */
export function lineKeys(tasks: readonly Task[]): string[] {
  const seen = new Map<string, number>();
  return tasks.map((t) => {
    const base = lineKey(t) || `task:${t.taskId}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}#${n}`;
  });
}

/**
 * Pairs the lines of two versions of a plan: first by line key, then (with `byId`) the rest
 * by taskId, for lines the user renamed. Returns, for each index of `b`, the index of its
 * partner in `a` (or -1).
 * @example
 * matchLines([pm, dev], [dev, pm]) // [1, 0]
 */
export function matchLines(a: readonly Task[], b: readonly Task[], byId = false): number[] {
  const keysA = lineKeys(a);
  const keysB = lineKeys(b);
  const byKey = new Map(keysA.map((k, i) => [k, i]));
  const used = new Set<number>();
  const out = keysB.map((k) => {
    const i = byKey.get(k);
    if (i === undefined) return -1;
    used.add(i);
    return i;
  });
  b.forEach((t, j) => {
    if (!byId || out[j] !== -1) return;
    const i = a.findIndex((x, k) => !used.has(k) && x.taskId === t.taskId);
    if (i >= 0) {
      used.add(i);
      out[j] = i;
    }
  });
  return out;
}
