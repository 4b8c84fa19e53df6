import type { StatedEffort } from '../model';
import { type FactContext, type Located, sourceOf } from './context';
import { readBudgets } from './budget';
import { backgroundCount } from '../labour/count-scope';
import { inStaffingScope } from '../structure/staffing-scope';
import { readPeriodEffort } from './effort-periods';
import { inPhaseEstimate, readPhaseWeeks } from './phase-weeks';
import { recognise } from '../vocabulary/index';
import { NUMBER, parseNumber } from './numbers';
import { personTimeHours, type PersonTimeUnit } from '../labour/person-time';

const CEILING =
  /no more than|not (?:to )?exceed|up to|a maximum of|maximum of|at most|(?:no|not) greater than/i;
const QUALIFIER = `(?:(?:no more than|not (?:to )?exceed|up to|a maximum of|at most|approximately|about|around|roughly|an estimated|estimated|at least|a minimum of)\\s+)?`;
const AMOUNT = `${QUALIFIER}(?:(${NUMBER})\\s*(?:-|–|to|or)\\s*)?(${NUMBER})`;
const FTE = `(?:full[- ]time[- ]equivalents?(?:\\s*\\(\\s*FTE['’]?s?\\s*\\))?|FTEs?['’]?s?|full[- ]time (?:staff|personnel|people))`;
const PEOPLE =
  '(?:personnel|people|persons|staff(?: members)?|individuals|employees|team members|contractors|positions)';
// "two staff work areas", "three personnel lockers": the people's noun naming a thing is no head count.
const THING_AFTER =
  '(?!\\s+(?:work\\s+)?(?:areas?|rooms?|offices?|spaces?|parking|lockers?|desks?|workstations?|badges?|lounges?|restrooms?|entrances?)\\b)';
