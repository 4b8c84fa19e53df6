import type { StatedComparison } from '../../schemas/plan';
import type { SolicitationModel } from '../../solicitation/model';
import { clip, fmt } from '../text';
import { baseMonths, type PlanFrame } from './frame';
import type { EffortHours } from './effort-amount';
import { isCategoryTitle } from './category-title';
import { annualLine, apportion, citationOf, type PlanLine } from './lines';
import { containsTitle } from './stated-staffing';
import { areaLabel, requirementLine, type WorkArea, wholeWork } from './work-elements';
import { managementArea, managementRequirements, teamHeads, type WorkGroup, workGroups } from './work-groups';

/** Lines sized from a stated total effort, with the stated-vs-planned comparison. */
export interface EffortPlan {
  lines: PlanLine[];
  rows: StatedComparison['rows'];
  budget?: NonNullable<StatedComparison['budget']>;
  thinking: string[];
  assumptions: string[];
}

/**
 * A stated head count whose roles the documents name one by one (three persons: a Study Lead,
 * a Traffic Engineer and a Cost Estimator): one line per named role, equal shares, no manager
 * or support role added.
 */
function statedTeam(
  model: SolicitationModel,
  e: { kind: string; value: number; ref: string },
): WorkGroup[] | undefined {
  if (e.kind !== 'people' && e.kind !== 'fte') return undefined;
  const named = model.labourCategories.filter((c) => isCategoryTitle(c.title) && c.stated.length === 0);
  if (named.length < 2 || named.length !== Math.round(e.value)) return undefined;
  const area: WorkArea = { index: 0, ref: e.ref, title: 'Stated team', elements: [], requirementCount: 0 };
  return named.map((c) => ({
    role: c.title,
    ...(c.family ? { family: c.family } : {}),
    area,
    requirements: [],
    ...(c.key ? { key: true } : {}),
  }));
}

/**
 * With the work statement in an annex not uploaded, the task areas left are boilerplate: the
 * stated effort goes over the categories the documents name (equal shares), else to one line.
 */
function withoutWorkStatement(
  model: SolicitationModel,
  heads: { title: string }[],
  e: { ref: string },
): WorkGroup[] {
  const title = 'Work statement (not uploaded)';
  const named = namedCategories(model, heads, e, title);
  return named.length ? named : [{ role: 'Technical Staff', area: statedArea(e, title), requirements: [] }];
}

/** The one work area of lines sized from a stated effort rather than from the work's areas. */
function statedArea(e: { ref: string }, title: string): WorkArea {
  return { index: 0, ref: e.ref, title, elements: [], requirementCount: 0 };
}

/** At least this many categories named without hours are the team the stated effort buys. */
const NAMED_TEAM = 3;

/**
 * The labour categories the documents name without hours ("the following labor categories
 * ... the offeror shall propose the labor mix"), besides the manager and key personnel: one
 * group each, sharing the stated effort equally.
 */
function namedCategories(
  model: SolicitationModel,
  heads: { title: string }[],
  e: { ref: string },
  title: string,
): WorkGroup[] {
  const area = statedArea(e, title);
  return model.labourCategories
    .filter((c) => isCategoryTitle(c.title) && !heads.some((h) => containsTitle(h.title, c.title)))
    .map(
      (c): WorkGroup => ({
        role: c.title,
        ...(c.family ? { family: c.family } : {}),
        area,
        requirements: [],
      }),
    );
}

/** Groups of the same role in different areas merged, when there are more groups than a small team fills. */
function mergeByRole(groups: WorkGroup[], max: number): WorkGroup[] {
  if (groups.length <= max) return groups;
  const byRole = new Map<string, WorkGroup>();
  for (const g of groups) {
    const prior = byRole.get(g.role);
    if (prior) prior.requirements.push(...g.requirements);
    else byRole.set(g.role, { ...g, requirements: [...g.requirements] });
  }
  return [...byRole.values()];
}

/**
 * Rule 2, stated effort without categories: the stated hours (FTE, people, budget) go first to
 * the manager and the key personnel, the rest over the work by role in proportion to the
 * requirements each answers; each line shows its share of the stated amount.
 * @example
 * effortPlan(model, frame, areas, effortHours(effort, frame)).lines.reduce((s, l) => s + l.hours, 0) // the stated yearly hours
 */
