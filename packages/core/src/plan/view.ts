import type {
  Confidence,
  GeneratedPlan,
  OpenQuestion,
  PeriodOfPerformance,
  StatedComparison,
  Task,
} from '../schemas/plan';
import { formatHours } from '../format/number';
import { type AppliedAmendment, planAmendments } from '../schemas/amendment';
import { inferLocation } from './location';
import { type PeriodBreakdown, periodBreakdown } from './period-hours';
import { type StatedView, statedView } from './stated-view';
import {
  DEFAULT_HOURS_PER_FTE,
  type PeriodTotal,
  type PlanTotals,
  periodTotalsOf,
  planTotals,
  round2,
} from './totals';
import { CONFIDENCE_LABELS, citationText, HOURS_SOURCE_LABELS, type HoursSource } from './view-labels';

/**
 * One task as every surface shows it.
 * @example
 * const row: TaskView = { task, location: 'Remote', source: 'stated', sourceLabel: 'Stated', citation: '"..." (C.3)', periodHours: [1880] };
 */
export interface TaskView {
  task: Task;
  /** The task's location, or the one inferred from its texts ('Not specified'). */
  location: string;
  source: HoursSource | null;
  /** 'Stated', 'Derived', 'Assumed', or '' when the plan does not say. */
  sourceLabel: string;
  /** Quote and reference; 'No requirement states this line' when the citation is null; '' when absent. */
  citation: string;
  /** Hours in each of PlanView.periods (PERIOD_FALLBACK_RULE applied). */
  periodHours: number[];
}

/**
 * Lines and hours per hours source.
 * @example
 * const c: SourceCount = { source: 'stated', label: 'Stated', tasks: 3, hours: 6240 };
 */
export interface SourceCount {
  source: HoursSource | 'unspecified';
  label: string;
  tasks: number;
  hours: number;
}

/**
 * Everything a surface shows about a plan, computed once: the screen, the CLI, CSV and XLSX
 * render this and never recompute totals, FTE or periods.
 * @example
 * const view: PlanView = planView(plan); view.totals.totalFte // 4.66
 */
export interface PlanView {
  hoursPerFte: number;
  totals: PlanTotals;
  /** Hours and FTE per period of the whole plan; empty when no task has hours by period. */
  periods: PeriodTotal[];
  /**
   * Months and hours over all periods (null when there are none); `matchesTasks` is false when
   * the task table's total (one year of performance) is neither the first period's hours nor
   * the sum of all periods (a plan to check).
   */
  periodsTotal: { months: number; hours: number; matchesTasks: boolean } | null;
  /** Tasks put in the first period by PERIOD_FALLBACK_RULE. */
  periodFallbackTasks: number;
  rows: TaskView[];
  /** Counts by hours source, in the order stated, derived, assumed, unspecified; zero counts left out. */
  sources: SourceCount[];
  /** '3 stated · 2 derived · 1 assumed', or '' when no task says. */
  sourceSummary: string;
  confidence: (Confidence & { label: string }) | null;
  assumptions: string[];
  openQuestions: OpenQuestion[];
  /** The open questions worth sending to the contracting officer. */
  contractingOfficerQuestions: OpenQuestion[];
  /** Stated vs planned; null when the plan has no stated rows, footing or budget. */
  stated: StatedView | null;
  /** The amendments and Q&A the plan reflects, oldest first. */
  amendments: AppliedAmendment[];
}

/** The plan fields planView reads. */
export type PlanViewInput = Pick<GeneratedPlan, 'tasks'> & {
  hoursPerFte?: number | undefined;
  periodOfPerformance?: PeriodOfPerformance | undefined;
  confidence?: Confidence | undefined;
  assumptions?: readonly string[] | undefined;
  openQuestions?: readonly OpenQuestion[] | undefined;
  statedComparison?: StatedComparison | undefined;
  /** The amendments the plan reflects (AppliedAmendment entries). */
  amendments?: unknown;
};

const SOURCE_ORDER: ReadonlyArray<HoursSource | 'unspecified'> = [
  'stated',
  'derived',
  'assumed',
  'unspecified',
];

function countSources(tasks: readonly Task[]): SourceCount[] {
  const counts = new Map<HoursSource | 'unspecified', { tasks: number; hours: number }>();
  for (const task of tasks) {
    const key = task.hoursSource ?? 'unspecified';
    const entry = counts.get(key) ?? { tasks: 0, hours: 0 };
    entry.tasks += 1;
    entry.hours += Number.isFinite(task.hours) ? task.hours : 0;
    counts.set(key, entry);
  }
  return SOURCE_ORDER.flatMap((source) => {
    const entry = counts.get(source);
    if (!entry) return [];
    const label = source === 'unspecified' ? 'Not given' : HOURS_SOURCE_LABELS[source];
    return [{ source, label, tasks: entry.tasks, hours: round2(entry.hours) }];
  });
}

