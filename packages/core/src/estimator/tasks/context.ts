import type { PeriodOfPerformance, Requirement, Task } from '../../schemas/plan';
import { classifyArea, WORK_AREAS, type WorkArea } from '../catalogue';
import { inferLocation } from '../../plan/location';
import { clip, fmt } from '../text';
import type { Citation, Drivers } from '../types';

export const HOURS_PER_FTE = 1880;

/** What every task builder needs: drivers, requirements by area and the period. */
export interface TaskContext {
  drivers: Drivers;
  requirements: Requirement[];
  byArea: Map<string, Requirement[]>;
  /** Stated period, or undefined (one year is then assumed). */
  period: PeriodOfPerformance | undefined;
  /** Months a task's hours cover: the period when shorter than a year, else 12. */
  coveredMonths: number;
  location: string | null;
}

/**
 * Builds the shared context of the task builders.
 * @example
 * taskContext(drivers, requirements).coveredMonths // 12 for a multi-year contract
 */
export function taskContext(drivers: Drivers, requirements: Requirement[]): TaskContext {
  const byArea = new Map<string, Requirement[]>();
  for (const req of requirements) {
    const area = classifyArea(req.text).name;
    byArea.set(area, [...(byArea.get(area) ?? []), req]);
  }
  const period = drivers.period?.period;
  return {
    drivers,
    requirements,
    byArea,
    period,
    coveredMonths: period && period.months < 12 ? period.months : 12,
    location: drivers.places[0]?.location ?? null,
  };
}

/** The work area a role belongs to, by the area's member pattern. */
export function areaOfRole(role: string): WorkArea | undefined {
  return WORK_AREAS.find((a) => a.members.test(role));
}

/** `basis` text: the section reference and the document's own words. */
export function citation(c: Citation, extra = ''): string {
  return `${c.ref}: "${clip(c.quote, 200)}"${extra}`;
}

export interface TaskDraft {
  lcat: string;
  /** Hours for a full year of performance. */
  annualHours: number;
  /** The rationale up to the annual figure, e.g. '1 post x 24 h x 365 d'. */
  formula: string;
  basis: string;
  workArea: string;
  quantity: number;
  unit: string;
  /** Annual hours per unit of quantity. */
  annualRate: number;
  keyPersonnel: boolean;
  refs: string[];
  /** One-off work (transition): the hours fall in the first period and do not scale with it. */
  fixed?: boolean;
}

/**
 * Turns a draft into a plan task: hours cover one year of performance (or the whole period
 * when shorter), the rationale ends in those hours, and `periods` splits them by period.
 * @example
 * finishTask(ctx, draft, '1').mathRationale // '1 FTE x 1,880 h = 1,880'
 */
export function finishTask(ctx: TaskContext, d: TaskDraft, taskId: string): Task {
  const share = d.fixed ? 1 : ctx.coveredMonths / 12;
  const hours = Math.round(d.annualHours * share);
  const scaled = share < 1 ? `${d.formula} x ${fmt(ctx.coveredMonths)}/12 yr` : d.formula;
  const mathRationale = `${scaled} = ${fmt(hours)}`;
  const periods = (ctx.period?.periods ?? [{ name: 'Year 1', months: 12 }]).map((p, i) => ({
    name: p.name,
    hours: d.fixed ? (i === 0 ? hours : 0) : Math.round((d.annualHours * p.months) / 12),
  }));
  return {
    taskId,
    lcat: d.lcat,
    hours,
    mathRationale,
    basis: d.basis,
    location: inferLocation({ location: ctx.location, basis: d.basis, mathRationale }),
    requirementRefs: [...new Set(d.refs)],
    quantity: d.quantity,
    unit: d.unit,
    rate: Math.round(d.annualRate * share * 100) / 100,
    periods,
    workArea: d.workArea,
    keyPersonnel: d.keyPersonnel,
  };
}

/** An FTE draft: `n FTE x 1,880 h`. */
export function fteDraft(
  lcat: string,
  fte: number,
  basis: string,
  workArea: string,
  keyPersonnel: boolean,
  refs: string[],
  people?: { count: number; utilisation: number },
): TaskDraft {
  const formula = people
    ? `${fmt(people.count)} ${people.count === 1 ? 'person' : 'people'} x ${fmt(people.utilisation)} FTE x 1,880 h`
    : `${fmt(fte)} FTE x 1,880 h`;
  return {
    lcat,
    annualHours: fte * HOURS_PER_FTE,
    formula,
    basis,
    workArea,
    quantity: fte,
    unit: 'FTE',
    annualRate: HOURS_PER_FTE,
    keyPersonnel,
    refs,
  };
}