export function effortPlan(
  model: SolicitationModel,
  frame: PlanFrame,
  areas: WorkArea[],
  eh: EffortHours,
): EffortPlan {
  const e = eh.effort;
  const source = e.kind === 'budget' ? 'derived' : 'stated';
  const pool = eh.annual;
  const fte = pool / frame.hoursPerFte;
  // "A team of three (3) persons in the following roles": the named roles are the team.
  const team = statedTeam(model, e);
  const heads = team ? [] : teamHeads(model, frame);
  const headFte = Math.min(1, (0.6 * fte) / Math.max(1, heads.length));
  const headHours = Math.round(headFte * frame.hoursPerFte);
  const restFte = fte - headFte * heads.length;
  const missing = !team && model.workStatement.missingAnnexes.length > 0;
  // Categories the documents name without hours are the team, when they name a whole team.
  const named = team || missing ? [] : namedCategories(model, heads, e, 'Named labor categories');
  const byCategory = named.length >= NAMED_TEAM;
  let groups =
    team ??
    (missing
      ? withoutWorkStatement(model, heads, e)
      : byCategory
        ? named
        : workGroups(model, frame, areas, heads));
  if (groups.length === 0 && restFte > 0.1) {
    const area: WorkArea = {
      index: 0,
      ref: e.ref,
      title: 'Work statement',
      elements: [],
      requirementCount: 0,
    };
    groups = [{ role: heads.length > 1 ? 'Staff' : 'Technical Staff', area, requirements: [] }];
  }
  groups = mergeByRole(groups, Math.max(2, Math.ceil(restFte * 2)));
  const rest = Math.max(0, pool - headHours * heads.length);
  const weights = groups.map((g) => Math.max(1, g.requirements.length));
  const totalWeight = weights.reduce((s, w) => s + w, 0);
  const shares = apportion(rest, weights);
  const annuals = [...heads.map(() => headHours), ...shares];
  const byPeriod = eh.periodTotals.map((t) =>
    apportion(
      t,
      annuals.map((a) => Math.max(a, 0.0001)),
    ),
  );
  const effortLine = `${eh.formula} = ${fmt(pool)} h a year`;
  const mgmtArea = managementArea(areas);
  const mgmtReqs = managementRequirements(areas);
  const lines: PlanLine[] = [];
  heads.forEach((h, i) => {
    const a = annualLine(
      frame,
      headHours,
      `${effortLine}; ${fmt(Math.round(headFte * 100) / 100)} FTE x ${fmt(frame.hoursPerFte)} h`,
    );
    const reqs = h.manager ? mgmtReqs : [];
    lines.push({
      lcat: h.title,
      key: h.key,
      workArea: h.manager ? (mgmtArea?.title ?? 'Program Management') : 'Key Personnel',
      source,
      periodHours: byPeriod.map((p) => p[i] ?? 0),
      hours: a.hours,
      formula: a.formula,
      basis: h.source
        ? `${h.key ? 'Key personnel' : 'Named'} in ${h.source.ref}: "${clip(h.source.quote, 140)}"; ${fmt(Math.round(headFte * 100) / 100)} FTE of the stated effort (${e.ref}).`
        : `No requirement states this role; assumed for managing the work (${mgmtArea ? areaLabel(mgmtArea) : wholeWork(areas)}) at ${fmt(Math.round(headFte * 100) / 100)} FTE.`,
      citation: h.source ? citationOf(h.source) : null,
      requirements: reqs.slice(0, 10).map(requirementLine),
      requirementRefs: reqs.map((r) => r.ref),
    });
  });
  groups.forEach((g, j) => {
    const w = weights[j] ?? 1;
    const share = shares[j] ?? 0;
    const split =
      missing || byCategory
        ? groups.length > 1
          ? ` / ${groups.length} named categories`
          : ''
        : ` x ${w}/${totalWeight} requirements`;
    const formula = team
      ? `${effortLine} / ${groups.length} named roles`
      : `${effortLine}, less ${fmt(headHours * heads.length)} h manager and key personnel = ${fmt(rest)} h${split}`;
    const a = annualLine(frame, share, formula);
    const line: PlanLine = {
      lcat: g.role,
      key: Boolean(g.key),
      workArea: g.area.title,
      source,
      periodHours: byPeriod.map((p) => p[heads.length + j] ?? 0),
      hours: a.hours,
      formula: a.formula,
      basis: `Share of the stated ${e.kind === 'budget' ? 'budget' : 'effort'} (${e.ref}: "${clip(e.quote, 120)}") for ${areaLabel(g.area)}: ${g.requirements.length} requirement${g.requirements.length === 1 ? '' : 's'}${g.naming ? `; ${g.naming.ref} names the role` : ''}.`,
      citation: citationOf(g.naming ?? e),
      requirements: g.requirements.slice(0, 10).map(requirementLine),
      requirementRefs: g.requirements.map((r) => r.ref),
    };
    if (g.family) line.family = g.family;
    lines.push(line);
  });
  const rows: StatedComparison['rows'] = [];
  const planned = frame.periods.map((_, i) => lines.reduce((s, l) => s + (l.periodHours[i] ?? 0), 0));
  const unit = e.kind;
  if (unit !== 'budget') {
    frame.periods.forEach((p, i) => {
      const hours = planned[i] ?? 0;
      const inUnit =
        e.kind === 'hours' ? hours : Math.round((hours / frame.hoursPerFte / (p.months / 12)) * 100) / 100;
      const stated =
        e.kind === 'hours'
          ? (eh.periodTotals[i] ?? 0)
          : Math.round(((eh.periodTotals[i] ?? 0) / frame.hoursPerFte / (p.months / 12)) * 100) / 100;
      rows.push({ lcat: null, period: p.name, stated, planned: inUnit, unit, citation: citationOf(e) });
    });
  }
  if (e.optional)
    rows.push({
      lcat: e.optional.label,
      period: null,
      stated: e.optional.value,
      planned: 0,
      unit: e.kind === 'fte' || e.kind === 'people' ? e.kind : 'hours',
      citation: citationOf(e),
    });
  const assumptions = missing
    ? [
        `The work statement is in an annex that was not uploaded (${model.workStatement.missingAnnexes[0]?.ref ?? e.ref}): the stated effort is spread ${groups.length > 1 ? 'equally over the categories the documents name' : 'as one line'}, not over the task areas of the remaining documents. Re-run with the work statement to split it by task.`,
      ]
    : [];
  // A stated amount without its split over roles: the labour mix is the offeror's to propose
  // and the plan's to state, as an assumption the contracting officer can correct.
  if (e.kind !== 'budget' && !team && groups.length > 1) {
    const mix = groups
      .map((g, j) => ({ role: g.role, fte: (shares[j] ?? 0) / frame.hoursPerFte }))
      .reduce((m, x) => m.set(x.role, (m.get(x.role) ?? 0) + x.fte), new Map<string, number>());
    assumptions.push(
      `The documents state the ${e.kind === 'hours' ? 'hours' : 'team size'} (${e.kind === 'hours' ? `${fmt(pool)} h a year` : `${fmt(Math.round(fte * 100) / 100)} ${e.kind === 'fte' ? 'FTE' : 'people'}`}, ${e.ref}) but not ${e.kind === 'hours' ? 'their split over labour categories' : 'its labour mix'}; the composition assumed here is ${[...mix].map(([r, f]) => `${r} ${fmt(Math.round(f * 10) / 10)} FTE`).join(', ')}, besides the manager and key personnel. Adjust the mix to the team the technical approach proposes.`,
    );
  }
  const plan: EffortPlan = {
    lines,
    rows,
    assumptions,
    thinking: [
      `Stated effort (${e.ref}): "${clip(e.quote, 160)}" -> ${fmt(pool)} h a year (${fmt(Math.round(fte * 100) / 100)} FTE at ${fmt(frame.hoursPerFte)} h), spread over ${heads.length} manager/key line(s) and ${groups.length} work line(s) by requirements.`,
    ],
  };
  if (e.kind === 'budget' && eh.rate) {
    const months = baseMonths(frame);
    const baseHours = eh.periodTotals[0] ?? 0;
    plan.budget = {
      amount: Math.round(e.scope === 'total' ? (e.value * months) / frame.months : e.value),
      period: frame.periods[0]?.name ?? 'Base',
      hourlyRate: eh.rate.hourly,
      rateSource: eh.rate.source,
      fteBought: Math.round((baseHours / frame.hoursPerFte / (months / 12)) * 100) / 100,
      plannedFte: Math.round(((planned[0] ?? 0) / frame.hoursPerFte / (months / 12)) * 100) / 100,
      citation: citationOf(e),
    };
  }
  return plan;
}
