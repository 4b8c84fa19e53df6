import { formatFte, formatHours } from '../format/number';
import { PERIOD_FALLBACK_RULE } from '../plan/period-hours';
import { type PlanView, periodMismatchText } from '../plan/view';
import { budgetText, citationText, formatQuantity } from '../plan/view-labels';
import type { AppliedAmendment } from '../schemas/amendment';
import { EXPORT_COLUMNS } from './rows';

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A cell of an exported table: text or a number. */
export type ExportCell = string | number;

/**
 * The columns a plan export adds after the six SPEC columns (then one 'Hours' column per
 * period in the CSV).
 * @example
 * PLAN_EXPORT_EXTRA_COLUMNS // ['Source', 'Citation']
 */
export const PLAN_EXPORT_EXTRA_COLUMNS = ['Source', 'Citation'] as const;

/**
 * The task table of a plan export: the six SPEC columns, Source, Citation and, when asked,
 * the hours of each period (PERIOD_FALLBACK_RULE applied), all read from planView.
 * @example
 * planExportTable(planView(plan), { periods: true }).header
 * // ['Task Number', 'Location', 'Role', 'Hours', 'Calculation Method', 'Notes', 'Source', 'Citation', 'Base Year Hours']
 */
export function planExportTable(
  view: PlanView,
  options: { periods: boolean },
): { header: string[]; rows: ExportCell[][] } {
  const periods = options.periods ? view.periods : [];
  return {
    header: [...EXPORT_COLUMNS, ...PLAN_EXPORT_EXTRA_COLUMNS, ...periods.map((p) => `${p.name} Hours`)],
    rows: view.rows.map(({ task, location, sourceLabel, citation, periodHours }) => [
      String(task.taskId),
      location,
      task.lcat ?? '',
      Number.isFinite(task.hours) ? task.hours : 0,
      task.mathRationale ?? '',
      task.basis ?? '',
      sourceLabel,
      citation,
      ...(options.periods ? periodHours : []),
    ]),
  };
}

const KIND_LABELS: Record<AppliedAmendment['kind'], string> = {
  amendment: 'Amendment',
  'questions-and-answers': 'Questions and answers',
  'replacement-attachment': 'Replacement attachment',
  'revised-template': 'Revised template',
  other: 'Document',
};

/**
 * How an export names an amendment the plan reflects.
 * @example
 * amendmentLabel({ name: 'A2.pdf', kind: 'amendment', number: '0002', changes: 3, summary: '' }) // 'Amendment 0002: A2.pdf'
 */
export function amendmentLabel(a: AppliedAmendment): string {
  return `${KIND_LABELS[a.kind]}${a.number ? ` ${a.number}` : ''}: ${a.name}`;
}

function amendmentDetail(a: AppliedAmendment): string {
  return [a.appliedAt ? `applied ${a.appliedAt.slice(0, 10)}` : '', a.summary].filter(Boolean).join('; ');
}

/**
 * What the plan says about itself, as [section, item, detail] rows: totals with the hours-per-FTE
 * basis, hours by period, confidence, sources, the amendments it reflects, assumptions and open questions. The CSV writes
 * them after the task table; the XLSX writes them on its 'Assumptions' sheet.
 * @example
 * planSummaryRows(planView(plan))[0] // ['Totals', '10,920 h', '5.25 FTE at 2,080 hours per FTE']
 */
export function planSummaryRows(view: PlanView): [string, string, string][] {
  const perFte = formatHours(view.hoursPerFte).replace(/ h$/, '');
  const rows: [string, string, string][] = [
    [
      'Totals',
      formatHours(view.totals.totalHours),
      `${formatFte(view.totals.totalFte)} at ${perFte} hours per FTE`,
    ],
  ];
  for (const p of view.periods) rows.push(['Period', p.name, `${formatHours(p.hours)}, ${formatFte(p.fte)}`]);
  if (view.periodFallbackTasks > 0) rows.push(['Period rule', PERIOD_FALLBACK_RULE, '']);
  const mismatch = periodMismatchText(view);
  if (mismatch) rows.push(['Period check', mismatch, '']);
  if (view.confidence) rows.push(['Confidence', view.confidence.label, view.confidence.reason]);
  if (view.sourceSummary) rows.push(['Sources', view.sourceSummary, '']);
  for (const a of view.amendments) rows.push(['Amendment', amendmentLabel(a), amendmentDetail(a)]);
  for (const a of view.assumptions) rows.push(['Assumption', a, '']);
  for (const q of view.openQuestions) {
    const ask = q.askContractingOfficer ? 'Ask the contracting officer' : '';
    const cite = q.citation ? citationText(q.citation) : '';
    rows.push(['Open question', q.question, [ask, cite].filter(Boolean).join('; ')]);
  }
  return rows;
}

/**
 * Stated vs planned as [section, item, detail] rows for the CSV: one per comparison row,
 * footing check and budget. Empty when the plan has none.
 * @example
 * statedSummaryRows(planView(plan))[0] // ['Stated vs planned', 'Program Manager · Base Year', 'stated 2,080 h; planned 2,080 h; matches']
 */
export function statedSummaryRows(view: PlanView): [string, string, string][] {
  if (!view.stated) return [];
  const rows: [string, string, string][] = view.stated.rows.map((r) => [
    'Stated vs planned',
    `${r.lcat} · ${r.period}`,
    `stated ${formatQuantity(r.stated, r.unit)}; planned ${formatQuantity(r.planned, r.unit)}; ${
      r.matches
        ? 'matches'
        : `difference ${r.difference > 0 ? '+' : ''}${formatQuantity(r.difference, r.unit)}`
    }${r.citation ? `; ${r.citation}` : ''}`,
  ]);
  for (const f of view.stated.foots) {
    rows.push([
      'Footing',
      f.period,
      `stated total ${plain.format(f.statedTotal)}; rows sum to ${plain.format(f.rowSum)}; ${f.ok ? 'foots' : 'does not foot'}`,
    ]);
  }
  if (view.stated.budget) rows.push(['Budget', view.stated.budget.period, budgetText(view.stated.budget)]);
  return rows;
}
