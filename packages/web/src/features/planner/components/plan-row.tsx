import { formatHours, hoursBarWidth, inferLocation, roleStyle, type Task } from '@staffplan/core';
import { ChevronRight } from 'lucide-react';
import { memo } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The recomputable math of a task: quantity x rate = hours, when both are given. */
export function taskMath(task: Task): string | null {
  if (task.quantity === undefined || task.rate === undefined) return null;
  const product = task.quantity * task.rate;
  const unit = task.unit ? ` ${task.unit}` : '';
  const check = Math.abs(product - task.hours) < 0.01 ? '' : ` (table shows ${formatHours(task.hours)})`;
  return `${hoursFormat.format(task.quantity)}${unit} × ${hoursFormat.format(task.rate)} h = ${formatHours(product)}${check}`;
}

/** One task row; a click (or Enter) expands its requirement references and math. */
export const PlanRow = memo(function PlanRow({
  task,
  index,
  expanded,
  animate,
  onToggle,
}: {
  task: Task;
  index: number;
  expanded: boolean;
  animate: boolean;
  onToggle: (index: number) => void;
}) {
  const style = roleStyle(task.lcat);
  const math = taskMath(task);
  const refs = task.requirementRefs ?? [];
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
        <td className="px-3 py-2">{task.location || inferLocation(task)}</td>
        <td className="px-3 py-2">
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
        </td>
        <td className="px-3 py-2 text-right tabular-nums">
          <div>{hoursFormat.format(task.hours)}</div>
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
              <dt className="font-medium">Requirements</dt>
              <dd>{refs.length > 0 ? refs.join(', ') : 'No requirement reference'}</dd>
              <dt className="font-medium">Math</dt>
              <dd className="tabular-nums">{math ?? task.mathRationale ?? 'Not given'}</dd>
              <dt className="font-medium">Role</dt>
              <dd>
                {style.role === 'Default' ? task.lcat : style.role}: {style.description}
              </dd>
            </dl>
          </td>
        </tr>
      ) : null}
    </>
  );
});
