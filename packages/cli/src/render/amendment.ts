import {
  type AmendmentLine,
  type AmendmentReport,
  amendmentLabel,
  formatFte,
  formatHours,
  formatMoney,
} from '@staffplan/core';
import type { Output } from '../cli/output';

const signed = (n: number, show: (x: number) => string) =>
  `${n > 0 ? '+' : n < 0 ? '-' : '±'}${show(Math.abs(n))}`;
const STATUS: Record<AmendmentLine['status'], string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  unchanged: 'Unchanged',
};

function lineText(out: Output, l: AmendmentLine): string[] {
  const tone = l.status === 'added' ? 'green' : l.status === 'removed' ? 'red' : 'yellow';
  const where = l.location ? ` @ ${l.location}` : '';
  const rows = [
    `  ${out.paint(tone, STATUS[l.status])} ${l.lcat}${where}: ${formatHours(l.hoursBefore)} -> ${formatHours(l.hoursAfter)} (${formatFte(l.fteBefore)} -> ${formatFte(l.fteAfter)})`,
  ];
  for (const p of l.periods.filter((x) => x.hoursBefore !== x.hoursAfter))
    rows.push(`      ${p.period}: ${formatHours(p.hoursBefore)} -> ${formatHours(p.hoursAfter)}`);
  rows.push(
    l.cause
      ? `      because ${l.cause.document}${l.cause.ref ? ` (${l.cause.ref})` : ''}: "${l.cause.quote}"`
      : '      no sentence of the amendment names this line',
  );
  return rows;
}

function priceOf(cost: AmendmentReport['staffing']['cost'], period: string): string {
  const p = cost?.byPeriod.find((x) => x.period === period);
  return p ? ` ${formatMoney(Number(p.before))} -> ${formatMoney(Number(p.after))}` : '';
}

/**
 * Prints what an amendment did to a plan: its kind, the staffing diff (lines added, removed
 * and changed with hours and FTE before and after, by period, and the sentence that caused
 * each), hours and FTE by period, conflicts with the user's edits and new open questions.
 * @example
 * printAmendment(ctx.out, report)
 */
export function printAmendment(out: Output, report: AmendmentReport): void {
  const s = report.staffing;
  out.line(out.paint('bold', amendmentLabel(report.amendment)));
  out.line(`  ${report.changes.length} changes in the solicitation; ${report.classEvidence}`);
  out.line(
    `  Lines: ${out.paint('green', `+${s.added}`)} ${out.paint('red', `-${s.removed}`)} ~${s.changed}   Hours: ${formatHours(s.totals.hoursBefore)} -> ${formatHours(s.totals.hoursAfter)} (${signed(s.totals.hoursAfter - s.totals.hoursBefore, formatHours)})   FTE: ${formatFte(s.totals.fteBefore)} -> ${formatFte(s.totals.fteAfter)}`,
  );
  if (s.cost) {
    const [b, a] = [Number(s.cost.total.before), Number(s.cost.total.after)];
    out.line(
      `  Price: ${formatMoney(b)} -> ${formatMoney(a)} (${signed(Math.round((a - b) * 100) / 100, formatMoney)})`,
    );
  }
  const moved = s.lines.filter((l) => l.status !== 'unchanged');
  if (moved.length === 0) out.line('  No line of the plan changes.');
  for (const l of moved) for (const row of lineText(out, l)) out.line(row);
  const periods = s.periods.filter((p) => p.hoursBefore !== p.hoursAfter);
  if (periods.length > 0) {
    out.line('  By period:');
    for (const p of periods)
      out.line(
        `    ${p.period}: ${formatHours(p.hoursBefore)} -> ${formatHours(p.hoursAfter)} (${formatFte(p.fteBefore)} -> ${formatFte(p.fteAfter)})${priceOf(s.cost, p.period)}`,
      );
  }
  for (const c of report.conflicts) out.line(`  ${out.paint('yellow', 'Kept your edit:')} ${c.question}`);
  for (const q of report.openQuestions.filter(
    (x) => !report.conflicts.some((c) => c.question === x.question),
  ))
    out.line(`  Open question: ${q.question}`);
}
