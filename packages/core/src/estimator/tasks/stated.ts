import { functionRole, MANAGEMENT_AREA, ROLE_TITLES, WORK_AREAS } from '../catalogue';
import { isCutShort } from '../drivers/category-lines';
import { canonicalRole } from '../drivers/roles';
import { clip, fmt, squash } from '../text';
import type { HoursCategory, PostRow, StatedStaffing } from '../types';
import { areaOfRole, citation, fteDraft, HOURS_PER_FTE, type TaskContext, type TaskDraft } from './context';
import { estimatedTeam, type TeamMember } from './team';

// Areas that deliver the service itself, preferred over supporting ones (security, data, ...).
// Areas that support the service rather than deliver it; the others deliver it.
const SUPPORTING =
  /program management|transition|documentation|data and analysis|quality assurance|cybersecurity|user experience/i;
const DELIVERY = { test: (name: string) => !SUPPORTING.test(name) };

/** The busiest delivery work area (else any non-management one): where staff without a named role work. */
function mainArea(ctx: TaskContext): { name: string; role: string } {
  let best = { name: MANAGEMENT_AREA, role: 'Program Manager', count: -1 };
  const delivery = [...ctx.byArea.keys()].some((name) => DELIVERY.test(name));
  for (const [name, reqs] of ctx.byArea) {
    if (name === MANAGEMENT_AREA || name === 'Transition' || reqs.length <= best.count) continue;
    if (delivery && !DELIVERY.test(name)) continue;
    const role = areaOfRoleName(name);
    best = { name, role, count: reqs.length };
  }
  return best;
}

function areaOfRoleName(area: string): string {
  return WORK_AREAS.find((a) => a.name === area)?.role ?? 'Staff';
}

function roleFor(name: string, fallback: string): string {
  if (/supervis/i.test(name)) {
    const named = ROLE_TITLES.find(
      (t) => /supervisor/i.test(t) && name.toLowerCase().includes(t.toLowerCase()),
    );
    const own = squash(name.replace(/\([^)]*\)/g, ''));
    return named ?? (own.split(' ').length <= 5 && !isCutShort(own) ? canonicalRole(own) : 'Supervisor');
  }
  const named = ROLE_TITLES.find((t) => name.toLowerCase().includes(t.toLowerCase()));
  if (named) return named;
  const staffing = functionRole(name);
  if (staffing) return staffing;
  // A category named like a job ("Records Specialist") is the document's own labour category.
  const own = squash(name.replace(/\([^)]*\)/g, ''));
  return own.split(' ').length <= 5 && !isCutShort(own) ? canonicalRole(own) : fallback;
}

function postDraft(post: PostRow, lcat: string, workArea: string): TaskDraft {
  const weekly = post.hoursPerDay * post.daysPerWeek;
  const weeks = post.annualHours / weekly;
  const formula =
    post.annualHours === post.hoursPerDay * 365
      ? `1 post x ${fmt(post.hoursPerDay)} h x 365 d`
      : Number.isInteger(weeks)
        ? `1 post x ${fmt(post.hoursPerDay)} h x ${post.daysPerWeek} d x ${weeks} wk`
        : `1 post x ${fmt(post.annualHours)} h/yr stated (${fmt(post.hoursPerDay)} h/day, ${post.daysPerWeek} d/wk)`;
  return {
    lcat,
    annualHours: post.annualHours,
    formula,
    basis: citation(post, ` (post: ${post.name})`),
    workArea,
    quantity: 1,
    unit: 'post',
    annualRate: post.annualHours,
    keyPersonnel: /supervis/i.test(lcat),
    refs: [post.ref],
  };
}

function hoursDrafts(ctx: TaskContext, categories: HoursCategory[]): TaskDraft[] {
  const area = mainArea(ctx);
  const drafts: TaskDraft[] = [];
  for (const category of categories) {
    const lcat = roleFor(category.name, area.role);
    const postSum = category.posts.reduce((sum, p) => sum + p.annualHours, 0);
    if (
      category.posts.length > 0 &&
      Math.abs(postSum - category.annualHours) <= 0.01 * category.annualHours
    ) {
      for (const post of category.posts) drafts.push(postDraft(post, roleFor(post.name, lcat), area.name));
      continue;
    }
    drafts.push({
      lcat,
      annualHours: category.annualHours,
      formula: `${fmt(category.annualHours)} h/yr stated for ${category.name}`,
      basis: citation(category),
      workArea: area.name,
      quantity: category.annualHours,
      unit: 'hour',
      annualRate: 1,
      keyPersonnel: /supervis|manag/i.test(lcat),
      refs: [category.ref],
    });
  }
  return drafts;
}

/**
 * Tasks that follow the staffing the documents state: hours by post or category, an FTE
 * level of effort (with its labour mix, or spread over the estimated team), or a personnel
 * ceiling (key personnel full time, the others part time when the document says so).
 * @example
 * statedDrafts(ctx, { form: 'fte', totalFte: 2, mix: [{ category: 'Project Manager', fte: 1 }, { category: 'Support', fte: 1 }], ref: 'L.d', quote: '2 FTE per year' }).length // 2
 */
