import { classifyArea, MANAGEMENT_AREA, WORK_AREAS } from '../catalogue';
import { rolesIn } from '../drivers/roles';
import type { TaskContext } from './context';
import { areaOfRole } from './context';

export interface TeamMember {
  role: string;
  fte: number;
  area: string;
  key: boolean;
  refs: string[];
  /** Why this member is on the team, for the basis. */
  reason: string;
}

/**
 * FTE of a work area from the number of requirements it answers: up to 2 -> 0.5; up to
 * 5 -> 1; up to 10 -> 1.5; up to 20 -> 2; then +0.5 for every further 10, at most 4.
 * @example
 * areaFte(12) // 2
 */
export function areaFte(requirementCount: number): number {
  if (requirementCount <= 2) return 0.5;
  if (requirementCount <= 5) return 1;
  if (requirementCount <= 10) return 1.5;
  if (requirementCount <= 20) return 2;
  return Math.min(4, 2 + Math.ceil((requirementCount - 20) / 10) * 0.5);
}

/**
 * The team the estimator proposes when the documents state no staffing: a manager (1 FTE for
 * the period), each key person (1 FTE), and one role per work area with at least two
 * requirements, sized by `areaFte`. Roles come from the document's own labour categories
 * when one fits the area, else from the role catalogue.
 * @example
 * estimatedTeam(ctx)[0]?.area // 'Program Management'
 */
export function estimatedTeam(ctx: TaskContext): TeamMember[] {
  const { keyPersonnel, labourCategories } = ctx.drivers;
  const team: TeamMember[] = [];
  const refsOf = (area: string) => (ctx.byArea.get(area) ?? []).map((r) => r.ref);
  const docRole = (name: string) => {
    const area = WORK_AREAS.find((a) => a.name === name);
    const fits = labourCategories.filter((c) => area?.members.test(c.role));
    const base = area?.role.split(' ').pop()?.toLowerCase() ?? '';
    return (fits.find((c) => c.role.toLowerCase().includes(base)) ?? fits[0])?.role;
  };
  const manager = keyPersonnel.find((k) => areaOfRole(k.role)?.name === MANAGEMENT_AREA);
  team.push({
    role: manager?.role ?? docRole(MANAGEMENT_AREA) ?? 'Program Manager',
    fte: 1,
    area: MANAGEMENT_AREA,
    key: true,
    refs: [...(manager ? [manager.ref] : []), ...refsOf(MANAGEMENT_AREA)],
    reason: manager ? 'key personnel' : 'a manager for the period of performance',
  });
  for (const k of keyPersonnel) {
    if (k === manager || team.some((m) => m.role === k.role)) continue;
    const area = areaOfRole(k.role)?.name ?? 'Software Development';
    team.push({
      role: k.role,
      fte: 1,
      area,
      key: true,
      refs: [k.ref, ...refsOf(area)],
      reason: 'key personnel',
    });
  }
  for (const area of WORK_AREAS) {
    if (area.name === MANAGEMENT_AREA || area.name === 'Transition') continue;
    const reqs = ctx.byArea.get(area.name) ?? [];
    if (reqs.length < 2) continue;
    // Key personnel in the area count towards its need; leads count half (they also lead).
    const members = team.filter((m) => m.area === area.name);
    const covered = members.reduce(
      (sum, m) => sum + (/lead|architect|supervisor/i.test(m.role) ? 0.5 : m.fte),
      0,
    );
    const need = areaFte(reqs.length) - covered;
    if (need < 0.5) continue;
    team.push({
      role: docRole(area.name) ?? area.role,
      fte: Math.round(need * 2) / 2,
      area: area.name,
      key: false,
      refs: reqs.map((r) => r.ref),
      reason: `${reqs.length} requirements`,
    });
  }
  // Roles the contractor's requirements name ("shall provide a Database Administrator"): half an FTE each.
  for (const req of ctx.requirements) {
    for (const role of rolesIn(req.text)) {
      if (team.some((m) => m.role.toLowerCase() === role.toLowerCase())) continue;
      const area = areaOfRole(role)?.name ?? classifyArea(req.text).name;
      team.push({ role, fte: 0.5, area, key: false, refs: [req.ref], reason: 'role named by a requirement' });
    }
  }
  // Labour categories the document names that no one fills yet: half an FTE each, estimated.
  for (const c of labourCategories) {
    if (team.some((m) => m.role.toLowerCase() === c.role.toLowerCase())) continue;
    const area = areaOfRole(c.role)?.name ?? MANAGEMENT_AREA;
    team.push({
      role: c.role,
      fte: 0.5,
      area,
      key: false,
      refs: [c.ref],
      reason: 'labour category named by the document',
    });
  }
  return team;
}
