import { memo } from 'react';
import { cn } from '../../../lib/utils';
import { TaskDetails } from './task-details';
import { type TaskItemProps, TaskHours, TaskLocation, TaskRole, TaskToggle } from './task-fields';

/** A cell's text on one line, cut with an ellipsis; the full text on hover and in the expanded row. */
function Clipped({ text }: { text: string | undefined }) {
  return (
    <td className="truncate px-3 py-1.5 text-muted-foreground" title={text || undefined}>
      {text}
    </td>
  );
}

/**
 * One task row (from planView), every cell on one line; a click (or Enter) on the task number
 * expands its source and citation, requirements, full calculation and notes, math and role.
 */
export const PlanRow = memo(function PlanRow({
  row,
  index,
  expanded,
  animate,
  withArea,
  columns,
  onToggle,
}: TaskItemProps & {
  animate: boolean;
  /** Whether the table has a Task Area column. */
  withArea: boolean;
  columns: number;
}) {
  const task = row.task;
  return (
    <>
      <tr
        className={cn('border-t hover:bg-muted/50', animate && 'animate-row-in')}
        style={animate ? { animationDelay: `${index * 50}ms` } : undefined}
      >
        <td className="truncate px-3 py-1.5">
          <TaskToggle
            taskId={task.taskId}
            expanded={expanded}
            onToggle={() => onToggle(index)}
            className="inline-flex max-w-full items-center gap-1 font-medium"
            title={task.taskId}
          />
        </td>
        {withArea ? <Clipped text={task.workArea} /> : null}
        <td className="px-3 py-1.5">
          <TaskLocation row={row} index={index} />
        </td>
        <td className="px-3 py-1.5">
          <TaskRole row={row} index={index} />
        </td>
        <td className="px-3 py-1.5 text-right tabular-nums">
          <TaskHours row={row} index={index} />
        </td>
        <Clipped text={task.mathRationale} />
        <Clipped text={task.basis} />
      </tr>
      {expanded ? (
        <tr className="bg-muted/40">
          <td colSpan={columns} className="px-8 py-3 text-sm">
            <TaskDetails row={row} />
          </td>
        </tr>
      ) : null}
    </>
  );
});
