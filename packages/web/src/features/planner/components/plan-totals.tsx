import { formatFte, formatHours, type PlanTotals } from '@staffplan/core';

/** The table footer: Total Hours, Total FTE (at the plan's hours per FTE), Unique Roles and the task count. */
export function PlanTotalsRow({ totals, hoursPerFte }: { totals: PlanTotals; hoursPerFte: number }) {
  return (
    <div className="sticky bottom-0 z-10 border-t-2 bg-card px-3 py-2 font-medium" data-testid="plan-totals">
      <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm tabular-nums">
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Total Hours</dt>
          <dd data-testid="total-hours">{formatHours(totals.totalHours)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Total FTE</dt>
          <dd data-testid="total-fte">{formatFte(totals.totalFte)}</dd>
          <dd className="font-normal text-muted-foreground" data-testid="fte-basis">
            at {formatHours(hoursPerFte)} per FTE
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Unique Roles</dt>
          <dd data-testid="unique-roles">{totals.uniqueRoles}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Tasks</dt>
          <dd data-testid="task-count">{totals.taskCount}</dd>
        </div>
      </dl>
    </div>
  );
}
