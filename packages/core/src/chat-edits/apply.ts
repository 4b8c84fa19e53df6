import { DEFAULT_HOURS_PER_FTE } from '../contract/limits';
import type { GeneratedPlan, Task } from '../schemas/plan';
import { mergePlan } from '../merge/merge-plan';
import { areaForRole, defaultLocation, nextIdInArea, periodsFor, planSpelling } from './new-task';
import type { ChatEdit, TaskTarget } from './schemas';
import { describeTarget, matchesTarget } from './targets';
import { applyPricingEdit } from './pricing-edits';

/** The outcome of applying an edit: the complete new plan, or what went wrong. */
export type EditResult = { ok: true; value: GeneratedPlan } | { ok: false; errors: string[] };

const round2 = (n: number): number => Math.round(n * 100) / 100;
const fmt = (n: number): string => round2(n).toLocaleString('en-US');

/** Set a task's hours and keep its structured fields consistent (rate, periods). */
function withHours(task: Task, hours: number, note: string): Task {
  const next: Task = { ...task, hours: round2(Math.max(0, hours)) };
  if (task.quantity !== undefined && task.quantity > 0) next.rate = round2(next.hours / task.quantity);
  else delete next.rate;
  if (task.periods !== undefined && task.hours > 0) {
    const factor = next.hours / task.hours;
    next.periods = task.periods.map((p) => ({ ...p, hours: round2(p.hours * factor) }));
  } else if (task.periods !== undefined) delete next.periods;
  if (next.hours !== task.hours && (task.hoursSource === 'stated' || task.hoursSource === 'derived'))
    next.hoursSource = 'assumed';
  const rationale = task.mathRationale.trim();
  next.mathRationale = `${rationale}${rationale ? '; ' : ''}${note} = ${fmt(next.hours)}`;
  return next;
}

function missing(target: TaskTarget, tasks: readonly Task[]): string {
  const ids = tasks.map((t) => t.taskId).slice(0, 20);
  return `No task matches ${describeTarget(target)}. Tasks in this plan: ${ids.length > 0 ? ids.join(', ') : 'none'}.`;
}

function mapTargets(plan: GeneratedPlan, target: TaskTarget, change: (task: Task) => Task): EditResult {
  if (!plan.tasks.some((t) => matchesTarget(t, target)))
    return { ok: false, errors: [missing(target, plan.tasks)] };
  return {
    ok: true,
    value: { ...plan, tasks: plan.tasks.map((t) => (matchesTarget(t, target) ? change(t) : t)) },
  };
}

/** Hours edits go through mergePlan, which scales each task's periods and marks stated hours assumed. */
function hoursEdit(plan: GeneratedPlan, target: TaskTarget, change: (task: Task) => Task): EditResult {
  const mapped = mapTargets(plan, target, change);
  if (!mapped.ok) return mapped;
  const updatedTasks = mapped.value.tasks
    .filter((t) => matchesTarget(t, target))
    .map((t) => ({
      taskId: t.taskId,
      hours: t.hours,
      mathRationale: t.mathRationale,
      ...(t.rate !== undefined ? { rate: t.rate } : {}),
    }));
  const merged = mergePlan(plan, { updatedTasks });
  return merged.ok ? { ok: true, value: merged.value } : { ok: false, errors: merged.errors };
}

const isFteLine = (t: Task): boolean => /^ftes?$/i.test(t.unit ?? '') || /\bFTE\b/i.test(t.mathRationale);

function setHoursPerFte(plan: GeneratedPlan, hoursPerFte: number): EditResult {
  const old = plan.hoursPerFte > 0 ? plan.hoursPerFte : DEFAULT_HOURS_PER_FTE;
  const factor = hoursPerFte / old;
  const note = `x ${fmt(hoursPerFte)}/${fmt(old)} h per FTE`;
  const tasks = plan.tasks.map((t) => {
    if (t.keyPersonnel !== true && !isFteLine(t)) return t;
    const next = withHours(t, t.hours * factor, `${fmt(t.hours)} ${note}`);
    if (/^ftes?$/i.test(t.unit ?? '')) next.rate = hoursPerFte;
    return next;
  });
  return { ok: true, value: { ...plan, hoursPerFte, tasks } };
}

function addTask(plan: GeneratedPlan, edit: Extract<ChatEdit, { op: 'add_task' }>): EditResult {
  const lcat = planSpelling(edit.lcat, plan.tasks);
  const workArea = edit.workArea ?? areaForRole(lcat, plan.tasks);
  const hours = round2(edit.hours);
  const task: Task = {
    taskId: nextIdInArea(plan.tasks, workArea),
    lcat,
    hours,
    mathRationale: edit.mathRationale ?? `Added by chat request = ${fmt(edit.hours)}`,
    basis: edit.basis ?? 'Added at the user request in chat.',
    hoursSource: edit.hoursSource ?? 'assumed',
  };
  if (workArea !== undefined) task.workArea = workArea;
  const location = edit.location ?? defaultLocation(plan.tasks, workArea);
  if (location !== undefined) task.location = location;
  const periods = edit.periods ?? periodsFor(plan, hours);
  if (periods !== undefined) task.periods = periods;
  const areaIds = workArea ? plan.tasks.filter((t) => t.workArea === workArea) : [];
  const after =
    areaIds.length > 0 ? plan.tasks.lastIndexOf(areaIds[areaIds.length - 1] as Task) + 1 : plan.tasks.length;
  return {
    ok: true,
    value: { ...plan, tasks: [...plan.tasks.slice(0, after), task, ...plan.tasks.slice(after)] },
  };
}

