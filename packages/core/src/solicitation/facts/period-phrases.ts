import { DATE, parseDate } from './dates';
import { DURATION, findDurations, toMonths } from './durations';
import { NUMBER, parseNumber, splitNumber } from './numbers';
import { labelledFacts, otherFacts, singleFacts } from './period-labels';

/** One thing a sentence says about the period of performance. */
export type PeriodFact =
  | { type: 'base'; months: number; startDate?: string; endDate?: string; label?: string }
  | { type: 'options'; count: number; months: number | null }
  | { type: 'option'; index: number; months: number; startDate?: string; endDate?: string; label: string }
  | { type: 'extension'; months: number; explicit: boolean }
  | { type: 'transition'; months: number }
  | { type: 'total'; months: number }
  | { type: 'single'; months: number; startDate?: string; endDate?: string };

// A word that makes the number after it a label ("Task 4", "Section 3.2", "CLIN 0004"), and a
// period label whose number it is ("Option Period 1 Option Period 2", a header read as one line).
const LABEL_BEFORE =
  /\b(?:task|section|item|step|phase|part|clin|subclin|para(?:graph)?|attachment|exhibit|annex|appendix|table|figure|objective|no\.?|number)\s*$|#\s*$|\b(?:option|base)\s+(?:period|year|season|term|yr\.?)\s*$|\bO[YP]\s*-?\s*$/i;
// Options of a contract, not alternatives to compare ("rank the options", "two options for housing").
const CONTRACT_OPTION =
  /\boption(?:al)?\s*(?:periods?|years?|terms?|seasons?)\b|\b(?:exercise|renew|renewal|extend|ordering|priced|unpriced)\b|\boption\s+(?:clins?|to extend)\b|\bbase\b/i;
const DUR_BEFORE_NOUN = `(${NUMBER})?(?:\\s*\\(\\s*(\\d+)\\s*\\))?[\\s-]*(?:calendar[\\s-]+)?(months?|years?|mo\\.?|days?|weeks?)[\\s-]+`;

