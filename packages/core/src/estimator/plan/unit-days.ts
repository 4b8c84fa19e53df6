import { NUMBER, parseNumber } from '../../solicitation/facts/numbers';
import { repairOcrDigits } from '../../solicitation/facts/text-units';
import type { SolicitationModel } from '../../solicitation/model';
import { looksScanned, repairScannedText } from '../../solicitation/structure/ocr-repair';
import { isJobNoun, recognise } from '../../solicitation/vocabulary/index';
import { escapeRegExp } from '../../format/regexp';
import { clip, fmt } from '../text';
import { type PlanFrame, periodIndexOf } from './frame';
import { type PlanLine, statedHours } from './lines';

/** One line item priced by a counted day of a thing or a person ("360 Building-day", "392 Observer-day"). */
export interface UnitDayItem {
  clin?: string;
  /** The frame period the item orders for, or -1 when it names none. */
  period: number;
  /** The counted thing, lower case ('building', 'observer'). */
  noun: string;
  quantity: number;
  /** Ordered only when directed (standby, downtime, surge): asked about, not priced. */
  contingent: boolean;
  row: string;
}

// Days that are time, not a unit of work.
const TIME_DAY = /^(?:calendar|work|working|business|week|man|person|federal|holiday|lead|delivery)$/i;
const PERSON =
  /^(?:person|man|staff|worker|employee|fte|labou?r|member|personnel|guard|nurse|aide|clerk|cook|medic|pilot|porter|escort)$/i;
const UNIT_CELL = /^\s*(?:(\d[\d,]*)\s+)?((?:[A-Za-z]{3,20}\s)?[A-Za-z]{3,20})[- ]days?\s*$/i;
const CLIN = /^\s*(\d0\d{2,3})[A-Z]{0,2}\b/;
const CONTINGENT =
  /\b(?:when|if|as)\s+(?:directed|ordered|required|needed|requested)\b|\bdowntime\b|\bstand-?by\b|\bsurge\b|\boptional\b/i;
const ROW_PERIOD = /\b(?:base(?:\s+(?:year|period))?|option\s+(?:year|period)\s*\d{1,2})\b/i;

const repaired = (t: string) => (looksScanned(t) ? repairScannedText(t) : t);
const folded = (texts: readonly string[]) => texts.map((t) => repaired(t).replace(/\s+/g, ' '));

/** "Item 0001: the estimated quantity is changed from "360" to "400"": the new quantity by CLIN. */
function amendedQuantities(texts: readonly string[]): Map<string, { from: number; to: number }> {
  const out = new Map<string, { from: number; to: number }>();
  const re =
    /\b(?:item|clin|line item)\s+(\d0\d{2,3})\b[^.;]{0,120}?\bfrom\s*["“']?(\d[\d,]*)["”']?\s+to\s+["“']?(\d[\d,]*)/gi;
  for (const t of folded(texts))
    for (const m of repairOcrDigits(t).matchAll(re))
      out.set(m[1] ?? '', { from: parseNumber(m[2] ?? ''), to: parseNumber(m[3] ?? '') });
  return out;
}

/**
 * The line items a price schedule counts in days of a thing or a person: a unit cell "<Noun>-day"
 * (the quantity in its own cell before it, or in the same cell), the period from the CLIN's first
 * digit (0001 base, 1001 option 1) or the row's words, the quantity an amendment sets instead.
 * @example
 * unitDayItems(model, frame, texts)[0] // { clin: '0001', period: 0, noun: 'building', quantity: 400, ... }
 */
export function unitDayItems(
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
): UnitDayItem[] {
  const amended = amendedQuantities(texts);
  const out: UnitDayItem[] = [];
  for (const t of model.tables)
    for (const raw of t.rows) {
      const row = raw.map((c) => repairOcrDigits(c.replace(/\*+/g, '').trim()));
      const at = row.findIndex((c, j) => j > 0 && UNIT_CELL.test(c));
      const m = row[at]?.match(UNIT_CELL);
      if (!m?.[2] || TIME_DAY.test(m[2].split(' ').pop() ?? '')) continue;
      const qtyCell = m[1] ?? [...row.slice(0, at)].reverse().find((c) => /^\d[\d,]*$/.test(c));
      let quantity = parseNumber(qtyCell ?? '');
      if (!(quantity > 0 && quantity < 100_000)) continue;
      const text = row.filter(Boolean).join(' ');
      const clin = row.map((c) => c.match(CLIN)?.[1]).find(Boolean);
      const change = clin ? amended.get(clin) : undefined;
      if (change && change.from === quantity) quantity = change.to;
      const named = text.match(ROW_PERIOD)?.[0];
      const period = clin ? Number(clin[0]) : named ? periodIndexOf(frame, named) : -1;
      out.push({
        ...(clin ? { clin } : {}),
        period: period < frame.periods.length ? period : -1,
        noun: m[2].toLowerCase(),
        quantity,
        contingent: CONTINGENT.test(text),
        row: text,
      });
    }
  return out;
}