function scaleToFte(plan: GeneratedPlan, fte: number): EditResult {
  const hoursPerFte = plan.hoursPerFte > 0 ? plan.hoursPerFte : DEFAULT_HOURS_PER_FTE;
  const targetHours = fte * hoursPerFte;
  const fixed = plan.tasks.filter((t) => t.keyPersonnel === true).reduce((s, t) => s + t.hours, 0);
  const flexible = plan.tasks.filter((t) => t.keyPersonnel !== true).reduce((s, t) => s + t.hours, 0);
  if (flexible <= 0) return { ok: false, errors: ['The plan has no non-key tasks with hours to rescale.'] };
  if (targetHours < fixed) {
    return {
      ok: false,
      errors: [
        `Key personnel alone take ${fmt(fixed / hoursPerFte)} FTE, more than the ${fmt(fte)} FTE target.`,
      ],
    };
  }
  const factor = (targetHours - fixed) / flexible;
  const note = `scaled x ${factor.toFixed(3)} to a ${fmt(fte)} FTE target`;
  return {
    ok: true,
    value: {
      ...plan,
      tasks: plan.tasks.map((t) => (t.keyPersonnel === true ? t : withHours(t, t.hours * factor, note))),
    },
  };
}

function splitTask(plan: GeneratedPlan, edit: Extract<ChatEdit, { op: 'split_task' }>): EditResult {
  const index = plan.tasks.findIndex((t) => t.taskId.toLowerCase() === edit.taskId.toLowerCase());
  const task = plan.tasks[index];
  if (task === undefined) return { ok: false, errors: [missing({ taskId: edit.taskId }, plan.tasks)] };
  const given = edit.roles.reduce((s, r) => s + (r.share ?? 0), 0);
  const unset = edit.roles.filter((r) => r.share === undefined).length;
  if (given > 100 || (unset === 0 && Math.abs(given - 100) > 0.5)) {
    return { ok: false, errors: [`The shares of a split must add up to 100%, got ${fmt(given)}%.`] };
  }
  const rest = unset > 0 ? (100 - given) / unset : 0;
  const parts = edit.roles.map((r, i) => {
    const share = r.share ?? rest;
    const part = withHours(task, (task.hours * share) / 100, `${fmt(share)}% of ${fmt(task.hours)} h`);
    return { ...part, taskId: `${task.taskId}${String.fromCharCode(97 + i)}`, lcat: r.lcat };
  });
  const tasks = [...plan.tasks.slice(0, index), ...parts, ...plan.tasks.slice(index + 1)];
  return { ok: true, value: { ...plan, tasks } };
}

/**
 * Apply one chat edit to a plan. The result is always a complete plan; the input is not changed.
 * @example
 * applyChatEdit({ tasks: [], hoursPerFte: 1880 }, { op: 'add_task', lcat: 'QA Engineer', hours: 500 })
 * // { ok: true, value: { tasks: [{ taskId: '1', lcat: 'QA Engineer', hours: 500, ... }], hoursPerFte: 1880 } }
 */
export function applyChatEdit(plan: GeneratedPlan, edit: ChatEdit): EditResult {
  switch (edit.op) {
    case 'add_task':
      return addTask(plan, edit);
    case 'remove_tasks': {
      const kept = plan.tasks.filter((t) => !matchesTarget(t, edit.target));
      if (kept.length === plan.tasks.length) return { ok: false, errors: [missing(edit.target, plan.tasks)] };
      return { ok: true, value: { ...plan, tasks: kept } };
    }
    case 'set_hours':
      return hoursEdit(plan, edit.target, (t) => {
        if (edit.mode === 'fte') {
          const perFte = plan.hoursPerFte > 0 ? plan.hoursPerFte : DEFAULT_HOURS_PER_FTE;
          return withHours(t, edit.value * perFte, `${fmt(edit.value)} FTE x ${fmt(perFte)} h`);
        }
        if (edit.mode === 'absolute') return withHours(t, edit.value, `set to ${fmt(edit.value)} h by chat`);
        if (edit.mode === 'delta') {
          return withHours(
            t,
            t.hours + edit.value,
            `${fmt(t.hours)} ${edit.value < 0 ? '-' : '+'} ${fmt(Math.abs(edit.value))} h`,
          );
        }
        return withHours(t, t.hours * (1 + edit.value / 100), `${fmt(t.hours)} x ${fmt(100 + edit.value)}%`);
      });
    case 'set_role':
      return mapTargets(plan, edit.target, (t) => ({ ...t, lcat: edit.lcat }));
    case 'set_location':
      return mapTargets(plan, edit.target, (t) => ({ ...t, location: edit.location }));
    case 'scale_to_fte':
      return scaleToFte(plan, edit.fte);
    case 'split_task':
      return splitTask(plan, edit);
    case 'set_hours_per_fte':
      return setHoursPerFte(plan, edit.hoursPerFte);
    case 'set_escalation':
    case 'set_wrap':
    case 'set_rate':
      return applyPricingEdit(plan, edit);
  }
}
