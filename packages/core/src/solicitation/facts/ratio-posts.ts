import type { CoverageFact, DocumentInfo, ReaderNote, Table } from '../model';
import { isJobNoun } from '../vocabulary/index';
import { wordKey } from '../vocabulary/tokens';
import { type FactContext, type Located, sourceOf } from './context';
import { escapeRegExp } from '../../format/regexp';
import { cellAmount } from './numbers';
import { operatingDays } from './schedule-days';

// Staff derived from ratios: a table gives each group (classroom, ward, unit, cabin) the people it
// serves (licensed capacity, enrolment, beds, campers) and a staff-to-served ratio ("1:4"), and a
// rule says the ratio holds while the place is open. The posts are each group's size over its
// ratio, rounded up to the next whole person, kept over the document's open hours and days.

// "1:4", "1 : 10", "1 to 6", "1/8" (a staff-to-served ratio), also the served-to-staff "4:1".
const RATIO = /^\s*(\d{1,3})\s*(?::|to|\/)\s*(\d{1,3})\b/i;
const RATIO_HEADER = /\bratios?\b|\bstaff[- ]to[- ]\w+|\w+[- ]to[- ]staff\b/i;
// "Candidates per proctor", "Campers per counselor (maximum)": a column of people served per worker.
const PER_WORKER = /\b[a-z]+\s+(?:per|for each|to each|to one)\s+([a-z]+)\b/i;
// What the rows count: the people a group holds, in the order a reader trusts them.
const SIZE_HEADERS = [
  /\b(?:licensed |rated |design |bed |seating )?capacity\b|\bseats\b/i,
  /\benrol(?:l?ment|led)\b|\bcensus\b|\bbeds?\b|\bcampers\b|\bresidents\b|\bpatients\b|\bparticipants\b/i,
  /\b(?:children|students|clients|youth|persons|people)\b/i,
  /\bgroup size\b|\bsize\b/i,
];
// The rule that makes the ratio a staffing requirement for every open hour.
const RATIO_RULE = /\bratios?\b/i;
const EVERY_HOUR =
  /\bevery (?:hour|minute|(?:[a-z]+ )?day)\b|\ball (?:hours|times)\b|\bat all times\b|\bduring (?:all |every |the )?(?:hours|operating hours|open hours|hours of operation)\b|\bwhile (?:the \w+ is |it is )?open\b|\bwhenever\b[^.]{0,40}\bopen\b|\bround(?:ed)? up\b/i;
// A ratio named only to inform or to compare ("the current ratio", "historical ratios") sets no posts.
const NOT_A_RULE =
  /\b(?:for information|historical|historically|current(?:ly)?|past|average|typical(?:ly)?|recommended)\b/i;
// An amendment cell that changes a figure ("FROM 20 TO 24"): the new figure stands.
const CHANGED = /\bfrom\s+(\d[\d,]*)\s+to\s+(\d[\d,]*)\b/i;
const TOTAL = /^\s*(?:grand\s+)?totals?\b/i;

/** A ratio cell read as people served per staff member ("1:4" is 4, "4:1" is 4); NaN when it is none. */
export function servedPerStaff(cell: string): number {
  const m = cell.match(RATIO);
  if (!m) return Number.NaN;
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (!(a > 0 && b > 0)) return Number.NaN;
  return Math.max(a, b) / Math.min(a, b);
}

/** A cell of a "served per worker" column: its plain figure ("16"), else a ratio ("1:16"). */
function servedIn(cell: string, perWorker: boolean): number {
  const plain = cellAmount(cell.replace(/\(.*\)/, ''));
  return perWorker && plain > 0 ? plain : servedPerStaff(cell);
}

/** A size cell's figure, an amendment's new figure when the cell changes one ("FROM 20 TO 24"). */
function sizeOf(cell: string): number {
  const changed = cell.match(CHANGED);
  return changed ? cellAmount(changed[2]) : cellAmount(cell.replace(/\(.*\)/, ''));
}

interface RatioColumns {
  ratio: number;
  size: number;
  /** The worker a "served per worker" header names ("proctor"). */
  worker?: string;
}

/** The ratio column and the size column of a table, when it has both. */
function ratioColumns(t: Table): RatioColumns | null {
  const per = (h: string) => {
    const w = h.match(PER_WORKER)?.[1];
    return w && isJobNoun(w) ? w : undefined;
  };
  const ratio = t.header.findIndex(
    (h, i) =>
      (RATIO_HEADER.test(h) || per(h)) &&
      t.rows.filter((r) => servedIn(r[i] ?? '', !!per(h)) > 0).length >= Math.max(1, t.rows.length / 2),
  );
  if (ratio < 0) return null;
  const worker = per(t.header[ratio] ?? '');
  for (const re of SIZE_HEADERS) {
    const size = t.header.findIndex(
      (h, i) => i !== ratio && re.test(h) && t.rows.some((r) => sizeOf(r[i] ?? '') > 0),
    );
    if (size >= 0) return { ratio, size, ...(worker ? { worker } : {}) };
  }
  return null;
}