/** A counted person: "observer", "inspector", "medic", a generic worker word (an agent noun of a job). */
const isPerson = (noun: string) =>
  PERSON.test(noun) || (isJobNoun(noun) && /(?:er|or|ist|ant|ent|ian|ic|man)$/i.test(noun));

const PEOPLE =
  '(?:personnel|persons|people|staff(?:\\s+members)?|workers|employees|[a-z]+(?:ers|ors|ists|ants|ents|ians|ics|men))';
const COUNT = `(?:(${NUMBER})\\s*)?(?:\\(\\s*(\\d{1,2})\\s*\\)|(${NUMBER}))?`;

/** The people one counted thing takes each day: "two (2) fire watch personnel per building per day". */
function peoplePer(
  noun: string,
  sentences: readonly string[],
): { count: number; who: string; quote: string } | undefined {
  const n = escapeRegExp(noun).replace(/\s+/g, '[-\\s]');
  const per = new RegExp(
    `(?:^|[^\\w(])${COUNT}\\s+((?:[a-z-]+\\s+){0,3}?${PEOPLE})\\s+(?:(?:on\\s+)?(?:per|for each|for every|at each|on each|in each|aboard each|each)\\s+(?:[a-z-]+\\s+){0,2}?${n}s?)\\b`,
    'i',
  );
  for (const s of sentences) {
    const m = s.match(per);
    if (!m) continue;
    const count = parseNumber(m[2] ?? m[1] ?? m[3] ?? '');
    if (!(count >= 1 && count <= 50)) continue;
    return { count, who: (m[4] ?? '').trim(), quote: clip(s, 300) };
  }
  return undefined;
}

const SHIFT = new RegExp(
  `(${NUMBER})\\s*(?:\\(\\s*\\d{1,2}\\s*\\)\\s*)?[- ]?(?:hours?|hrs?)[- ](?:shifts?|watch(?:es)?|tours?|workdays?|duty days?|days?)\\b|\\b(?:shifts?|watch(?:es)?|tours?)\\s+(?:are|is|of|lasts?)\\s+(${NUMBER})\\s*(?:\\(\\s*\\d{1,2}\\s*\\)\\s*)?(?:hours?|hrs?)\\b`,
  'i',
);

/** The hours each person works on a counted day: "each working one twelve (12) hour shift". */
function shiftHours(
  sentences: readonly string[],
  first?: string,
): { hours: number; quote: string } | undefined {
  for (const s of first ? [first, ...sentences] : sentences) {
    const m = s.match(SHIFT);
    const hours = parseNumber(m?.[1] ?? m?.[2] ?? '');
    if (hours >= 2 && hours <= 24) return { hours, quote: clip(s, 300) };
  }
  return undefined;
}

const title = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const singular = (s: string) =>
  s
    .replace(/(?:personnel|persons|people)$/i, '')
    .trim()
    .replace(/s$/, '');

/**
 * Work priced by a counted day of a thing or a person: the days each period's line items order,
 * times the people one thing takes each day (one for a counted person), times the hours of
 * each one's shift or watch ("two (2) fire watch personnel per building per day, each working
 * one twelve (12) hour shift" x 400 building-days). Items ordered only when directed (standby,
 * downtime) are not priced: the plan asks how many to price.
 * @example
 * unitDayLines(model, frame, texts).lines[0]?.formula // '400 building-days x 2 x 12 h'
 */
