import { classifyArea } from '../catalogue';
import { fmt } from '../text';
import type { CountDriver } from '../types';
import { citation, HOURS_PER_FTE, type TaskContext, type TaskDraft } from './context';

const HELP_DESK = 'Help Desk and User Support';
const PER_YEAR = { day: 260, week: 52, month: 12, year: 1 } as const;
const PER_LABEL = { day: 'd', week: 'wk', month: 'mo', year: 'yr' } as const;

/**
 * A productivity rule: how many hours a workload count needs. Volumes (tickets per month)
 * take hours per item; standing counts (users, square feet, servers) take hours per unit a year.
 */
interface Rule {
  units: RegExp;
  /** A volume needs a period (per day/week/month/year); a standing count must not have one. */
  volume: boolean;
  /** Work areas a standing count's sentence or section must be about for the rule to apply. */
  areas?: readonly string[];
  role: string;
  area: string;
  /** The hours, its formula (ending before '='), the unit and the hours per unit a year. */
  size: (c: CountDriver, days: number) => { hours: number; formula: string; unit: string; rate: number };
  rule: string;
}

function volume(each: number, unit: string) {
  return (c: CountDriver) => {
    const per = c.per ?? 'year';
    const yearly = c.value * PER_YEAR[per];
    const periods = per === 'year' ? '' : ` x ${PER_YEAR[per]} ${PER_LABEL[per]}`;
    return {
      hours: Math.round(yearly * each),
      formula: `${fmt(c.value)} ${c.unit}/${PER_LABEL[per]}${periods} x ${fmt(each)} h`,
      unit,
      rate: each,
    };
  };
}

function perFte(unitsPerFte: number, unit: string) {
  return (c: CountDriver) => ({
    hours: Math.round((c.value / unitsPerFte) * HOURS_PER_FTE),
    formula: `${fmt(c.value)} ${c.unit} / ${fmt(unitsPerFte)} per FTE x 1,880 h`,
    unit,
    rate: HOURS_PER_FTE / unitsPerFte,
  });
}

/** Hours each class takes: its length (read from "each 40 hours long", "8-hour"; else 8) x 2 for preparation. */
function classHours(c: CountDriver) {
  const length = Number(
    c.quote
      .match(/\beach\s+(\d{1,3})\s+hours?|\b(\d{1,3})[- ]hour\b/i)
      ?.slice(1)
      .find(Boolean) ?? 8,
  );
  return volume(length * 2, 'class')(c);
}

/**
 * The productivity rules, written out in each task's mathRationale:
 * - tickets, incidents, service requests: 0.5 h each (tier 1 and 2 together);
 * - calls and contacts: 0.25 h each (talk and after-call work);
 * - service and work orders: 3 h each (travel, repair, close-out);
 * - samples and specimens: 0.5 h each;
 * - classes: twice the class length (delivery and preparation; 8 h classes when not stated);
 * - users (help desk, when no ticket or call volume is stated): 12 tickets a user a year x 0.5 h;
 * - sites (help desk or IT operations): 8 h on site a month each;
 * - square feet cleaned: 3,000 sq ft an hour on each cleaning day (5 a week unless stated);
 * - square feet maintained: 1 FTE per 100,000 sq ft;
 * - servers: 1 FTE per 50; workstations and devices (help desk, IT operations): 1 FTE per 500.
 * Days are 260 working days a year, weeks 52, months 12.
 */