/**
 * Whether the task table's total agrees with the hours by period. A task's `hours` are one
 * year of performance (the first period's hours, a longer first period scaled to twelve
 * months) while `periods` hold every period, so the table agrees when it equals the first
 * period, its yearly rate, or (for plans whose task hours are whole-contract totals) the sum.
 */
function tasksMatchPeriods(
  taskHours: number,
  allPeriods: number,
  first: PeriodTotal | undefined,
  firstMonths: number | undefined,
): boolean {
  const close = (x: number) => Math.abs(x - taskHours) <= Math.max(0.5, taskHours * 0.001);
  if (close(allPeriods)) return true;
  if (!first) return false;
  const months = firstMonths && firstMonths > 0 ? firstMonths : 12;
  return close(first.hours) || (months > 12 && close((first.hours * 12) / months));
}

/**
 * Computes what every surface shows of a plan: totals and FTE with the plan's hoursPerFte,
 * hours by period (PERIOD_FALLBACK_RULE), per-task source and citation, counts by source,
 * confidence, assumptions, open questions and stated vs planned.
 * @example
 * planView({ hoursPerFte: 2080, tasks: [{ taskId: '1', lcat: 'PM', hours: 2080, mathRationale: '', basis: '', hoursSource: 'stated', citation: null }] })
 * // { totals: { totalHours: 2080, totalFte: 1, ... }, sourceSummary: '1 stated', rows: [{ sourceLabel: 'Stated', citation: 'No requirement states this line', ... }], ... }
 */
export function planView(plan: PlanViewInput): PlanView {
  const hoursPerFte = plan.hoursPerFte && plan.hoursPerFte > 0 ? plan.hoursPerFte : DEFAULT_HOURS_PER_FTE;
  const breakdown: PeriodBreakdown = periodBreakdown(plan);
  const rows = plan.tasks.map((task, i): TaskView => {
    const source = task.hoursSource ?? null;
    return {
      task,
      location: task.location?.trim() || inferLocation(task),
      source,
      sourceLabel: source ? HOURS_SOURCE_LABELS[source] : '',
      citation: citationText(task.citation),
      periodHours: breakdown.perTask[i] ?? [],
    };
  });
  const sources = countSources(plan.tasks);
  const periods = periodTotalsOf(breakdown, hoursPerFte);
  const totals = planTotals(plan.tasks, hoursPerFte);
  const periodHours = round2(periods.reduce((sum, p) => sum + p.hours, 0));
  const openQuestions = [...(plan.openQuestions ?? [])];
  return {
    hoursPerFte,
    totals,
    periods,
    periodsTotal:
      periods.length === 0
        ? null
        : {
            months: periods.reduce((sum, p) => sum + p.months, 0),
            hours: periodHours,
            matchesTasks: tasksMatchPeriods(totals.totalHours, periodHours, periods[0], breakdown.months[0]),
          },
    periodFallbackTasks: breakdown.fallbackTasks,
    rows,
    sources,
    sourceSummary: sources
      .filter((s) => s.source !== 'unspecified')
      .map((s) => `${s.tasks} ${s.label.toLowerCase()}`)
      .join(' · '),
    confidence: plan.confidence
      ? { ...plan.confidence, label: CONFIDENCE_LABELS[plan.confidence.level] }
      : null,
    assumptions: [...(plan.assumptions ?? [])],
    openQuestions,
    contractingOfficerQuestions: openQuestions.filter((q) => q.askContractingOfficer),
    stated: statedView(plan.statedComparison),
    amendments: planAmendments(plan),
  };
}

/**
 * The questions for the contracting officer as numbered plain text (the planner's copy-all).
 * @example
 * contractingOfficerText(planView(plan)) // '1. Which attachment holds the work statement? (L.4)'
 */
export function contractingOfficerText(view: Pick<PlanView, 'contractingOfficerQuestions'>): string {
  return view.contractingOfficerQuestions
    .map((q, i) => `${i + 1}. ${q.question}${q.citation ? ` (${q.citation.ref})` : ''}`)
    .join('\n');
}

/**
 * Said when the hours by period do not add up to the task table's total, else ''.
 * @example
 * periodMismatchText(planView(plan)) // 'The periods add up to 32,900 h while the tasks total 6,580 h.'
 */
export function periodMismatchText(view: Pick<PlanView, 'periodsTotal' | 'totals'>): string {
  const total = view.periodsTotal;
  if (!total || total.matchesTasks) return '';
  return `The periods add up to ${formatHours(total.hours)} while the tasks total ${formatHours(view.totals.totalHours)}.`;
}
