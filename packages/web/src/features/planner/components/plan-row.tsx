import { formatHours, hoursBarWidth, roleStyle, type Task, type TaskView } from '@staffplan/core';
import { ChevronRight } from 'lucide-react';
import { memo } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';
import { EditableCell } from './editable-cell';
import { useTaskEditor } from './editable-task';
import { SourceTag } from './source-tag';

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The recomputable math of a task: quantity x rate = hours, when both are given. */
export function taskMath(task: Task): string | null {
  if (task.quantity === undefined || task.rate === undefined) return null;
  const product = task.quantity * task.rate;
  const unit = task.unit ? ` ${task.unit}` : '';
  const check = Math.abs(product - task.hours) < 0.01 ? '' : ` (table shows ${formatHours(task.hours)})`;
  return `${hoursFormat.format(task.quantity)}${unit} × ${hoursFormat.format(task.rate)} h = ${formatHours(product)}${check}`;
}

/**
 * One task row (from planView); a click (or Enter) expands its source and citation, the
 * requirements it answers, its math and role.
 */
export const PlanRow = memo(function PlanRow({
  row,
  index,
  expanded,
  animate,
  onToggle,
}: {
  row: TaskView;
  index: number;
  expanded: boolean;
  animate: boolean;
  onToggle: (index: number) => void;
}) {
  const task = row.task;
  const style = roleStyle(task.lcat);
  const requirements = task.requirements ?? [];
  const math = taskMath(task);
  const refs = task.requirementRefs ?? [];
  const edit = useTaskEditor();
  const editable = (field: string) => ({
    label: `${field} of task ${task.taskId}`,
    disabled: edit === undefined,
  });
  return (
    <>
      <tr
        className={cn('border-t align-top hover:bg-muted/50', animate && 'animate-row-in')}
        style={animate ? { animationDelay: `${index * 50}ms` } : undefined}
      >
        <td className="px-3 py-2 whitespace-nowrap">
          <button
            type="button"
            className="inline-flex items-center gap-1 font-medium"
            aria-expanded={expanded}
            aria-label={`Task ${task.taskId} details`}
            onClick={() => onToggle(index)}
          >
            <ChevronRight
              className={cn('size-3.5 transition-transform', expanded && 'rotate-90')}
              aria-hidden="true"
            />
            {task.taskId}
          </button>
        </td>
        <td className="px-3 py-2">
          <EditableCell
            {...editable('Location')}
            value={task.location ?? ''}
            onSave={(value) => edit?.(index, { field: 'location', value })}
          >
            {row.location}
          </EditableCell>
        </td>
        <td className="px-3 py-2">
          <EditableCell
            {...editable('Role')}
            value={task.lcat}
            onSave={(value) => value && edit?.(index, { field: 'lcat', value })}
          >
            <Tooltip content={style.description}>
              <button
                type="button"
                className="inline-flex cursor-help items-center gap-2 rounded-sm text-left"
                data-testid="role-name"
              >
                <span
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ background: style.color }}
                  aria-hidden="true"
                />
                {task.lcat}
              </button>
            </Tooltip>
          </EditableCell>
        </td>
        <td className="px-3 py-2 text-right tabular-nums">
          <EditableCell
            {...editable('Hours')}
            kind="number"
            align="right"
            value={String(task.hours)}
            onSave={(value) => edit?.(index, { field: 'hours', value: Number(value) })}
          >
            <div className="flex items-center justify-end gap-2">
              <SourceTag row={row} />
              <span>{hoursFormat.format(task.hours)}</span>
            </div>
          </EditableCell>
          <div className="mt-1 h-1.5 rounded-full bg-muted" aria-hidden="true">
            <div
              data-testid="hours-bar"
              className="ml-auto h-full rounded-full"
              style={{ width: `${hoursBarWidth(task.hours)}%`, background: style.color }}
            />
          </div>
        </td>
        <td className="px-3 py-2 text-muted-foreground">{task.mathRationale}</td>
        <td className="px-3 py-2 text-muted-foreground">{task.basis}</td>
      </tr>
      {expanded ? (
        <tr className="bg-muted/40">
          <td colSpan={6} className="px-8 py-3 text-sm">
            <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
              {row.source ? (
                <>
                  <dt className="font-medium">Hours</dt>
                  <dd>{row.sourceLabel}</dd>
                </>
              ) : null}
              {row.citation ? (
                <>
                  <dt className="font-medium">Citation</dt>
                  <dd data-testid="citation" className={task.citation === null ? 'text-warning' : undefined}>
                    {row.citation}
                  </dd>
                </>
              ) : null}
              <dt className="font-medium">Requirements</dt>
              <dd>
                {requirements.length > 0 ? (
                  <ul className="grid list-disc gap-0.5 pl-4">
                    {requirements.map((r, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the list is static; requirements may repeat
                      <li key={i}>{r}</li>
                    ))}
                  </ul>
                ) : refs.length > 0 ? (
                  refs.join(', ')
                ) : (
                  'No requirement reference'
                )}
              </dd>
              {task.workArea ? (
                <>
                  <dt className="font-medium">Work area</dt>
                  <dd>{task.workArea}</dd>
                </>
              ) : null}
              <dt className="font-medium">Math</dt>
              <dd className="tabular-nums">{math ?? task.mathRationale ?? 'Not given'}</dd>
              <dt className="font-medium">Role</dt>
              <dd>
                {style.role === 'Default' ? task.lcat : style.role}: {style.description}
                {task.keyPersonnel ? ' (key personnel)' : ''}
              </dd>
              {task.family ? (
                <>
                  <dt className="font-medium">Labour family</dt>
                  <dd>{task.family}</dd>
                </>
              ) : null}
            </dl>
          </td>
        </tr>
      ) : null}
    </>
  );
});
