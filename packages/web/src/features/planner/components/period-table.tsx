import {
  formatFte,
  formatHours,
  PERIOD_FALLBACK_RULE,
  type PlanView,
  periodMismatchText,
} from '@staffplan/core';

/** Hours and FTE by period of performance for the whole plan (planView's periods), when it has periods. */
export function PeriodTable({ view }: { view: PlanView }) {
  const periods = view.periods;
  const total = view.periodsTotal;
  if (periods.length === 0 || !total) return null;
  return (
    <section aria-labelledby="periods-title" className="rounded-lg border bg-card p-4">
      <h3 id="periods-title" className="font-medium">
        Hours by period
      </h3>
      <table className="mt-2 w-full text-sm tabular-nums [&_td]:whitespace-nowrap">
        <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Period
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Months
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Hours
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              FTE
            </th>
          </tr>
        </thead>
        <tbody>
          {periods.map((p) => (
            <tr key={p.name} className="border-t">
              <td className="py-1">{p.name}</td>
              <td className="py-1 text-right">{p.months}</td>
              <td className="py-1 text-right">{formatHours(p.hours)}</td>
              <td className="py-1 text-right">{formatFte(p.fte)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 font-medium">
            <th scope="row" className="py-1 text-left font-medium">
              All periods
            </th>
            <td className="py-1 text-right">{total.months}</td>
            <td className="py-1 text-right">{formatHours(total.hours)}</td>
            <td className="py-1 text-right text-muted-foreground">—</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-2 text-xs text-muted-foreground">
        FTE per period = hours / ({formatHours(view.hoursPerFte)} per FTE × months / 12).
        {view.periodFallbackTasks > 0 ? ` ${PERIOD_FALLBACK_RULE}` : ''}
      </p>
      {total.matchesTasks ? null : (
        <p className="mt-1 text-xs font-medium text-warning" role="note" data-testid="period-mismatch">
          {periodMismatchText(view)}
        </p>
      )}
    </section>
  );
}
