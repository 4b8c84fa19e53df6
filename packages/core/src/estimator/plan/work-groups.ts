import type { LabourCategory, SolicitationModel, Source, WorkRequirement } from '../../solicitation/model';
import { isCategoryTitle } from './category-title';
import { designatedRoles } from './designated-roles';
import type { PlanFrame } from './frame';
import { isManagement, managerRole, roleFor, titleFit } from './roles';
import { addTrade, isMaintenanceRole, tradesNamed } from './trade-roles';
import type { WorkArea } from './work-elements';

/** Work of one role in one task area: the unit the plan sizes when no staffing is stated. */
export interface WorkGroup {
  role: string;
  family?: string;
  area: WorkArea;
  requirements: WorkRequirement[];
  /** The requirement that names the role, when one does. */
  naming?: WorkRequirement;
  /** A key role the documents name (a stated team's lead). */
  key?: boolean;
}

/** A person the plan starts with: the manager and each key person the documents name. */
export interface TeamHead {
  title: string;
  key: boolean;
  manager: boolean;
  source?: Source;
}

/** The contractor's manager, supervisor or point of contact, or its management as a function. */
const HEAD_NOUN =
  /\b(?:manager|supervisors?|supervision|management|point\s+of\s+contact|POC|superintendent|foreman)\b/i;
/** Said to carry no price of its own: "not separately priced", "shall not be billed on any CLIN", overhead "not priced as labor". */
const NOT_PRICED =
  /\bnot\s+(?:be\s+)?separately\s+(?:priced|payable|paid|billed|billable|reimbursed)\b|\b(?:shall|will|must|may)\s+not\s+be\s+(?:billed|charged|invoiced|priced)\s+(?:on|under|to|as|against)\b|\bno\s+separate\s+payment\b|\b(?:overhead|indirect\s+costs?)\b[^.;]{0,120}?\bnot\s+(?:be\s+)?priced\b/gi;
/** Costs of a head that are not the head ("the supervisor's travel is not separately priced"). */
const OTHER_COST =
  /\b(?:travel|overtime|mileage|per\s+diem|relocation|vehicles?|lodging|training|meals|parking)\b/i;
