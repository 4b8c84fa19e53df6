import { classifyArea, functionRole } from '../catalogue';
import { fmt } from '../text';
import { areaOfRole, citation, fteDraft, type TaskContext, type TaskDraft } from './context';
import { estimatedTeam } from './team';
import { workloadDrafts } from './workload-rules';

/** Transition-in and -out: 2 people x 2 weeks x 40 h when the documents ask for transition work. */
const TRANSITION_HOURS = { people: 2, weeks: 2, hoursPerWeek: 40 };

/**
 * Tasks estimated from drivers when the documents state no staffing: the estimated team
 * (FTE rules), one post per staffed coverage window (24x7 = 8,760 h; 8x5 = 2,080 h) and
 * transition work when the documents ask for it.
 * @example
 * estimatedDrafts(ctx).some((d) => d.keyPersonnel) // true: the manager is key
 */
export function estimatedDrafts(ctx: TaskContext): TaskDraft[] {
  const workload = workloadDrafts(ctx);
  const drafts: TaskDraft[] = [];
  const seen = new Set<string>();
  for (const w of ctx.drivers.coverageWindows) {
    if (!w.function || seen.has(w.quote)) continue;
    const role = functionRole(w.function);
    if (!role) continue;
    seen.add(w.quote);
    // A coverage window is a floor for its work area: workloads that already need more hours
    // there win; otherwise the window's posts replace them.
    const area = areaOfRole(role)?.name;
    const floor = w.posts * w.annualHours;
    const inArea = workload.filter((d) => d.lcat === role || d.workArea === area);
    if (inArea.length > 0 && inArea.reduce((sum, d) => sum + d.annualHours, 0) >= floor) continue;
    for (const d of inArea) workload.splice(workload.indexOf(d), 1);
    // One window per role: the one with the most posts (a later sentence restating it adds none).
    const same = drafts.find((d) => d.lcat === role);
    if (same && same.annualHours >= w.posts * w.annualHours) continue;
    if (same) drafts.splice(drafts.indexOf(same), 1);
    const posts = w.posts;
    const formula =
      w.daysPerWeek === 7
        ? `${posts} post${posts === 1 ? '' : 's'} x ${fmt(w.hoursPerDay)} h x 365 d`
        : `${posts} post${posts === 1 ? '' : 's'} x ${fmt(w.hoursPerDay)} h x ${w.daysPerWeek} d x 52 wk`;
    drafts.push({
      lcat: role,
      annualHours: posts * w.annualHours,
      formula,
      basis: citation(w, ` (${w.label} coverage of the ${w.function})`),
      workArea: classifyArea(w.quote).name,
      quantity: posts,
      unit: 'post',
      annualRate: w.annualHours,
      keyPersonnel: false,
      refs: [w.ref],
    });
  }
  drafts.push(...workload);
  // Staff the posts and workloads first: a role or work area they size is not also sized by
  // its requirement count.
  const team = estimatedTeam(ctx).filter(
    (m) => m.key || !drafts.some((d) => d.lcat === m.role || d.workArea === m.area),
  );
  drafts.unshift(
    ...team.map((m) => {
      const first = (ctx.byArea.get(m.area) ?? [])[0];
      const keyRef = ctx.drivers.keyPersonnel.find((k) => k.role === m.role);
      const source = keyRef ?? (first ? { ref: first.ref, quote: first.text } : null);
      const basis = source
        ? citation(source, ` (${m.reason}; estimated, no staffing stated)`)
        : `Estimated: ${m.reason}; no staffing stated in the RFP`;
      return fteDraft(m.role, m.fte, basis, m.area, m.key, m.refs);
    }),
  );
  const transition = ctx.byArea.get('Transition')?.[0];
  if (transition) {
    const { people, weeks, hoursPerWeek } = TRANSITION_HOURS;
    drafts.push({
      lcat: drafts[0]?.lcat ?? 'Program Manager',
      annualHours: people * weeks * hoursPerWeek,
      formula: `${people} people x ${weeks} wk x ${hoursPerWeek} h`,
      basis: citation(
        { ref: transition.ref, quote: transition.text },
        ' (transition-in and -out; estimated)',
      ),
      workArea: 'Transition',
      quantity: people * weeks,
      unit: 'person-week',
      annualRate: hoursPerWeek,
      keyPersonnel: false,
      refs: [transition.ref],
      fixed: true,
    });
  }
  return drafts;
}
