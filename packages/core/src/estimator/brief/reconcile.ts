import type { GeneratedPlan, Task } from '../../schemas/plan';
import type { SolicitationModel } from '../../solicitation/model';
import { fmt } from '../text';
import { type PlanFrame, planFrame } from '../plan/frame';
import { type PlanLine, toTask } from '../plan/lines';
import { containsTitle, statedStaffing } from '../plan/stated-staffing';

/** A plan checked against the documents' stated facts, and what was changed or left open. */
export interface Reconciled {
  plan: GeneratedPlan;
  /** Each difference found, in words; fixed ones say what they were set to. */
  changes: string[];
}

const sameRole = (a: string, b: string) => containsTitle(a, b) || containsTitle(b, a);

/** A task's hours laid on the frame's periods: its own by position when it has as many, else its yearly rate. */
function relaid(task: Task, frame: PlanFrame): Task['periods'] {
  const own = task.periods ?? [];
  if (own.length === frame.periods.length)
    return frame.periods.map((p, i) => ({ name: p.name, hours: own[i]?.hours ?? 0 }));
  const base = frame.periods[0]?.months ?? 12;
  const yearly = base < 12 ? (task.hours * 12) / base : task.hours;
  return frame.periods.map((p) => ({ name: p.name, hours: Math.round((yearly * p.months) / 12) }));
}

/** The stated line laid over a task of the answer: its hours, periods and source, the task's id and place kept. */
function statedOver(task: Task, line: PlanLine, frame: PlanFrame): Task {
  const stated = toTask(line, task.taskId, frame);
  return {
    ...task,
    hours: stated.hours,
    mathRationale: stated.mathRationale,
    periods: stated.periods,
    hoursSource: 'stated',
    citation: stated.citation ?? null,
    keyPersonnel: task.keyPersonnel || line.key,
  };
}

/**
 * Checks a plan (a model provider's answer) against what the documents state and fixes the
 * differences: the hours-per-FTE convention, the periods of performance (every task's hours by
 * period laid on them), and each stated labour category's hours (a missing one added, a wrong
 * one set to the stated hours, split rows scaled together). Each change is recorded in the
 * plan's assumptions and returned.
 * @example
 * reconcilePlan(answer, model).changes // ['Hours per FTE set to 1,920 as the documents state (the answer used 1,880).']
 */
export function reconcilePlan(plan: GeneratedPlan, model: SolicitationModel): Reconciled {
  const frame = planFrame(model);
  const changes: string[] = [];
  let tasks = plan.tasks;
  let hoursPerFte = plan.hoursPerFte;
  if (model.hoursPerFte && hoursPerFte !== frame.hoursPerFte) {
    changes.push(
      `Hours per FTE set to ${fmt(frame.hoursPerFte)} as the documents state (the answer used ${fmt(hoursPerFte)}).`,
    );
    hoursPerFte = frame.hoursPerFte;
  }
  let periodOfPerformance = plan.periodOfPerformance;
  const names = frame.periods.map((p) => p.name).join('|');
  if (
    frame.periodsStated &&
    ((periodOfPerformance?.periods ?? []).map((p) => p.name).join('|') !== names ||
      periodOfPerformance?.months !== frame.months)
  ) {
    changes.push(
      `Periods of performance set to the documents' ${frame.periods.map((p) => `${p.name} (${fmt(p.months)} mo)`).join(', ')} (the answer had ${periodOfPerformance ? `${fmt(periodOfPerformance.months)} months in ${periodOfPerformance.periods.length} period(s)` : 'none'}).`,
    );
    periodOfPerformance = {
      months: frame.months,
      periods: frame.periods.map((p) => ({ name: p.name, months: p.months, kind: p.kind })),
    };
  }
  if (frame.periodsStated) tasks = tasks.map((t) => ({ ...t, periods: relaid(t, frame) }));
  const stated = statedStaffing(model, frame).lines.filter((l) => l.source === 'stated');
  let added = 0;
  for (const line of stated) {
    const matches = tasks.filter((t) => sameRole(t.lcat, line.lcat));
    if (matches.length === 0) {
      added += 1;
      tasks = [...tasks, toTask(line, `S.${added}`, frame)];
      changes.push(
        `${line.lcat}: stated (${fmt(line.hours)} h, ${line.citation?.ref ?? 'stated'}) but missing from the answer; added as stated.`,
      );
      continue;
    }
    const planned = matches.reduce((s, t) => s + t.hours, 0);
    if (Math.abs(planned - line.hours) <= Math.max(1, 0.01 * line.hours)) continue;
    changes.push(
      `${line.lcat}: the answer planned ${fmt(planned)} h, the documents state ${fmt(line.hours)} h (${line.citation?.ref ?? 'stated'}); set to the stated hours.`,
    );
    if (matches.length === 1) {
      const only = matches[0] as Task;
      tasks = tasks.map((t) => (t === only ? statedOver(t, line, frame) : t));
      continue;
    }
    const factor = planned > 0 ? line.hours / planned : 0;
    tasks = tasks.map((t) => {
      if (!matches.includes(t)) return t;
      const hours = Math.round(t.hours * factor);
      const base = t.mathRationale.replace(/\s*=\s*[\d,.]+\s*$/, '');
      return {
        ...t,
        hours,
        mathRationale: `${base} x ${fmt(Math.round(factor * 1000) / 1000)} (scaled to the stated ${fmt(line.hours)} h) = ${fmt(hours)}`,
        periods: line.periodHours.length
          ? frame.periods.map((p, i) => ({
              name: p.name,
              hours: Math.round((line.periodHours[i] ?? 0) * (t.hours / planned)),
            }))
          : t.periods,
        hoursSource: 'stated' as const,
      };
    });
  }
  if (changes.length === 0) return { plan, changes };
  return {
    plan: {
      ...plan,
      tasks,
      hoursPerFte,
      ...(periodOfPerformance ? { periodOfPerformance } : {}),
      assumptions: [
        ...(plan.assumptions ?? []),
        ...changes.map((c) => `Checked against the documents: ${c}`),
      ],
    },
    changes,
  };
}
