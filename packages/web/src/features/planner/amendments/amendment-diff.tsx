import {
  type AmendmentLine,
  type AmendmentReport,
  amendmentLabel,
  formatFte,
  formatHours,
  formatMoney,
} from '@staffplan/core';
import { cn } from '../../../lib/utils';

const STATUS: Record<AmendmentLine['status'], { mark: string; label: string; tone: string }> = {
  added: { mark: '+', label: 'Added', tone: 'text-primary' },
  removed: { mark: '−', label: 'Removed', tone: 'text-destructive' },
  changed: { mark: '~', label: 'Changed', tone: '' },
  unchanged: { mark: '', label: 'Unchanged', tone: 'text-muted-foreground' },
};

function Line({ line }: { line: AmendmentLine }) {
  const s = STATUS[line.status];
  const periods = line.periods.filter((p) => p.hoursBefore !== p.hoursAfter);
  return (
    <li className="grid gap-0.5" data-testid="amendment-line">
      <p className={cn('font-medium tabular-nums', s.tone)}>
        <span aria-hidden>{s.mark} </span>
        <span className="sr-only">{s.label}: </span>
        {line.lcat}
        {line.location ? ` · ${line.location}` : ''}: {formatHours(line.hoursBefore)} →{' '}
        {formatHours(line.hoursAfter)} ({formatFte(line.fteBefore)} → {formatFte(line.fteAfter)})
      </p>
      {periods.length > 0 ? (
        <p className="text-xs text-muted-foreground tabular-nums">
          {periods
            .map((p) => `${p.period}: ${formatHours(p.hoursBefore)} → ${formatHours(p.hoursAfter)}`)
            .join(' · ')}
        </p>
      ) : null}
      <p className="text-xs">
        {line.cause ? (
          <>
            <span className="text-muted-foreground">
              {line.cause.document}
              {line.cause.ref ? ` (${line.cause.ref})` : ''}:{' '}
            </span>
            <q>{line.cause.quote}</q>
          </>
        ) : (
          <span className="text-muted-foreground">No sentence of the amendment names this line.</span>
        )}
      </p>
    </li>
  );
}

/**
 * What an amendment did to the plan: the staffing diff (lines added, removed, changed with
 * hours and FTE and the sentence that caused each), hours and FTE by period, the edits of
 * yours it kept and the questions it leaves, and the change list in the amendment's words.
 * @example
 * <AmendmentDiff report={result.amendment.report} />
 */
export function AmendmentDiff({ report }: { report: AmendmentReport }) {
  const s = report.staffing;
  const moved = s.lines.filter((l) => l.status !== 'unchanged');
  const periods = s.periods.filter((p) => p.hoursBefore !== p.hoursAfter);
  const asked = report.openQuestions.filter((q) => !report.conflicts.some((c) => c.question === q.question));
  return (
    <div className="grid gap-3 text-sm" data-testid="amendment-diff">
      <p className="font-medium">{amendmentLabel(report.amendment)}</p>
      <p className="tabular-nums">
        Lines +{s.added} −{s.removed} ~{s.changed} · {formatHours(s.totals.hoursBefore)} →{' '}
        {formatHours(s.totals.hoursAfter)} · {formatFte(s.totals.fteBefore)} → {formatFte(s.totals.fteAfter)}
      </p>
      {s.cost ? (
        <p className="tabular-nums" data-testid="amendment-price">
          Price {formatMoney(Number(s.cost.total.before))} → {formatMoney(Number(s.cost.total.after))}
        </p>
      ) : null}
      {moved.length === 0 ? (
        <p className="text-muted-foreground">No line of the plan changes.</p>
      ) : (
        <ul className="grid gap-2">
          {moved.map((l) => (
            <Line key={l.taskKey} line={l} />
          ))}
        </ul>
      )}
      {periods.length > 0 ? (
        <table className="text-xs tabular-nums">
          <caption className="text-left font-medium">Hours and FTE by period</caption>
          <tbody>
            {periods.map((p) => (
              <tr key={p.period}>
                <th className="pr-3 text-left font-normal">{p.period}</th>
                <td className="pr-3">
                  {formatHours(p.hoursBefore)} → {formatHours(p.hoursAfter)}
                </td>
                <td>
                  {formatFte(p.fteBefore)} → {formatFte(p.fteAfter)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {report.conflicts.length > 0 ? (
        <ul className="grid gap-1">
          {report.conflicts.map((c) => (
            <li key={`${c.taskKey}-${c.field}`} className="text-xs">
              <span className="font-medium">Kept your edit: </span>
              {c.question}
            </li>
          ))}
        </ul>
      ) : null}
      {asked.length > 0 ? (
        <ul className="grid gap-1">
          {asked.map((q) => (
            <li key={q.question} className="text-xs">
              <span className="font-medium">Open question: </span>
              {q.question}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="text-xs">
        <summary className="cursor-pointer">What the amendment changed ({report.changes.length})</summary>
        <ul className="mt-1 grid gap-1">
          {report.changes.map((c) => (
            <li key={`${c.kind}|${c.key}|${c.field ?? ''}|${c.source?.ref ?? ''}|${c.summary}`}>
              <span className="text-muted-foreground">{c.appliesTo}: </span>
              {c.source?.quote ?? c.summary}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
