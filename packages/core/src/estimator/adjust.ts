import type { GeneratedPlan, Task } from '../schemas/plan';
import { fmt } from './text';

const HOURS_PER_FTE = 1880;

/** Years a plan's task hours cover: the period when shorter than a year, else one. */
export function coveredYears(plan: GeneratedPlan): number {
  const months = plan.periodOfPerformance?.months ?? 12;
  return months < 12 ? months / 12 : 1;
}

function scaleTask(task: Task, factor: number, why: string): Task {
  const hours = Math.round(task.hours * factor);
  const base = task.mathRationale.replace(/\s*=\s*[\d,.]+\s*$/, '');
  return {
    ...task,
    hours,
    mathRationale: `${base} x ${fmt(Math.round(factor * 1000) / 1000)} (${why}) = ${fmt(hours)}`,
    ...(task.rate !== undefined ? { rate: Math.round(task.rate * factor * 100) / 100 } : {}),
    ...(task.periods
      ? { periods: task.periods.map((p) => ({ ...p, hours: Math.round(p.hours * factor) })) }
      : {}),
  };
}

function note(plan: GeneratedPlan, line: string): string {
  return plan.thinkingProcess ? `${plan.thinkingProcess}\n${line}` : line;
}

/**
 * Rescales the non-key tasks proportionally so that the plan's annual FTE (hours / 1,880 per
 * year covered) meets the target; key personnel keep their hours. The change is written into
 * each rationale and into the thinking process.
 * @example
 * applyFteTarget({ tasks: [{ taskId: '1', lcat: 'Developer', hours: 3760, mathRationale: '2 FTE x 1,880 h = 3,760', basis: '' }], hoursPerFte: 1880 }, 1).tasks[0]?.hours // 1880
 */
export function applyFteTarget(plan: GeneratedPlan, target: number): GeneratedPlan {
  if (!(target > 0)) return plan;
  const targetHours = target * HOURS_PER_FTE * coveredYears(plan);
  const key = plan.tasks.filter((t) => t.keyPersonnel).reduce((s, t) => s + t.hours, 0);
  const rest = plan.tasks.filter((t) => !t.keyPersonnel).reduce((s, t) => s + t.hours, 0);
  const before = (key + rest) / HOURS_PER_FTE / coveredYears(plan);
  if (rest === 0) {
    return {
      ...plan,
      thinkingProcess: note(
        plan,
        `FTE target ${fmt(target)}: every task is key personnel, so nothing was rescaled.`,
      ),
    };
  }
  const factor = Math.max(0, (targetHours - key) / rest);
  const tasks = plan.tasks.map((t) =>
    t.keyPersonnel ? t : scaleTask(t, factor, `FTE target ${fmt(target)}`),
  );
  const line =
    `FTE target ${fmt(target)}: rescaled the non-key tasks by ${fmt(Math.round(factor * 1000) / 1000)} ` +
    `(key personnel keep ${fmt(key)} h); ${fmt(Math.round(before * 100) / 100)} -> ${fmt(target)} FTE a year.` +
    (targetHours < key ? ' Key personnel alone exceed the target.' : '');
  return { ...plan, tasks, thinkingProcess: note(plan, line) };
}

type Rule = (plan: GeneratedPlan, clause: string) => { plan: GeneratedPlan; done: string } | null;

const setLocation =
  (re: RegExp, location: string): Rule =>
  (plan, clause) =>
    re.test(clause)
      ? {
          plan: { ...plan, tasks: plan.tasks.map((t) => ({ ...t, location })) },
          done: `all tasks located ${location}`,
        }
      : null;

const RULES: Rule[] = [
  setLocation(/\bremote(ly)?\b|\btelework/i, 'Remote'),
  setLocation(/\bhybrid\b/i, 'Hybrid'),
  setLocation(/\bon-?site\b/i, 'On-site'),
  (plan, clause) => {
    const m = clause.match(
      /\b(?:exclude|remove|drop|omit|without|no)\s+(?:the\s+|any\s+|all\s+)?([a-z][a-z -]{2,40}?)(?:\s+(?:work|tasks?|roles?|effort|costs?))?$/i,
    );
    if (!m?.[1]) return null;
    const word = m[1].trim().toLowerCase().replace(/s$/, '');
    const hit = (t: Task) => `${t.workArea ?? ''} ${t.lcat}`.toLowerCase().includes(word);
    const removed = plan.tasks.filter(hit);
    if (removed.length === 0) return null;
    return {
      plan: { ...plan, tasks: plan.tasks.filter((t) => !hit(t)) },
      done: `removed ${removed.length} ${word} task(s) (${fmt(removed.reduce((s, t) => s + t.hours, 0))} h)`,
    };
  },
  (plan, clause) => {
    const m = clause.match(/\b(add|increase|include|reduce|decrease|cut)\b[^%]*?(\d{1,3}(?:\.\d+)?)\s*%/i);
    if (!m?.[1] || !m[2]) return null;
    const pct = Number(m[2]) / 100;
    const factor = /reduce|decrease|cut/i.test(m[1]) ? 1 - pct : 1 + pct;
    return {
      plan: { ...plan, tasks: plan.tasks.map((t) => scaleTask(t, factor, `instruction: ${m[0].trim()}`)) },
      done: `all hours x ${fmt(factor)}`,
    };
  },
];

/**
 * Applies the custom instructions the estimator can act on ('assume remote', 'on-site',
 * 'exclude transition', 'add 10% contingency', 'reduce hours by 5%'); the others are
 * recorded in the thinking process as not acted on.
 * @example
 * applyInstructions(plan, 'Assume remote work').tasks.every((t) => t.location === 'Remote') // true
 */
export function applyInstructions(plan: GeneratedPlan, instructions: string): GeneratedPlan {
  let current = plan;
  for (const clause of instructions
    .split(/[\n;]+|\.(?=\s|$)|,\s*(?=and\s|then\s)/)
    .map((c) => c.trim())
    .filter(Boolean)) {
    const result = RULES.reduce<{ plan: GeneratedPlan; done: string } | null>(
      (r, rule) => r ?? rule(current, clause),
      null,
    );
    const line = result
      ? `Instruction "${clause}": applied, ${result.done}.`
      : `Instruction "${clause}": recorded, not acted on by the local estimator.`;
    current = { ...(result?.plan ?? current), thinkingProcess: note(result?.plan ?? current, line) };
  }
  return current;
}
