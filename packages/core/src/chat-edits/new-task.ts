import type { GeneratedPlan, Task, TaskPeriod } from '../schemas/plan';

const round2 = (n: number): number => Math.round(n * 100) / 100;
const areaOf = (id: string): string | null => /^(\d+)\./.exec(id)?.[1] ?? null;

/**
 * The id of a new task in a work area: the next number after the area's last ("3.4" after
 * 3.1-3.3); with no area, the next top-level number, in the plan's dotted form when it has one.
 * @example
 * nextIdInArea([{ taskId: '3.1', workArea: 'Help Desk' }], 'Help Desk') // '3.2'
 */
export function nextIdInArea(tasks: readonly Pick<Task, 'taskId' | 'workArea'>[], workArea?: string): string {
  const taken = new Set(tasks.map((t) => t.taskId));
  const inArea = workArea
    ? tasks.filter((t) => (t.workArea ?? '').toLowerCase() === workArea.toLowerCase())
    : [];
  const prefix = inArea.map((t) => areaOf(t.taskId)).find((p) => p !== null);
  if (prefix) {
    const subs = tasks
      .filter((t) => areaOf(t.taskId) === prefix)
      .map((t) => Number(/^\d+\.(\d+)/.exec(t.taskId)?.[1] ?? 0));
    let n = Math.max(0, ...subs) + 1;
    while (taken.has(`${prefix}.${n}`)) n += 1;
    return `${prefix}.${n}`;
  }
  const tops = tasks.map((t) => Number.parseInt(t.taskId, 10)).filter((n) => Number.isFinite(n));
  let top = Math.max(0, ...tops) + 1;
  const dotted = tasks.length > 0 && tasks.every((t) => areaOf(t.taskId) !== null);
  while (taken.has(dotted ? `${top}.1` : String(top))) top += 1;
  return dotted ? `${top}.1` : String(top);
}

/**
 * Hours of a new line in every period of the plan: from the period of performance
 * (annual hours x months / 12), else in the proportions another task of the plan uses.
 * @example
 * periodsFor({ tasks: [], hoursPerFte: 1880, periodOfPerformance: { months: 24, periods: [{ name: 'Base Year', months: 12 }, { name: 'Option Year 1', months: 12 }] } }, 940)
 * // [{ name: 'Base Year', hours: 940 }, { name: 'Option Year 1', hours: 940 }]
 */
export function periodsFor(plan: GeneratedPlan, hours: number): TaskPeriod[] | undefined {
  const pop = plan.periodOfPerformance?.periods;
  if (pop && pop.length > 0)
    return pop.map((p) => ({ name: p.name, hours: round2((hours * p.months) / 12) }));
  const model = plan.tasks.find((t) => t.periods && t.periods.length > 0 && t.hours > 0);
  if (!model?.periods) return undefined;
  return model.periods.map((p) => ({ name: p.name, hours: round2((p.hours / model.hours) * hours) }));
}

/**
 * A location for a new line: the one every other task of its area shares, else the plan's
 * single location.
 * @example
 * defaultLocation([{ taskId: '1', lcat: 'PM', hours: 1, mathRationale: '', basis: '', location: 'Remote' }]) // 'Remote'
 */
export function defaultLocation(tasks: readonly Task[], workArea?: string): string | undefined {
  const single = (list: readonly Task[]): string | undefined => {
    const all = [...new Set(list.map((t) => t.location ?? ''))];
    return all.length === 1 && all[0] ? all[0] : undefined;
  };
  const area = workArea ? tasks.filter((t) => t.workArea === workArea) : [];
  return (area.length > 0 ? single(area) : undefined) ?? single(tasks);
}

/**
 * The plan's spelling of a role a user typed ("qa engineer" -> "QA Engineer"), else the text.
 * @example
 * planSpelling('program manager', [{ lcat: 'Program Manager' }]) // 'Program Manager'
 */
export function planSpelling(lcat: string, tasks: readonly Pick<Task, 'lcat'>[]): string {
  return tasks.find((t) => t.lcat.trim().toLowerCase() === lcat.trim().toLowerCase())?.lcat ?? lcat;
}

/**
 * The work area a new line belongs to: the area of tasks with the same role, or an area whose
 * name shares a word with the role ("Help Desk Technician" -> "Help Desk").
 * @example
 * areaForRole('Help Desk Lead', [{ taskId: '2.1', lcat: 'Tier 1 Agent', workArea: 'Help Desk' }]) // 'Help Desk'
 */
export function areaForRole(lcat: string, tasks: readonly Task[]): string | undefined {
  const same = tasks.find((t) => t.lcat.toLowerCase() === lcat.toLowerCase() && t.workArea);
  if (same?.workArea) return same.workArea;
  const words = lcat
    .toLowerCase()
    .split(/\W+/)
    .filter((w) => w.length > 3);
  const areas = [...new Set(tasks.map((t) => t.workArea ?? '').filter((a) => a.length > 0))];
  return areas.find((a) => words.some((w) => a.toLowerCase().split(/\W+/).includes(w)));
}
