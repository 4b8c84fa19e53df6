import { DEFAULT_HOURS_PER_FTE } from '../contract/limits';
import type { GeneratedPlan, Task } from '../schemas/plan';
import { fmt } from './text';

/**
 * Years a plan's task hours cover: the base period when the whole plan is shorter than a year,
 * else one (a short base followed by option years keeps a year's hours, as annualLine lays them).
 * @example
 * coveredYears({ periodOfPerformance: { months: 44, periods: [{ name: 'Base Period', months: 8 }] } } as never) // 1
 */
export function coveredYears(plan: GeneratedPlan): number {
  const pop = plan.periodOfPerformance;
  const base = pop?.periods[0]?.months ?? pop?.months ?? 12;
  const whole = pop?.months ?? base;
  return base < 12 && whole <= 12 ? base / 12 : 1;
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
 * Rescales the non-key tasks proportionally so that the plan's annual FTE (hours / the plan's
 * hours per FTE, per year covered) meets the target; key personnel keep their hours. Hours by
 * period are rescaled by the same factor. The change is written into each rationale, the
 * thinking process and the plan's assumptions.
 * @example
 * applyFteTarget({ tasks: [{ taskId: '1', lcat: 'Developer', hours: 3760, mathRationale: '2 FTE x 1,880 h = 3,760', basis: '' }], hoursPerFte: 1880 }, 1).tasks[0]?.hours // 1880
 */
export function applyFteTarget(plan: GeneratedPlan, target: number): GeneratedPlan {
  if (!(target > 0)) return plan;
  const perFte = plan.hoursPerFte > 0 ? plan.hoursPerFte : DEFAULT_HOURS_PER_FTE;
  const targetHours = target * perFte * coveredYears(plan);
  const key = plan.tasks.filter((t) => t.keyPersonnel).reduce((s, t) => s + t.hours, 0);
  const rest = plan.tasks.filter((t) => !t.keyPersonnel).reduce((s, t) => s + t.hours, 0);
  const before = (key + rest) / perFte / coveredYears(plan);
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
  const assumption =
    `The user's FTE target of ${fmt(target)} rescaled every non-key line by ${fmt(Math.round(factor * 1000) / 1000)}` +
    `${tasks.some((t) => !t.keyPersonnel && t.hoursSource === 'stated') ? '; those lines no longer carry the hours the documents state' : ''}.`;
  return {
    ...plan,
    tasks,
    thinkingProcess: note(plan, line),
    assumptions: [...(plan.assumptions ?? []), assumption],
  };
}

/**
 * The planned side of the stated-vs-planned comparison recomputed from the tasks (after an FTE
 * target or instructions changed their hours): per category and period, or the whole plan.
 * @example
 * refreshComparison(plan).statedComparison?.rows[0]?.planned // 4160
 */
export function refreshComparison(plan: GeneratedPlan): GeneratedPlan {
  const cmp = plan.statedComparison;
  if (!cmp || cmp.rows.length === 0) return plan;
  const perFte = plan.hoursPerFte > 0 ? plan.hoursPerFte : DEFAULT_HOURS_PER_FTE;
  const months = new Map((plan.periodOfPerformance?.periods ?? []).map((p) => [p.name, p.months]));
  const hoursIn = (lcat: string | null, period: string) =>
    plan.tasks
      .filter((t) => lcat === null || t.lcat === lcat)
      .reduce((s, t) => s + (t.periods?.find((p) => p.name === period)?.hours ?? 0), 0);
  const rows = cmp.rows.map((r) => {
    if (r.period === null || !months.has(r.period)) return r;
    if (r.lcat !== null && !plan.tasks.some((t) => t.lcat === r.lcat)) return { ...r, planned: 0 };
    const hours = hoursIn(r.lcat, r.period);
    const years = (months.get(r.period) ?? 12) / 12;
    return { ...r, planned: r.unit === 'hours' ? hours : Math.round((hours / perFte / years) * 100) / 100 };
  });
  return { ...plan, statedComparison: { ...cmp, rows } };
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
 * recorded in the thinking process as not acted on and listed in `instructionsNotApplied`.
 * @example
 * applyInstructions(plan, 'Assume remote work').tasks.every((t) => t.location === 'Remote') // true
 */
export function applyInstructions(plan: GeneratedPlan, instructions: string): GeneratedPlan {
  let current = plan;
  const notApplied: string[] = [];
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
    if (!result) notApplied.push(clause);
  }
  // Said where the pricer looks (a banner over the plan), not only in the thinking narrative.
  return notApplied.length > 0 ? { ...current, instructionsNotApplied: notApplied } : current;
}
