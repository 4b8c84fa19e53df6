import { describeDiff, formatFte, formatHours, type PlanDiff } from '@staffplan/core';

/** What a chat edit changed: tasks added, removed and changed, hours and FTE before and after. */
export function DiffView({ diff }: { diff: PlanDiff }) {
  return (
    <div className="mt-2 rounded-md border bg-background p-2 text-xs" data-testid="chat-diff">
      <p className="font-medium tabular-nums">
        {formatHours(diff.hoursBefore)} → {formatHours(diff.hoursAfter)} · {formatFte(diff.fteBefore)} →{' '}
        {formatFte(diff.fteAfter)}
      </p>
      <ul className="mt-1 grid gap-0.5 tabular-nums">
        {diff.added.map((t) => (
          <li key={`a-${t.taskId}`} className="text-primary">
            + {t.taskId} {t.lcat} ({formatHours(t.hours)})
          </li>
        ))}
        {diff.removed.map((t) => (
          <li key={`r-${t.taskId}`} className="text-destructive">
            − {t.taskId} {t.lcat} ({formatHours(t.hours)})
          </li>
        ))}
        {diff.changed.map((t) => (
          <li key={`c-${t.taskId}`}>
            ~ {t.taskId} {t.lcat}: {formatHours(t.hoursBefore)} → {formatHours(t.hoursAfter)}
          </li>
        ))}
      </ul>
      <p className="sr-only">{describeDiff(diff)}</p>
    </div>
  );
}
