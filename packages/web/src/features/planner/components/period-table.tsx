import {
  formatFte,
  formatHours,
  PERIOD_FALLBACK_RULE,
  type PlanView,
  periodMismatchText,
} from '@staffplan/core';
import { type FigureColumn, FigureTableHead } from './figure-table-head';
import { TitledPanel } from './titled-panel';

const PERIOD_COLUMNS: FigureColumn[] = [
  { label: 'Period' },
  { label: 'Months', numeric: true },
  { label: 'Hours', numeric: true },
  { label: 'FTE', numeric: true },
];

/** Hours and FTE by period of performance for the whole plan (planView's periods), when it has periods. */
export function PeriodTable({ view }: { view: PlanView }) {
  const periods = view.periods;
  const total = view.periodsTotal;
  if (periods.length === 0 || !total) return null;
  return (
    <TitledPanel titleId="periods-title" title="Hours by period">
      <table className="mt-2 w-full text-sm tabular-nums [&_td]:whitespace-nowrap">
        <FigureTableHead columns={PERIOD_COLUMNS} />
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
    </TitledPanel>
  );
}