/** The buyer's people, never the contractor's manager. */
const GOVERNMENT_HEAD =
  /\bcontracting\s+officer|\bCOR\b|\bgovernment(?:['’]s)?\s+(?:project|program|site)\s+manager/i;

/**
 * The clause that says the contractor's manager or point of contact carries no price of its own
 * ("The Contractor's project manager is not separately priced", "the point of contact shall not
 * be billed on any CLIN", "Management and supervision are overhead and shall not be priced as
 * labor"), trimmed to its sentence; undefined when none does. Another cost of the manager's
 * (travel, overtime) or the Government's own people do not count.
 * @example
 * unpricedManager(['The project manager is not separately priced.']) // 'The project manager is not separately priced.'
 */
export function unpricedManager(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    for (const m of text.matchAll(NOT_PRICED)) {
      const at = m.index ?? 0;
      const head = text.slice(Math.max(0, at - 300), at);
      const tail = text.slice(at, at + 300);
      const start = Math.max(head.search(/[^.;!?\n]*$/), 0);
      const end = tail.search(/[.;!?\n]/);
      const clause = head.slice(start) + (end < 0 ? tail : tail.slice(0, end));
      if (!HEAD_NOUN.test(clause) || OTHER_COST.test(clause) || GOVERNMENT_HEAD.test(clause)) continue;
      const sStart = Math.max(head.search(/[^.!?\n]*$/), 0);
      const sEnd = tail.search(/[.!?\n]/);
      return (head.slice(sStart) + (sEnd < 0 ? tail : tail.slice(0, sEnd + 1))).replace(/\s+/g, ' ').trim();
    }
  }
  return undefined;
}

const BLANKET =
  /\bprovide all\b[^.]{0,60}\b(?:management|supervision|personnel|labou?r)\b[^.]{0,120}\b(?:equipment|materials|tools|supplies)\b/i;

/** Transition work is led by the manager. */
export const TRANSITION = /\btransition|phase[- ](?:in|out)\b/i;

/** The title of one who runs a crew or a shift where no manager is named. */
const IN_CHARGE = /\b(?:leader|supervisor|foreman|forewoman|superintendent|boss|chief)\b/i;

const MANAGER =
  /\b(program|project|contract|site|task order|delivery|account)\s+(manager|director|lead)\b|\bmanager\b/i;

/**
 * The manager and the key personnel: each key person the documents name, and the named
 * manager (else the domain's usual manager, as an assumption).
 * @example
 * teamHeads(model, frame).map((h) => h.title) // ['Project Manager', 'Technical Lead']
 */
export function teamHeads(
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[] = [],
): TeamHead[] {
  const heads: TeamHead[] = [];
  const seen = new Set<string>();
  for (const k of model.keyPersonnel) {
    const t = k.title.trim();
    if (!t || seen.has(t.toLowerCase()) || !isCategoryTitle(t)) continue;
    seen.add(t.toLowerCase());
    heads.push({ title: t, key: true, manager: MANAGER.test(t), source: k });
  }
  // Roles the contractor must designate by title ("and a Training and Quality Lead").
  for (const d of designatedRoles(model, texts)) {
    const t = d.title.toLowerCase();
    if ([...seen].some((s) => s.endsWith(t) || t.endsWith(s)) || !isCategoryTitle(d.title)) continue;
    seen.add(t);
    heads.push({ title: d.title, key: d.key, manager: MANAGER.test(d.title), source: d.source });
  }
  if (!heads.some((h) => h.manager)) {
    // No manager named and no team named but the one the documents put in charge of the work on
    // site ("A designated Crew Leader shall be on site"): that one, before a manager of the
    // domain's that no document names. A named team keeps its split (the lead is one of them).
    const team = model.labourCategories.filter((c) => !c.uncounted && !IN_CHARGE.test(c.title));
    const named =
      model.labourCategories.find((c) => MANAGER.test(c.title) && isCategoryTitle(c.title)) ??
      (team.length > 0 ? [] : model.labourCategories).find(
        (c) =>
          IN_CHARGE.test(c.title) &&
          !seen.has(c.title.toLowerCase()) &&
          c.stated.length === 0 &&
          !c.uncounted &&
          isCategoryTitle(c.title),
      );
    heads.unshift(
      named
        ? { title: named.title, key: named.key, manager: true, source: named }
        : { title: managerRole(frame.domain), key: false, manager: true },
    );
  }
  return heads.sort((a, b) => Number(b.manager) - Number(a.manager));
}

const textOf = (area: WorkArea, reqs: WorkRequirement[], title: string) =>
  [area.title, title, ...reqs.slice(0, 12).map((r) => r.text)].join(' ');

/** The document's own category that fits the work, when one does (its title kept verbatim). */
function namedRole(named: LabourCategory[], text: string): LabourCategory | undefined {
  let best: LabourCategory | undefined;
  let fit = 0.5;
  for (const c of named) {
    const f = titleFit(c.family ?? c.title, text);
    if (f > fit || (f === fit && !best && f >= 0.5)) {
      best = c;
      fit = f;
    }
  }
  return best;
}

/**
 * The work of the task areas by role: each work element gets the role that fits it (a
 * category the document names when one fits, else a role of the domain) and elements of the
 * same role in one area are merged. Management areas are left to the manager.
 * @example
 * workGroups(model, frame, areas).map((g) => `${g.area.title}: ${g.role}`) // ['Help Desk: Help Desk Technician']
 */
export function workGroups(
  model: SolicitationModel,
  frame: PlanFrame,
  areas: WorkArea[],
  heads: TeamHead[],
): WorkGroup[] {
  const named = model.labourCategories.filter(
    (c) => isCategoryTitle(c.title) && !heads.some((h) => h.title.toLowerCase() === c.title.toLowerCase()),
  );
  const groups: WorkGroup[] = [];
  for (const area of areas) {
    if (isManagement(area.title)) continue;
    const elements = area.elements.length
      ? area.elements
      : [
          {
            areaIndex: area.index,
            areaRef: area.ref,
            areaTitle: area.title,
            title: area.title,
            ref: area.ref,
            requirements: [],
          },
        ];
    for (const el of elements) {
      if (isManagement(el.title) && el.title !== area.title) continue;
      const text = textOf(area, el.requirements, el.title);
      const doc = namedRole(named, text);
      const transition = TRANSITION.test(el.title) || TRANSITION.test(area.title);
      const role = transition
        ? (heads.find((h) => h.manager)?.title ?? roleFor(text, frame.domain, frame.workRoles))
        : (doc?.title ?? roleFor(text, frame.domain, frame.workRoles));
      // A maintenance element naming several trades is staffed by each ("HVAC, electrical, plumbing").
      if (!doc && !transition && isMaintenanceRole(role))
        for (const trade of tradesNamed(
          `${el.title} ${el.requirements.map((r) => r.text).join(' ')}`,
          frame.domain,
        ))
          addTrade(groups, area, trade, el.requirements);
      const prior = groups.find((g) => g.area === area && g.role === role);
      if (prior) {
        prior.requirements.push(...el.requirements);
        continue;
      }
      const lower = role.toLowerCase();
      const naming = el.requirements.find((r) => r.text.toLowerCase().includes(lower));
      const group: WorkGroup = { role, area, requirements: [...el.requirements] };
      if (doc?.family) group.family = doc.family;
      if (naming) group.naming = naming;
      groups.push(group);
    }
  }
  // "Provide all management, supervision, labor, equipment and materials": the whole contract, no element of it.
  const real = groups.filter(
    (g) => !(g.requirements.length && g.requirements.every((r) => BLANKET.test(r.text))),
  );
  return real.length ? real : groups;
}

/** Requirements of the management areas and elements, which the manager's line answers. */
export function managementRequirements(areas: WorkArea[]): WorkRequirement[] {
  return areas.flatMap((a) =>
    isManagement(a.title)
      ? a.elements.flatMap((e) => e.requirements)
      : a.elements.filter((e) => isManagement(e.title) && e.title !== a.title).flatMap((e) => e.requirements),
  );
}

/** The work area name of the manager's line: the document's management area, else 'Program Management'. */
export function managementArea(areas: WorkArea[]): WorkArea | undefined {
  return areas.find((a) => isManagement(a.title));
}