interface Group {
  key: string;
  size: number;
  served: number;
}

/** A table's groups: each row's key (its first cell), size and people served per staff member. */
function groupsOf(t: Table, c: RatioColumns): Group[] {
  return t.rows
    .filter((r) => !r.some((cell) => TOTAL.test(cell)))
    .map((r) => ({
      key: (r[0] ?? '').trim().toLowerCase(),
      size: sizeOf(r[c.size] ?? ''),
      served: servedIn(r[c.ratio] ?? '', !!c.worker),
    }))
    .filter((g) => g.key && g.size > 0);
}

/**
 * The groups as amended: a later amendment's table with the same columns changes the rows it
 * names ("106 | ... | FROM 20 TO 24 | 1:10 (unchanged)"); a ratio it leaves out stays.
 */
function amended(
  groups: Group[],
  later: { t: Table; c: RatioColumns }[],
): { groups: Group[]; changed: string[]; by: Set<string> } {
  const changed: string[] = [];
  const by = new Set<string>();
  const out = groups.map((g) => {
    let now = g;
    for (const { t, c } of later)
      for (const a of groupsOf(t, c).filter((x) => x.key === now.key)) {
        const served = a.served > 0 ? a.served : now.served;
        if (a.size !== now.size || served !== now.served) {
          changed.push(
            `${now.key} from ${now.size} to ${a.size}${served !== now.served ? ` at 1:${served}` : ''}`,
          );
          by.add(t.document);
          now = { ...now, size: a.size, served };
        }
      }
    return now;
  });
  return { groups: out, changed, by };
}

// A later document's words that change a group's size: "for Room 102, "30" seats is replaced by
// "40"", "Room 106 capacity is changed from 20 to 24".
const SAID_CHANGE = [
  /\bfrom\s+"?(\d[\d,]*)"?\s+(?:[a-z]+\s+){0,2}to\s+"?(\d[\d,]*)"?/i,
  /"?(\d[\d,]*)"?\s+(?:[a-z]+\s+){0,2}(?:is|are|shall be|will be)\s+(?:replaced|changed|revised|increased|reduced|decreased)\s+(?:by|with|to)\s+"?(\d[\d,]*)"?/i,
];

/** Sizes later documents change in words: a sentence naming the group and its old size's change to a new one. */
function saidChanges(
  groups: Group[],
  later: Located[],
): { groups: Group[]; changed: string[]; by: Set<string> } {
  const changed: string[] = [];
  const by = new Set<string>();
  const out = groups.map((g) => {
    const named = new RegExp(`(?<![\\w.-])${escapeRegExp(g.key)}(?![\\w-])`, 'i');
    for (const u of later.filter((x) => named.test(x.text)))
      for (const re of SAID_CHANGE) {
        const m = u.text.match(re);
        const from = cellAmount(m?.[1]);
        const to = cellAmount(m?.[2]);
        if (from === g.size && to > 0 && to !== from) {
          changed.push(`${g.key} from ${from} to ${to}`);
          by.add(u.document);
          return { ...g, size: to };
        }
      }
    return g;
  });
  return { groups: out, changed, by };
}

const postsAt = (groups: Group[]) =>
  groups.filter((g) => g.served > 0).reduce((s, g) => s + Math.ceil(g.size / g.served - 1e-9), 0);

/** The worker the rule counts ("the number of caregivers", "staffed with counselors"), singular and titled; "Staff" when it names none. */
function workerOf(rule: string): string {
  const counted = rule.match(/\b(?:number|count) of ([a-z]+)\b/i)?.[1];
  const nouns = [...rule.matchAll(/\b([a-z]+(?:ers|ors|ants|ents|ides|ists|ves))\b/gi)]
    .map((m) => m[1] ?? '')
    .filter((w) => !/^(?:others|numbers|hours|orders|members|centers|ratios)$/i.test(w) && isJobNoun(w));
  const word = wordKey(
    counted && !/^(?:children|staff|people|persons|hours)$/i.test(counted) ? counted : (nouns[0] ?? 'staff'),
  );
  return titled(word);
}

const titled = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

/** The document's open hours: its one hours-of-operation window, else its one window that puts no one on duty. */
function openWindow(coverage: CoverageFact[], document: string): CoverageFact | undefined {
  const open = coverage.filter(
    (c) => !c.staffed && !c.onCall && !c.negated && !c.is24x7 && !c.position && c.hoursPerWeek > 0,
  );
  const labelled = open.filter((c) => c.label === 'hours of operation');
  const some = labelled.length ? labelled : open;
  const own = some.filter((c) => c.document === document);
  const pick = own.length ? own : some;
  const first = pick[0];
  return first && pick.every((c) => c.hoursPerWeek === first.hoursPerWeek) ? first : undefined;
}

