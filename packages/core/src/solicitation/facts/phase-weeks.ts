import type { StatedEffort } from '../model';
import { pipeCells } from '../structure/tables-pipe';
import { type Located, sourceOf } from './context';
import { NUMBER, parseNumber } from './numbers';
import { type PhaseMember, readPhaseMembers } from './phase-members';
import { type PhaseRoles, tallyPhases } from './phase-schedule';
import { readScopedRoles, splitPhasePeople } from './phase-scopes';

/** "the equivalent of two and one-half full-time people", "eight people full time", "3 FTE". */
const PEOPLE = new RegExp(
  `(${NUMBER}(?:\\.\\d+)?)(\\s+and\\s+(?:one[- ]|a\\s+)half)?\\s+(?:full[- ]time\\s+)?(?:people|persons|staff|workers|employees|technicians|installers|FTEs?)\\b`,
  'i',
);
const WEEKS = new RegExp(
  `\\b(?:for|of|all|over|during|lasting)\\s+(?:all\\s+|the\\s+|its\\s+)?(?:(?:remaining|first|last|next|following|final)\\s+)?(${NUMBER})\\s+weeks?\\b`,
  'i',
);
const PHASE = /\b(?:phase|stage|step)\s+(?:[IVX]{1,4}|\d{1,2}|one|two|three|four|five)\b/i;
const EXPECTS =
  /\b(?:expects?|estimates?|estimated|needs?|requires?|anticipates?|will (?:need|take|require))\b/i;
const REFERENCE = /past performance|experience|similar|previous|prior|in (?:fiscal year|FY) ?\d{2,4}/i;
/** "A full-time person, for this estimate, works forty (40) hours a week." */
const WEEK_HOURS = new RegExp(`\\b(${NUMBER})\\s*hours?\\s+(?:a|per|each)\\s+week\\b`, 'i');

/** People and weeks of one phase a sentence estimates, if it does. */
function phaseOf(text: string): { people: number; weeks: number; members?: PhaseMember[] } | undefined {
  if (!PHASE.test(text) || !EXPECTS.test(text) || REFERENCE.test(text)) return undefined;
  const p = text.match(PEOPLE);
  const w = text.match(WEEKS);
  if (!p || !w) return undefined;
  const people = parseNumber(p[1] ?? '') + (p[2] ? 0.5 : 0);
  const weeks = parseNumber(w[1] ?? '');
  if (!(people > 0 && people <= 200 && weeks > 0 && weeks <= 104)) return undefined;
  return { people, weeks, ...membersAfter(text, (p.index ?? 0) + p[0].length, people) };
}

/**
 * The people a phase sentence lists after a colon ("eight people full time: the Project
 * Manager, two Mountmakers ... and a Lighting Technician"), kept only when they add up to the
 * sentence's count (shares of part-time people included).
 */
function membersAfter(text: string, from: number, people: number): { members?: PhaseMember[] } {
  const colon = text.indexOf(':', from);
  if (colon < 0) return {};
  const members = readPhaseMembers(text.slice(colon + 1));
  const count = members?.reduce((s, m) => s + m.count * m.share, 0) ?? 0;
  return members && Math.abs(count - people) < 0.01 ? { members } : {};
}

