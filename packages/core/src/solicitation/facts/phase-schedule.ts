import type { StatedEffort, Table } from '../model';
import type { TextDocument } from '../parts';
import { type PhaseMember, readPhaseMembers } from './phase-members';
import { phaseWeeks } from './phase-weeks-of';

/** A schedule of phases that names each phase's people: the work's length and hours by role. */
export interface PhaseSchedule {
  effort: StatedEffort;
  /** Weeks from the first phase's start to the last one's end. */
  weeks: number;
}

/** One phase: how many weeks it runs (and the week it ends, from a span) and its people. */
export interface PhaseRoles {
  weeks: number;
  end?: number;
  members: PhaseMember[];
}
type Phase = PhaseRoles;

const PHASE_WORD = /\b(?:phases?|stages?|steps?)\b/i;
const PHASE_CELL = /^\s*(?:phase|stage|step)\b|^\s*\d{1,2}[.)]?\s+[A-Z]/i;
const STAFF_HEAD =
  /\b(?:staff(?:ing)?|team|personnel|people|roles?|labou?r|resources|crew|positions?|workforce)\b/i;
const LENGTH_HEAD = /\b(?:duration|length)\b/i;
const WHEN_HEAD = /\b(?:weeks?|months?|days?|schedule|timing|time\s*frame|period)\b/i;
const ROLE_HEAD = /^(?:roles?|positions?|labou?r\s+categor(?:y|ies)|titles?|staff|personnel|discipline)\b/i;
// A table that describes other work or the offeror: past performance, an example, experience.
const REFERENCE = /past performance|similar (?:project|contract|work)|for example|experience|sample/i;
const PER_PERSON =
  /\bhours\s+are\s+(?:per|for\s+each|each)\s+(?:person|individual|employee)|\bper\s+person\b|\beach\s+person\s+works\b/i;
const HOURS_WORD = /\bhours?\b|\bhrs?\b|\bLOE\b|level of effort/i;
const DASH = /^\s*(?:-+|–|—|n\/a|0)?\s*$/i;

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** Rows with an empty duration cell continue the row above (a wrapped cell of aligned text). */
function joinedRows(table: Table, when: number): string[][] {
  const rows: string[][] = [];
  for (const row of table.rows) {
    const prev = rows.at(-1);
    if (prev && !(row[when] ?? '').trim()) {
      row.forEach((c, i) => {
        if (c.trim()) prev[i] = `${prev[i] ?? ''} ${c}`.trim();
      });
    } else rows.push([...row]);
  }
  return rows;
}

