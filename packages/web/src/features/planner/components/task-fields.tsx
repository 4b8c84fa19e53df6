import { hoursBarWidth, roleStyle, type TaskView } from '@staffplan/core';
import { ChevronRight } from 'lucide-react';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';
import { EditableCell } from './editable-cell';
import { useTaskEditor } from './editable-task';
import { SourceTag } from './source-tag';

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

type FieldProps = { row: TaskView; index: number };

/** What a task's row (table) or card (phones) takes: the task, its place, and its expansion. */
export type TaskItemProps = FieldProps & { expanded: boolean; onToggle: (index: number) => void };

/** The edit wiring of a task's cell: its label, and read-only when no editor is provided. */
function useField(row: TaskView, field: string) {
  const edit = useTaskEditor();
  return { edit, label: `${field} of task ${row.task.taskId}`, disabled: edit === undefined };
}

/** The task number as the button that expands (or folds) the task's details, row or card. */
export function TaskToggle({
  taskId,
  expanded,
  onToggle,
  className,
  title,
}: {
  taskId: string;
  expanded: boolean;
  onToggle: () => void;
  className: string;
  title?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-label={`Task ${taskId} details`}
      title={title}
      onClick={onToggle}
    >
      <ChevronRight
        className={cn('size-3.5 shrink-0 transition-transform', expanded && 'rotate-90')}
        aria-hidden="true"
      />
      <span className="truncate">{taskId}</span>
    </button>
  );
}

/** A task's location (inferred, or 'Not specified'), on one line, editable. */
export function TaskLocation({ row, index }: FieldProps) {
  const { edit, ...props } = useField(row, 'Location');
  return (
    <EditableCell
      {...props}
      value={row.task.location ?? ''}
      onSave={(value) => edit?.(index, { field: 'location', value })}
    >
      <span className="min-w-0 truncate" title={row.location}>
        {row.location}
      </span>
    </EditableCell>
  );
}

/** A task's role with its colour dot; the role's description in a tooltip. Editable. */
export function TaskRole({ row, index }: FieldProps) {
  const { edit, ...props } = useField(row, 'Role');
  const task = row.task;
  const style = roleStyle(task.lcat);
  return (
    <EditableCell
      {...props}
      value={task.lcat}
      onSave={(value) => value && edit?.(index, { field: 'lcat', value })}
    >
      <Tooltip content={style.description}>
        <button
          type="button"
          className="flex min-w-0 cursor-help items-center gap-2 rounded-sm text-left"
          data-testid="role-name"
        >
          <span
            className="size-2.5 shrink-0 rounded-full"
            style={{ background: style.color }}
            aria-hidden="true"
          />
          <span className="truncate">{task.lcat}</span>
        </button>
      </Tooltip>
    </EditableCell>
  );
}

/** A task's hours with its Stated / Derived / Assumed tag, editable; with `bar`, the hours bar under them. */
export function TaskHours({ row, index, bar = true }: FieldProps & { bar?: boolean }) {
  const { edit, ...props } = useField(row, 'Hours');
  const task = row.task;
  return (
    <>
      <EditableCell
        {...props}
        kind="number"
        align="right"
        value={String(task.hours)}
        onSave={(value) => edit?.(index, { field: 'hours', value: Number(value) })}
      >
        <div className="flex items-center justify-end gap-2 whitespace-nowrap" data-testid="task-hours">
          <SourceTag row={row} />
          <span>{hoursFormat.format(task.hours)}</span>
        </div>
      </EditableCell>
      {bar ? (
        <div className="mt-1 h-1 rounded-full bg-muted" aria-hidden="true">
          <div
            data-testid="hours-bar"
            className="ml-auto h-full rounded-full"
            style={{ width: `${hoursBarWidth(task.hours)}%`, background: roleStyle(task.lcat).color }}
          />
        </div>
      ) : null}
    </>
  );
}
