import type { PlanView } from '@staffplan/core';
import { useCallback, useState } from 'react';
import { TooltipProvider } from '../../../components/ui/tooltip';
import { COMPACT_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useNarrowerThan } from '../../../lib/use-narrower-than';
import { cn } from '../../../lib/utils';
import { useVirtualRows } from '../hooks/use-virtual-rows';
import { PlanCards } from './plan-cards';
import { PlanRow } from './plan-row';
import { PlanTotalsRow } from './plan-totals';

/** Rows that animate in (50 ms apart); beyond these rows appear at once. */
const ANIMATED_ROWS = 30;
/** From this many rows the scroll box has a fixed height. */
const LONG_TABLE = 40;
/** The table's least width (min-w below); a narrower panel (the chat open beside it) gets cards. */
const TABLE_MIN_WIDTH = 900;

/**
 * The columns and their widths (the table has a fixed layout: long cell texts are cut, not
 * wrapped; a header may take two lines so that its name stays whole).
 */
function columnsOf(withArea: boolean, withSource: boolean): Array<[string, string]> {
  return [
    ['Task Number', 'w-32'],
    ...(withArea ? ([['Task Area', 'w-32']] as Array<[string, string]>) : []),
    ['Location', 'w-36'],
    ['Role', 'w-48'],
    ['Hours', `${withSource ? 'w-40' : 'w-28'} text-right`],
    ['Calculation Method', ''],
    ['Notes', ''],
  ];
}

/**
 * The task table of a plan view, virtualised so thousands of rows stay smooth: one line per
 * task, with a sticky header and the totals footer (planView's totals, at the plan's hours per
 * FTE) under the rows, pinned to the bottom of the plan area while the page scrolls past them. A Task Area column appears when lines have work areas. Under
 * 640 px, or in a panel too narrow for the table, the tasks are cards instead.
 */
export function PlanTable({ view, title }: { view: PlanView; title?: string | undefined }) {
  const phone = useMediaQuery(COMPACT_QUERY);
  const [narrow, boxRef] = useNarrowerThan(TABLE_MIN_WIDTH);
  // Cards on a phone, and wherever the table would scroll sideways and hide its Hours.
  const compact = phone || narrow;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((index: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }, []);

  if (view.rows.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
        {title ? <p className="mb-1 font-medium text-foreground">{title}</p> : null}
        No data available
      </div>
    );
  }
  return (
    <TooltipProvider>
      <div ref={boxRef} className="overflow-clip rounded-lg border" data-testid="plan-tasks">
        {compact ? (
          <PlanCards rows={view.rows} title={title} expanded={expanded} onToggle={toggle} />
        ) : (
          <TaskTable view={view} title={title} expanded={expanded} onToggle={toggle} />
        )}
        <PlanTotalsRow totals={view.totals} hoursPerFte={view.hoursPerFte} />
      </div>
    </TooltipProvider>
  );
}

function TaskTable({
  view,
  title,
  expanded,
  onToggle,
}: {
  view: PlanView;
  title?: string | undefined;
  expanded: ReadonlySet<number>;
  onToggle: (index: number) => void;
}) {
  const rows = view.rows;
  const withSource = rows.some((row) => row.source !== null);
  const withArea = rows.some((row) => Boolean(row.task.workArea));
  const columns = columnsOf(withArea, withSource);
  const { scrollRef, visible, top, bottom } = useVirtualRows({
    rows,
    estimateSize: 42,
    overscan: 12,
    initialRect: { width: 1200, height: 640 },
  });
  return (
    <div
      ref={scrollRef}
      // A long table gets a fixed, contained box: scrolling then repaints only that box.
      className={cn('max-h-[70vh] overflow-auto', rows.length > LONG_TABLE && 'h-[70vh] [contain:strict]')}
      data-testid="plan-table-scroll"
    >
      <table className="w-full min-w-[900px] table-fixed border-collapse text-sm">
        {title ? <caption className="truncate px-3 py-2 text-left font-medium">{title}</caption> : null}
        <thead className="sticky top-0 z-10 bg-muted text-left text-xs uppercase tracking-wide text-muted-foreground shadow-[0_1px_0_var(--color-border)]">
          <tr>
            {columns.map(([column, width]) => (
              <th key={column} scope="col" className={cn('px-3 py-2 align-bottom font-medium', width)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 ? (
            <tr>
              <td colSpan={columns.length} style={{ height: top }} />
            </tr>
          ) : null}
          {visible.map(({ index, row }) => (
            <PlanRow
              key={`${row.task.taskId}-${index}`}
              row={row}
              index={index}
              expanded={expanded.has(index)}
              animate={index < ANIMATED_ROWS}
              withArea={withArea}
              columns={columns.length}
              onToggle={onToggle}
            />
          ))}
          {bottom > 0 ? (
            <tr>
              <td colSpan={columns.length} style={{ height: bottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
