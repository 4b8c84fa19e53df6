import { NUMBER, parseNumber } from '../../solicitation/facts/numbers';
import type { SolicitationModel } from '../../solicitation/model';
import { looksScanned, repairScannedText } from '../../solicitation/structure/ocr-repair';
import { clip, fmt } from '../text';
import type { PlanFrame } from './frame';
import { annualLine, type PlanLine } from './lines';

/**
 * Seasonal or event-driven work sized per period from the expected number of events, not as a
 * staffed year: snow and ice events, storms, call-outs. The documents give how many events a
 * season brings (a month-by-month table of averages with a season total, or a sentence) and the
 * effort each event takes ("three plow routes ... nine hours per route per event", "a two-person
 * walk crew ... ten hours per event"); some work has its own count a season ("about 22
 * applications a season"). Hours a period = events x units x people x hours each.
 */

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const EVENT_NOUN =
  '(?:(?:snow\\s+|ice\\s+|winter\\s+|weather\\s+|plowable\\s+|storm\\s+)?events?|storms?|snowfalls?|call-?\\s?outs?|deployments?|activations?|responses?|outages?|floods?)';
const SEASON = '(?:season|winter|summer|year|annually)';

/** Scanned digits and letters put back: "l7.O" 17.0, "(lO)" (10), "p1ow" plow, "1oader" loader. */
export function fixScanDigits(text: string): string {
  return text
    .replace(/(?<![A-Za-z])[\dlIO][\dlIO.,]*(?![A-Za-z])/g, (t, at: number, all: string) => {
      const paren = all[at - 1] === '(' && all[at + t.length] === ')';
      if (!(/\d/.test(t) || /[\dlIO]\.[\dlIO]/.test(t) || paren)) return t;
      return t.replace(/[lI]/g, '1').replace(/O/g, '0');
    })
    .replace(/\b[A-Za-z01]*[A-Za-z][A-Za-z01]*\b/g, (w) =>
      /[01]/.test(w) && (w.match(/[A-Za-z]/g) ?? []).length >= 2
        ? w.replace(/1/g, 'l').replace(/0/g, 'o')
        : w,
    );
}

const num = (raw: string | undefined) => (raw ? parseNumber(raw) : Number.NaN);

/** Column starts of a line's cells (runs of text apart by two or more spaces). */
function cells(line: string): { at: number; text: string }[] {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ at: m.index ?? 0, text: m[0] }));
}

/**
 * Events a season from a month-by-month table in plain text: month rows of numbers, a column
 * whose header says events (an average, not a maximum or an amount of snow), and the season's
 * total row when there is one, else the months' sum.
 * @example
 * seasonTableEvents('Month  Avg events  Max events\nDecember  3.5  6\nJanuary  4.5  7\nSeason  8.0  13')?.events // 8
 */
