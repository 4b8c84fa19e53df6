import type { PlanView } from '@staffplan/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, useState } from 'react';
import { TooltipProvider } from '../../../components/ui/tooltip';
import { PlanRow } from './plan-row';
import { PlanTotalsRow } from './plan-totals';

const COLUMNS = ['Task Number', 'Location', 'Role', 'Hours', 'Calculation Method', 'Notes'];
/** Rows that animate in (50 ms apart); beyond these rows appear at once. */
const ANIMATED_ROWS = 30;
/** From this many rows the scroll box has a fixed height. */
const LONG_TABLE = 40;

/**
 * The six-column task table of a plan view, virtualised so thousands of rows stay smooth, with
 * a sticky header and the totals footer (planView's totals, at the plan's hours per FTE).
 */
export function PlanTable({ view, title }: { view: PlanView; title?: string | undefined }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const rows = view.rows;
  const withSource = rows.some((row) => row.source !== null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 64,
    overscan: 12,
    initialRect: { width: 1200, height: 640 },
  });
  const toggle = useCallback((index: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }, []);

  if (rows.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
        {title ? <p className="mb-1 font-medium text-foreground">{title}</p> : null}
        No data available
      </div>
    );
  }
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <TooltipProvider>
      <div className="overflow-hidden rounded-lg border">
        <div
          ref={scrollRef}
          // A long table gets a fixed, contained box: scrolling then repaints only that box.
          className={`max-h-[70vh] overflow-auto ${rows.length > LONG_TABLE ? 'h-[70vh] [contain:strict]' : ''}`}
          data-testid="plan-table-scroll"
        >
          <table className="w-full min-w-[900px] border-collapse text-sm">
            {title ? <caption className="px-3 py-2 text-left font-medium">{title}</caption> : null}
            <thead className="sticky top-0 z-10 bg-muted text-left text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-3 py-2 font-medium ${column === 'Hours' ? `${withSource ? 'w-44' : 'w-32'} text-right` : ''}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {top > 0 ? (
                <tr>
                  <td colSpan={6} style={{ height: top }} />
                </tr>
              ) : null}
              {items.map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                return (
                  <PlanRow
                    key={`${row.task.taskId}-${item.index}`}
                    row={row}
                    index={item.index}
                    expanded={expanded.has(item.index)}
                    animate={item.index < ANIMATED_ROWS}
                    onToggle={toggle}
                  />
                );
              })}
              {bottom > 0 ? (
                <tr>
                  <td colSpan={6} style={{ height: bottom }} />
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        <PlanTotalsRow totals={view.totals} hoursPerFte={view.hoursPerFte} />
      </div>
    </TooltipProvider>
  );
}
