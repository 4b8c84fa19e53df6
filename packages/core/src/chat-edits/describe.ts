import type { GeneratedPlan, Task } from '../schemas/plan';
import { describePricingChanges } from './pricing-edits';

const fmt = (n: number): string => (Math.round(n * 100) / 100).toLocaleString('en-US');
const SHOWN: ReadonlyArray<[keyof Task, string, (v: unknown) => string]> = [
  ['lcat', 'role', (v) => String(v ?? '-')],
  ['hours', 'hours', (v) => `${fmt(Number(v ?? 0))} h`],
  ['location', 'location', (v) => String(v ?? 'not set')],
  ['workArea', 'work area', (v) => String(v ?? 'not set')],
];

/**
 * Field-level lines for what an edit changed: "Task 2.1 Developer: location Norfolk, VA ->
 * Charleston, SC", "Task 1.1 Program Manager: hours 1,880 h -> 940 h", "Added task 3.4 ...",
 * "Hours per FTE: 1,880 -> 1,920". A field that did not change is never listed.
 * @example
 * describeChanges(before, after) // ['Task 2.1 Developer: location Norfolk, VA -> Charleston, SC']
 */
export function describeChanges(before: GeneratedPlan, after: GeneratedPlan): string[] {
  const lines: string[] = [];
  if (before.hoursPerFte !== after.hoursPerFte)
    lines.push(`Hours per FTE: ${fmt(before.hoursPerFte)} -> ${fmt(after.hoursPerFte)}`);
  const old = new Map(before.tasks.map((t) => [t.taskId, t]));
  const kept = new Set(after.tasks.map((t) => t.taskId));
  for (const t of after.tasks) {
    const was = old.get(t.taskId);
    if (was === undefined) {
      const where = [t.location, t.workArea].filter((x) => x).join(', ');
      lines.push(`Added task ${t.taskId} ${t.lcat}: ${fmt(t.hours)} h${where ? ` (${where})` : ''}`);
      continue;
    }
    const fields = SHOWN.filter(([key]) => was[key] !== t[key]).map(
      ([key, label, show]) => `${label} ${show(was[key])} -> ${show(t[key])}`,
    );
    if (fields.length > 0) lines.push(`Task ${t.taskId} ${was.lcat}: ${fields.join(', ')}`);
  }
  for (const t of before.tasks)
    if (!kept.has(t.taskId)) lines.push(`Removed task ${t.taskId} ${t.lcat} (${fmt(t.hours)} h)`);
  lines.push(...describePricingChanges(before, after));
  return lines;
}
