import { findDateRanges, sharedYearRanges } from '../../solicitation/facts/dates';
import { NUMBER, parseNumber } from '../../solicitation/facts/numbers';
import { hoursAWeekIn, seasonOf } from '../../solicitation/labour/season-span';
import type { SolicitationModel, Table } from '../../solicitation/model';
import { clip, fmt } from '../text';
import { countBefore, dayCounts, REFERENCE, seasonAsPeriod, sentencesOf, withHours } from './crew-days';
import { type PlanFrame, periodIndexOf } from './frame';
import type { PlanLine } from './lines';

/**
 * Crews x persons x weeks x hours a week, season by season: "two (2) crews in the 2034 season
 * and three (3) crews in each option season. Each crew shall consist of six (6) persons: one (1)
 * Crew Leader and five (5) Crew Members", the weeks from a table (crews, crew work weeks,
 * weeks), a schedule priced by the crew week or a sentence ("twenty (20) weeks each season"),
 * the week from "40 hours a week" or "four ten-hour days". The first season may be shorter or
 * have fewer crews. A crew of the Government's, a crew with no weeks, or one kept year-round is
 * not read.
 */

const CREW_NOUN = '(?:crews?|teams?|parties|party)';
const CREW = new RegExp(String.raw`\b${CREW_NOUN}\b`, 'i');
/** The Government's own crews, a size limit, a year-round crew: no seasonal crew to price. */
const NOT_OURS =
  /\bGovernment\s+(?:will|shall|may|to)\s+(?:provide|furnish|supply|field|use|assign)\b|\b(?:Government|agency|Federal)\s+(?:crews?|teams?|employees|personnel|staff)\b/i;
const LIMIT = /\b(?:not\s+exceed|no\s+(?:larger|more)\s+than|at\s+most|maximum|limited\s+to|up\s+to)\b/i;
const YEAR_ROUND = /\byear[- ]round\b|\ball\s+year\b|\bfull[- ]time\b|\b52\s+weeks\b/i;

/** What a crew sentence says a crew is: its members by stated line and the count of each. */
interface Member {
  line: PlanLine;
  perCrew: number;
}

/** "Each crew shall consist of six (6) persons", "a survey party of four (4) people". */
const CREW_PERSONS = new RegExp(
  `\\b${CREW_NOUN}\\s+(?:(?:shall|will|must)\\s+)?(?:consists?\\s+of|consisting\\s+of|of|is|comprises?|includes?)\\s+(${NUMBER})\\s+(?:persons|people|workers|members|individuals)\\b`,
  'i',
);

/** The members of the crew: the stated lines a crew sentence counts ("one (1) Crew Leader and five (5) Crew Members"). */
function membersOf(lines: readonly PlanLine[], crewSentences: readonly string[]): Member[] {
  const out: Member[] = [];
  for (const line of lines) {
    if (line.source !== 'stated') continue;
    for (const s of crewSentences) {
      const n = countBefore(s, line.lcat);
      if (n) {
        out.push({ line, perCrew: n });
        break;
      }
    }
  }
  return out;
}

/** The start year of each frame period, from the model's dated periods. */
function startYears(model: SolicitationModel, frame: PlanFrame): (number | undefined)[] {
  const dated = model.periods?.periods ?? [];
  return frame.periods.map((p, i) => {
    const m = dated.find((d) => d.name === p.name) ?? dated[i];
    const y = Number(m?.startDate?.slice(0, 4));
    return y > 1900 ? y : undefined;
  });
}

const PERIOD_WORDS = '(?:seasons?|periods?|years?|terms?)';
/** "in the 2034 season", "in each option season", "in the base period", "in Option Season 1", "in each season". */
const CREWS_IN = new RegExp(
  String.raw`(${NUMBER})\s+(?:[a-z-]+\s+){0,2}?${CREW_NOUN}\s+(?:in|for|during)\s+(?:the\s+|each\s+|every\s+|all\s+)?(?:(?<year>\d{4})\s+(?:[a-z]+\s+)?season|(?<base>base|first)\s+${PERIOD_WORDS}|option\s+(?:${PERIOD_WORDS})(?:\s+(?<n>\d{1,2}))?|(?<all>${PERIOD_WORDS}))`,
  'gi',
);

