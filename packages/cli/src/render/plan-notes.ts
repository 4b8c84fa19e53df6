import {
  budgetText,
  formatFte,
  formatHours,
  footingLines,
  formatQuantity,
  type GeneratedPlan,
  PERIOD_FALLBACK_RULE,
  periodMismatchText,
  type PlanView,
  planView,
} from '@staffplan/core';
import type { Output, Tone } from '../cli/output';
import { renderPlanTable } from './plan-table';

const CONFIDENCE_TONES: Readonly<Record<string, Tone>> = { high: 'green', medium: 'yellow', low: 'red' };

/**
 * The confidence line printed above the table: level and reason, then the counts by source.
 * Empty when the plan says nothing about either.
 * @example
 * renderConfidence(planView(plan), out) // ['Confidence: Medium confidence. Key staff are stated; ...', 'Sources: 1 stated · 1 derived · 1 assumed']
 */
export function renderConfidence(view: PlanView, out: Pick<Output, 'paint'>): string[] {
  const lines: string[] = [];
  if (view.confidence) {
    const tone = CONFIDENCE_TONES[view.confidence.level] ?? 'bold';
    lines.push(`Confidence: ${out.paint(tone, view.confidence.label)}. ${view.confidence.reason}`);
  }
  if (view.sourceSummary) lines.push(`Sources: ${view.sourceSummary}`);
  return lines;
}

function pad(cells: string[], widths: number[], right: ReadonlySet<number>): string {
  return cells
    .map((c, i) => (right.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
    .join('  ')
    .trimEnd();
}

function grid(
  header: string[],
  rows: string[][],
  right: ReadonlySet<number>,
  out: Pick<Output, 'paint'>,
): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [out.paint('bold', pad(header, widths, right)), ...rows.map((r) => pad(r, widths, right))];
}

/**
 * What follows the table: the FTE basis, hours by period, assumptions, open questions (those
 * for the contracting officer marked) and stated vs planned, all from planView.
 * @example
 * renderPlanNotes(planView(plan), out) // ['', 'FTE basis: 2,080 hours per FTE', ...]
 */
export function renderPlanNotes(view: PlanView, out: Pick<Output, 'paint'>): string[] {
  const lines: string[] = [
    '',
    `FTE basis: ${formatHours(view.hoursPerFte).replace(/ h$/, '')} hours per FTE`,
  ];
  if (view.periods.length > 0) {
    lines.push('', out.paint('bold', 'Hours by period'));
    const rows = view.periods.map((p) => [p.name, String(p.months), formatHours(p.hours), formatFte(p.fte)]);
    lines.push(...grid(['Period', 'Months', 'Hours', 'FTE'], rows, new Set([1, 2, 3]), out));
    if (view.periodFallbackTasks > 0) lines.push(out.paint('dim', PERIOD_FALLBACK_RULE));
    const mismatch = periodMismatchText(view);
    if (mismatch) lines.push(out.paint('yellow', mismatch));
  }
  if (view.assumptions.length > 0) {
    lines.push('', out.paint('bold', 'Assumptions'), ...view.assumptions.map((a) => `- ${a}`));
  }
  if (view.openQuestions.length > 0) {
    lines.push('', out.paint('bold', 'Open questions'));
    for (const q of view.openQuestions) {
      const mark = q.askContractingOfficer ? `${out.paint('yellow', '[Ask CO]')} ` : '';
      lines.push(`- ${mark}${q.question}${q.citation ? ` (${q.citation.ref})` : ''}`);
    }
  }
  const stated = view.stated;
  if (stated) {
    lines.push('', out.paint('bold', 'Stated vs planned'));
    if (stated.rows.length > 0) {
      // Labour categories down, periods across; a cell reads 'planned' or 'planned (stated X)'.
      const { periods, lines: gridLines } = stated.grid;
      const rows = gridLines.map((line) => [
        line.lcat,
        ...line.cells.map((c) => {
          if (!c) return '-';
          const planned = formatQuantity(c.planned, c.unit);
          return c.matches ? planned : `${planned} (stated ${formatQuantity(c.stated, c.unit)})`;
        }),
      ]);
      const right = new Set(periods.map((_, i) => i + 1));
      lines.push(...grid(['Labour Category', ...periods], rows, right, out));
      const differ = stated.rows.filter((r) => !r.matches).length;
      lines.push(
        out.paint(
          differ === 0 ? 'dim' : 'yellow',
          differ === 0
            ? `All ${stated.rows.length} stated figures are planned as stated.`
            : `${differ} of ${stated.rows.length} stated figures differ from the plan.`,
        ),
      );
    }
    for (const line of footingLines(stated)) {
      lines.push(stated.allFoot ? `Footing: ${line}` : `${out.paint('red', 'Does not foot:')} ${line}`);
    }
    if (stated.budget) lines.push(budgetText(stated.budget));
  }
  return lines;
}

/**
 * The whole plan report of `plans show` and `generate`: confidence, the table, then the notes.
 * @example
 * for (const line of renderPlanReport(plan, ctx.out, 120)) ctx.out.line(line);
 */
export function renderPlanReport(plan: GeneratedPlan, out: Pick<Output, 'paint'>, maxWidth = 160): string[] {
  const view = planView(plan);
  if (view.rows.length === 0) return renderPlanTable(plan, out, maxWidth, view);
  return [
    ...renderConfidence(view, out),
    ...renderPlanTable(plan, out, maxWidth, view),
    ...renderPlanNotes(view, out),
  ];
}
