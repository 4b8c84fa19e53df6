import type { Coverage, Requirement, Task } from '../schemas/plan';
import { classifyArea, MANAGEMENT_AREA } from './catalogue';

/**
 * Maps every requirement to the tasks of its work area (or to the tasks citing its section;
 * else to the management task) and lists requirements and tasks left unmapped.
 * @example
 * computeCoverage([{ id: 'R1', ref: 'C.3', text: 'The contractor shall patrol the site.' }], [{ taskId: '1', lcat: 'Security Guard', hours: 8760, mathRationale: '', basis: '', workArea: 'Security Services' }]).unmappedRequirements.length // 0
 */
export function computeCoverage(requirements: Requirement[], tasks: Task[]): Coverage {
  const manager = tasks.find((t) => t.workArea === MANAGEMENT_AREA) ?? tasks.find((t) => t.keyPersonnel);
  const mapped: Coverage['mapped'] = [];
  const unmappedRequirements: Requirement[] = [];
  const used = new Set<string>();
  for (const req of requirements) {
    const area = classifyArea(req.text).name;
    let ids = tasks
      .filter((t) => t.workArea === area || t.requirementRefs?.includes(req.ref))
      .map((t) => t.taskId);
    if (ids.length === 0 && manager) ids = [manager.taskId];
    if (ids.length === 0) {
      unmappedRequirements.push(req);
      continue;
    }
    for (const id of ids) used.add(id);
    mapped.push({ requirementId: req.id, taskIds: ids });
  }
  const unmappedTasks = tasks.filter((t) => !used.has(t.taskId)).map((t) => t.taskId);
  return { mapped, unmappedRequirements, unmappedTasks };
}
