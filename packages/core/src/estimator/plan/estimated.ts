import { workSites } from '../../solicitation/labour/each-place-tables';
import { escapeRegExp } from '../../format/regexp';
import type { Quantity, SolicitationModel } from '../../solicitation/model';
import { clip, fmt } from '../text';
import { assumedRateLines } from './assumed-rates';
import { countsTimedItems } from './rated-items';
import { jobUnitLines } from './job-units';
import { postLines } from './coverage-posts';
import { courseLines } from './course-load';
import { customerCount } from './customer-counts';
import { eventSeasonLines, seasonSizedHeads, workStems } from './event-season';
import { namedRoster, staffRoster } from './named-roster';
import { lineItemVolumes } from './line-item-volumes';
import { orderedHourLines, unitPricedVolumes } from './ordered-hours';
import { separateWork } from './separate-work';
import { statedRateLines } from './stated-rates';
import { namedPeople, staffDisciplines, teamDisciplines } from './team-disciplines';
import { proofreading } from './proofreading';
import { unitEffortLines } from './unit-effort';
import { inDayRatios, unitDayLines } from './unit-days';
import { floorOrWorkload } from './floor-or-workload';
import type { PlanFrame } from './frame';
import { annualLine, citationOf, type PlanLine } from './lines';
import { plural, ruleFor, type Sizing } from './productivity';
import { roleFor } from './roles';
import { vehicleHourVolumes } from './vehicle-hours';
import { visitScheduleLines } from './visit-schedule';
import { tradeLedHeads, workOrderHistoryLines } from './work-order-history';
import { handleMinutes, type SiteQuantity, tableVolumes } from './workload-tables';
import { areaLabel, requirementLine, type WorkArea, wholeWork } from './work-elements';
import {
  managementArea,
  managementRequirements,
  TRANSITION,
  teamHeads,
  type TeamHead,
  unpricedManager,
  type WorkGroup,
  workGroups,
} from './work-groups';

/** Lines estimated without stated staffing: derived from drivers, assumed where none. */
export interface EstimatedPlan {
  lines: PlanLine[];
  derivedHours: number;
  assumedHours: number;
  assumptions: string[];
  /** Questions for the contracting officer the lines raise. */
  questions: string[];
  thinking: string[];
}

/** The task area a driver's sentence belongs to: the one holding its section, else one whose words it shares. */
function areaOf(ref: string, text: string, areas: WorkArea[]): WorkArea | undefined {
  return (
    areas.find((a) => a.elements.some((e) => e.requirements.some((r) => r.ref === ref))) ??
    areas.find((a) => a.ref && (ref === a.ref || ref.startsWith(`${a.ref}.`))) ??
    areas.find(
      (a) =>
        roleFor(a.title, 'other') !== 'Program Analyst' &&
        roleFor(a.title, 'other') === roleFor(text, 'other'),
    )
  );
}

/** Share of paid hours a contact-centre agent spends handling work: 85% occupancy x 75% availability (25% shrinkage). */
const OCCUPANCY = 0.85;
const AVAILABILITY = 0.75;
const HANDLED = /^(call|contact|message|e-mail|email|inquiry|correspondence)$/;

/** Contact-centre sizing when the documents state a handle time: volume x minutes, over occupancy and shrinkage. */
function handled(q: Quantity, minutes: number): Sizing {
  const yearly = q.value * ({ day: 260, week: 52, month: 12, year: 1 } as const)[q.per ?? 'year'];
  const annual = Math.round((yearly * minutes) / 60 / OCCUPANCY / AVAILABILITY);
  return {
    annual,
    formula: `${fmt(yearly)} ${plural(q.noun)}/yr x ${fmt(minutes)} min / 60 / ${OCCUPANCY} occupancy / ${AVAILABILITY} availability`,
    unit: q.noun,
    rate: minutes / 60 / OCCUPANCY / AVAILABILITY,
    quantity: yearly,
  };
}

/**
 * Workload lines: each quantity a productivity rule of the domain sizes (volumes in sentences
 * and in workload tables; a stated handle time replaces the default minutes). Standing counts
 * of one role measure the same people, so the largest wins; volumes of different items add up.
 */
