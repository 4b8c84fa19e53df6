import type { Requirement, Task } from '../../schemas/plan';
import type { Drivers } from '../types';
import { finishTask, taskContext } from './context';
import { estimatedDrafts } from './estimated';
import { statedDrafts } from './stated';

export interface BuiltTasks {
  tasks: Task[];
  staffingSource: 'stated' | 'estimated';
}

/**
 * Builds the plan's tasks. Staffing the documents state always wins; otherwise the hours are
 * estimated from the drivers with explicit rules. Every task's rationale ends in its hours,
 * and its hours cover one year of performance or the whole period when that is shorter.
 * @example
 * buildTasks(drivers, requirements).staffingSource // 'stated' when the RFP states an FTE level
 */
export function buildTasks(drivers: Drivers, requirements: Requirement[]): BuiltTasks {
  const ctx = taskContext(drivers, requirements);
  const stated = drivers.staffing ? statedDrafts(ctx, drivers.staffing) : [];
  const drafts = stated.length > 0 ? stated : estimatedDrafts(ctx);
  // Tasks are grouped by work area, in order of first appearance: ids 1.1, 1.2, 2.1, ...
  const areas = [...new Set(drafts.map((d) => d.workArea))];
  const grouped = areas.flatMap((area) => drafts.filter((d) => d.workArea === area));
  const counters = new Map<string, number>();
  const tasks = grouped.map((d) => {
    const index = (counters.get(d.workArea) ?? 0) + 1;
    counters.set(d.workArea, index);
    return finishTask(ctx, d, `${areas.indexOf(d.workArea) + 1}.${index}`);
  });
  return { tasks, staffingSource: stated.length > 0 ? 'stated' : 'estimated' };
}

export { HOURS_PER_FTE } from './context';
export { areaFte, estimatedTeam } from './team';