export const RULES: readonly Rule[] = [
  {
    units: /^(tickets|incidents|service requests|requests)$/,
    volume: true,
    role: 'Help Desk Technician',
    area: HELP_DESK,
    size: volume(0.5, 'ticket'),
    rule: 'tickets 0.5 h each',
  },
  {
    units: /^(calls|contacts)$/,
    volume: true,
    role: 'Customer Service Representative',
    area: HELP_DESK,
    size: volume(0.25, 'call'),
    rule: 'calls 0.25 h each',
  },
  {
    units: /^(service orders|work orders|trouble calls)$/,
    volume: true,
    role: 'Maintenance Technician',
    area: 'Facilities Maintenance',
    size: volume(3, 'order'),
    rule: 'service orders 3 h each',
  },
  {
    units: /^(samples|specimens)$/,
    volume: true,
    role: 'Laboratory Technician',
    area: 'Laboratory Operations',
    size: volume(0.5, 'sample'),
    rule: 'samples 0.5 h each',
  },
  {
    units: /^(classes|courses|sessions)$/,
    volume: true,
    role: 'Instructor',
    area: 'Training',
    size: classHours,
    rule: 'classes 2 h per class hour',
  },
  {
    units: /^users$/,
    volume: false,
    areas: [HELP_DESK],
    role: 'Help Desk Technician',
    area: HELP_DESK,
    size: (c) => ({
      hours: c.value * 12 * 0.5,
      formula: `${fmt(c.value)} users x 12 tickets/yr x 0.5 h`,
      unit: 'user',
      rate: 6,
    }),
    rule: '12 tickets a user a year at 0.5 h',
  },
  {
    units: /^(sites|locations)$/,
    volume: false,
    areas: [HELP_DESK, 'IT Operations'],
    role: 'Desktop Support Technician',
    area: HELP_DESK,
    size: (c) => ({
      hours: c.value * 8 * 12,
      formula: `${fmt(c.value)} ${c.unit} x 8 h x 12 mo`,
      unit: 'site',
      rate: 96,
    }),
    rule: '8 h on site a month per site',
  },
  {
    units: /^(square feet|sq\.? ?ft\.?)$/,
    volume: false,
    areas: ['Custodial Services'],
    role: 'Custodian',
    area: 'Custodial Services',
    size: (c, days) => ({
      hours: Math.round((c.value / 3000) * days * 52),
      formula: `${fmt(c.value)} sq ft / 3,000 sq ft/h x ${days} d x 52 wk`,
      unit: 'sq ft',
      rate: (days * 52) / 3000,
    }),
    rule: '3,000 sq ft cleaned an hour',
  },
  {
    units: /^(square feet|sq\.? ?ft\.?)$/,
    volume: false,
    areas: ['Facilities Maintenance'],
    role: 'Maintenance Technician',
    area: 'Facilities Maintenance',
    size: perFte(100_000, 'sq ft'),
    rule: '1 FTE per 100,000 sq ft maintained',
  },
  {
    units: /^servers$/,
    volume: false,
    role: 'Systems Administrator',
    area: 'IT Operations',
    size: perFte(50, 'server'),
    rule: '1 FTE per 50 servers',
  },
  {
    units: /^(workstations|devices)$/,
    volume: false,
    areas: [HELP_DESK, 'IT Operations'],
    role: 'Desktop Support Technician',
    area: HELP_DESK,
    size: perFte(500, 'device'),
    rule: '1 FTE per 500 devices',
  },
];

/** Cleaning days a week the documents state ("5 days per week"), else 5. */
function cleaningDays(ctx: TaskContext): number {
  for (const req of ctx.byArea.get('Custodial Services') ?? []) {
    const d = Number(req.text.match(/\b([1-7])\s+days?\s+(?:per|a|each)\s+week/i)?.[1]);
    if (d) return d;
  }
  return 5;
}

/**
 * Tasks sized from workload counts when the documents state no staffing, one per role: the
 * largest count of each rule, and the larger of two rules sizing the same role (they measure
 * the same people). Users are only read as tickets when no ticket or call volume is stated.
 * @example
 * workloadDrafts(ctx).map((d) => d.mathRationale) // ['4,000 tickets/mo x 12 mo x 0.5 h']
 */
export function workloadDrafts(ctx: TaskContext): TaskDraft[] {
  const days = cleaningDays(ctx);
  const byRole = new Map<string, TaskDraft>();
  const volumes = ctx.drivers.counts.some(
    (c) => c.per && /^(tickets|incidents|calls|contacts|requests|service requests)$/.test(c.unit),
  );
  for (const count of ctx.drivers.counts) {
    const rule = RULES.find(
      (r) =>
        r.units.test(count.unit) &&
        r.volume === Boolean(count.per) &&
        // A standing count (users, square feet) is only read in its own context: its sentence
        // or its section must be about the rule's work area.
        (!r.areas ||
          r.areas.some(
            (a) =>
              classifyArea(count.quote).name === a ||
              (ctx.byArea.get(a) ?? []).some((req) => req.ref === count.ref),
          )),
    );
    if (!rule || (rule.units.test('users') && volumes)) continue;
    const sized = rule.size(count, days);
    if (!(sized.hours >= 1)) continue;
    const current = byRole.get(rule.role);
    if (current && current.annualHours >= sized.hours) continue;
    byRole.set(rule.role, {
      lcat: rule.role,
      annualHours: sized.hours,
      formula: sized.formula,
      basis: citation(count, ` (workload: ${rule.rule}; estimated, no staffing stated)`),
      workArea: rule.area,
      quantity: Math.round((sized.hours / sized.rate) * 100) / 100,
      unit: sized.unit,
      annualRate: sized.rate,
      keyPersonnel: false,
      refs: [count.ref],
    });
  }
  return [...byRole.values()];
}