/** Which frame periods a matched phrase names. */
function periodsNamed(
  g: Record<string, string | undefined>,
  frame: PlanFrame,
  years: readonly (number | undefined)[],
): number[] {
  const all = frame.periods.map((_, i) => i).filter((i) => frame.periods[i]?.kind !== 'extension');
  if (g.year) {
    const i = years.indexOf(Number(g.year));
    return i >= 0 ? [i] : [];
  }
  if (g.base) return [0];
  if (g.all) return all;
  if (g.n) {
    const i = periodIndexOf(frame, `Option ${g.n}`);
    return i >= 0 ? [i] : [];
  }
  return all.filter((i) => frame.periods[i]?.kind === 'option');
}

/** Crews by period a sentence states ("two (2) crews in the 2034 season and three (3) crews in each option season"). */
function crewsInProse(
  sentences: readonly string[],
  frame: PlanFrame,
  years: readonly (number | undefined)[],
): (number | undefined)[] | undefined {
  const out: (number | undefined)[] = frame.periods.map(() => undefined);
  let found = false;
  for (const s of sentences)
    for (const m of s.matchAll(CREWS_IN)) {
      const n = parseNumber(m[1] ?? '');
      if (!(n >= 1 && n <= 50)) continue;
      for (const i of periodsNamed(m.groups ?? {}, frame, years)) {
        out[i] = n;
        found = true;
      }
    }
  return found ? out : undefined;
}

/** A flat count of crews ("provide two (2) crews", "one (1) plow crew"): the same every period. */
function crewCount(sentences: readonly string[]): number | undefined {
  const re = new RegExp(String.raw`(${NUMBER})\s+(?:[a-z-]+\s+){0,2}?${CREW_NOUN}\b`, 'i');
  for (const s of sentences) {
    const m = s.match(re);
    const n = m ? parseNumber(m[1] ?? '') : 0;
    if (n >= 1 && n <= 50 && !LIMIT.test(s.slice(0, m?.index ?? 0).slice(-30))) return n;
  }
  return undefined;
}

/** The frame period a table row names: a period label in a cell, else a season's year. */
function rowPeriod(row: readonly string[], frame: PlanFrame, years: readonly (number | undefined)[]): number {
  for (const cell of row) {
    const label = cell.match(
      /\b(?:base(?:\s+(?:year|period|season|term))?|option\s*(?:year|period|season|term)?\s*(?:\d{1,2}|[ivx]{1,4}|one|two|three|four|five)\b)/i,
    )?.[0];
    const at = label ? periodIndexOf(frame, seasonAsPeriod(label)) : -1;
    if (at >= 0) return at;
  }
  const year = Number(row[0]?.match(/\b(?:19|20)\d{2}\b/)?.[0]);
  return year ? years.indexOf(year) : -1;
}