export function seasonTableEvents(text: string): { events: number; quote: string } | null {
  const lines = text.split('\n');
  const monthRow = new RegExp(`^\\s*${MONTH}\\s{2,}\\d`, 'i');
  for (let i = 0; i < lines.length; i++) {
    if (!monthRow.test(lines[i] ?? '')) continue;
    let j = i;
    const rows: string[] = [];
    while (j < lines.length && (monthRow.test(lines[j] ?? '') || /^\s*[-=_]{5,}\s*$/.test(lines[j] ?? ''))) {
      if (monthRow.test(lines[j] ?? '')) rows.push(lines[j] ?? '');
      j++;
    }
    const totalLine = /^\s*(?:season|total|annual|winter|year|average season)\b[^\d]{0,20}\s{2,}\d/i.test(
      lines[j] ?? '',
    )
      ? (lines[j] ?? '')
      : null;
    const head = lines.slice(Math.max(0, i - 4), i).filter((l) => l.trim() && !/^\s*[-=_]{5,}\s*$/.test(l));
    i = j;
    if (rows.length < 2) continue;
    const values = (l: string) => cells(l).filter((c) => /^\d[\d,]*(?:\.\d+)?$/.test(c.text));
    const first = values(rows[0] ?? '');
    if (!first.length) continue;
    // Header words over each numeric column, by nearest column start.
    const words = first.map(() => [] as string[]);
    for (const h of head)
      for (const c of cells(h)) {
        let best = -1;
        let gap = Number.POSITIVE_INFINITY;
        first.forEach((v, k) => {
          const d = Math.abs(v.at + v.text.length / 2 - (c.at + c.text.length / 2));
          if (d < gap) [best, gap] = [k, d];
        });
        if (best >= 0 && gap <= 14) words[best]?.push(c.text);
      }
    const header = words.map((w) => w.join(' '));
    const eventCol = (strict: boolean) =>
      header.findIndex(
        (h) =>
          new RegExp(EVENT_NOUN, 'i').test(h) &&
          !/\bmax|\bmin|\bpeak|inch|\bin\.|cm\b|depth|total snow/i.test(h) &&
          (!strict || /\bavg|average|mean|expected|typical|historical/i.test(h)),
      );
    const col = eventCol(true) >= 0 ? eventCol(true) : eventCol(false);
    if (col < 0) continue;
    const at = (l: string) => Number((values(l)[col]?.text ?? '').replace(/,/g, ''));
    const months = rows.map(at);
    if (months.some((v) => !Number.isFinite(v))) continue;
    const sum = months.reduce((s, v) => s + v, 0);
    const total = totalLine ? at(totalLine) : Number.NaN;
    // A total row that disagrees with its months by more than rounding is some other figure.
    const events = Number.isFinite(total) && Math.abs(total - sum) <= Math.max(1, sum * 0.1) ? total : sum;
    if (!(events > 0 && events < 500)) continue;
    const quote = [head.join(' ').replace(/\s+/g, ' '), ...rows, totalLine ?? '']
      .map((l) => l.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .join('; ');
    return { events: Math.round(events * 10) / 10, quote };
  }
  return null;
}

const PROSE_EVENTS = [
  new RegExp(
    String.raw`\b(?:averages?d?|average of|expect\w*|historically|typically|about|approximately|an estimated|estimated|roughly|some)\b[^.;]{0,40}?(?<n>${NUMBER})\s+(?:[a-z-]+\s+){0,2}?${EVENT_NOUN}\s+(?:a|per|each|every|in an average|in a typical|in a normal)\s+${SEASON}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:the\s+|a\s+|each\s+)?(?:typical\s+|average\s+|normal\s+)?(?:season|winter)\s+(?:averages?|has averaged|brings|sees|produces|has)\s+(?:about\s+|approximately\s+|roughly\s+|some\s+)?(?<n>${NUMBER})\s+(?:[a-z-]+\s+){0,2}?${EVENT_NOUN}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:number of|expected)\s+(?:[a-z-]+\s+){0,2}?${EVENT_NOUN}\s+(?:a|per|each)\s+${SEASON}\s+(?:is|has been|averages?|was)\s+(?:about\s+|approximately\s+|an average of\s+)?(?<n>${NUMBER})`,
    'i',
  ),
];

/** Sentences that are not the work: instructions, evaluation, past performance, the Government's own staff. */
const NOT_WORK =
  /\bofferors?\b|\bproposals?\b|\bevaluat|past performance|\bpage(?:s)? limit|\bprice volume|technical volume|\bwill be paid|\bprior contracts?\b/i;

/**
 * Events a season a sentence states: "an average of 14 plowable storms a season", "the typical
 * winter brings about twelve (12) snow events".
 * @example
 * proseSeasonEvents('Historically the campus sees an average of 14 snow events per season.')?.events // 14
 */
export function proseSeasonEvents(text: string): { events: number; quote: string } | null {
  for (const s of workItems(text)) {
    if (NOT_WORK.test(s)) continue;
    for (const re of PROSE_EVENTS) {
      const m = s.match(re);
      const n = num(m?.groups?.n);
      if (n > 0 && n < 500) return { events: n, quote: s };
    }
  }
  return null;
}

/** Paragraphs and list items joined across wrapped lines, then split into sentences. */
function workItems(text: string): string[] {
  const joined = text
    .replace(/\r/g, '')
    .replace(/\n(?!\s*\n)(?!\s*(?:[a-z]|\d{1,2}|\([a-z0-9]{1,3}\))[.)]\s)(?!\s*[A-Z]\.\d)/g, ' ');
  return joined
    .split(/\n+/)
    .flatMap((l) => l.split(/(?<=[.;])\s+(?=[A-Z(])/))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 10);
}

