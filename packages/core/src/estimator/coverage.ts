import type { Coverage, Requirement, Task } from '../schemas/plan';

/**
 * Maps every requirement to the tasks that list it (by its section reference in
 * `requirementRefs`, or the requirement itself in `requirements`) and lists requirements and
 * tasks left unmapped. No catch-all: a requirement no task lists is reported, not hidden under
 * the manager.
 * @example
 * computeCoverage([{ id: 'R1', ref: 'C.3', text: 'The contractor shall patrol the site.' }], [{ taskId: '1', lcat: 'Security Officer', hours: 8760, mathRationale: '', basis: '', requirementRefs: ['C.3'] }]).unmappedRequirements.length // 0
 */
export function computeCoverage(requirements: Requirement[], tasks: Task[]): Coverage {
  const mapped: Coverage['mapped'] = [];
  const unmappedRequirements: Requirement[] = [];
  const used = new Set<string>();
  const refsOf = tasks.map((t) => new Set(t.requirementRefs ?? []));
  for (const req of requirements) {
    const ids = tasks
      .filter((t, i) => refsOf[i]?.has(req.ref) || t.requirements?.some((r) => r.startsWith(`${req.ref}:`)))
      .map((t) => t.taskId);
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
