import { formatFte, formatHours, type GeneratedPlan, periodTotals } from '@staffplan/core';
import { useMemo } from 'react';

/** Hours and FTE by period of performance, when the plan has periods. */
export function PeriodTable({ plan }: { plan: GeneratedPlan }) {
  const periods = useMemo(() => periodTotals(plan), [plan]);
  if (periods.length === 0) return null;
  return (
    <section aria-labelledby="periods-title" className="rounded-lg border bg-card p-4">
      <h3 id="periods-title" className="font-medium">
        Hours by period
      </h3>
      <table className="mt-2 w-full text-sm tabular-nums">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th className="py-1 font-medium">Period</th>
            <th className="py-1 text-right font-medium">Months</th>
            <th className="py-1 text-right font-medium">Hours</th>
            <th className="py-1 text-right font-medium">FTE</th>
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
      </table>
    </section>
  );
}