/** One kind of event work: people x hours each per event or per its own occurrence. */
export interface EventEffort {
  role: string;
  title?: string | undefined;
  units: number;
  unitNoun?: string | undefined;
  people: number;
  hours: number;
  /** Occurrences a season when the item states its own ("about 22 applications a season"). */
  count?: number | undefined;
  per: string;
  quote: string;
}

/** What the hours are per: an event, or any counted occurrence that states its own count a season. */
const PER_NOUN = `(?:${EVENT_NOUN}|[a-z][a-z-]{2,})`;
/** Units each worked per event ("per route", "per pump station"). */
const UNIT_NOUN = '(?:[a-z][a-z-]{2,}(?:\\s+[a-z][a-z-]{2,})?)';
const PERSON_UNIT = /^(?:person|people|worker|man|crew member|employee|operator|laborer)s?$/i;
const HOURS_PER = new RegExp(
  String.raw`(?<h>${NUMBER})\s*(?:\(\s*[\d.]+\s*\)\s*)?(?:(?:labou?r|crew|man|person|staff|operator)[-\s]?)?(?:hours?|hrs?)\b\s*(?<each>each\s+)?(?:(?:per|a|an|for each|each)\s+(?<unit>${UNIT_NOUN})\s+)?(?:per|a|an|for each|each|for every|every)\s+(?<per>${PER_NOUN})\b`,
  'i',
);
const EVENT_LASTS = new RegExp(
  String.raw`(?:(?:every|each|per|an?)\s+(?<per>${EVENT_NOUN})\b[^.;]{0,40}?(?:\(|,)?\s*(?:on average|averag\w*|typically|usually)?\s*(?:about|approximately|around|roughly|some|an average of)\s+(?<h>${NUMBER})\s*(?:hours?|hrs?)\b)|(?:(?:each|every|an?|the average)\s+(?<per2>${EVENT_NOUN})\s+(?:requires|takes|lasts|averages|needs|runs)\s+(?:about\s+|approximately\s+|an average of\s+|roughly\s+)?(?<h2>${NUMBER})\s*(?:labou?r\s+|crew\s+)?(?:hours?|hrs?)\b)`,
  'i',
);
const OWN_COUNT = new RegExp(
  String.raw`(?<n>${NUMBER})\s+(?:[a-z-]+\s+){0,2}?(?:a|per|each|every)\s+${SEASON}\b`,
  'i',
);
const ROLE_NOUN =
  '(?:operators?|drivers?|truck\\s?drivers?|labou?rers?|shovelers?|workers?|technicians?|supervisors?|foremen|foreman|attendants?|helpers?)';
const CREW_SIZE = new RegExp(
  String.raw`(?:(?<n>${NUMBER})[-\s]?(?:person|man|member|worker|people)\b|crew of\s+(?<n2>${NUMBER}))`,
  'i',
);
const COUNTED_ROLE = new RegExp(String.raw`\b(?<n>${NUMBER}|an?)\s+(?:[a-z-]+\s+){0,2}?${ROLE_NOUN}\b`, 'gi');

/** The trade of an item of event work by its words. */
function roleOf(item: string): { role: string; title?: string | undefined } {
  if (/\bsupervis|\bforem[ae]n\b|superintendent|crew leader/i.test(item)) {
    const t = item.match(/\b((?:[A-Z][a-z]+\s+){1,3}(?:Supervisor|Foreman|Superintendent))\b/);
    return { role: 'Supervisor', title: t?.[1] };
  }
  if (/\bwalk\b|sidewalk|shovel|labou?rer|hand crew|entrances|stairs|steps\b/i.test(item))
    return { role: 'Laborer' };
  if (/plow|truck|loader|operator|driver|spreader|equipment|grader|sander/i.test(item))
    return { role: 'Equipment Operator' };
  return { role: 'Laborer' };
}