export function unitDayLines(
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
): { lines: PlanLine[]; assumptions: string[]; questions: string[]; ratios: string[] } {
  const items = unitDayItems(model, frame, texts);
  if (!items.length) return { lines: [], assumptions: [], questions: [], ratios: [] };
  const sentences = folded(texts).flatMap((t) => t.split(/(?<=[.;])\s+(?=[A-Z(])/));
  const lines: PlanLine[] = [];
  const questions: string[] = [];
  const ratios: string[] = [];
  for (const noun of [...new Set(items.map((i) => i.noun))]) {
    const mine = items.filter((i) => i.noun === noun);
    const person = isPerson(noun);
    const people = person ? undefined : peoplePer(noun, sentences);
    if (!person && !people) continue;
    if (people) ratios.push(people.quote);
    const shift = shiftHours(sentences, people?.quote);
    if (shift) ratios.push(shift.quote);
    const hours = shift?.hours ?? 8;
    const count = people?.count ?? 1;
    const priced = mine.filter((i) => !i.contingent);
    const periodDays = frame.periods.map((_, p) =>
      priced
        .filter((i) => i.period === p || (i.period < 0 && frame.periods.length === 1))
        .reduce((s, i) => s + i.quantity, 0),
    );
    if (!periodDays.some((d) => d > 0)) continue;
    const periodHours = periodDays.map((d) => d * count * hours);
    const unit = `${noun}-day`;
    const formula = `${fmt(periodDays[0] ?? 0)} ${unit}s x ${count > 1 ? `${fmt(count)} x ` : ''}${fmt(hours)} h`;
    const base = statedHours(frame, periodHours, formula);
    const who = people?.who ? singular(people.who) : noun;
    // A broken word of a scan ("fire w atch") names no one: the item's own words do.
    const described = (priced[0]?.row ?? '').replace(CLIN, '').split(/[,(]/)[0]?.trim() ?? '';
    const lcat =
      recognise(`${people?.who ?? ''} ${priced[0]?.row ?? ''}`)[0]?.text ??
      title(/\b[a-z]{1,2}\b/i.test(who) && described ? described.toLowerCase() : who);
    lines.push({
      lcat,
      key: false,
      workArea: title(
        priced[0]?.row
          .replace(CLIN, '')
          .replace(/\d[\d,]*\s+\S+-days?.*$/i, '')
          .trim() || lcat,
      ),
      source: shift ? 'stated' : 'derived',
      // Days x people a day x each one's shift, all the documents': the whole effort of the work.
      ...(shift && (people || person) ? { whole: true } : {}),
      periodHours,
      hours: base.hours,
      formula: base.formula,
      basis: `Priced by the ${unit}: ${priced.map((i) => `"${clip(i.row, 90)}"`).join('; ')}${people ? `, ${fmt(count)} a day ("${clip(people.quote, 120)}")` : ''}, ${shift ? `${fmt(hours)} h each ("${clip(shift.quote, 100)}")` : `${fmt(hours)} h each (assumed: no shift length is stated)`}.`,
      citation: {
        document: model.documents[0]?.name ?? '',
        ref: priced[0]?.clin ? `CLIN ${priced[0].clin}` : 'Section B',
        quote: clip(priced[0]?.row ?? '', 300),
      },
      requirements: [],
      requirementRefs: [],
      quantity: periodDays[0] ?? 0,
      unit,
      rate: count * hours,
    });
    for (const i of mine.filter((x) => x.contingent))
      questions.push(
        `${i.clin ? `CLIN ${i.clin}` : 'A line item'} orders ${fmt(i.quantity)} ${unit}s only when directed ("${clip(i.row, 100)}"): they are not in the hours; how many should offerors price, and at the same ${fmt(count * hours)} h a ${unit}?`,
      );
  }
  const assumptions = lines.length
    ? [
        'Hours priced by the counted day are the days each period orders times the people a day takes times the hours of each shift; relief and rotation change headcount, not hours.',
      ]
    : [];
  return { lines, assumptions, questions, ratios: lines.length ? ratios : [] };
}

/** Letters only, for matching a sentence across OCR and whitespace differences. */
export const letterKey = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Whether a line quotes one of the sentences that give the people or the shift of a counted
 * day (a post read from "two personnel per building per day ... 24 hours a day"): the days size it.
 */
export function inDayRatios(l: PlanLine, ratios: readonly string[]): boolean {
  const key = letterKey(l.citation?.quote ?? '').slice(0, 30);
  return key.length >= 6 && ratios.some((r) => letterKey(r).includes(key));
}

/**
 * Stated staffing that is only the people a counted day takes ("3 operators per pump station
 * per day", read as three full-time operators) is no standing team when the schedule orders
 * those days: the days size the work. The stated lines, else none.
 * @example
 * withoutDayRatios(stated, ["Staffing: 3 operators per pump station per day."]) // undefined when every stated line quotes it
 */
export function withoutDayRatios<T extends { lines: PlanLine[] }>(
  stated: T,
  ratios: readonly string[],
): T | undefined {
  return stated.lines.length && stated.lines.every((l) => inDayRatios(l, ratios)) ? undefined : stated;
}
