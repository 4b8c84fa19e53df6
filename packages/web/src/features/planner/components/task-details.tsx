import { formatHours, roleStyle, type Task, type TaskView } from '@staffplan/core';
import type { ReactNode } from 'react';

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The recomputable math of a task: quantity x rate = hours, when both are given. */
export function taskMath(task: Task): string | null {
  if (task.quantity === undefined || task.rate === undefined) return null;
  const product = task.quantity * task.rate;
  const unit = task.unit ? ` ${task.unit}` : '';
  const check = Math.abs(product - task.hours) < 0.01 ? '' : ` (table shows ${formatHours(task.hours)})`;
  return `${hoursFormat.format(task.quantity)}${unit} × ${hoursFormat.format(task.rate)} h = ${formatHours(product)}${check}`;
}

/** One term of the details and its description. */
function Entry({ term, testId, children }: { term: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium">{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

/**
 * What a row or card shows when expanded: its source and citation, the requirements it answers,
 * the full calculation and notes (cut to one line in the row), its math and role.
 */
export function TaskDetails({ row }: { row: TaskView }) {
  const task = row.task;
  const style = roleStyle(task.lcat);
  const requirements = task.requirements ?? [];
  const refs = task.requirementRefs ?? [];
  const math = taskMath(task);
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]" data-testid="task-details">
      {row.source ? <Entry term="Hours">{row.sourceLabel}</Entry> : null}
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
      {task.workArea ? <Entry term="Work area">{task.workArea}</Entry> : null}
      {task.mathRationale && math ? <Entry term="Calculation Method">{task.mathRationale}</Entry> : null}
      <dt className="font-medium">Math</dt>
      <dd className="tabular-nums">{math ?? (task.mathRationale || 'Not given')}</dd>
      {task.basis ? (
        <Entry term="Notes" testId="task-notes">
          {task.basis}
        </Entry>
      ) : null}
      <dt className="font-medium">Role</dt>
      <dd>
        {task.lcat}: {style.description}
        {task.keyPersonnel ? ' (key personnel)' : ''}
      </dd>
      {task.family ? <Entry term="Labour family">{task.family}</Entry> : null}
    </dl>
  );
}