/** People working an item: a crew size, or the roles counted before the hours ("a loader operator and a dump truck driver"). */
function peopleOf(item: string, before: string): number {
  const crew = before.match(CREW_SIZE) ?? item.match(CREW_SIZE);
  const n = num(crew?.groups?.n ?? crew?.groups?.n2);
  if (n >= 1 && n <= 30) return n;
  let roles = 0;
  for (const m of before.matchAll(COUNTED_ROLE)) {
    const k = /^an?$/i.test(m.groups?.n ?? '') ? 1 : num(m.groups?.n);
    if (k >= 1 && k <= 30) roles += k;
  }
  return roles || 1;
}

/**
 * The effort each event (or each of the item's own occurrences) takes, item by item.
 * @example
 * eventEfforts('a. Roads: three (3) plow routes, each with one operator, an average of nine (9) hours per route per event.')[0] // { units: 3, people: 1, hours: 9, ... }
 */
export function eventEfforts(text: string): EventEffort[] {
  const out: EventEffort[] = [];
  for (const item of workItems(text)) {
    if (NOT_WORK.test(item)) continue;
    const m = item.match(HOURS_PER);
    const l = m ? null : item.match(EVENT_LASTS);
    const g = m?.groups ?? l?.groups;
    if (!g) continue;
    const hours = num(g.h ?? g.h2);
    const per = (g.per ?? g.per2 ?? '').toLowerCase();
    if (!(hours > 0 && hours <= 48)) continue;
    const at = (m ?? l)?.index ?? 0;
    const before = item.slice(0, at);
    let units = 1;
    const unit = g.unit && !PERSON_UNIT.test(g.unit) ? g.unit.toLowerCase() : undefined;
    if (unit) {
      const last = (unit.split(' ').pop() ?? unit).replace(/s$/, '');
      const u = before.match(new RegExp(String.raw`(?<n>${NUMBER})\s+(?:[a-z-]+\s+){0,2}?${last}s?\b`, 'i'));
      units = num(u?.groups?.n);
      if (!(units >= 1 && units <= 100)) continue;
    }
    const isEvent = new RegExp(`^${EVENT_NOUN}$`, 'i').test(per);
    // Its own count a season: "about 22 applications a season" (the same noun), or a bare
    // "(about three a season)" beside an event noun.
    const stem = per.replace(/e?s$/, '').slice(0, 5);
    const own = [...item.matchAll(new RegExp(OWN_COUNT.source, 'gi'))].find((o) => {
      const noun =
        o[0]
          .replace(o.groups?.n ?? '', '')
          .trim()
          .split(/\s+/)[0] ?? '';
      return /^(?:a|per|each|every)$/i.test(noun) ? isEvent : noun.toLowerCase().startsWith(stem);
    });
    const ownN = num(own?.groups?.n);
    const count = ownN > 0 && ownN < 1000 ? ownN : undefined;
    if (!isEvent && count === undefined) continue;
    const { role, title } = roleOf(item);
    out.push({
      role,
      title,
      units,
      unitNoun: unit,
      people: peopleOf(item, before),
      hours,
      count,
      per,
      quote: item,
    });
  }
  return out;
}

/** The events a season the documents give, from a table of months or a sentence. */
export function seasonEvents(texts: readonly string[]): { events: number; quote: string } | null {
  for (const t of texts) {
    const fixed = fixScanDigits(t);
    const e = seasonTableEvents(fixed) ?? proseSeasonEvents(fixed);
    if (e) return e;
  }
  return null;
}

/**
 * Lines for event work: one per item of effort, hours a period = events (or the item's own
 * count) x units x people x hours each, laid out a season a year.
 * @example
 * eventSeasonLines(model, frame, [text]).lines.map((l) => l.hours) // [459, 340, ...]
 */
