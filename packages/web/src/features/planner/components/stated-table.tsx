import {
  budgetText,
  footingLines,
  formatQuantity,
  type PlanView,
  type StatedRowView,
  type StatedView,
} from '@staffplan/core';
import { Scale } from 'lucide-react';
import { cn } from '../../../lib/utils';

const TH = 'py-1.5 pr-3 font-medium';

/** One grid cell: the planned figure, and the stated one under it when they differ. */
function Cell({ row }: { row: StatedRowView | null }) {
  if (!row) return <td className="py-1.5 pr-3 text-right text-muted-foreground">—</td>;
  return (
    <td className="py-1.5 pr-3 text-right whitespace-nowrap" title={row.citation || undefined}>
      {row.matches ? (
        <>
          {formatQuantity(row.planned, row.unit)}
          <span className="sr-only"> (as stated)</span>
        </>
      ) : (
        <>
          <span className="font-medium text-warning">{formatQuantity(row.planned, row.unit)}</span>
          <span className="block text-xs text-muted-foreground">
            stated {formatQuantity(row.stated, row.unit)}
          </span>
        </>
      )}
    </td>
  );
}

/** Labour categories down, periods across: planned figures, stated ones shown where they differ. */
function StatedGridTable({ stated }: { stated: StatedView }) {
  const { periods, lines } = stated.grid;
  return (
    <table className="w-full text-sm tabular-nums" style={{ minWidth: `${220 + periods.length * 110}px` }}>
      <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
        <tr>
          <th scope="col" className={TH}>
            Labour category
          </th>
          {periods.map((p) => (
            <th key={p} scope="col" className={`${TH} text-right`}>
              {p}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.lcat}|${line.unit}`} className="border-t align-top">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal">
              {line.lcat}
            </th>
            {line.cells.map((cell, i) => (
              <Cell key={periods[i]} row={cell} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 'Stated vs planned': labour category x period (planned, with the stated figure where they
 * differ), whether the stated table foots, and the FTE a stated budget buys.
 */
export function StatedTable({ view }: { view: PlanView }) {
  const stated = view.stated;
  if (!stated) return null;
  const mismatches = stated.rows.filter((r) => !r.matches).length;
  return (
    <section aria-labelledby="stated-title" className="rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="stated-title" className="flex items-center gap-2 font-medium">
          <Scale className="size-4 text-primary" aria-hidden="true" /> Stated vs planned
        </h3>
        {stated.rows.length > 0 ? (
          <p className="text-xs text-muted-foreground tabular-nums" data-testid="stated-summary">
            {mismatches === 0
              ? `All ${stated.rows.length} stated figures are planned as stated`
              : `${mismatches} of ${stated.rows.length} stated figures differ from the plan`}
          </p>
        ) : null}
      </div>
      {stated.rows.length > 0 ? (
        <div className="mt-2 overflow-x-auto">
          <StatedGridTable stated={stated} />
        </div>
      ) : null}
      {stated.foots.length > 0 ? (
        <ul className="mt-3 grid gap-1 text-sm tabular-nums" aria-label="Footing checks">
          {footingLines(stated).map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static; lines may repeat
            <li key={i} className="flex flex-wrap items-center gap-2">
              <span
                className={cn(
                  'rounded border px-1.5 text-[11px] font-medium',
                  stated.allFoot
                    ? 'border-primary/40 bg-accent text-accent-foreground'
                    : 'border-destructive/50 text-destructive',
                )}
              >
                {stated.allFoot ? 'Foots' : 'Does not foot'}
              </span>
              <span>{line}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {stated.budget ? (
        <p className="mt-3 text-sm tabular-nums" data-testid="budget-line">
          {budgetText(stated.budget)}
        </p>
      ) : null}
    </section>
  );
}
