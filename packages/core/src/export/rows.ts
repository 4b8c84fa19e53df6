import { inferLocation } from '../plan/location';
import type { Task, TaskPeriod } from '../schemas/plan';

/**
 * The export columns of docs/product.md, Exports, in order.
 * @example
 * EXPORT_COLUMNS[0] // 'Task Number'
 */
export const EXPORT_COLUMNS = [
  'Task Number',
  'Location',
  'Role',
  'Hours',
  'Calculation Method',
  'Notes',
] as const;

/**
 * One exported row: task number, location, role, hours, calculation method, notes.
 * @example
 * const row: ExportRow = ['1', 'Remote', 'Developer', 1880, '1 FTE', 'C.3.1'];
 */
export type ExportRow = [
  taskId: string,
  location: string,
  role: string,
  hours: number,
  method: string,
  notes: string,
];

/**
 * The task fields an export reads.
 * @example
 * const task: ExportTask = { taskId: '1', lcat: 'Developer', hours: 1880, mathRationale: '', basis: '' };
 */
export type ExportTask = Pick<Task, 'taskId' | 'lcat' | 'hours' | 'mathRationale' | 'basis'> & {
  location?: string | undefined;
  /** Hours by period of performance; the XLSX export adds an 'Hours by Period' sheet for them. */
  periods?: readonly TaskPeriod[] | undefined;
};

/**
 * The export rows of a plan; the location is inferred when the task has none.
 * @example
 * toExportRows([{ taskId: '1', lcat: 'Developer', hours: 1880, mathRationale: '1 FTE', basis: 'Remote work' }])
 * // [['1', 'Remote', 'Developer', 1880, '1 FTE', 'Remote work']]
 */
export function toExportRows(tasks: readonly ExportTask[]): ExportRow[] {
  return tasks.map((task) => [
    String(task.taskId),
    inferLocation(task),
    task.lcat ?? '',
    Number.isFinite(task.hours) ? task.hours : 0,
    task.mathRationale ?? '',
    task.basis ?? '',
  ]);
}