export function eventSeasonLines(
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
): { lines: PlanLine[]; assumptions: string[]; questions: string[]; events: number } {
  const none = { lines: [], assumptions: [], questions: [], events: 0 };
  const read = texts.map((t) => fixScanDigits(looksScanned(t) ? repairScannedText(t) : t));
  const season = seasonEvents(read);
  if (!season) return none;
  const efforts = read.flatMap((t) => eventEfforts(t));
  if (!efforts.length) return none;
  const doc = model.documents?.[0]?.name ?? 'document';
  const lines: PlanLine[] = efforts.map((e) => {
    const times = e.count ?? season.events;
    const annual = Math.round(times * e.units * e.people * e.hours);
    const parts = [
      `${fmt(times)} ${e.count !== undefined ? `${e.per.replace(/s$/, '')}s` : 'events'} a season`,
      e.units > 1 ? `${fmt(e.units)} ${e.unitNoun?.replace(/s$/, '')}s` : '',
      e.people > 1 ? `${fmt(e.people)} people` : '',
      `${fmt(e.hours)} h`,
    ].filter(Boolean);
    const a = annualLine(frame, annual, parts.join(' x '));
    const req = model.requirements.find((r) => e.quote.includes(fixScanDigits(r.text).slice(0, 40)));
    const ref = req?.ref ?? 'text';
    return {
      lcat: e.title ?? e.role,
      key: false,
      workArea: 'Event response',
      source: 'derived',
      periodHours: a.periodHours,
      hours: a.hours,
      formula: a.formula,
      basis: `${ref}: "${clip(e.quote, 160)}" with ${fmt(season.events)} events a season ("${clip(season.quote, 120)}"): sized per season from the expected number of events, not as a staffed year; no staffing stated.`,
      citation: { document: req?.document ?? doc, ref, quote: clip(e.quote, 300) },
      requirements: [],
      requirementRefs: [ref],
      quantity: times,
      unit: 'event',
      rate: Math.round(e.units * e.people * e.hours * 100) / 100,
    };
  });
  return {
    lines,
    events: season.events,
    assumptions: [
      `Each period is sized for an average season of ${fmt(season.events)} events, as the documents' history gives; a heavier season orders more hours at the unit prices.`,
    ],
    questions: [
      `The plan assumes an average season of ${fmt(season.events)} events from the historical data; how much do events vary from season to season, and should offerors staff for the average or for a heavier season?`,
    ],
  };
}

const STOP_STEMS = new Set([
  'with',
  'hour',
  'each',
  'base',
  'peri',
  'opti',
  'same',
  'unit',
  'annu',
  'prog',
  'anal',
  'snow',
  'from',
  'that',
  'this',
  'shal',
  'cont',
]);

/** The words of some work cut to four letters, scan digits put back: "P1owing, truck" -> plow, truc. */
export function workStems(text: string): string[] {
  return (
    fixScanDigits(text)
      .toLowerCase()
      .match(/[a-z]{4,}/g) ?? []
  )
    .map((w) => w.slice(0, 4))
    .filter((w) => !STOP_STEMS.has(w));
}

/**
 * The team heads once event lines size a supervisor: a head whose title ends in the line's
 * trade ("Snow Operations Supervisor", "Supervisor") gives the line its title and key flag and
 * is not staffed again for a year; a manager the documents never name is not added on top.
 */
export function seasonSizedHeads<
  H extends { title: string; key: boolean; manager: boolean; source?: unknown },
>(heads: H[], seasonLines: PlanLine[]): H[] {
  const sized = seasonLines.filter((l) => /supervisor|foreman|superintendent/i.test(l.lcat));
  if (!sized.length) return heads;
  const word = (t: string) => (t.toLowerCase().match(/supervisor|foreman|superintendent/) ?? [''])[0];
  const kept: H[] = [];
  for (const h of heads) {
    // A manager the documents never name: the supervisor on every event runs the crews.
    if (h.manager && !h.source) continue;
    const line = !h.manager && sized.find((l) => word(h.title) && word(h.title) === word(l.lcat));
    if (!line) {
      kept.push(h);
      continue;
    }
    if (h.key) line.key = true;
    if (h.title.length > line.lcat.length) line.lcat = h.title;
  }
  return kept;
}
