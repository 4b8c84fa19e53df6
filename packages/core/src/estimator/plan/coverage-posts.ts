import type { CoverageFact, Domain } from '../../solicitation/model';
import { isJobNoun } from '../../solicitation/vocabulary/index';
import { fmt } from '../text';
import type { PlanFrame } from './frame';
import { annualLine, citationOf, type PlanLine } from './lines';
import { subjectFit } from './roles';

const STAFFING_VERB = /\bshall (?:be )?(?:staff(?:ed)?|man(?:ned)?|post(?:ed)?)\b|\bon duty\b/i;

const titleCase = (s: string) =>
  s.replace(/(^|[\s-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());

/**
 * The role of a post kept on an event's days, named after what it staffs: a person ("on-site
 * lead") is the role, a place ("speaker ready room") is staffed by its staff.
 */
function eventRole(thing: string): string {
  const last = thing.split(/\s+/).at(-1) ?? '';
  return isJobNoun(last) ? titleCase(thing) : `${titleCase(thing)} Staff`;
}

/** The role that staffs a post or a coverage window's function; the subject's worker ("Gatehouse Attendant") before a general one. */
function postRole(c: CoverageFact, domain: Domain, work: readonly string[] = []): string {
  if (c.days && c.function) return eventRole(c.function);
  const f = `${c.function ?? ''} ${c.label} ${c.quote}`;
  if (/help ?desk|service desk/i.test(f)) return 'Help Desk Technician';
  if (/call cent|contact cent|hotline/i.test(f)) return 'Customer Service Representative';
  if (/network operations|\bNOC\b/i.test(f)) return 'Network Operations Technician';
  if (/security operations|\bSOC\b/i.test(f)) return 'Security Operations Analyst';
  if (/operations cent|watch|command cent/i.test(f)) return 'Operations Center Analyst';
  if (/reception|front desk/i.test(f)) return 'Receptionist';
  if (/dispatch(?:ing)? (?:cent|desk|office)/i.test(f)) return 'Dispatcher';
  if (/scheduling (?:cent|desk|office)/i.test(f)) return 'Scheduler';
  if (work.length && domain !== 'security') return subjectFit(work, f);
  if (domain === 'security' || /guard|post|patrol|console/i.test(f)) return 'Security Guard';
  if (domain === 'medical') return 'Registered Nurse';
  return 'Operations Technician';
}

/**
 * The hours of a post kept on an event's days: all in a plan of a year or less (the event
 * falls in it once), else the same days each year.
 */
function eventLine(
  frame: PlanFrame,
  hours: number,
  formula: string,
): { hours: number; formula: string; periodHours: number[] } {
  if (frame.months > 12) return annualLine(frame, hours, `${formula} a year`);
  return { hours, formula, periodHours: frame.periods.map((_, i) => (i === 0 ? hours : 0)) };
}

/** Quotes of two facts that share a sentence (one holds the other's first 60 characters). */
const overlaps = (a: string, b: string) => a.includes(b.slice(0, 60)) || b.includes(a.slice(0, 60));

/**
 * The posts of a sentence read twice, once as a window's head count and once as named
 * positions ("staffed 24x7 ... a minimum of two (2) network operations personnel on duty"),
 * are one set of posts: the named positions stand, the unnamed count goes.
 */
function withoutRestated(staffed: CoverageFact[]): CoverageFact[] {
  const named = staffed.filter((c) => c.position);
  return staffed.filter((c) => c.position || !named.some((p) => overlaps(c.quote, p.quote)));
}

/**
 * A post's hours a year: a roster row's persons x paid hours of each shift x days a year
 * ("(3 Day + 3 Evening + 2 Night) x 8 h x 365 d"), a post kept on stated days a year
 * ("1 post x 12 h x 249 d"), 8,760 per 24x7 post, else hours a week x 52.14 weeks.
 */
function postHours(c: CoverageFact): { hours: number; formula: string; quantity: number } {
  const posts = `${fmt(c.posts)} post${c.posts === 1 ? '' : 's'}`;
  const year = c.daysPerYear;
  if (c.shifts?.length && year) {
    const quantity = c.shifts.reduce((s, x) => s + x.posts, 0);
    const perDay = c.shifts.reduce((s, x) => s + x.posts * x.hours, 0);
    const same = c.shifts.every((x) => x.hours === c.shifts?.[0]?.hours);
    const each = c.shifts
      .map((x) => `${fmt(x.posts)} ${x.name}${same ? '' : ` x ${fmt(x.hours)} h`}`)
      .join(' + ');
    const formula = same
      ? `(${each}) x ${fmt(c.shifts[0]?.hours ?? 0)} h x ${fmt(year)} d`
      : `(${each}) x ${fmt(year)} d`;
    return { hours: Math.round(perDay * year), formula: `${formula}${c.is24x7 ? ' (24x7)' : ''}`, quantity };
  }
  if (year && !(c.is24x7 && year === 365))
    return {
      hours: Math.round(c.posts * c.hoursPerDay * year),
      formula: `${posts} x ${fmt(c.hoursPerDay)} h x ${fmt(year)} d`,
      quantity: c.posts,
    };
  if (c.is24x7) return { hours: 8760 * c.posts, formula: `${posts} x 24 h x 365 d`, quantity: c.posts };
  return {
    hours: Math.round(c.hoursPerWeek * 52.14) * c.posts,
    formula: `${posts} x ${fmt(c.hoursPerWeek)} h/wk x 52.14 wk`,
    quantity: c.posts,
  };
}

/**
 * Rule 3 for coverage: each staffed post the documents state (not a window of availability,
 * not on call, not negated) is a line of posts x hours a week x 52.14 weeks (24x7 = 8,760 h a
 * year per post); relief for leave and training is an assumption, not added.
 * @example
 * postLines(model.coverage, frame)[0]?.formula // '1 post x 24 h x 365 d'
 */
export function postLines(
  coverage: CoverageFact[],
  frame: PlanFrame,
): { lines: PlanLine[]; assumptions: string[] } {
  // "shall staff the console 24x7" puts people on duty even when the reader saw only a window.
  const staffed = coverage
    .filter(
      (c) => (c.staffed || STAFFING_VERB.test(c.quote)) && !c.negated && !c.onCall && c.hoursPerWeek > 0,
    )
    .map((c) => (c.posts > 0 ? c : { ...c, posts: 1 }));
  const lines = withoutRestated(staffed).map((c): PlanLine => {
    const posts = `${fmt(c.posts)} post${c.posts === 1 ? '' : 's'}`;
    const year = c.days
      ? {
          hours: Math.round(c.hoursPerDay * c.days) * c.posts,
          formula: `${posts} x ${fmt(c.hoursPerDay)} h x ${fmt(c.days)} event days`,
          quantity: c.posts,
        }
      : postHours(c);
    const a = c.days
      ? eventLine(frame, year.hours, year.formula)
      : annualLine(frame, year.hours, year.formula);
    const fte = Math.round((year.hours / frame.hoursPerFte) * 100) / 100;
    const window = c.is24x7 ? '24x7' : `${fmt(c.hoursPerDay)} h x ${fmt(c.daysPerWeek)} d`;
    return {
      lcat: c.position ?? postRole(c, frame.domain, frame.workRoles),
      key: false,
      workArea:
        c.position && !c.site
          ? `Staffed posts (${window})`
          : c.function
            ? `${c.function[0]?.toUpperCase() ?? ''}${c.function.slice(1)}${c.scheduled ? ` (${window})` : ''}`
            : 'Staffed coverage',
      ...(c.site ? { location: c.site } : {}),
      source: 'derived',
      periodHours: a.periodHours,
      hours: a.hours,
      formula: a.formula,
      basis: `${c.ref}: "${c.quote.slice(0, 160)}" (${c.label}${c.is24x7 && c.label !== '24x7' ? ', 24x7' : ''}; ${posts} staffed${c.position ? `; ${fmt(fte)} FTE at ${fmt(frame.hoursPerFte)} h per FTE` : ''}).`,
      citation: citationOf(c),
      requirements: [],
      requirementRefs: [c.ref],
      quantity: year.quantity,
      unit: c.shifts ? 'shift post' : 'post',
      rate: Math.round(year.hours / year.quantity),
      ...(c.days ? { eventDays: c.days } : {}),
      window: c.is24x7
        ? '24x7'
        : c.days
          ? `${fmt(c.hoursPerDay)}h x ${fmt(c.days)} days`
          : `${fmt(c.hoursPerDay)}x${fmt(c.daysPerWeek)}`,
    };
  });
  const assumptions: string[] = [];
  return { lines, assumptions };
}