/** A table of phases with a duration column and a column naming each phase's people. */
function staffedPhases(table: Table, fullWeek: number): Phase[] | undefined {
  const head = table.header;
  const staff = head.findIndex((h) => STAFF_HEAD.test(h) && !/\b(?:hours?|number|no\.|#|count)\b/i.test(h));
  const phaseCol = head.findIndex((h) => PHASE_WORD.test(h));
  // Phases across the header are a role x phase table, not one phase a row.
  if (head.filter((h) => PHASE_WORD.test(h)).length > 1) return undefined;
  let when = head.findIndex((h) => LENGTH_HEAD.test(h));
  if (when < 0) when = head.findIndex((h, i) => i !== staff && i !== phaseCol && WHEN_HEAD.test(h));
  // No duration column: each phase's cell says how long it runs ("Phase 2: Build (6 weeks)").
  if (when < 0) when = phaseCol;
  if (staff < 0 || when < 0 || staff === when) return undefined;
  const rows = joinedRows(table, when);
  if (phaseCol < 0 && !rows.every((r) => PHASE_CELL.test(r[0] ?? ''))) return undefined;
  const phases: Phase[] = [];
  for (const row of rows) {
    const cell =
      when === phaseCol ? (row[when] ?? '').replace(/^\s*(?:phase|stage|step)\s+\w+\b/i, '') : row[when];
    const length = phaseWeeks(cell ?? '', head[when]);
    const members = readPhaseMembers(row[staff] ?? '', fullWeek);
    if (!length || !members) return undefined;
    phases.push({ ...length, members });
  }
  return phases.length >= 2 ? phases : undefined;
}

/** "Instructional Designers (2)": the row's title and count; the count of a bare plural from the text after the table. */
function rowPeople(label: string, after: string): PhaseMember | undefined {
  const m = readPhaseMembers(label)?.[0];
  if (m?.count !== 1 || /\(\s*1\s*\)/.test(label)) return m;
  const last = label.replace(/\(.*$/, '').trim().split(/\s+/).at(-1) ?? '';
  if (last === m.title.split(/\s+/).at(-1)) return m;
  const stated = after.match(
    new RegExp(`\\b([a-z]+|\\d{1,3})(?:\\s*\\(\\s*\\d+\\s*\\))?\\s+${last}\\b`, 'i'),
  );
  const n = stated ? (readPhaseMembers(`${stated[1]} ${last}`)?.[0]?.count ?? 1) : 1;
  return { ...m, count: n };
}

/** A role x phase table of hours ("| Role | Phase 1 (weeks 1-6) | Phase 2 (weeks 7-16) |"). */
function roleByPhase(
  table: Table,
  doc: TextDocument,
): { roles: { title: string; hours: number; key?: boolean }[]; weeks: number } | undefined {
  const head = table.header;
  if (!ROLE_HEAD.test(head[0] ?? '')) return undefined;
  const phaseCols = head.map((h, i) => (i > 0 && PHASE_WORD.test(h) ? i : -1)).filter((i) => i > 0);
  if (phaseCols.length < 2) return undefined;
  const lengths = phaseCols.map((i) => phaseWeeks((head[i] ?? '').replace(/^[^(]*(?=\()/, ''), ''));
  const context = `${doc.text.slice(Math.max(0, table.start - 400), table.start)} ${head.join(' ')}`;
  const after = doc.text.slice(table.end, table.end + 800);
  const values = table.rows.flatMap((r) => phaseCols.map((i) => r[i] ?? '')).filter((c) => !DASH.test(c));
  if (values.length === 0 || !values.every((c) => /^\s*\d[\d,]*(?:\.\d+)?\s*$/.test(c))) return undefined;
  const figures = values.map((c) => Number(c.replace(/,/g, '')));
  const hours = HOURS_WORD.test(context) || Math.max(...figures) >= 40;
  if (!hours && lengths.some((l) => !l)) return undefined;
  const perPerson = PER_PERSON.test(context);
  const roles: { title: string; hours: number; key?: boolean }[] = [];
  for (const row of table.rows) {
    const person = rowPeople(row[0] ?? '', after);
    if (!person) return undefined;
    const cells = phaseCols.map((i) =>
      DASH.test(row[i] ?? '') ? 0 : Number((row[i] ?? '').replace(/,/g, '')),
    );
    const each = hours ? sum(cells) : sum(cells.map((c, k) => c * (lengths[k]?.weeks ?? 0) * 40));
    const total = hours && !perPerson ? each : each * person.count;
    roles.push({ title: person.title, hours: total, ...(person.key ? { key: true } : {}) });
  }
  const weeks = Math.max(sum(lengths.map((l) => l?.weeks ?? 0)), ...lengths.map((l) => l?.end ?? 0));
  return roles.length >= 1 ? { roles, weeks } : undefined;
}

// "Phase 2 - Conversion (weeks 5-12): two Analysts, 1 Editor and the Project Manager half time."
const PROSE_PHASE =
  /^[ \t]*(?:[-*•][ \t]*)?(?:phase|stage|step)[ \t]+(?:[IVX]{1,4}|\d{1,2})\b[^:\n(]{0,80}\(([^)\n]{2,40})\)[ \t]*[:—–-][ \t]*([^\n]+)/gim;

function prosePhases(doc: TextDocument, fullWeek: number): { phases: Phase[]; start: number } | undefined {
  const phases: Phase[] = [];
  let start = -1;
  for (const m of doc.text.matchAll(PROSE_PHASE)) {
    const length = phaseWeeks(m[1] ?? '');
    const members = readPhaseMembers((m[2] ?? '').replace(/\.\s.*$/, ''), fullWeek);
    if (!length || !members) continue;
    if (start < 0) start = m.index ?? 0;
    phases.push({ ...length, members });
  }
  return phases.length >= 2 ? { phases, start } : undefined;
}

/**
 * Hours by role over a schedule's phases (people x share x the full week x weeks), and the
 * weeks the schedule spans.
 * @example
 * tallyPhases([{ weeks: 2, members: [{ title: 'Analyst', count: 2, share: 1 }] }], 40).roles // [{ title: 'Analyst', hours: 160 }]
 */
export function tallyPhases(phases: Phase[], fullWeek: number) {
  const byTitle = new Map<string, { title: string; hours: number; key?: boolean }>();
  for (const p of phases)
    for (const m of p.members) {
      const id = m.title.toLowerCase();
      const r = byTitle.get(id) ?? { title: m.title, hours: 0 };
      r.hours += m.count * m.share * fullWeek * p.weeks;
      if (m.key) r.key = true;
      byTitle.set(id, r);
    }
  const weeks = Math.max(sum(phases.map((p) => p.weeks)), ...phases.map((p) => p.end ?? 0));
  return { roles: [...byTitle.values()].map((r) => ({ ...r, hours: Math.round(r.hours) })), weeks };
}

function scheduleOf(
  source: Pick<StatedEffort, 'document' | 'ref' | 'quote' | 'offset'>,
  read: { roles: { title: string; hours: number; key?: boolean }[]; weeks: number },
): PhaseSchedule {
  return {
    effort: {
      ...source,
      kind: 'hours',
      value: sum(read.roles.map((r) => r.hours)),
      scope: 'total',
      roles: read.roles,
    },
    weeks: read.weeks,
  };
}

/**
 * Schedules of phases that name each phase's people: a table with a duration column and a
 * staffing column ("3 weeks | Project Manager; 2 Analysts"), a role x phase table of hours
 * ("Trainers (3) | 40 | 400 | 80", hours per person when the text says so), or one line per
 * phase ("Phase 2 (weeks 5-12): four Technicians and a Lead"). Each gives the hours of every
 * role (people x share of a full week x the stated full week x weeks) and the weeks it spans.
 * Tables under past performance or an example describe other work and are left out.
 * @example
 * // | Phase | Duration | Staff |  1 Plan | 2 weeks | 1 Lead; 2 Analysts  2 Build | 4 weeks | 1 Lead
 * // -> roles Lead 240 h, Analyst 160 h over 6 weeks
 */
export function readPhaseSchedules(
  tables: readonly Table[],
  docs: readonly TextDocument[],
  fullWeek: (document: string) => number,
): PhaseSchedule[] {
  const out: PhaseSchedule[] = [];
  for (const table of tables) {
    const doc = docs.find((d) => d.name === table.document);
    if (!doc) continue;
    const before = `${doc.text.slice(Math.max(0, table.start - 300), table.start)} ${table.caption ?? ''}`;
    if (REFERENCE.test(before)) continue;
    const week = fullWeek(table.document);
    const phases = staffedPhases(table, week);
    const read = phases ? tallyPhases(phases, week) : roleByPhase(table, doc);
    if (!read || read.roles.length === 0) continue;
    const quote = [table.header, ...table.rows]
      .map((r) => r.join(' | '))
      .join(' ')
      .slice(0, 600);
    out.push(scheduleOf({ document: table.document, ref: table.ref, quote, offset: table.start }, read));
  }
  for (const doc of docs) {
    if (out.some((s) => s.effort.document === doc.name)) continue;
    const prose = prosePhases(doc, fullWeek(doc.name));
    if (!prose) continue;
    const quote = doc.text.slice(prose.start, prose.start + 600);
    out.push(
      scheduleOf(
        { document: doc.name, ref: '', quote, offset: prose.start },
        tallyPhases(prose.phases, fullWeek(doc.name)),
      ),
    );
  }
  return out;
}
