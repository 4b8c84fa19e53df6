import type { Citation, Task } from '../../schemas/plan';
import type { Source } from '../../solicitation/model';
import { clip, fmt } from '../text';
import { baseMonths, type PlanFrame } from './frame';

/** One line of the plan before it is numbered: a role, its hours by period and why. */
export interface PlanLine {
  lcat: string;
  family?: string;
  key: boolean;
  workArea: string;
  location?: string;
  source: 'stated' | 'derived' | 'assumed';
  /** Hours in each period of the frame, in order. */
  periodHours: number[];
  /** The task's hours (see `taskHours`) and the formula that gives them, without '= hours'. */
  hours: number;
  formula: string;
  basis: string;
  citation: Citation | null;
  requirements: string[];
  requirementRefs: string[];
  quantity?: number;
  unit?: string;
  rate?: number;
  /** The hours hold every role's time, management included (the Government's labour per unit). */
  inclusive?: boolean;
  /**
   * The documents give this work's whole effort themselves: units x people x hours each, or
   * items x a measured time that already holds its allowances. No head they do not ask for goes on top.
   */
  whole?: boolean;
  /** A staffed post's window as hours a day x days a week ('16x5', '24x7'). */
  window?: string;
  /** A post kept only on an event's counted days: it covers the days, not the work before and after. */
  eventDays?: number;
  /**
   * A head the plan adds over the work at an assumed share (the manager, a key person with no
   * stated amount): not what the work's hours rest on, so confidence leaves it out.
   */
  head?: boolean;
}

/** Most requirements listed under one line. */
export const MAX_LINE_REQUIREMENTS = 10;

/** A model source as a plan citation (the quote kept to one readable sentence). */
export const citationOf = (s: Source): Citation => ({
  document: s.document,
  ref: s.ref,
  quote: clip(s.quote, 300),
});

/**
 * The hours of a line whose amount is a yearly rate, laid out on the frame: each period gets
 * rate x months/12; the task's hours are one year, or the whole plan when it is shorter than a year.
 * @example
 * annualLine(frame, 1880, '1 FTE x 1,880 h') // { hours: 1880, formula: '1 FTE x 1,880 h', periodHours: [1880, 1880] }
 */
export function annualLine(
  frame: PlanFrame,
  annual: number,
  formula: string,
): { hours: number; formula: string; periodHours: number[] } {
  const periodHours = frame.periods.map((p) => Math.round((annual * p.months) / 12));
  const base = baseMonths(frame);
  // A short base followed by full years (a 6-month base, then option years) keeps a year's hours.
  if (base < 12 && frame.months <= 12) {
    return {
      hours: Math.round((annual * base) / 12),
      formula: `${formula} x ${fmt(base)}/12 mo`,
      periodHours,
    };
  }
  return { hours: Math.round(annual), formula, periodHours };
}

/**
 * The task hours of stated hours by period: the base period's hours, normalised to a year when
 * the base is longer than a year, or shorter with more periods after it (the whole base period
 * when the plan is shorter than a year).
 * @example
 * statedHours(frame, [4160, 4160], 'Stated: 4,160 h in Base Year') // { hours: 4160, formula: 'Stated: 4,160 h in Base Year' }
 */
export function statedHours(
  frame: PlanFrame,
  periodHours: number[],
  formula: string,
): { hours: number; formula: string } {
  const first = periodHours[0] ?? 0;
  const base = baseMonths(frame);
  // A base longer than a year, or shorter with full years after it: a year's rate of the base.
  if (base > 12 || (base < 12 && frame.months > 12))
    return { hours: Math.round((first * 12) / base), formula: `${formula} x 12/${fmt(base)} mo` };
  return { hours: Math.round(first), formula };
}

/** A line as a plan task with its number. */
export function toTask(line: PlanLine, taskId: string, frame: PlanFrame): Task {
  const task: Task = {
    taskId,
    lcat: line.lcat,
    hours: line.hours,
    mathRationale: `${line.formula} = ${fmt(line.hours)}`,
    basis: line.basis,
    workArea: line.workArea,
    keyPersonnel: line.key,
    hoursSource: line.source,
    citation: line.citation,
    requirements: line.requirements.slice(0, MAX_LINE_REQUIREMENTS),
    requirementRefs: [...new Set(line.requirementRefs)].slice(0, MAX_LINE_REQUIREMENTS),
    periods: frame.periods.map((p, i) => ({ name: p.name, hours: line.periodHours[i] ?? 0 })),
  };
  if (line.family && line.family !== line.lcat) task.family = line.family;
  if (line.location) task.location = line.location;
  if (line.quantity !== undefined) task.quantity = line.quantity;
  if (line.unit) task.unit = line.unit;
  if (line.rate !== undefined) task.rate = line.rate;
  return task;
}

/**
 * Splits `total` into integer parts proportional to `weights` that add up to it exactly
 * (largest remainders get the spare hours).
 * @example
 * apportion(10, [1, 1, 1]) // [4, 3, 3]
 */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const parts = raw.map(Math.floor);
  let spare = Math.round(total) - parts.reduce((s, p) => s + p, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac);
  for (const { i } of order) {
    if (spare <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    spare -= 1;
  }
  return parts;
}