function driverLines(
  model: SolicitationModel,
  frame: PlanFrame,
  areas: WorkArea[],
  texts: readonly string[],
): { lines: PlanLine[]; assumptions: string[] } {
  const byKey = new Map<string, PlanLine>();
  const assumptions: string[] = [];
  const rules = new Set<string>();
  const apart: string[] = [];
  const volumes: SiteQuantity[] = [
    ...model.quantities,
    ...tableVolumes(model),
    ...lineItemVolumes(model),
    ...vehicleHourVolumes(model, texts),
  ];
  for (const q of volumes) {
    const rule = ruleFor(q, frame.domain);
    if (!rule) continue;
    // The customer's own activity (a facility's patient visits as background) is not work to size.
    if (customerCount(q, model)) {
      apart.push(
        `${q.ref}: "${clip(q.quote, 120)}" describes the customer's own activity, not units of the contractor's work; it does not size this plan.`,
      );
      continue;
    }
    // Work the documents order apart (an optional CLIN, another contract) is not recurring workload.
    if (separateWork(q, texts)) {
      apart.push(
        `${q.ref}: "${clip(q.quote, 120)}" is ordered apart from the recurring work (an optional line item or another contract, as the documents say); it is not sized in this plan: price it on its own line.`,
      );
      continue;
    }
    const minutes = HANDLED.test(q.noun) ? handleMinutes(texts, q.noun) : undefined;
    const s = minutes ? handled(q, minutes) : rule.size(q, frame.hoursPerFte);
    if (!(s.annual >= 1)) continue;
    const crew = rule.crew ?? [{ role: rule.role, share: 1 }];
    // A volume stated site by site sizes each site's own line.
    const site = q.site ? `|${q.site}` : '';
    const key = rule.volume ? `${crew[0]?.role}|${s.unit}${site}` : rule.role;
    const prior = byKey.get(key);
    if (prior && prior.hours >= s.annual * (crew[0]?.share ?? 1)) continue;
    if (minutes && !assumptions.length)
      assumptions.push(
        `Contact-centre hours are the stated volume x the stated handle time, over ${OCCUPANCY * 100}% occupancy and ${Math.round((1 - AVAILABILITY) * 100)}% shrinkage (leave, training, breaks); an Erlang model at the required service level may need more.`,
      );
    if (!minutes) rules.add(rule.rule);
    const area = areaOf(q.ref, q.quote, areas);
    const reqs = area?.elements.flatMap((e) => e.requirements) ?? [];
    for (const member of crew) {
      const annual = Math.round(s.annual * member.share);
      if (!(annual >= 1)) continue;
      const a = annualLine(
        frame,
        annual,
        crew.length > 1
          ? `${s.formula} x ${Math.round(member.share * 100)}% ${plural(member.role.toLowerCase())}`
          : s.formula,
      );
      byKey.set(rule.volume ? `${member.role}|${s.unit}${site}` : member.role, {
        lcat: member.role,
        ...(q.site ? { location: q.site } : {}),
        key: false,
        workArea:
          area?.title ??
          member.role.replace(/ (Technician|Representative|Specialist|Administrator)$/, ' work'),
        source: 'derived',
        periodHours: a.periodHours,
        hours: a.hours,
        formula: a.formula,
        basis: `${q.ref}: "${clip(q.quote, 160)}" (workload: ${minutes ? `${fmt(minutes)} min handle time stated` : rule.rule}; no staffing stated).`,
        citation: citationOf(q),
        requirements: reqs.slice(0, 10).map(requirementLine),
        requirementRefs: [q.ref, ...reqs.map((r) => r.ref)],
        quantity: Math.round(s.quantity * 100) / 100,
        unit: s.unit,
        rate: Math.round(s.rate * member.share * 1000) / 1000,
      });
    }
  }
  // A standing count read as a proxy (users as tickets) gives way to a volume stated for the same role.
  const all = [...byKey.entries()];
  const lines = all
    .filter(([k, l]) => k.includes('|') || !all.some(([k2, l2]) => k2.includes('|') && l2.lcat === l.lcat))
    // A volume read site by site replaces a whole-contract figure of the same role and unit.
    .filter(([k]) => k.split('|').length !== 2 || !all.some(([k2]) => k2.startsWith(`${k}|`)))
    .map(([, l]) => l);
  if (rules.size)
    assumptions.push(
      `Productivity rates are assumed (check them against your own data): ${[...rules].join('; ')}.`,
    );
  return {
    lines: [...lines, ...supervision(lines, frame)],
    assumptions: [...assumptions, ...new Set(apart)],
  };
}