function durationBefore(prefix: string): { months: number | null; count: number | null } {
  const m = prefix.match(new RegExp(`${DUR_BEFORE_NOUN}$`, 'i'));
  const rest = m ? prefix.slice(0, m.index) : prefix;
  let months: number | null = null;
  let count: number | null = null;
  if (m) {
    const unit = m[3] ?? 'month';
    if (m[1]) {
      const n = splitNumber(m[1]);
      const digits = m[2] ? Number(m[2]) : n.digits;
      if (digits !== null && digits !== n.words && n.words > 0) {
        // "nine (12) month option periods": a count in words, a duration in digits.
        months = toMonths(digits, unit);
        count = n.words;
      } else months = toMonths(digits ?? n.words, unit);
    } else if (m[2]) months = toMonths(Number(m[2]), unit);
  }
  const lead = rest.replace(
    /(?:[\s-]*\b(?:additional|consecutive|separate|successive|subsequent|optional|renewal)\b)+[\s-]*$/i,
    ' ',
  );
  const c = lead.match(new RegExp(`(${NUMBER})[\\s-]*$`, 'i'));
  // "Task 4 - Options Analysis", "Section 3 Options": a heading's number, not a count.
  // "F.2 Option Period", "3.1 Options": a paragraph number, not a count.
  const numbered = c ? /[A-Za-z0-9]\.$/.test(lead.slice(0, c.index)) || /[.,]/.test(c[1] ?? '') : false;
  // "Base Period (9" over "months)": a length its parenthesis opens, in a table heading the
  // next line closes, before the next column's "Option Period 1"; no count of options.
  const opened = c ? /\(\s*$/.test(lead.slice(0, c.index)) : false;
  const label = c
    ? LABEL_BEFORE.test(lead.slice(0, c.index)) || /\s[-–—:]\s*$/.test(lead) || numbered || opened
    : false;
  if (c?.[1] && count === null && !label) count = parseNumber(c[1]);
  return { months, count };
}

function baseFacts(text: string): PeriodFact[] {
  const out: PeriodFact[] = [];
  if (!/\bbase\b/i.test(text)) return out;
  const before = text.match(new RegExp(`${DUR_BEFORE_NOUN}base\\s+(?:period|year|term|season)`, 'i'));
  if (before) {
    const { months } = durationBefore(text.slice(0, (before.index ?? 0) + before[0].search(/base\s/i)));
    if (months) out.push({ type: 'base', months });
  }
  if (out.length === 0) {
    const after = text.match(
      new RegExp(
        `base\\s+(?:period|year|term|season)s?\\s*(?:of performance\\s*)?(?:\\(|of|is|:|=|will be|shall be|consists? of|lasting|for|,)*\\s*(?:a|an)?\\s*${DURATION}`,
        'i',
      ),
    );
    const d = after ? findDurations(after[0])[0] : undefined;
    if (d) out.push({ type: 'base', months: d.months });
    else if (
      /\b(?:one|a|1|single)\s+(?:\(1\)\s+)?base\s+year\b|base\s+(?:period|year)\s*\(\s*year\s*1\s*\)|base\s+year\s*\(|\bbase\s+year\s*(?:\+|plus\b|and\b)\s*(?:\(?\d{1,2}\)?|one|two|three|four|five|six|seven|eight|nine)\b/i.test(
        text,
      )
    )
      out.push({ type: 'base', months: 12 });
  }
  return out;
}

function optionFacts(text: string): PeriodFact[] {
  if (!/option/i.test(text)) return [];
  if (/\bno (?:option|renewal)s?\b|\bno option (?:periods?|years?)|without options/i.test(text))
    return [{ type: 'options', count: 0, months: null }];
  const range = text.match(
    /\boptions?\s+(?:periods?\s+|years?\s+)?(\d{1,2})\s*(?:through|thru|to|-|–)\s*(?:options?\s+(?:periods?|years?)\s+)?(\d{1,2})\b/i,
  );
  if (range) {
    const count = Number(range[2]) - Number(range[1]) + 1;
    const each = findDurations(text.slice(range.index ?? 0)).find((d) => d.months <= 24);
    const months = /annual|year/i.test(text) ? 12 : (each?.months ?? null);
    if (count > 0 && count <= 20) return [{ type: 'options', count, months }];
  }
  const re =
    /\boption(?:al)?\s*(?:periods|years|terms|seasons)\b|\boptions\b|\boption\s+(?:period|year|season)\b|\boption\b/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const prefix = text.slice(Math.max(0, m.index - 80), m.index);
    const found = durationBefore(prefix);
    if (found.count === null || !(found.count > 0) || found.count > 20) continue;
    // The length stated after the noun ("one option period of twelve (12) months").
    let after: number | null = null;
    if (found.months === null) {
      const each = text
        .slice(m.index + m[0].length)
        .match(new RegExp(`^[^.;]{0,40}?(?:each|of|lasting|for)\\s+(?:a\\s+|an\\s+)?${DURATION}`, 'i'));
      after = (each ? findDurations(each[0]).at(-1)?.months : undefined) ?? null;
    }
    // "one option" alone says no length; "one option year" is a year ("one base year plus one option year").
    if (found.count === 1 && !/periods|years?|options/i.test(m[0]) && found.months === null && after === null)
      continue;
    // A bare "option" counts only with its length ("one 6-month option"), not "the 52.217-8 option".
    if (/^option$/i.test(m[0]) && found.months === null) continue;
    // "Compare two options": alternatives, unless the sentence speaks of contract options.
    if (/^options$/i.test(m[0]) && found.months === null && !CONTRACT_OPTION.test(text)) continue;
    const months = found.months ?? after ?? (/year/i.test(m[0]) ? 12 : null);
    return [{ type: 'options', count: found.count, months }];
  }
  return [];
}

// "divided into three (3) twelve-month ordering years", "consisting of five one-year ordering
// periods", "split into two 12-month performance periods": a whole term cut into equal parts.
// The parts are ordering, performance or contract years or periods, or bare years or periods
// when their length is given; reporting periods, phases or task orders are not.
const DIVIDED = new RegExp(
  String.raw`\b(?:(?:divided|split|broken)\s+into|consist(?:s|ing)?\s+of)\s+`.concat(
    `(${NUMBER})\\s+(?:(?:equal|consecutive|successive|separate)\\s+)?`,
    `(?:(${NUMBER})(?:\\s*\\(\\s*\\d+\\s*\\))?[\\s-]*(months?|years?)[\\s-]+)?`,
    `(?:(?:equal|consecutive|successive|separate)\\s+)?`,
    `(?:(ordering|performance|contract)\\s+)?(years|periods)\\b`,
  ),
  'i',
);

/** The equal parts a whole term is divided into, the first as the base and the rest as options. */
function dividedFacts(text: string): PeriodFact[] {
  const m = text.match(DIVIDED);
  if (!m) return [];
  const count = parseNumber(m[1] ?? '');
  const kind = m[4] ?? '';
  const noun = (m[5] ?? '').replace(/s$/i, '');
  // Bare years or periods are the term's parts only when their length is given ("consist of
  // two (2) years" is a length, not two periods).
  if (!kind && !m[2]) return [];
  let each = m[2] ? toMonths(parseNumber(m[2]), m[3] ?? 'month') : null;
  if (each === null) {
    const whole = findDurations(text.slice(0, m.index)).at(-1)?.months;
    each = whole ? whole / count : /^year$/i.test(noun) ? 12 : null;
  }
  if (!(count >= 2 && count <= 10) || each === null || !(each >= 1 && each <= 24)) return [];
  const word = `${kind ? `${kind} ` : ''}${noun}`.toLowerCase();
  return Array.from(
    { length: count },
    (_, i): PeriodFact =>
      i === 0
        ? { type: 'base', months: each, label: `${word} 1` }
        : { type: 'option', index: i, months: each, label: `${word} ${i + 1}` },
  );
}

const SEASON_LENGTH = `(${NUMBER})(?:\\s*\\(\\s*\\d+\\s*\\))?[\\s-]*(weeks?|months?)`;
// "three field seasons of twenty-six (26) weeks each", "two (2) 20-week treatment seasons",
// "four sampling seasons, each twenty (20) weeks long", "two consecutive seasons lasting 16 weeks".
const COUNTED_SEASONS = new RegExp(
  `(${NUMBER})\\s+(?:(?:consecutive|successive|separate|annual|equal)\\s+)?(?:${SEASON_LENGTH}[\\s-]+)?(?:([a-z]+)\\s+)?seasons\\b(?:\\s*,?\\s*(?:of|lasting|each\\s+of)\\s+${SEASON_LENGTH}|\\s*,?\\s*each\\s+${SEASON_LENGTH}\\s+long)?`,
  'i',
);
/** Seasons of a past program, not the ones to price. */
const PAST = /\b(?:historic\w*|previous(?:ly)?|prior|past|last\s+year|were|was|ran|had\s+been)\b/i;
const NOT_SEASON_WORD = /^(?:option|optional|base|the|these|those|all|following|previous|past|prior|other)$/i;

/** A date `days` after an ISO date, as an ISO date. */
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Seasons counted with their length ("three field seasons of 26 weeks each, beginning ..."): one period each. */
function seasonCountFacts(text: string): PeriodFact[] {
  for (const sentence of text.split(/(?<=[.;])\s+/)) {
    const m = sentence.match(COUNTED_SEASONS);
    if (!m || PAST.test(sentence)) continue;
    const count = parseNumber(m[1] ?? '');
    const word = m[4] ?? '';
    const length = m[2] ? [m[2], m[3]] : m[5] ? [m[5], m[6]] : m[7] ? [m[7], m[8]] : null;
    if (!length || (word && NOT_SEASON_WORD.test(word)) || !(count >= 2 && count <= 10)) continue;
    const n = parseNumber(length[0] ?? '');
    const unit = length[1] ?? 'week';
    const months = toMonths(n, unit);
    if (!(months >= 0.5 && months < 12)) continue;
    // The seasons' start dates, when the sentence gives one for each.
    const after = sentence.slice((m.index ?? 0) + m[0].length);
    const starts = [...after.matchAll(new RegExp(DATE, 'gi'))].map((d) => parseDate(d[0]));
    const dated = starts.length === count && starts.every((d) => d !== null);
    const days = /^week/i.test(unit) ? n * 7 : Math.round(months * 30.44);
    const label = `${word ? `${word.toLowerCase()} ` : ''}season`;
    return Array.from({ length: count }, (_, i): PeriodFact => {
      const start = dated ? (starts[i] as string) : undefined;
      const when = start ? { startDate: start, endDate: addDays(start, days - 1) } : {};
      return i === 0
        ? { type: 'base', months, label: `${label} 1`, ...when }
        : { type: 'option', index: i, months, label: `${label} ${i + 1}`, ...when };
    });
  }
  return [];
}

/**
 * What one sentence, list item or row says about the period of performance: the base period,
 * the number and length of options, labelled periods with dates, an extension (FAR 52.217-8),
 * a transition-in, a stated total, or the duration of work with no options.
 * @example
 * readPeriodFacts('a base period of twelve (12) months and four (4) twelve-month option periods')
 * // [{ type: 'base', months: 12 }, { type: 'options', count: 4, months: 12 }]
 */
export function readPeriodFacts(text: string): PeriodFact[] {
  const labelled = labelledFacts(text);
  const phrases = [...baseFacts(text), ...optionFacts(text)];
  // A term divided into equal parts, unless the sentence names its base and options itself.
  const bare = labelled.length === 0 && phrases.length === 0;
  const divided = bare ? dividedFacts(text) : [];
  if (bare && divided.length === 0) divided.push(...seasonCountFacts(text));
  const facts =
    labelled.length > 0
      ? [...labelled, ...phrases.filter((f) => f.type === 'options')]
      : divided.length > 0
        ? divided
        : phrases;
  const other = otherFacts(text).filter(
    (f) => f.type !== 'extension' || !facts.some((x) => x.type === 'extension'),
  );
  // A lone duration is read unless the sentence already names the base or labelled periods
  // ("The period of performance is 12 months, plus two option periods" has no base word).
  const structured =
    facts.some((f) => f.type === 'base' || f.type === 'option') ||
    // An extension sentence beside the period does not name it; singleFacts leaves that sentence out.
    other.some((f) => f.type !== 'transition' && f.type !== 'extension');
  return [...facts, ...other, ...singleFacts(text, structured)];
}