/** The weeks a table row's dates span, day by day ("4 June through 5 October 2034": 17.7). */
function rowWeeks(row: readonly string[]): number | undefined {
  for (const cell of row) {
    const r = findDateRanges(cell)[0] ?? sharedYearRanges(cell)[0];
    const days = r ? (Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 + 1 : Number.NaN;
    if (days > 0 && days <= 366) return days / 7;
  }
  return undefined;
}

/** Crews and weeks by period from a table whose columns count them (crews; crew work weeks or weeks). */
function crewTable(
  tables: readonly Table[],
  frame: PlanFrame,
  years: readonly (number | undefined)[],
):
  | {
      crews?: (number | undefined)[];
      weeks?: (number | undefined)[];
      crewWeeks?: (number | undefined)[];
      quote: string;
    }
  | undefined {
  for (const t of tables) {
    const h = t.header.map((c) => c.toLowerCase().replace(/\s+/g, ' ').trim());
    const crewsCol = h.findIndex((c) => /^(?:no\.? of |number of )?(?:crews|teams|parties)$/.test(c));
    const crewWeeksCol = h.findIndex((c) => /\b(?:crew|team)[- ](?:work[- ])?weeks?\b/.test(c));
    const weeksCol = h.findIndex(
      (c, i) => i !== crewWeeksCol && /\bweeks?\b/.test(c) && !/hours?|\bper\s+week\b/.test(c),
    );
    // A crew-week column counts crews and weeks at once; a weeks column needs the table to be about crews.
    if (crewWeeksCol < 0 && !(weeksCol >= 0 && (crewsCol >= 0 || h.some((c) => CREW.test(c))))) continue;
    const crews = frame.periods.map((): number | undefined => undefined);
    const weeks = frame.periods.map((): number | undefined => undefined);
    const crewWeeks = frame.periods.map((): number | undefined => undefined);
    let rows = 0;
    // A crew-week column beside a crews column whose values fit in each row's dates counts each
    // crew's weeks ("| 2034 | 18 | 2 | 4 June through 5 October 2034 |": two crews of 18 weeks);
    // a value larger than the dates, or a column headed as a total, is crews x weeks.
    let fitsDates = crewsCol >= 0 && crewWeeksCol >= 0 && !/\btotal\b/.test(h[crewWeeksCol] ?? '');
    let dated = 0;
    for (const row of t.rows) {
      const at = rowPeriod(row, frame, years);
      if (at < 0) continue;
      const num = (i: number) => (i >= 0 ? Number((row[i] ?? '').replace(/,/g, '').trim()) : Number.NaN);
      if (num(crewsCol) > 0) crews[at] = num(crewsCol);
      if (num(weeksCol) > 0) weeks[at] = num(weeksCol);
      if (num(crewWeeksCol) > 0) crewWeeks[at] = num(crewWeeksCol);
      const span = rowWeeks(row);
      if (span !== undefined && num(crewWeeksCol) > 0) {
        dated++;
        if (num(crewWeeksCol) > Math.ceil(span)) fitsDates = false;
      }
      rows++;
    }
    if (!rows) continue;
    const quote = `${t.header.join(' | ')} (${t.ref || t.caption || 'table'})`;
    if (crewWeeksCol >= 0 && fitsDates && dated) return { crews, weeks: crewWeeks, quote };
    if (crewWeeksCol >= 0) return { crewWeeks, quote };
    return { crews, weeks, quote };
  }
  return undefined;
}

/** "twenty (20) weeks each season", "for each of the twenty-two (22) weeks of the snow season", "26 weeks in each period". */
const WEEKS_EACH = new RegExp(
  String.raw`(${NUMBER})\s+weeks?\s+(?:each|every|per|a|in\s+each|of\s+each|during\s+each|in\s+every)\s+${PERIOD_WORDS}\b|\b(?:each|all)\s+of\s+the\s+(${NUMBER})\s+weeks\s+of\s+(?:the|each)\s+(?:[a-z]+\s+)?(?:season|period)\b|\b(?:for|during)\s+(${NUMBER})\s+weeks\s+(?:each|every|per|a)\s+${PERIOD_WORDS}\b`,
  'i',
);

/**
 * Weeks each crew works each period, from a crew sentence: a count, else the season's span day
 * by day; else a season stated in weeks in a sentence of its own ("Each season runs twenty (20)
 * work weeks").
 */
function weeksInProse(
  sentences: readonly string[],
  others: readonly string[] = [],
): { weeks: number; quote: string } | undefined {
  for (const s of sentences) {
    const m = s.match(WEEKS_EACH);
    const n = m ? parseNumber(m[1] ?? m[2] ?? m[3] ?? '') : 0;
    if (n >= 1 && n <= 52) return { weeks: n, quote: s };
  }
  for (const s of sentences) {
    const season = seasonOf(s);
    if (season?.weeks) return { weeks: season.weeks, quote: s };
  }
  for (const s of others) {
    const season = seasonOf(s);
    if ((season?.from === -1 || season?.weeksStated) && season.weeks)
      return { weeks: season.weeks, quote: s };
  }
  return undefined;
}

/** "four ten-hour days", "five (5) 8-hour shifts a week", "4 x 10-hour days". */
const DAYS_OF_HOURS = new RegExp(
  String.raw`(${NUMBER})\s*(?:x\s*)?(${NUMBER})[- ]hours?\s+(?:work\s*)?(?:days|shifts|workdays)\b`,
  'i',
);

/** Hours each member works a week: stated in hours, or as days of so many hours; undefined when neither. */
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const WEEKDAY = `(${WEEKDAYS.join('|')})`;
/** "ten-hour days, Monday through Friday": the day's length and the span of days worked. */
const HOURS_ON_DAYS = new RegExp(
  String.raw`(${NUMBER})[- ]hours?\s+(?:work\s*)?(?:days|shifts|workdays)\b[^.;]{0,20}?\b${WEEKDAY}\s*(?:through|thru|to|-|–)\s*${WEEKDAY}\b`,
  'i',
);

function hoursAWeek(
  sentences: readonly string[],
): { hours: number; quote: string; weekdays?: number[]; each?: number } | undefined {
  for (const s of sentences) {
    const h = hoursAWeekIn(s);
    if (h && h >= 20) return { hours: h, quote: s };
    const named = s.match(HOURS_ON_DAYS);
    if (named) {
      const each = parseNumber(named[1] ?? '');
      const from = WEEKDAYS.indexOf((named[2] ?? '').toLowerCase());
      const to = WEEKDAYS.indexOf((named[3] ?? '').toLowerCase());
      const days = to >= from ? to - from + 1 : to + 8 - from;
      if (days >= 1 && days <= 7 && each >= 4 && each <= 14) {
        const weekdays = Array.from({ length: days }, (_, k) => (from + k) % 7);
        return { hours: days * each, quote: s, weekdays, each };
      }
    }
    const d = s.match(DAYS_OF_HOURS);
    const days = d ? parseNumber(d[1] ?? '') : 0;
    const each = d ? parseNumber(d[2] ?? '') : 0;
    if (days >= 1 && days <= 7 && each >= 4 && each <= 14) return { hours: days * each, quote: s };
  }
  return undefined;
}

/**
 * The weeks of a job done inside one short dated window (the whole period of performance, "between
 * 1 August and 30 September 2035"): its days from first to last over seven. None for a year or
 * more, undated periods, or several periods.
 */
function windowWeeks(model: SolicitationModel, frame: PlanFrame): number | undefined {
  const w = windowDates(model, frame);
  if (!w) return undefined;
  const days = (w.end - w.start) / DAY_MS + 1;
  return days >= 7 && days <= 330 ? Math.round((days / 7) * 100) / 100 : undefined;
}

const DAY_MS = 86_400_000;
const title = (w: string) => w.replace(/^[a-z]/, (c) => c.toUpperCase());

/** The first and last day (UTC ms) of a job done inside one short dated window, else undefined. */
function windowDates(model: SolicitationModel, frame: PlanFrame): { start: number; end: number } | undefined {
  const p = model.periods?.periods;
  const only = p?.length === 1 && frame.periods.length === 1 ? p[0] : undefined;
  if (!only?.startDate || !only.endDate || !(only.months < 12)) return undefined;
  const start = Date.parse(only.startDate);
  const end = Date.parse(only.endDate);
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : undefined;
}

/** The nth weekday (0 Sunday) of a month, UTC ms; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n < 0) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return last.getTime() - ((last.getUTCDay() - weekday + 7) % 7) * DAY_MS;
  }
  const first = new Date(Date.UTC(year, month, 1));
  return first.getTime() + (((weekday - first.getUTCDay() + 7) % 7) + 7 * (n - 1)) * DAY_MS;
}

/** A fixed-date holiday on a weekend is observed on the Friday before or the Monday after. */
function observed(at: number): number {
  const d = new Date(at).getUTCDay();
  return d === 6 ? at - DAY_MS : d === 0 ? at + DAY_MS : at;
}

/** The Federal holidays of a year (5 U.S.C. 6103), by name, on the day observed. */
function federalHolidays(year: number): { name: RegExp; label: string; at: number }[] {
  return [
    { name: /new year/i, label: "New Year's Day", at: observed(Date.UTC(year, 0, 1)) },
    {
      name: /martin luther king|\bMLK\b/i,
      label: 'Martin Luther King Jr. Day',
      at: nthWeekday(year, 0, 1, 3),
    },
    { name: /washington|presidents/i, label: "Washington's Birthday", at: nthWeekday(year, 1, 1, 3) },
    { name: /memorial day/i, label: 'Memorial Day', at: nthWeekday(year, 4, 1, -1) },
    { name: /juneteenth/i, label: 'Juneteenth', at: observed(Date.UTC(year, 5, 19)) },
    {
      name: /independence day|fourth of july|july 4/i,
      label: 'Independence Day',
      at: observed(Date.UTC(year, 6, 4)),
    },
    { name: /labou?r day/i, label: 'Labor Day', at: nthWeekday(year, 8, 1, 1) },
    { name: /columbus day|indigenous peoples/i, label: 'Columbus Day', at: nthWeekday(year, 9, 1, 2) },
    { name: /veterans day/i, label: 'Veterans Day', at: observed(Date.UTC(year, 10, 11)) },
    { name: /thanksgiving/i, label: 'Thanksgiving Day', at: nthWeekday(year, 10, 4, 4) },
    { name: /christmas/i, label: 'Christmas Day', at: observed(Date.UTC(year, 11, 25)) },
  ];
}

/** "excluding Labor Day", "except Federal holidays", "no work on Memorial Day": what follows is left out. */
const LEAVES_OUT =
  /\b(?:excluding|exclusive of|except(?:\s+for|\s+on)?|other than|not including|no work (?:is performed |shall be performed |will be performed )?(?:on|during))\s+([^.;]{1,80})/gi;

/**
 * The work days in a dated window on the weekdays named (0 Monday), less the holidays the
 * sentences leave out (named ones, or all Federal holidays): the count and the holidays left out.
 */
function windowWorkDays(
  w: { start: number; end: number },
  weekdays: readonly number[],
  sentences: readonly string[],
): { days: number; left: string[] } {
  const out = sentences.flatMap((s) => [...s.matchAll(LEAVES_OUT)].map((m) => m[1] ?? ''));
  const all = out.some((t) => /\b(?:federal|legal|government|public)\s+holidays\b|^\s*holidays\b/i.test(t));
  const years = new Set([new Date(w.start).getUTCFullYear(), new Date(w.end).getUTCFullYear()]);
  const holidays = [...years]
    .flatMap(federalHolidays)
    .filter((h) => h.at >= w.start && h.at <= w.end && (all || out.some((t) => h.name.test(t))));
  let days = 0;
  const left: string[] = [];
  for (let at = w.start; at <= w.end; at += DAY_MS) {
    if (!weekdays.includes((new Date(at).getUTCDay() + 6) % 7)) continue;
    const h = holidays.find((x) => x.at === at);
    if (h) left.push(h.label);
    else days++;
  }
  return { days, left };
}

/** Values by period, a gap taking the period before's (an extension pro rata). */
function filled(values: readonly (number | undefined)[], frame: PlanFrame): number[] {
  const out: number[] = [];
  values.forEach((v, i) => {
    const prev = out[i - 1];
    const p = frame.periods[i];
    const before = frame.periods[i - 1];
    out.push(
      v ??
        (prev === undefined
          ? (values.find((x) => x !== undefined) ?? 0)
          : p?.kind === 'extension' && before
            ? (prev * Math.min(p.months, before.months)) / before.months
            : prev),
    );
  });
  return out;
}

/**
 * A stated crew worked by the week, season by season: each member's hours are crews x members
 * x weeks x hours a week in every period (or crew weeks x members x hours a week, when the
 * schedule counts crew weeks). Undefined unless the documents say what a crew is (its members
 * among the stated lines) and how many weeks it works.
 * @example
 * crewWeekPlan(lines, model, frame, texts)?.lines[0]?.formula // '2 crews x 1 x 12 wk x 40 h'
 */
export function crewWeekPlan(
  lines: readonly PlanLine[],
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
): { lines: PlanLine[]; assumptions: string[]; thinking: string[] } | undefined {
  const sentences = sentencesOf(texts).filter((s) => !REFERENCE.test(s) && !s.includes('|'));
  const crewSentences = sentences.filter((s) => CREW.test(s));
  if (!crewSentences.length) return undefined;
  const members = membersOf(
    lines,
    crewSentences.filter((s) => !LIMIT.test(s)),
  );
  // A crew counted in persons with no titles ("Each crew shall consist of six (6) persons"): its
  // members are crew members.
  if (!members.length) {
    const said = crewSentences
      .filter((s) => !LIMIT.test(s))
      .map((s) => ({ s, m: s.match(CREW_PERSONS) }))
      .find((x) => x.m);
    const n = said?.m ? parseNumber(said.m[1] ?? '') : 0;
    if (!said || !(n >= 2 && n <= 30)) return undefined;
    members.push({
      perCrew: n,
      line: {
        lcat: 'Crew Member',
        key: false,
        workArea: 'Field Crews',
        source: 'stated',
        periodHours: frame.periods.map(() => 0),
        hours: 0,
        formula: '',
        basis: '',
        citation: { document: model.documents[0]?.name ?? '', ref: '', quote: clip(said.s, 300) },
        requirements: [],
        requirementRefs: [],
      },
    });
  }
  // The sentences that count the crew or its members: the Government's crews or a crew kept
  // year-round there are no seasonal crew (other sentences may name Government staff freely).
  const counting = crewSentences.filter(
    (s) => members.some((m) => countBefore(s, m.line.lcat)) || crewCount([s]) !== undefined,
  );
  if (counting.some((s) => NOT_OURS.test(s) || YEAR_ROUND.test(s))) return undefined;
  const years = startYears(model, frame);
  const table = crewTable(model.tables, frame, years);
  const scheduled = dayCounts('crew week', sentences, model.tables, frame, true);
  const prose = weeksInProse(
    crewSentences,
    sentences.filter((s) => !CREW.test(s) && /\bseason\b/i.test(s)),
  );
  const crewWeeks = table?.crewWeeks ?? scheduled;
  const weeks = table?.weeks?.some((w) => w !== undefined) ? table.weeks : undefined;
  const windowed = crewWeeks || weeks || prose ? undefined : windowWeeks(model, frame);
  if (!crewWeeks && !weeks && !prose && !windowed) return undefined;
  const week = hoursAWeek([...crewSentences, ...sentences.filter((s) => /\bwork\s?week\b/i.test(s))]);
  const hpw = week?.hours ?? 40;
  // A crew on named weekdays in a dated window works the days counted in it, holidays left out.
  const dates = windowed && week?.weekdays && week.each ? windowDates(model, frame) : undefined;
  const counted = dates && week?.weekdays ? windowWorkDays(dates, week.weekdays, sentences) : undefined;
  const dayHours = counted && counted.days > 0 ? counted.days * (week?.each ?? 0) : undefined;
  const crews = filled(
    table?.crews?.some((c) => c !== undefined)
      ? table.crews
      : (crewsInProse(crewSentences, frame, years) ?? frame.periods.map(() => crewCount(crewSentences) ?? 1)),
    frame,
  );
  const weeksBy = crewWeeks
    ? undefined
    : filled(weeks ?? frame.periods.map(() => prose?.weeks ?? windowed), frame);
  const perCrewWeeks = crewWeeks
    ? filled(crewWeeks, frame)
    : frame.periods.map((_, i) => (crews[i] ?? 0) * (weeksBy?.[i] ?? 0));
  const source =
    table?.quote ??
    (crewWeeks
      ? 'the schedule of crew weeks'
      : windowed
        ? `the dates of the work window (${fmt(windowed)} weeks)`
        : `"${clip(prose?.quote ?? '', 120)}"`);
  const added = members.filter((m) => !lines.includes(m.line)).map((m) => m.line);
  // A line that sized the rest of a team from the crew's persons ("6 people, less the categories
  // stated") is the crew itself: the crew's lines replace it.
  const crewQuotes = added.map((l) => (l.citation?.quote ?? '').slice(0, 40)).filter((q) => q.length > 10);
  const kept = lines.filter(
    (l) => !crewQuotes.some((q) => l.basis.includes(q) || (l.citation?.quote ?? '').startsWith(q)),
  );
  const out = [...kept, ...added].map((l) => {
    const m = members.find((x) => x.line === l);
    if (!m) return l;
    const periodHours = dayHours
      ? crews.map((c) => Math.round(c * m.perCrew * dayHours))
      : perCrewWeeks.map((cw) => Math.round(cw * m.perCrew * hpw));
    const formula = dayHours
      ? `${fmt(crews[0] ?? 0)} crews x ${m.perCrew} x ${fmt(counted?.days ?? 0)} d x ${fmt(week?.each ?? 0)} h`
      : crewWeeks
        ? `${fmt(perCrewWeeks[0] ?? 0)} crew weeks x ${m.perCrew} x ${fmt(hpw)} h`
        : `${fmt(crews[0] ?? 0)} crews x ${m.perCrew} x ${fmt(weeksBy?.[0] ?? 0)} wk x ${fmt(hpw)} h`;
    return withHours(
      frame,
      l,
      periodHours,
      formula,
      `A crew of ${m.perCrew} ${l.lcat}${m.perCrew > 1 ? 's' : ''} worked by the week: crews and weeks by period from ${source}, ${fmt(hpw)} hours a week.`,
    );
  });
  const assumptions = [
    `Crew hours are crews x members x weeks x ${fmt(hpw)} hours a week, period by period (${perCrewWeeks.map(fmt).join(' / ')} crew weeks); the weeks and crews are the Government's estimate: ask whether they are firm or a ceiling.`,
  ];
  if (!week)
    assumptions.push('The documents do not state the crew work week: 40 hours a week is assumed per member.');
  if (dayHours && counted && dates) {
    const names = (week?.weekdays ?? []).map((d) => title(WEEKDAYS[d] ?? ''));
    const span = names.length > 1 ? `${names[0]} through ${names[names.length - 1]}` : (names[0] ?? '');
    const iso = (at: number) => new Date(at).toISOString().slice(0, 10);
    assumptions.push(
      `Counted ${counted.days} work days (${span}) between ${iso(dates.start)} and ${iso(dates.end)}${counted.left.length ? `, leaving out ${[...new Set(counted.left)].join(', ')}` : ''}, at ${fmt(week?.each ?? 0)} hours a day.`,
    );
  }
  return {
    lines: out,
    assumptions,
    thinking: [
      `Crews by the week: ${members.map((m) => `${m.line.lcat} ${m.perCrew} a crew`).join(', ')}; crew weeks by period ${perCrewWeeks.map(fmt).join(' / ')} at ${fmt(hpw)} h a week.`,
    ],
  };
}

/** "sixteen (16) hours a week for twenty-two (22) weeks each season": hours and weeks every period. */
const WEEKS_EACH_PERIOD = new RegExp(
  String.raw`(${NUMBER})\s+hours?\s+(?:a|per|each)\s+week\s+for\s+(${NUMBER})\s+weeks\s+(?:each|every|per|a|in\s+each)\s+(?:season|period|term)\b`,
  'i',
);

/** "twenty (20) hours a week over the season", "16 hours per week during each season", "12 hours each week of the field season". */
const OVER_SEASON = new RegExp(
  String.raw`(${NUMBER})\s+hours?\s+(?:(?:a|per|each)\s+week\s+(?:over|during|throughout|for|in)|each\s+week\s+of)\s+(?:the|each|every)\s+(?:[a-z]+\s+)?season\b`,
  'i',
);

/** The line's title in a sentence, before `at`, and not as what the person is not ("who is not a crew member"). */
function namedBefore(s: string, lcat: string, at: number): boolean {
  const head = s.slice(0, at).toLowerCase();
  const i = head.indexOf(lcat.toLowerCase().replace(/s$/, ''));
  return i >= 0 && !/\bnot\s+(?:an?\s+)?$/.test(head.slice(0, i));
}

/**
 * A person whose week is stated for each season ("The Project Manager shall work sixteen (16)
 * hours a week for twenty-two (22) weeks each season", or "twenty (20) hours a week over the
 * season", the weeks the season's stated weeks, else its dates') works those hours in every
 * period, not a share of a year.
 */
export function perSeasonWeekLines(
  lines: readonly PlanLine[],
  frame: PlanFrame,
  texts: readonly string[],
): PlanLine[] {
  const all = sentencesOf(texts).filter((s) => !REFERENCE.test(s));
  const sentences = all.filter((s) => WEEKS_EACH_PERIOD.test(s) || OVER_SEASON.test(s));
  if (!sentences.length) return [...lines];
  const stated = weeksInProse(
    [],
    all.filter((s) => /\bseason\b/i.test(s)),
  );
  return lines.map((l) => {
    const s = sentences.find((x) => {
      const m = x.match(WEEKS_EACH_PERIOD) ?? x.match(OVER_SEASON);
      return m && namedBefore(x, l.lcat, m.index ?? 0);
    });
    const m = s?.match(WEEKS_EACH_PERIOD);
    const over = m ? undefined : s?.match(OVER_SEASON);
    if (!s || !(m || over)) return l;
    const hpw = parseNumber((m ?? over)?.[1] ?? '');
    // Over the season: the weeks a sentence states for the season, else each period's dates.
    const weeksOf = (months: number) =>
      m ? parseNumber(m[2] ?? '') : (stated?.weeks ?? Math.round(((months * 52) / 12) * 100) / 100);
    const base = frame.periods[0]?.months ?? 12;
    if (!m && base >= 12) return l;
    const each = hpw * weeksOf(base);
    if (!(each > 0 && each <= 3000)) return l;
    const periodHours = frame.periods.map((p, i) =>
      p.kind === 'extension' && i > 0
        ? Math.round(
            (each * Math.min(p.months, frame.periods[i - 1]?.months ?? p.months)) /
              (frame.periods[i - 1]?.months ?? p.months),
          )
        : Math.round(m ? each : hpw * weeksOf(p.months)),
    );
    const formula = `${fmt(hpw)} h/wk x ${fmt(weeksOf(base))} wk each season`;
    return withHours(frame, l, periodHours, formula, `Stated: "${clip(s, 160)}".`);
  });
}