/**
 * Lines sized from a stated volume at a productivity the plan assumes (a domain rule, not the
 * documents' rate) leave the rate to the offeror's judgement: the plan asks for it.
 */
function assumedRateQuestion(lines: PlanLine[]): string[] {
  const units = [
    ...new Set(
      lines
        .filter(
          (l) =>
            l.source === 'derived' &&
            /\(workload: (?!\d[\d.,]* min handle time stated)/.test(l.basis) &&
            l.unit,
        )
        .map((l) => plural(l.unit ?? '')),
    ),
  ];
  if (!units.length) return [];
  return [
    `The documents state the workload (${units.join(', ')}) but no rate: what time per item or items per hour, from historical data, should offerors assume?`,
  ];
}

/** Roles the plan falls back to when the work's words name no trade. */
const GENERIC_ROLE = /^(?:Program|Management|Business) Analyst$/;

/** A task area of management and personnel rules (who is hired, who leads): the manager's work. */
const MANAGEMENT_AREA =
  /^(?:(?:program|project|contract)\s+)?management(?:\s+and\s+(?:personnel|staffing|administration))?$|^(?:personnel|staffing)(?:\s+and\s+management)?$/i;

/** Requirements an undriven task area needs for its own assumed line when other work is derived. */
const MIN_UNDRIVEN_REQUIREMENTS = 5;

/** Front-line roles that need a supervisor for every 15 people. */
const SUPERVISED: Record<string, string> = {
  'Customer Service Representative': 'Call Center Supervisor',
  'Help Desk Technician': 'Help Desk Supervisor',
  'Food Service Worker': 'Food Service Supervisor',
};
const SPAN = 15;

/** A supervisor line per supervised role with at least 8 FTE of derived work (1 per 15 people). */
function supervision(lines: PlanLine[], frame: PlanFrame): PlanLine[] {
  const out: PlanLine[] = [];
  for (const [role, title] of Object.entries(SUPERVISED)) {
    const hours = lines.filter((l) => l.lcat === role).reduce((s, l) => s + l.hours, 0);
    const fte = hours / frame.hoursPerFte / (Math.min(12, frame.periods[0]?.months ?? 12) / 12);
    if (fte < 8) continue;
    const sup = Math.round((fte / SPAN) * 4) / 4;
    const a = annualLine(
      frame,
      Math.round(sup * frame.hoursPerFte),
      `${fmt(Math.round(fte * 10) / 10)} FTE ${role}s / ${SPAN} per supervisor = ${fmt(sup)} FTE x ${fmt(frame.hoursPerFte)} h`,
    );
    const first = lines.find((l) => l.lcat === role);
    out.push({
      lcat: title,
      key: false,
      workArea: first?.workArea ?? 'Supervision',
      source: 'derived',
      periodHours: a.periodHours,
      hours: a.hours,
      formula: a.formula,
      basis: `Supervision of the ${role.toLowerCase()}s sized from ${first?.citation ? `${first.citation.ref} ("${clip(first.citation.quote, 100)}")` : '"the workload"'} at one supervisor per ${SPAN} people (assumed span of control).`,
      citation: first?.citation ?? null,
      requirements: [],
      requirementRefs: first?.requirementRefs.slice(0, 1) ?? [],
    });
  }
  return out;
}

/** A head the documents name only to be reachable: on call, as needed, a point of contact. */
const ON_CALL =
  /\bon[- ]call\b|\bas (?:needed|required|requested)\b|\bpoint of contact\b|\bwhen (?:needed|required|requested|called)\b|\bavailable\s+(?:by (?:tele)?phone|to (?:receive|respond|answer|take))\b/i;
/** The share of a year an on-call head takes over work whose effort the documents give. */
const ON_CALL_FTE = 0.1;

/**
 * The heads over work whose whole effort the documents give (every derived line `whole`): the
 * ones they do not name are dropped (said and asked instead); one they name only on call or as
 * a point of contact takes a tenth of a year; a head they name and staff stays as it is.
 */
function wholeEffortHeads(
  derived: PlanLine[],
  heads: TeamHead[],
): { heads: TeamHead[]; shares: Map<TeamHead, number>; assumptions: string[]; questions: string[] } {
  const shares = new Map<TeamHead, number>();
  if (!derived.length || !derived.every((l) => l.whole))
    return { heads, shares, assumptions: [], questions: [] };
  const dropped = heads.filter((h) => !h.source);
  const kept = heads.filter((h) => h.source);
  for (const h of kept) if (ON_CALL.test(h.source?.quote ?? '')) shares.set(h, ON_CALL_FTE);
  if (!dropped.length && !shares.size) return { heads, shares, assumptions: [], questions: [] };
  const named = [...shares.keys()].map((h) => h.title);
  return {
    heads: kept,
    shares,
    assumptions: [
      `The documents give the whole effort of the work themselves (${clip(derived.map((l) => l.formula).join('; '), 160)}), so the plan adds no ${dropped.length ? dropped.map((h) => h.title.toLowerCase()).join(' or ') : 'full-time head'} on top${named.length ? `; ${named.join(', ')} is named only to be reachable (on call or as a point of contact) and is priced at ${ON_CALL_FTE} FTE` : ''}. Price management and supervision in your rates, or add a line if your approach needs one.`,
    ],
    questions: [
      'Is management, supervision and coordination inside the effort the documents state (units x people x hours), or should offerors price a manager or coordinator apart, and for how many hours?',
    ],
  };
}

/**
 * FTE assumed for a task area without a driver: a small fraction that grows with the evidence of
 * size the documents give (requirements in the area, sites, a multi-year term).
 */
function assumedFte(g: WorkGroup, frame: PlanFrame): number {
  const n = g.requirements.length;
  const base = n > 20 ? 0.75 : n > 8 ? 0.5 : 0.25;
  // Ongoing multi-year work needs more standing staff than a short study; each place of
  // performance its own share.
  const term = frame.months >= 36 ? 1.5 : 1;
  const sites = Math.max(1, workSites(frame.sites).length);
  return Math.round(Math.min(sites, base * term * sites) * 4) / 4;
}

/**
 * The manager's FTE: full time over a team of four or more, or a multi-year term; half time
 * otherwise. When the workload is derived from drivers the documents state and the team (that
 * work a year, with the other key people) comes to less than two people, the manager's share follows it (a tenth over less than half an FTE of
 * work, a quarter below one FTE, a half over one to two): a full-time manager over a few hundred hours of visits or
 * callbacks would be most of the plan.
 */
function managerFte(workFte: number, teamFte: number, frame: PlanFrame, derived: boolean): number {
  if (derived && teamFte < 2) return teamFte < 0.5 ? 0.1 : teamFte < 1 ? 0.25 : 0.5;
  return workFte >= 4 || frame.months >= 36 ? 1 : 0.5;
}

/** Whether a line sized at an assumed rate counts only items the stated-rate lines size. */
function countsRatedItems(l: PlanLine, rated: PlanLine[]): boolean {
  return Boolean(l.quantity && l.citation && countsTimedItems(l.citation.quote, l.quantity, rated));
}

/**
 * Rules 3 and 4: lines derived from workload drivers and staffed posts (hours = driver x
 * productivity), then one assumed line per task area no driver covers, at a small fraction, and
 * the manager. With no driver at all the plan is this short assumed draft.
 * @example
 * estimatedPlan(model, frame, areas).lines[0]?.lcat // 'Project Manager'
 */
export function estimatedPlan(
  model: SolicitationModel,
  frame: PlanFrame,
  areas: WorkArea[],
  texts: readonly string[] = [],
): EstimatedPlan {
  const posts = postLines(model.coverage, frame);
  const drivers = driverLines(model, frame, areas, texts);
  // Training delivery from a course schedule is a workload driver like any other.
  const courses = courseLines(model, frame, texts);
  // A course schedule sizes the classes; a bare count of classes read as a volume would count them twice.
  if (courses.lines.length)
    drivers.lines.splice(0, drivers.lines.length, ...drivers.lines.filter((l) => l.unit !== 'class'));
  // Hours the government says it will order (requirements and T&M orders) are stated, item by item.
  const ordered = orderedHourLines(model, frame);
  // Work priced by a counted day of a thing or a person: days x people a day x shift hours.
  const days = unitDayLines(model, frame, texts);
  // A unit effort of a course the schedule already sizes ("Hours per Class" beside classes by
  // period) is the same classes again: the course line holds them, preparation included.
  const courseNames = courses.lines.map((l) => l.workArea.toLowerCase().replace(/\s+/g, ' ').trim());
  const perUnit = unitEffortLines(model, frame, texts).filter(
    (l) => !courseNames.includes((l.unit ?? '').toLowerCase().replace(/\s+/g, ' ').trim()),
  );
  drivers.lines.push(...courses.lines, ...perUnit, ...ordered.lines, ...days.lines);
  drivers.assumptions.push(...courses.assumptions, ...days.assumptions);
  // Volumes the documents give a productivity for size their roles; proxies of the same work go.
  const rated = statedRateLines(model, frame, texts);
  if (rated.lines.length) {
    // A volume a domain rule sized at an assumed rate is the same work the stated rate sizes:
    // the stated rate wins, and a generic role takes the domain's trade.
    const sameItem = (l: PlanLine) =>
      rated.lines.find(
        (r) =>
          l.source === 'derived' &&
          l.citation &&
          (r.basis.includes(clip(l.citation.quote, 90).slice(0, 60)) || countsRatedItems(l, rated.lines)),
      );
    for (const l of drivers.lines) {
      const r = sameItem(l);
      if (r && GENERIC_ROLE.test(r.lcat) && !rated.lines.some((x) => x.lcat === l.lcat)) r.lcat = l.lcat;
    }
    const roles = new Set(rated.lines.map((l) => l.lcat));
    const said = rated.rates.map((r) => r.quote);
    const kept = drivers.lines.filter(
      (l) =>
        !roles.has(l.lcat) &&
        !sameItem(l) &&
        ![...roles].some((r) => l.basis.startsWith(`Supervision of the ${r.toLowerCase()}`)) &&
        !said.some((q) => l.citation && q.includes(l.citation.quote.slice(0, 60))),
    );
    drivers.lines.splice(
      0,
      drivers.lines.length,
      ...kept,
      ...rated.lines,
      ...supervision(rated.lines, frame),
    );
    drivers.assumptions.splice(
      0,
      drivers.assumptions.length,
      ...rated.assumptions,
      ...drivers.assumptions.filter(
        (a) => !/^Productivity rates are assumed/.test(a) || kept.some((l) => l.source === 'derived'),
      ),
    );
  }
  // A short one-time job's counted units (a cabling job, an event), at assumed productivities.
  const installed = jobUnitLines(model, frame, areas, texts);
  drivers.lines.push(...installed.lines);
  drivers.assumptions.push(...installed.assumptions);
  // Service work scheduled or priced per visit, call or event: occurrences x hours each. It
  // sizes the work an area proxy (square feet maintained) only stands in for.
  const visits = visitScheduleLines(model, frame, texts, drivers.lines);
  if (visits.lines.length) {
    // The same schedule's rows read as volumes of another kind ("per event" as events to plan).
    const refs = new Set(visits.lines.map((l) => l.citation?.ref));
    const proxies = drivers.lines.filter(
      (l) =>
        l.source === 'derived' &&
        (/^(?:sq ft|square f(?:oo|ee)t|acres?)$/i.test(l.unit ?? '') ||
          (refs.has(l.citation?.ref) &&
            /^(?:events?|visits?|calls?|services?|inspections?)$/i.test(l.unit ?? ''))),
    );
    drivers.lines.splice(
      0,
      drivers.lines.length,
      ...drivers.lines.filter((l) => !proxies.includes(l)),
      ...visits.lines,
    );
    drivers.assumptions.push(...visits.assumptions);
  }
  // Work sized per event from the events a season brings; the Government's estimated hours
  // for the same work (per-hour line items) are that season's hours once more.
  const season = eventSeasonLines(model, frame, texts);
  if (season.lines.length) {
    const stems = new Set(season.lines.flatMap((l) => workStems(l.citation?.quote ?? '')));
    const same = (l: PlanLine) =>
      ordered.lines.includes(l) && workStems(l.citation?.quote ?? l.lcat).some((w) => stems.has(w));
    drivers.lines.splice(0, drivers.lines.length, ...drivers.lines.filter((l) => !same(l)), ...season.lines);
    drivers.assumptions.push(...season.assumptions);
  }
  // Counts of work by type over past years with no hours: the latest year at assumed unit times.
  const history = workOrderHistoryLines(model, frame, texts, drivers.lines, areas);
  drivers.lines.push(...history.lines);
  drivers.assumptions.push(...history.assumptions);
  // Volumes nothing sized yet, at a productivity the plan assumes and asks about.
  const guessed = assumedRateLines(model, frame, texts, drivers.lines);
  // With no category counted, each sits in the task area whose requirements name its unit
  // ("inventory every acre"): that area is sized, not guessed again.
  const named = model.labourCategories.some((c) => c.stated.length > 0);
  drivers.lines.push(
    ...guessed.lines.map((l) => {
      const unit = l.unit && !named ? new RegExp(`\\b${escapeRegExp(l.unit)}`, 'i') : undefined;
      const area =
        unit && areas.find((a) => a.elements.some((e) => e.requirements.some((r) => unit.test(r.text))));
      return area ? { ...l, workArea: area.title } : l;
    }),
  );
  drivers.assumptions.push(...guessed.assumptions);
  // Transcription proofread by a second person is two jobs.
  const proof = proofreading(drivers.lines, model, texts);
  drivers.lines.splice(0, drivers.lines.length, ...proof.lines);
  drivers.assumptions.push(...proof.assumptions);
  // A post sits in the task area whose requirement it quotes.
  // A post read from the sentence that staffs a counted day is those days' people.
  const postsPlaced = posts.lines
    .filter((l) => !inDayRatios(l, days.ratios))
    .map((l) => {
      const area = areaOf(l.citation?.ref ?? '', l.citation?.quote ?? '', areas);
      return area ? { ...l, workArea: area.title } : l;
    });
  const desk = floorOrWorkload(postsPlaced, drivers.lines);
  const derived = [...desk.posts, ...desk.drivers];
  // A key supervisor on site for each event is sized by the events, not a full year.
  const led = seasonSizedHeads(tradeLedHeads(teamHeads(model, frame, texts), history.lines), season.lines);
  // Hours per unit that hold management already leave no manager to add on top.
  // A manager the documents say carries no price of its own is no line; a key one stays.
  const unpriced = unpricedManager(texts);
  const inclusiveHeads =
    perUnit.some((l) => l.inclusive) || unpriced ? led.filter((h) => !h.manager || h.key) : led;
  const unpricedNote =
    unpriced && led.some((h) => h.manager && !h.key)
      ? [`No manager line: the documents say the manager is not priced as labour ("${clip(unpriced, 160)}").`]
      : [];
  // Work whose whole effort the documents give (units x people x hours, measured times with their
  // allowances) takes no head they do not ask for; one they name only on call is a small share.
  const whole = wholeEffortHeads(derived, inclusiveHeads);
  const heads = whole.heads;
  // Posts on an event's days leave the planning before and the reporting after to the areas' lines.
  const driving = derived.filter((l) => !l.eventDays);
  const covered = new Set(driving.map((l) => l.workArea));
  const coveredRoles = new Set(derived.map((l) => l.lcat));
  // With drivers, an undriven area of a few requirements is the manager's; larger ones get an assumed line.
  const undriven = workGroups(model, frame, areas, heads).filter(
    (g) => !covered.has(g.area.title) && !coveredRoles.has(g.role),
  );
  const managed = (g: WorkGroup) =>
    driving.length > 0 &&
    (g.area.requirementCount < MIN_UNDRIVEN_REQUIREMENTS || MANAGEMENT_AREA.test(g.area.title.trim())) &&
    !TRANSITION.test(g.area.title);
  const groups = undriven.filter((g) => !managed(g));
  const managedReqs = undriven.filter(managed).flatMap((g) => g.requirements);
  // With no driver the draft stays short: one line per task area at most.
  const short = driving.length === 0;
  const perArea = new Map<string, WorkGroup>();
  for (const g of groups) {
    const k = short ? g.area.title : `${g.area.title}|${g.role}`;
    const prior = perArea.get(k);
    if (!prior) perArea.set(k, { ...g, requirements: [...g.requirements] });
    else prior.requirements.push(...g.requirements);
  }
  const drafted = [...perArea.values()].map((g): PlanLine => {
    const fte = assumedFte(g, frame);
    const a = annualLine(
      frame,
      Math.round(fte * frame.hoursPerFte),
      `${fmt(fte)} FTE x ${fmt(frame.hoursPerFte)} h (assumed)`,
    );
    return {
      lcat: g.role,
      key: false,
      workArea: g.area.title,
      source: 'assumed',
      periodHours: a.periodHours,
      hours: a.hours,
      formula: a.formula,
      basis: `No requirement states this role or its size; assumed for ${areaLabel(g.area)} (${g.requirements.length} requirement${g.requirements.length === 1 ? '' : 's'}).`,
      citation: g.naming ? citationOf(g.naming) : null,
      requirements: g.requirements.slice(0, 10).map(requirementLine),
      requirementRefs: g.requirements.map((r) => r.ref),
    };
  });
  // A short draft names its lines after the disciplines the documents require of the team.
  const assumed = short
    ? staffDisciplines(drafted, [...teamDisciplines(texts, frame.domain), ...namedPeople(texts)], frame)
    : drafted;
  const derivedHours = derived.reduce((s, l) => s + l.hours, 0);
  const workFte = (derivedHours + assumed.reduce((s, l) => s + l.hours, 0)) / frame.hoursPerFte;
  const mgmt = managementArea(areas);
  const mgmtReqs = [...managementRequirements(areas), ...managedReqs];
  // The team the manager leads, a year's worth: the work and the other key people (full time).
  const jobYears = Math.min(12, frame.periods[0]?.months ?? 12) / 12;
  const teamFte = workFte / jobYears + heads.filter((h) => !h.manager).length;
  const headLines = heads.map((h): PlanLine => {
    const fte =
      whole.shares.get(h) ?? (h.manager ? managerFte(workFte, teamFte, frame, driving.length > 0) : 1);
    const a = annualLine(
      frame,
      Math.round(fte * frame.hoursPerFte),
      `${fmt(fte)} FTE x ${fmt(frame.hoursPerFte)} h`,
    );
    const reqs = h.manager ? mgmtReqs : [];
    return {
      lcat: h.title,
      key: h.key,
      workArea: h.manager ? (mgmt?.title ?? 'Program Management') : 'Key Personnel',
      source: 'assumed',
      head: true,
      periodHours: a.periodHours,
      hours: a.hours,
      formula: a.formula,
      basis: h.source
        ? `${h.key ? 'Key personnel' : 'Named'} in ${h.source.ref}: "${clip(h.source.quote, 140)}"; ${fmt(fte)} FTE assumed.`
        : `No requirement states this role; assumed for managing the work (${mgmt ? areaLabel(mgmt) : wholeWork(areas)}) at ${fmt(fte)} FTE.`,
      citation: h.source ? citationOf(h.source) : null,
      requirements: reqs.slice(0, 10).map(requirementLine),
      requirementRefs: reqs.map((r) => r.ref),
    };
  });
  // The categories the documents name are the team: the draft staffs them and no other role.
  const roster = staffRoster(
    [...headLines, ...derived, ...assumed],
    namedRoster(model, derived.length > 0),
    model,
    frame,
  );
  const lines = roster.lines;
  const assumedHours = lines.filter((l) => l.source === 'assumed').reduce((s, l) => s + l.hours, 0);
  const assumptions = [
    ...posts.assumptions,
    ...drivers.assumptions,
    ...roster.assumptions,
    ...whole.assumptions,
    ...unpricedNote,
  ];
  // Output ordered by the word or page (translation) is a unit price, not hours: said, not sized.
  const unitPriced = ordered.lines.length ? unitPricedVolumes(model) : { assumptions: [], questions: [] };
  assumptions.push(...unitPriced.assumptions);
  if (short)
    assumptions.push(
      derived.length
        ? "No staffing, effort, budget or workload driver is stated beyond the posts kept on the event's days: the rest of this draft is a guess (a manager and one line per task area at small assumed fractions), to be replaced by the offeror's own technical approach."
        : "No staffing, effort, budget or workload driver is stated: this draft is a guess (a manager and one line per task area at small assumed fractions), to be replaced by the offeror's own technical approach.",
    );
  else if (assumed.length)
    assumptions.push(
      `${assumed.length} task area(s) have no workload driver; their lines are assumed at small fractions.`,
    );
  const thinking = [
    ...ordered.thinking,
    ...desk.thinking,
    derived.length
      ? `No staffing stated; ${derived.length} line(s) derived from workload drivers and posts (${fmt(derivedHours)} h), ${assumed.length} assumed.`
      : 'No staffing, effort or workload driver is stated: a short assumed draft (low confidence).',
  ];
  return {
    lines,
    derivedHours,
    assumedHours,
    assumptions,
    questions: [
      ...days.questions,
      ...unitPriced.questions,
      ...rated.questions,
      ...installed.questions,
      ...guessed.questions,
      ...visits.questions,
      ...season.questions,
      ...history.questions,
      ...assumedRateQuestion(derived),
      ...whole.questions,
    ],
    thinking,
  };
}