// A house number and a street named with a people noun ("2210 Personnel Way", "415 Staff Drive"):
// the noun and the street's words are capitalised, and a street word closes them.
const STREET_AFTER =
  /^(?:\s+[A-Z][\w.'-]*){0,2}\s+(?:Street|St\.|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Drive|Dr\.?|Way|Lane|Ln\.?|Pike|Parkway|Pkwy\.?|Place|Plaza|Court|Circle|Highway|Hwy\.?)(?![A-Za-z])/;
const TEAM = new RegExp(`${AMOUNT}\\s+(?:(${FTE})\\s*)?(${PEOPLE}|${FTE})\\b${THING_AFTER}`, 'gi');
const TEAM_HINT =
  /personnel|people|persons|staff|individuals|employees|team|contractors|positions|FTE|full[- ]time/i;
// The sentence is about this work's size, not a clause, a key person or a clearance.
const ABOUT_SIZE =
  /estimat|requir|anticipat|expect|government|project|team|effort|staff(?:ing)?|level of|propos|sized?|consist|labou?r hours|man[- ]?hours|full[- ]time/i;
// Team sizes stated about other projects: past performance, code samples, similar experience.
const REFERENCE =
  /similar|source code samples?|past performance|experience|recent projects?|prior projects?|projects? (?:involving|of|with|chosen)|(?:completed|performed) within the past|staffing profiles?/i;
const REFERENCE_SECTION = /experience|past performance|samples?|references?/i;
// A team a person must have led, a qualification and not this work's team: "five years managing
// claims teams of at least 20 staff", "has supervised a workforce of 40 employees".
const LED_BEFORE =
  /(?:\b(?:years?|yrs\.?)\b[^.;]{0,40}?\b(?:managing|supervising|leading|directing|overseeing)|\b(?:has|have|having)\s+(?:successfully\s+)?(?:managed|supervised|led|directed|overseen))\b[^.;]{0,80}?\b(?:teams?|staffs?|groups?|crews?|workforces?|organi[sz]ations?|units?|departments?)\s+(?:of|with|numbering|totaling)\s+(?:(?:not less than|no fewer than|at least|over|more than|about|approximately)\s+)?$/i;
const PER_YEAR = /per (?:year|annum)|annual(?:ly)?|each year|a year\b|yearly/i;
const HOURS = new RegExp(
  `${AMOUNT}\\s*(?:labor\\s+|labour\\s+|direct\\s+|man[- ]?|productive\\s+)?(?:hours|hrs)\\b`,
  'gi',
);

// A size limit on a crew or team ("no larger than", "limited to"), and the words that make any
// ceiling a limit on people together rather than on the workforce ("at one time", "on a single floor").
const CREW_LIMIT_BEFORE =
  /\b(?:crews?|teams?|groups?|parties|party|details?|gangs?)\b[^.;]{0,40}?\b(?:no\s+(?:larger|bigger|more)\s+than|not\s+(?:to\s+)?exceed|limited\s+to|(?:a\s+)?maximum\s+of|at\s+most)\s*$/i;
const LARGER = /\bno\s+(?:larger|bigger)\s+than\s*$|\blimited\s+to\s*$/i;
const AT_ONE_TIME =
  /^[^.;]{0,50}?\b(?:at\s+(?:any\s+)?one\s+time|at\s+a\s+time|simultaneously|on\s+(?:a\s+)?(?:single|one|any\s+one)\s+(?:floor|site|job|room|area)|per\s+(?:floor|room|crew|team|job|area))\b/i;

/**
 * Whether a count of people is a limit on a crew's size ("Crews shall be no larger than eight
 * persons", "teams shall not exceed five people at any one time"), not the work's staffing.
 * @example
 * crewLimit('Crews shall be no larger than eight (8) persons on a single floor.', 29, 46) // true
 */
export function crewLimit(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  const limit = before.match(CREW_LIMIT_BEFORE);
  if (!limit) return false;
  return LARGER.test(before) || AT_ONE_TIME.test(text.slice(end, end + 80));
}

// What a place or a thing holds: lodging, seats, desks or vehicles for so many people.
const CAPACITY_BEFORE =
  /\b(?:lodging|housing|quarters|bunkhouses?|barracks|seating|seats|parking|desks?|workstations?|office\s+space|accommodations?|capacity|vehicles?|boats?|beds?|rooms?)\b[^.;]{0,50}?\bfor\s*(?:up\s+to\s+)?$|\b(?:accommodat(?:e|es|ing)|sleeps|seats|holds|carr(?:y|ies))\s*(?:up\s+to\s+)?$/i;

function teamFacts(unit: Located): StatedEffort[] {
  const out: StatedEffort[] = [];
  // Size standards ("500 employees") describe the offeror, not the work.
  if (!TEAM_HINT.test(unit.text) || /size standard|small business/i.test(unit.text)) return out;
  for (const m of unit.text.matchAll(TEAM)) {
    const noun = m[3] ?? m[4];
    // "6.0 PERSONNEL REQUIREMENTS" is a heading, not six people.
    if (!noun || (/^[A-Z]{3,}$/.test(noun) && !/^FTE/.test(noun))) continue;
    if (/^[A-Z]/.test(noun) && STREET_AFTER.test(unit.text.slice((m.index ?? 0) + m[0].length))) continue;
    const fte = /FTE|full[- ]time[- ]equivalent/i.test(`${m[3] ?? ''} ${m[4] ?? ''}`);
    const max = parseNumber(m[2] ?? '');
    const min = m[1] ? parseNumber(m[1]) : undefined;
    if (!(max > 0) || max > 5000 || (min !== undefined && !(min > 0 && min <= max))) continue;
    const before = unit.text.slice(Math.max(0, (m.index ?? 0) - 30), m.index);
    // "H.3 Personnel shall ..." is a paragraph number, not 0.3 people.
    if (/^\.\d/.test(m[0]) && /[A-Za-z0-9]$/.test(before)) continue;
    if (/\b(?:section|sec\.|para(?:graph)?|clause|article|part|§)\s*$/i.test(before)) continue;
    // Key people, dollar amounts, asides ('(for 2 FTEs)') and exceptions ('all but two staff').
    if (
      /\bkey\b/i.test(`${before} ${noun}`) ||
      /\$\s*$|\((?:for\s+)?$|all but\s*$|additional\s*$/i.test(before)
    )
      continue;
    if (LED_BEFORE.test(unit.text.slice(Math.max(0, (m.index ?? 0) - 160), m.index).replace(/\s+$/, ' ')))
      continue;
    // "operated by an MFSA workforce of 38 employees", "supports 400 employees": not this work's team.
    if (backgroundCount(unit.text, m.index ?? 0)) continue;
    // "Crews shall be no larger than eight (8) persons on a single floor at one time": a limit on
    // a crew's size, not the workforce.
    if (crewLimit(unit.text, m.index ?? 0, (m.index ?? 0) + m[0].length)) continue;
    // "bunkhouse lodging for up to six people", "a boat that carries four people": room, not a team.
    if (CAPACITY_BEFORE.test(unit.text.slice(Math.max(0, (m.index ?? 0) - 80), m.index))) continue;
    // "### 5.7 Personnel" opens a section: a number first in a line with no verb is its number.
    if (
      /^[\s#*]*$/.test(before) &&
      !/\b(?:shall|will|must|is|are|requir(?!ements?\b)|provide|need)/i.test(unit.text)
    )
      continue;
    // "5.8 Personnel Requirements", "3.2 Staff Qualifications": a dotted number first in the line,
    // then a capitalised noun, numbers a heading; a count of people is never a decimal of people.
    if (/^[\s#*]*$/.test(before) && !fte && /^\d+\.\d/.test(m[0]) && /^[A-Z]/.test(noun)) continue;
    // "1,920 hours represent one FTE" is a convention, not a team.
    if (max === 1 && min === undefined && /hours/i.test(unit.text)) continue;
    // "two (2) scrum teams of seven (7) people each": the teams times their size.
    const teams = teamsBefore(unit.text.slice(Math.max(0, (m.index ?? 0) - 60), m.index), unit.text, m);
    const range = min !== undefined ? { min: min * teams, max: max * teams } : {};
    out.push({
      ...sourceOf(unit),
      kind: fte ? 'fte' : 'people',
      value: max * teams,
      ...range,
      scope: PER_YEAR.test(unit.text) ? 'per-year' : 'total',
      ...(CEILING.test(m[0]) ? { ceiling: true } : {}),
      ...(REFERENCE.test(unit.text) || REFERENCE_SECTION.test(unit.titles) ? { reference: true } : {}),
    });
  }
  return out;
}

// "In addition to the two teams, the Contractor shall provide a Delivery Manager and a
// Technical Architect who serve both teams full time": roles on top of the stated team.
const IN_ADDITION =
  /\bin addition to (?:the|these|this|those|its|that)\b[^.;]{0,40}?\b(?:teams?|crews?|staff|personnel|members|positions|people|persons|FTEs?)\b/i;
const FULL_TIME = /\bfull[- ]time\b/i;

/**
 * A stated team size plus the named full-time roles a sentence adds on top of it ("In
 * addition to the two teams, ... a Delivery Manager and a Technical Architect who serve both
 * teams full time"): one more person per role, as a stated effort of its own.
 */
function withAddedRoles(ctx: FactContext, found: StatedEffort[]): StatedEffort[] {
  const team = found
    .filter(
      (e) => (e.kind === 'people' || e.kind === 'fte') && !e.reference && !e.ceiling && e.min === undefined,
    )
    .sort((a, b) => b.value - a.value)[0];
  if (!team) return [];
  for (const unit of ctx.units) {
    if (unit.row || unit.text.length > 400 || !IN_ADDITION.test(unit.text) || !FULL_TIME.test(unit.text))
      continue;
    if (unit.document !== team.document) continue;
    const roles = [...new Set(recognise(unit.text).map((m) => m.text.toLowerCase()))];
    if (roles.length === 0 || roles.length > 6) continue;
    return [
      {
        ...team,
        value: team.value + roles.length,
        quote: `${team.quote} ${unit.text}`.slice(0, 400),
      },
    ];
  }
  return [];
}

const TEAMS_OF = new RegExp(
  `(${NUMBER})\\s+(?:[\\w-]+\\s+){0,3}?(?:teams|crews|squads|cells|pods)\\s*(?:,\\s*)?(?:of|each\\s+(?:of|with)|with|consisting\\s+of)\\s+$`,
  'i',
);

/**
 * How many teams a size counts ("two (2) scrum teams of seven (7) people each" is 2; 1 when
 * the size is of one team or the whole).
 */
function teamsBefore(before: string, text: string, m: RegExpMatchArray): number {
  const t = before.match(TEAMS_OF);
  if (!t?.[1]) return 1;
  const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 20);
  // "teams of seven each", "each team of seven", "teams, each of seven": the size is each team's.
  if (!/^\s*(?:each|per team|apiece)\b/i.test(after) && !/\beach\b/i.test(before.slice(t.index ?? 0)))
    return 1;
  const n = parseNumber(t[1]);
  return n > 1 && n <= 50 ? n : 1;
}

// "The total estimated labor hours for the base period is 20,800": the figure after the noun.
const HOURS_AFTER =
  /(?:labou?r hours|level of effort|\bLOE\b)(?:\s*\([^)]*\))?[^.;\d$]{0,60}?\b(?:is|are|of|totals?|equals?)\s*:?\s*(?:approximately\s+|about\s+)?(\d{1,3}(?:,\d{3})+|\d{3,7})(?![\d,]|\s*(?:%|percent|hours|hrs))/i;

function hoursAfter(unit: Located): StatedEffort[] {
  const m = unit.text.match(HOURS_AFTER);
  const value = m?.[1] ? Number(m[1].replace(/,/g, '')) : 0;
  if (!(value >= 100)) return [];
  const scope = /base (?:period|year)/i.test(unit.text)
    ? 'base-period'
    : PER_YEAR.test(unit.text)
      ? 'per-year'
      : 'total';
  return [{ ...sourceOf(unit), kind: 'hours', value, scope }];
}

function hourFacts(unit: Located): StatedEffort[] {
  if (!/hours|hrs/i.test(unit.text)) return [];
  const after = hoursAfter(unit);
  if (after.length > 0) return after;
  if (!/level of effort|\bLOE\b|estimat|not (?:to )?exceed|requir|anticipat|government/i.test(unit.text))
    return [];
  const out: StatedEffort[] = [];
  for (const m of unit.text.matchAll(HOURS)) {
    const max = parseNumber(m[2] ?? '');
    const after = unit.text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 30);
    if (!(max >= 100) || /^\s*(?:per|a|each)\s+(?:day|week|month|shift)/i.test(after)) continue;
    // "a course revision at 300 hours", "300 hours per report": the effort of one unit, not of the work.
    const lead = unit.text.slice(Math.max(0, (m.index ?? 0) - 50), m.index);
    if (
      /\b(?:a|an|each|one|every)\s+[a-z][a-z -]{2,40}\s+(?:at|as)\s+$/i.test(lead) ||
      /^\s*(?:per|for each|for every|each)\s+(?!(?:year|annum|period|option|base|contract|fte|person)\b)[a-z]/i.test(
        after,
      )
    )
      continue;
    // An hours-per-FTE convention ("1,920 hours to represent one year of full-time work").
    if (max >= 1500 && max <= 2200 && /FTE|full[- ]time|one year of/i.test(unit.text)) continue;
    const min = m[1] ? parseNumber(m[1]) : undefined;
    out.push({
      ...sourceOf(unit),
      kind: 'hours',
      value: max,
      ...(min !== undefined && min > 0 && min <= max ? { min, max } : {}),
      scope: PER_YEAR.test(`${after} ${unit.text}`)
        ? 'per-year'
        : /each (?:option )?period|per period/i.test(unit.text)
          ? 'per-period'
          : 'total',
      ...(CEILING.test(m[0]) ? { ceiling: true } : {}),
      ...(REFERENCE.test(unit.text) ? { reference: true } : {}),
    });
  }
  return out;
}

// Effort counted in person-time in prose: "240 person-days per year", "eighteen (18) staff-months",
// "120 man-days annually" (the units the staffing tables' reader counts, `labour/person-time`).
const PERSON_TIME = new RegExp(
  `${AMOUNT}\\s*(?:person|staff|man|labou?r)[- ]?(days?|weeks?|months?)\\b`,
  'gi',
);
// The person-time of one unit of work, not of the work: "each inspection is estimated to take
// two person-days", "4 person-days per site".
const ONE_UNIT_LEAD =
  /\b(?:each|every|per|one|a|an)\s+[a-z][a-z -]{2,40}?\s+(?:is\s+(?:estimated|expected)\s+to\s+|will\s+|shall\s+|should\s+|may\s+)?(?:take|takes|require|requires|need|needs|last|lasts|consume|consumes)\s+(?:about\s+|approximately\s+|roughly\s+)?$/i;
const ONE_UNIT_AFTER =
  /^\s*(?:of\s+effort\s+)?(?:per|for each|for every|each)\s+(?!(?:year|annum|period|option|base|contract)\b)[a-z]/i;
// The period a person-time amount is stated for: "in the base year", "for option year 2".
const AMOUNT_PERIOD =
  /^[^.;\d]{0,30}?\b(?:in|for|during)\s+(?:the\s+)?(base\s+(?:year|period)|option\s+(?:year|period)(?:\s+(?:\d{1,2}|one|two|three|four|five|[ivx]{1,4})\b)?)/i;

function personTimeFacts(unit: Located): StatedEffort[] {
  if (!/(?:person|staff|man|labou?r)[- ]?(?:days?|weeks?|months?)\b/i.test(unit.text)) return [];
  const found: { min?: number; max: number; ceiling: boolean; period?: string }[] = [];
  for (const m of unit.text.matchAll(PERSON_TIME)) {
    const at = m.index ?? 0;
    const after = unit.text.slice(at + m[0].length, at + m[0].length + 60);
    const lead = unit.text.slice(Math.max(0, at - 60), at);
    if (ONE_UNIT_LEAD.test(lead) || ONE_UNIT_AFTER.test(after)) continue;
    const u = (m[3] ?? '').toLowerCase();
    const kind: PersonTimeUnit = u.startsWith('day') ? 'day' : u.startsWith('week') ? 'week' : 'month';
    const each = personTimeHours(kind, unit.text);
    const max = parseNumber(m[2] ?? '') * each;
    const min = m[1] ? parseNumber(m[1]) * each : undefined;
    if (!(max >= 40)) continue;
    const label = after.match(AMOUNT_PERIOD)?.[1];
    found.push({
      max,
      ...(min !== undefined && min > 0 && min <= max ? { min } : {}),
      ceiling: CEILING.test(m[0]),
      ...(label ? { period: /^option\s+\w+$/i.test(label.trim()) ? `${label.trim()} 1` : label.trim() } : {}),
    });
  }
  const first = found[0];
  if (!first) return [];
  const base = {
    ...sourceOf(unit),
    kind: 'hours' as const,
    ...(first.ceiling ? { ceiling: true } : {}),
    ...(REFERENCE.test(unit.text) ? { reference: true } : {}),
  };
  const dated = found.filter((f) => f.period);
  if (dated.length >= 2)
    return [
      {
        ...base,
        value: dated[0]?.max ?? first.max,
        scope: 'per-period',
        perPeriod: dated.map((f) => ({ period: f.period ?? '', value: f.max })),
      },
    ];
  return [
    {
      ...base,
      value: first.max,
      ...(first.min !== undefined ? { min: first.min, max: first.max } : {}),
      scope: PER_YEAR.test(unit.text)
        ? 'per-year'
        : /base (?:period|year)/i.test(unit.text)
          ? 'base-period'
          : 'total',
    },
  ];
}

/**
 * Effort, team size and money the government states for the whole work: FTE ("6.50 FTE per
 * year"), people ("no more than 4-5 personnel"), hours ("shall not exceed 6,000 hours per
 * year"), level-of-effort lists by period (with an optional increment apart) and budgets.
 * Team sizes stated about reference projects (code samples, similar experience) are kept
 * with `reference: true`: weaker evidence of the size of this work.
 * @example
 * // 'The Government estimates this project will require no more than 10 personnel.'
 * // -> [{ kind: 'people', value: 10, scope: 'total', ceiling: true }]
 */
export function readStatedEffort(ctx: FactContext): StatedEffort[] {
  const out: StatedEffort[] = [];
  const seen = new Set<string>();
  for (const unit of ctx.units) {
    // The sentence, or the section it sits in ("3. Staffing", "Level of Effort"), is about size.
    if (unit.row || unit.text.length > 600 || !ABOUT_SIZE.test(`${unit.text} / ${unit.titles}`)) continue;
    // Instructions, evaluation factors, representations and clauses state no staffing of this work.
    if (!inStaffingScope(unit.kind, unit.text)) continue;
    for (const fact of [...teamFacts(unit), ...hourFacts(unit), ...personTimeFacts(unit)]) {
      const key = `${fact.kind}:${fact.min ?? ''}-${fact.value}:${fact.scope}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(fact);
    }
  }
  out.push(...withAddedRoles(ctx, out));
  for (const units of ctx.byDocument.values()) out.push(...readPeriodEffort(units));
  out.push(...readBudgets(ctx));
  // People by phase for so many weeks: one total of hours, the phases' people counts inside it.
  const phased = readPhaseWeeks(ctx.units);
  return phased ? [phased.effort, ...out.filter((e) => !inPhaseEstimate(phased.sentences, e))] : out;
}