export function statedDrafts(ctx: TaskContext, staffing: StatedStaffing): TaskDraft[] {
  if (staffing.form === 'hours') return hoursDrafts(ctx, staffing.categories);
  const basis = citation(staffing);
  // Team members also cite the work they answer, so the basis traces to a requirement.
  const work = (area: string) => {
    const req = ctx.byArea.get(area)?.[0];
    return req ? `${basis}; work: ${req.ref}: "${clip(req.text, 120)}"` : basis;
  };
  if (staffing.form === 'fte' && staffing.mix.length > 0) {
    const area = mainArea(ctx);
    return staffing.mix.map(({ category, fte }) => {
      const lcat = canonicalRole(category);
      const roleArea = areaOfRole(lcat)?.name ?? area.name;
      return fteDraft(lcat, fte, basis, roleArea, roleArea === MANAGEMENT_AREA, [staffing.ref]);
    });
  }
  const team = estimatedTeam(ctx);
  if (staffing.form === 'fte') return spreadDrafts(staffing, team, work);
  const key = team.filter((m) => m.key);
  const others = team.filter((m) => !m.key);
  const utilisation = staffing.partTime ? 0.5 : 1;
  const slots = Math.max(0, staffing.maxPersonnel - key.length);
  const counts = allocate(
    slots,
    others.map((m) => m.fte),
  );
  return [
    ...key.map((m) =>
      fteDraft(m.role, 1, work(m.area), m.area, true, [staffing.ref, ...m.refs], {
        count: 1,
        utilisation: 1,
      }),
    ),
    ...others
      .map((m, i) => ({ m, count: counts[i] ?? 0 }))
      .filter(({ count }) => count > 0)
      .map(({ m, count }) =>
        fteDraft(m.role, count * utilisation, work(m.area), m.area, false, [staffing.ref, ...m.refs], {
          count,
          utilisation,
        }),
      ),
  ];
}

/**
 * Splits `slots` people over members in proportion to their estimated FTE (largest
 * remainder), so the busiest areas get the most people.
 * @example
 * allocate(5, [2, 1, 1]) // [3, 1, 1]
 */
export function allocate(slots: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || slots <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w * slots) / total);
  const counts = exact.map(Math.floor);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0, left = slots - counts.reduce((a, b) => a + b, 0); left > 0; k++, left--) {
    const at = order[k % order.length]?.i ?? 0;
    counts[at] = (counts[at] ?? 0) + 1;
  }
  return counts;
}

/**
 * A stated total (FTE or annual hours) without a labour mix, spread over the estimated team:
 * key personnel keep their FTE when they take at most half of it, and the others share the
 * rest in proportion to their estimated sizes (largest remainder, so the hours add up).
 */
function spreadDrafts(
  staffing: Extract<StatedStaffing, { form: 'fte' }>,
  team: TeamMember[],
  work: (area: string) => string,
): TaskDraft[] {
  const total = Math.round(staffing.hours ?? staffing.totalFte * HOURS_PER_FTE);
  const key = team.filter((m) => m.key);
  const keyHours = key.reduce((sum, m) => sum + m.fte * HOURS_PER_FTE, 0);
  const others = team.filter((m) => !m.key);
  // A stated total well beyond the key personnel with no other role estimated: support staff
  // in the busiest work area do the rest.
  if (others.length === 0 && total > keyHours * 1.5) {
    const main = key[0]?.area ?? MANAGEMENT_AREA;
    others.push({
      role: 'Support Specialist',
      fte: 1,
      area: main,
      key: false,
      refs: [],
      reason: 'stated total',
    });
  }
  const keepKey = others.length > 0 && keyHours <= total / 2;
  const sharers = keepKey ? others : team;
  const pool = keepKey ? total - keyHours : total;
  const weight = sharers.reduce((sum, m) => sum + m.fte, 0);
  const hours = allocate(
    pool,
    sharers.map((m) => m.fte),
  );
  const refs = (m: TeamMember) => [staffing.ref, ...m.refs];
  return [
    ...(keepKey ? key.map((m) => fteDraft(m.role, m.fte, work(m.area), m.area, true, refs(m))) : []),
    ...sharers.map((m, i) => ({
      lcat: m.role,
      annualHours: hours[i] ?? 0,
      formula: `${fmt(pool)} h stated${keepKey ? ' net of key personnel' : ''} x ${fmt(m.fte)}/${fmt(weight)} of the estimated team`,
      basis: work(m.area),
      workArea: m.area,
      quantity: hours[i] ?? 0,
      unit: 'hour',
      annualRate: 1,
      keyPersonnel: m.key,
      refs: refs(m),
    })),
  ].filter((d) => d.annualHours > 0);
}
