import type { TaskView } from '@staffplan/core';
import { memo } from 'react';
import { cn } from '../../../lib/utils';
import { useVirtualRows } from '../hooks/use-virtual-rows';
import { TaskDetails } from './task-details';
import { type TaskItemProps, TaskHours, TaskLocation, TaskRole, TaskToggle } from './task-fields';

/** From this many cards the list has a fixed-height box of its own. */
const LONG_LIST = 40;

/**
 * One task as a card (phones): task number, role, location, hours with its source tag and the
 * calculation on one line; the task number expands the rest.
 */
const PlanCard = memo(function PlanCard({ row, index, expanded, onToggle }: TaskItemProps) {
  const task = row.task;
  return (
    <div className="grid gap-1 px-3 py-2.5" data-testid="plan-card">
      <div className="flex min-w-0 items-center justify-between gap-2">
        <TaskToggle
          taskId={task.taskId}
          expanded={expanded}
          onToggle={() => onToggle(index)}
          className="inline-flex min-w-0 items-center gap-1 py-1 font-medium"
        />
        <div className="shrink-0 text-right tabular-nums">
          <TaskHours row={row} index={index} bar={false} />
        </div>
      </div>
      {/* The role comes first; the location takes at most 9rem of what is left. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 text-sm">
        <TaskRole row={row} index={index} />
        <div className="max-w-36 text-muted-foreground">
          <TaskLocation row={row} index={index} />
        </div>
      </div>
      {task.mathRationale ? (
        <p className="truncate text-xs text-muted-foreground" title={task.mathRationale}>
          {task.mathRationale}
        </p>
      ) : null}
      {expanded ? (
        <div className="mt-1 rounded-md bg-muted/40 p-2">
          <TaskDetails row={row} />
        </div>
      ) : null}
    </div>
  );
});

/**
 * The plan's tasks as a list of cards, for screens under 640 px: nothing scrolls sideways.
 * Virtualised like the table (each card measured, as expanded cards grow).
 */
export function PlanCards({
  rows,
  title,
  expanded,
  onToggle,
}: {
  rows: readonly TaskView[];
  title?: string | undefined;
  expanded: ReadonlySet<number>;
  onToggle: (index: number) => void;
}) {
  const { scrollRef, virtualizer, visible, top, bottom } = useVirtualRows({
    rows,
    estimateSize: 96,
    overscan: 8,
    initialRect: { width: 390, height: 640 },
  });
  return (
    <>
      {title ? <p className="border-b px-3 py-2 font-medium">{title}</p> : null}
      <div
        ref={scrollRef}
        className={cn(
          // min-h: a list first laid out hidden (the phone's sidebar open) measures 0 px high and would
          // render no card, and so stay 0 px high, once shown.
          'max-h-[70vh] min-h-24 overflow-x-hidden overflow-y-auto',
          rows.length > LONG_LIST && 'h-[70vh] [contain:strict]',
        )}
        data-testid="plan-table-scroll"
      >
        <ul aria-label="Tasks" className="divide-y" style={{ paddingTop: top, paddingBottom: bottom }}>
          {visible.map(({ index, row }) => (
            <li
              key={`${row.task.taskId}-${index}`}
              ref={virtualizer.measureElement}
              data-index={index}
              aria-setsize={rows.length}
              aria-posinset={index + 1}
            >
              <PlanCard row={row} index={index} expanded={expanded.has(index)} onToggle={onToggle} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