/** Header cells of a table of people by phase: its weeks, people and hours-a-week columns. */
const WEEKS_HEAD =
  /^(?:(?:duration|length|calendar|elapsed)\s*)?\(?\s*(?:weeks?|wks?\.?)\s*\)?$|^(?:duration|length)\s*\(\s*weeks?\s*\)$|^(?:number of |no\.? of |# ?)weeks$/i;
const PEOPLE_HEAD =
  /^(?:(?:number of |no\.? of |# ?)?(?:people|persons|staff|staffing|personnel|team(?: size)?|workers|headcount|FTEs?))(?:\s*\([^)]{0,20}\))?$/i;
const WEEK_HOURS_HEAD =
  /\b(?:hours?|hrs\.?)\s*(?:a|per|each|\/)\s*(?:week|wk)\b|\bweekly\s+hours\b|\bhours\s+weekly\b/i;
const TOTAL_ROW = /^\s*(?:\*\*)?(?:total|sum|grand total|subtotal)\b/i;

/** Cells of a table row unit: pipe cells, else the columns a tab or a run of spaces divides. */
const cellsOf = (text: string): string[] =>
  text.includes('|') ? pipeCells(text) : text.split(/\t+|\s{3,}/).map((c) => c.trim());
const FIGURE_CELL = new RegExp(
  `^\\s*(${NUMBER}(?:\\.\\d+)?)\\s*(?:h|hrs?|hours|weeks?|wks?|people|persons|FTEs?)?\\s*$`,
  'i',
);
/** A cell's figure: '6', 'six (6)', '2.5', '40 h'; NaN when the cell is no number. */
const figure = (cell: string | undefined): number => {
  const m = (cell ?? '').replace(/,/g, '').match(FIGURE_CELL);
  return m ? parseNumber(m[1] ?? '') : Number.NaN;
};

interface PhaseColumns {
  weeks: number;
  people: number;
  perWeek: number;
}

function phaseColumns(header: readonly string[]): PhaseColumns | undefined {
  const at = (re: RegExp) => header.findIndex((c) => re.test(c.trim()));
  const weeks = at(WEEKS_HEAD);
  const people = at(PEOPLE_HEAD);
  if (weeks < 0 || people < 0) return undefined;
  return { weeks, people, perWeek: at(WEEK_HOURS_HEAD) };
}

/**
 * A table of people by phase ("| Phase | Weeks | People | Hours a week (each) |"): each row's
 * weeks x people x hours a week (the row's, else the stated full-time week, else 40), summed.
 * Two rows at least; a total row is left out, and a row whose figures are not all numbers.
 */
function phaseTable(units: readonly Located[], perWeek: (doc: string) => number) {
  for (let i = 0; i < units.length; i++) {
    const head = units[i];
    // A table under past performance or experience describes other work.
    if (!head?.row || REFERENCE.test(`${head.titles} ${units[i - 1]?.text ?? ''}`)) continue;
    const cols = phaseColumns(cellsOf(head.text));
    if (!cols) continue;
    const rows: { u: Located; hours: number; people: number; weeks: number; week: number }[] = [];
    for (let j = i + 1; j < units.length && units[j]?.row; j++) {
      const u = units[j] as Located;
      const cells = cellsOf(u.text);
      if (cells.every((c) => /^:?-*:?$/.test(c)) || TOTAL_ROW.test(cells[0] ?? '')) continue;
      const weeks = figure(cells[cols.weeks]);
      const people = figure(cells[cols.people]);
      const week = cols.perWeek >= 0 ? figure(cells[cols.perWeek]) : perWeek(u.document);
      if (!(weeks > 0 && weeks <= 104 && people > 0 && people <= 200 && week > 0 && week <= 80)) continue;
      rows.push({ u, hours: weeks * people * week, people, weeks, week });
    }
    if (rows.length >= 2)
      return {
        head,
        rows,
        after: units
          .slice(i + 1)
          .filter((u) => !u.row)
          .slice(0, 3),
      };
  }
  return undefined;
}

/**
 * The hours by role of a table of people by phase whose roles the paragraph after it names
 * with the phases they work in ("led by a Manager who works in every phase; the others are
 * Planners (phases 1, 2 and 4) and, in phase 3 only, Controllers").
 */
function tableRoles(table: NonNullable<ReturnType<typeof phaseTable>>): Pick<StatedEffort, 'roles'> {
  const next = table.after.filter(
    (u) => u.document === table.head.document && u.start - table.head.end < 1500,
  );
  const roles = readScopedRoles(next.map((u) => u.text).join(' '));
  if (roles.length < 2) return {};
  const split = splitPhasePeople(
    table.rows.map((r) => r.people),
    roles,
  );
  if (!split) return {};
  const hours = new Map<string, number>();
  split.forEach((phase, i) => {
    const row = table.rows[i];
    for (const p of phase)
      hours.set(p.title, (hours.get(p.title) ?? 0) + p.people * (row?.weeks ?? 0) * (row?.week ?? 0));
  });
  return {
    roles: [...hours].map(([title, h]) => ({
      title,
      hours: Math.round(h),
      ...(roles.find((r) => r.title === title)?.key ? { key: true } : {}),
    })),
  };
}

/**
 * The full-time week a document states ("A full-time person ... works forty (40) hours a week").
 * @example
 * fullWeek([], 'rfq.txt') // undefined
 */
export function fullWeek(units: readonly Located[], document: string): number | undefined {
  // Asked once per table and phase of a document: each document's week is found once per reading.
  let byDocument = fullWeeks.get(units);
  if (!byDocument) {
    byDocument = new Map();
    fullWeeks.set(units, byDocument);
  }
  if (byDocument.has(document)) return byDocument.get(document);
  const stated = units.find(
    (u) => u.document === document && !u.row && /full[- ]time/i.test(u.text) && WEEK_HOURS.test(u.text),
  );
  const week = stated ? parseNumber(stated.text.match(WEEK_HOURS)?.[1] ?? '') : undefined;
  byDocument.set(document, week);
  return week;
}
const fullWeeks = new WeakMap<readonly Located[], Map<string, number | undefined>>();

/**
 * A phased estimate in people and weeks ("During Phase I the Museum expects the equivalent of
 * two and one-half full-time people ... for all eight weeks"; "Phase III needs two people full
 * time for two weeks"): the phases' people x hours a week (stated, else 40) x weeks, summed, as
 * hours over the whole term. Two phases at least, in one document; the people counts of those
 * sentences are then part of this total, not team sizes of their own.
 * @example
 * readPhaseWeeks(units)?.effort.value // 2880
 */
export function readPhaseWeeks(
  units: readonly Located[],
): { effort: StatedEffort; sentences: string[] } | undefined {
  const table = phaseTable(units, (doc) => fullWeek(units, doc) ?? 40);
  if (table) {
    const value = table.rows.reduce((sum, r) => sum + r.hours, 0);
    const effort: StatedEffort = {
      ...sourceOf(table.head),
      quote: [table.head, ...table.rows.map((r) => r.u)]
        .map((u) => u.text)
        .join(' ')
        .slice(0, 600),
      kind: 'hours',
      value: Math.round(value),
      scope: 'total',
      ...tableRoles(table),
    };
    return { effort, sentences: [] };
  }
  const phases = units
    .filter((u) => !u.row && u.text.length < 600)
    .map((u) => ({ u, p: phaseOf(u.text) }))
    .filter((x): x is { u: Located; p: NonNullable<ReturnType<typeof phaseOf>> } => Boolean(x.p));
  const first = phases[0];
  if (!first || phases.length < 2 || phases.some((x) => x.u.document !== first.u.document)) return undefined;
  const perWeek = fullWeek(units, first.u.document) ?? 40;
  if (!(perWeek >= 20 && perWeek <= 60)) return undefined;
  const value = phases.reduce((sum, x) => sum + x.p.people * perWeek * x.p.weeks, 0);
  // Every phase names its people: the total's hours by role.
  const named = phases.map((x) => x.p.members && { weeks: x.p.weeks, members: x.p.members });
  const roles = named.every((x) => x) ? tallyPhases(named as PhaseRoles[], perWeek).roles : undefined;
  const effort: StatedEffort = {
    ...sourceOf(first.u),
    quote: phases
      .map((x) => x.u.text)
      .join(' ')
      .slice(0, 600),
    kind: 'hours',
    value: Math.round(value),
    scope: 'total',
    ...(roles ? { roles } : {}),
  };
  return { effort, sentences: phases.map((x) => x.u.text) };
}

/** Whether a stated effort is one of a phased estimate's sentences (its people are in the total). */
export const inPhaseEstimate = (sentences: readonly string[], e: StatedEffort): boolean =>
  (e.kind === 'people' || e.kind === 'fte') && sentences.some((s) => s.includes(e.quote.slice(0, 80)));