/** The rule sentence of a ratio table: in its document, naming ratios and every open hour. */
function ruleFor(t: Table, units: Located[]): Located | undefined {
  const own = units.filter(
    (u) =>
      u.document === t.document &&
      u.kind !== 'instructions' &&
      u.kind !== 'evaluation' &&
      RATIO_RULE.test(u.text) &&
      EVERY_HOUR.test(u.text) &&
      !NOT_A_RULE.test(u.text),
  );
  // The nearest rule before the table, else the nearest after it.
  const before = own.filter((u) => u.start <= t.start).at(-1);
  return before ?? own.find((u) => u.start >= t.end);
}

/**
 * Posts set by staff-to-served ratios: a table of groups with their size (licensed capacity,
 * enrolment, beds) and ratio ("1:4"), and a rule that the ratio holds every open hour, give
 * each group its size over its ratio rounded up; the sum is kept over the document's hours of
 * operation on its stated operating days (weeks of 52.14 otherwise). A later amendment table
 * that changes a group's size ("FROM 20 TO 24") is read as the size. One coverage fact per
 * ratio table; none without the rule, the open hours or a size column.
 * @example
 * // Table: Room | Licensed capacity | Staff-to-child ratio; 101 | 8 | 1:4; 106 | 20 | 1:10
 * // 'Each classroom shall be staffed at its ratio during every hour the Center is open.'
 * readRatioPosts(ctx, tables, documents, coverage).posts[0]?.posts // 4
 */
export function readRatioPosts(
  ctx: FactContext,
  tables: Table[],
  documents: DocumentInfo[],
  coverage: CoverageFact[],
): { posts: CoverageFact[]; notes: ReaderNote[] } {
  const role = (name: string) => documents.find((d) => d.name === name);
  const notes: ReaderNote[] = [];
  const read = tables
    .map((t) => ({ t, c: ratioColumns(t) }))
    .filter((x): x is { t: Table; c: RatioColumns } => x.c !== null);
  const out: CoverageFact[] = [];
  const days = operatingDays(
    ctx.units.filter((u) => u.kind !== 'instructions' && u.kind !== 'evaluation').map((u) => u.text),
  );
  for (const { t, c } of read) {
    if (role(t.document)?.role === 'amendment') continue;
    const rule = ruleFor(t, ctx.units);
    const open = openWindow(coverage, t.document);
    if (!rule || !open) continue;
    const index = role(t.document)?.index ?? 0;
    const later = read.filter((x) => x.t !== t && (role(x.t.document)?.index ?? 0) > index);
    const before = groupsOf(t, c);
    const inTables = amended(before, later);
    const laterUnits = ctx.units.filter((u) => (role(u.document)?.index ?? 0) > index);
    const inWords = saidChanges(inTables.groups, laterUnits);
    const groups = inWords.groups;
    const changed = [...inTables.changed, ...inWords.changed];
    const by = new Set([...inTables.by, ...inWords.by]);
    const priced = groups.filter((g) => g.served > 0);
    if (priced.length < 1) continue;
    const posts = postsAt(priced);
    // The worker the rule's paragraph counts ("the number of caregivers in a classroom is ...").
    const worker = c.worker
      ? titled(wordKey(c.worker))
      : workerOf(
          ctx.units
            .filter((u) => u.document === rule.document && u.ref === rule.ref)
            .map((u) => u.text)
            .join(' '),
        );
    const each = priced.map((g) => `${g.key} ${g.size}/${g.served}`).join(', ');
    const table = t.caption?.match(/^[^.]*/)?.[0] ?? t.ref;
    if (changed.length)
      notes.push({
        kind: 'conflict',
        text: `${[...by].join(', ')} amends the sizes in ${table} (${changed.join('; ')}), so the ratio posts are ${posts} as amended (${postsAt(before)} before); the plan uses the amended capacity. Confirm the amended sizes hold for every period.`,
        askContractingOfficer: false,
        source: sourceOf(rule),
      });
    out.push({
      ...sourceOf(rule),
      quote: `${rule.text} [${table}: ${each}${changed.length ? `; as amended: ${changed.join(', ')}` : ''}]`,
      label: 'ratio posts',
      hoursPerDay: open.hoursPerDay,
      daysPerWeek: open.daysPerWeek,
      hoursPerWeek: open.hoursPerWeek,
      is24x7: false,
      onCall: false,
      function: `${worker} ratio posts`,
      position: worker,
      posts,
      staffed: true,
      scheduled: true,
      ...(days ? { daysPerYear: days } : {}),
    });
  }
  return { posts: out, notes };
}
