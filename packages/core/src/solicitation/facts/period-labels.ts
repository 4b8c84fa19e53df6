import { DATE, findDateRanges, sharedYearRanges } from './dates';
import { DURATION, type DurationMatch, findDurations } from './durations';
import { parseNumber } from './numbers';
import type { PeriodFact } from './period-phrases';
import { ROMAN_NUMERALS as ROMAN } from './numbers';
import { ASIDE, FINAL_DUE, WORK_LENGTH } from './work-length';

const POP =
  /period of performance|\bPOP\b|performance period|period performance|\bterm of (?:the|this)\b|contract (?:term|duration)|ordering period|\b(?:BPA|agreement|IDIQ|vehicle)\s+(?:term|period)\b|\b(?:be|remain|remains)\s+in\s+(?:effect|force)\s+for\b|\bperformance\s+(?:(?:will|shall)\s+)?(?:begins?|starts?|commences?|runs?)\b|^[\s|*]*performance(?:\s+dates?)?\s*[|:]|\b(?:begins?|starts?|commences?|beginning|starting|commencing)\s+(?:on\s+)?\S+\s+\S+,?\s+\d{4},?\s+(?:and\s+)?(?:(?:will|shall)\s+)?(?:ends?|ending|concludes?|concluding|expires?|expiring)\b/im;
// Work stated by the window it is done in ("Gather operations are expected between 15 July 2031
// and 15 September 2031", "The work is scheduled to take place from ... through ...").
// Also work the document directs to be done in a window ("All mowing shall be performed between
// ...", "Work shall be performed only during the summer recess, from ... through ..."): a work
// noun or a noun of action (-ing, -tion, -ment) naming the work, a passive verb of doing it, then the window. "shall not be
// performed between" (a forbidden window) and "was performed" (past work) are not.
export const WORK_WINDOW = new RegExp(
  [
    String.raw`\b(?:work|operations?|gathers?|surveys?|services|training|field\s*work|project|effort)\s+(?:is|are|will\s+be|shall\s+be)\s+(?:expected|scheduled|anticipated|planned|estimated)\s+(?:to\s+(?:take\s+place|occur|be\s+(?:performed|done|conducted)|run)\s+)?(?:between|from|during)\b`,
    String.raw`\b(?:work|operations?|services|activities|repairs?|construction|installation|removal|treatment|surveys?|training|maintenance|[a-z]{3,}(?:ing|tion|ment))\s+(?:shall|will|must|is\s+to|are\s+to)\s+be\s+(?:performed|conducted|done|carried\s+out|accomplished|completed)\s+(?:only\s+|entirely\s+|exclusively\s+)?(?:between|from|during)\b`,
  ].join('|'),
  'i',
);
// "between 15 September and 14 November 2036": one year at the end, read as "... through ...".
const BETWEEN_AND = /\bbetween(\s+[^.;\d]{0,12}\d{1,2}[^.;\d]{0,12}?)\s+and\s+/gi;
// The span of an ordering period stated by what may be done in it.
const ORDERS_ISSUED =
  /\b(?:(?:delivery|task|call)\s+)?orders\s+(?:may|will|shall|can)\s+be\s+(?:issued|placed|awarded)\b/i;
// Sentences about other things that carry durations: invoices, quotes, past projects, start dates.
const NOT_POP =
  /invoice|billing|quot(?:e|ation)s? (?:must|shall|will) be valid|\bsprint|similar|experience|past performance|recent projects|kick-?off|(?:begin|start|commence)s? (?:within|no later)|prior to (?:the )?(?:end|expiration)|each invoice|submit(?:ted)?\s+(?:[\w-]+\s+){0,5}?(?:within|no later|not later)|report(?:s|ing)?\s+(?:(?:is|are|shall be|will be)\s+)?(?:within|due)|\bdue\s+(?:within\s+)?\d+\s+(?:calendar\s+|business\s+)?days\s+after\s+the\s+start/i;

/** The sentences and lines of a unit: a paragraph can hold a deliverable's due date beside the period. */
const sentencesOf = (text: string) => text.split(/(?<=[.;])\s+(?=[A-Z(])|\n+/);

// "Option Period: 1 July 2030 through ..." with no number labels the one option (index 1). Work
// done in seasons names its periods so ("Base Season", "Option Season 2"), as does a term.
// An ordering period is labelled the same way ("Base Ordering Period", "Option Ordering Period 2").
const LABEL =
  /\b(base\s+(?:ordering\s+)?(?:period|year|season|term)|option\s+(?:(?:ordering\s+)?(?:period|year|season|term)\s*)?(?:no\.?\s*)?(\d{1,2}|[IVX]{1,4}|one|two|three|four|five|six|seven|eight|nine|ten)\b|OY\s*-?\s*(\d{1,2})\b|option to extend(?! the term)(?: services)?|option\s+(?:ordering\s+)?(?:period|year|season|term)(?=\s*(?::|[–—]|\s-\s)))/gi;

// A label whose only words name the season or term it is ("Option Period 1: the 2035 season",
// "Option Term 2: the Spring 2032 term", "Option Season 2: the following snow season"): a
// period as long as the base season, its dates the next season's.
const NAMES_SEASON =
  /^\s*\)?\s*[:–—(-]?\s*(?:the\s+)?(?:(?:following|next|same|fall|spring|summer|winter|autumn|\d{4}(?:\s*[-–/]\s*\d{2,4})?)\s+){1,2}(?:[a-z]+\s+)?(?:season|term)\b/i;
// Between a verb and the dates, the season the period is ("is the 2030 field season, 1 June ...").
const SEASON_ASIDE = /^(?:the\s+)?(?:[\w-]+\s+){0,3}(?:season|term)\s*[,:(–—-]?\s*$/i;

// A table row whose start and end dates sit in adjacent cells ("| Base Period | 10/01/2026 | 09/30/2027 |"),
// or in columns of text whose gaps the extraction collapsed ("Base Period 10/01/2026 09/30/2027").
const DATE_CELLS = new RegExp(`(${DATE})(?:\\s*\\|\\s*|\\s+)(?=${DATE})`, 'gi');

// The words before a length that gives the dates' span in round figures.
const APPROX = /\b(?:about|approximately|approx\.|roughly|some|nearly|around)\s+$/i;

// A duration naming the extension period ("6-Month Extension", "extension of services"), to the end.
const EXTENSION_NAMED = /(?:\b(?:\d{1,2}|six|three)[\s-]*months?\s+)?\bextension\b[\s\S]*$/i;

// A season labelled by its year first and its kind after ("2034 season (base)", "2035 field
// season (option 1)", "2036 season (option period)").
const YEAR_SEASON =
  /\b((?:19|20)\d{2})\s+(?:[a-z]+\s+)?season\s*\(\s*(base|option)(?:\s+(?:period|season|year|term))?(?:\s*(\d{1,2}))?\s*\)/gi;

/** The year of the season a document labels as its base ("2034 season (base)"), if any. */
export function yearSeasonBase(texts: readonly string[]): number | undefined {
  for (const t of texts)
    for (const m of t.matchAll(YEAR_SEASON)) if (/^base$/i.test(m[2] ?? '')) return Number(m[1]);
  return undefined;
}

/**
 * Year-first season labels as the period labels the readers know: "2034 season (base)" is
 * "Base Season (2034)", "2035 season (option)" is "Option Season 1 (2035)", an unnumbered
 * option counted by its year after the base season's (else by its order in the text).
 * @example
 * withYearSeasons('2035 season (option): 1 May 2035 ...', 2034) // 'Option Season 1 (2035): 1 May 2035 ...'
 */
export function withYearSeasons(text: string, baseYear?: number): string {
  let order = 0;
  return text.replace(YEAR_SEASON, (_, year: string, kind: string, n?: string) => {
    if (/^base$/i.test(kind)) return `Base Season (${year})`;
    order++;
    const byYear = baseYear && Number(year) > baseYear ? Number(year) - baseYear : undefined;
    return `Option Season ${n ?? byYear ?? order} (${year})`;
  });
}

/**
 * Periods named by a label with dates or a duration ("Option Year 1: January 1, 2027 - ...").
 * @example
 * labelledFacts('Option Period 1: ten (10) months') // [{ type: 'option', index: 1, months: 10, label: 'Option Period 1' }]
 */
export function labelledFacts(text: string): PeriodFact[] {
  const out: PeriodFact[] = [];
  if (!/base|option/i.test(text)) return ordinalFacts(text);
  const labels = [...text.matchAll(LABEL)];
  labels.forEach((m, i) => {
    const at = m.index ?? 0;
    const startsUnit = at <= 3 || /^[\s|*•\-–]*$/.test(text.slice(0, at));
    // The tail ends where another period is named: "| Option Year 4 | 6-Month Extension |" is no
    // six-month fourth option.
    const tail = text.slice(at + m[0].length, labels[i + 1]?.index ?? at + 160).replace(EXTENSION_NAMED, '');
    // "Option Period 1: 12 months", or "may exercise Option Period 1 for an additional 12 months".
    const says =
      /^\s*\)?\s*[:–|(-]/.test(tail) ||
      // A table row: the label's cell, then the duration's ("1001 | Option Period 1 | 10 months").
      // The unit may be a column's abbreviation ("12 MO", "12 mos.", "1 yr").
      /^\s*(?:[a-z]+(?:-[a-z]+)?\s*\(\d+\)|\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)\s*(?:calendar\s+)?(?:months?|years?|weeks?|days?|mos?\b\.?|yrs?\b\.?)(?![a-z])/i.test(
        tail,
      ) ||
      /^\s*(?:is|of|for|shall be|will be|lasting|runs?|covers?)\s+(?:an?\s+)?(?:additional\s+|further\s+|period of\s+)*(?:\w+(?:-\w+)?\s*)?(?:\(\d+\)\s*)?(?:calendar\s+)?(?:months?|years?|weeks?|days?)\b/i.test(
        tail,
      );
    // "The base year is 1 April 2032 through 31 March 2033", "Option Year 2 runs from ...": a
    // verb, then the dates (the date ranges are read only after such a verb or label).
    const verb = tail.match(
      /^\s*(?:is|are|shall\s+be|will\s+be|(?:shall|will)\s+(?:run|cover|extend)|runs?|covers?|spans?|extends?)\s+(?:(?:the\s+)?period\s+)?(?:from\s+)?/i,
    );
    const cells = tail.replace(DATE_CELLS, '$1 through ');
    // A season's dates with the year once at the end ("Base Season (2034): May 1 - October 31,
    // 2034"), when the label is a season's and states no length of its own (a term's or a
    // window's dates so written are often sessions inside the period).
    const season = /season/i.test(m[0]) || /^[^.;]{0,30}\bseason\b/i.test(tail);
    const range =
      findDateRanges(cells)[0] ??
      (!season || findDurations(tail).some((d) => d.index < 80) ? undefined : sharedYearRanges(cells)[0]);
    // "Base Period 1 May 2034 through 31 October 2034; Option Period 1 1 May 2035 ...": the dates
    // straight after the label, in a run of labelled periods.
    const adjacent = range !== undefined && /^\s*$/.test(tail.slice(0, range.index));
    if (!startsUnit && !says && !verb && !adjacent) return;
    const dated =
      adjacent ||
      (verb !== null &&
        range !== undefined &&
        (range.index === verb[0].length || SEASON_ASIDE.test(tail.slice(verb[0].length, range.index))));
    if (!startsUnit && !says && !dated) return;
    // "Base Period: award through 30 September 2029, approximately four (4) months": a length
    // the label's own sentence gives as an approximation of its dates.
    const dur = range
      ? null
      : (findDurations(tail).find((d) => d.index < 40) ??
        findDurations(tail).find(
          (d) =>
            d.index < 160 && APPROX.test(tail.slice(0, d.index)) && !/[.;]\s/.test(tail.slice(0, d.index)),
        ));
    // A season label with no length of its own is as long as the base season (0 until built).
    const asBase = !range && !dur && /option/i.test(m[0]) && NAMES_SEASON.test(tail);
    const months = range?.months ?? dur?.months ?? (asBase ? 0 : undefined);
    if (months === undefined || (!months && !asBase) || months > 240 || (/extend/i.test(m[0]) && months > 12))
      return;
    const dates = range ? { startDate: range.startDate, endDate: range.endDate } : {};
    const label = m[0].replace(/\s+/g, ' ');
    if (/^base/i.test(label)) out.push({ type: 'base', months, label, ...dates });
    else if (/extend/i.test(label)) out.push({ type: 'extension', months, explicit: true });
    else {
      const raw = m[2] ?? m[3] ?? '';
      const index = raw ? (ROMAN[raw.toUpperCase()] ?? parseNumber(raw)) : 1;
      // "Option Period II", "Option Year Three": named with the number in digits, as the others are.
      // "OY3" is Option Year 3.
      const named = m[3]
        ? `Option Year ${index}`
        : !raw || /^\d+$/.test(raw)
          ? label
          : label.replace(new RegExp(`${raw}$`), String(index));
      if (index > 0 && index <= 20) out.push({ type: 'option', index, months, label: named, ...dates });
    }
  });
  // A series named by number only, beside which only the option to extend is labelled.
  if (!out.some((f) => f.type === 'base' || f.type === 'option')) out.push(...ordinalFacts(text));
  // Options labelled after a first span that has no label ("Delivery orders may be issued from 1
  // April 2034 through 31 March 2036 (24 months). Option Ordering Period: ..."): that span is the base.
  const first = labels.find((m) => /^option\b/i.test(m[0]))?.index;
  if (first !== undefined && out.some((f) => f.type === 'option') && !out.some((f) => f.type === 'base')) {
    const before = text.slice(0, first);
    const span = findDateRanges(before).at(-1);
    // The span ends before the first option starts: a span of the whole term is no base.
    const firstStart = out.find((f) => f.type === 'option' && f.startDate);
    const ends = firstStart?.type === 'option' ? firstStart.startDate : undefined;
    if (
      span &&
      ends !== undefined &&
      span.endDate < ends &&
      (POP.test(before) || ORDERS_ISSUED.test(before)) &&
      !/\bbase\b/i.test(before)
    )
      out.unshift({ type: 'base', months: span.months, startDate: span.startDate, endDate: span.endDate });
  }
  return out;
}

// Periods numbered in order without the words base and option ("Ordering Period 1", "Performance
// Period II", "Contract Period 3"): the first is the base, the others options, each with its own
// length.
const ORDINAL =
  /((?:ordering|performance|contract|order|service)\s+period\s+(?:no\.?\s*)?(\d{1,2}|[IVX]{1,4}|one|two|three|four|five|six|seven|eight|nine|ten))\b/gi;

/**
 * Periods named by their place in a numbered series, each given a length or dates. A label
 * counts when it opens its line or cell, or follows the one before it in the series (a table
 * whose rows the extraction ran together); "Hours, Ordering Period 1" in a header is neither.
 * @example
 * ordinalFacts('Ordering Period 2 1 October 2029 30 September 2030 12 months') // [{ type: 'option', index: 1, months: 12, label: 'Ordering Period 2', ... }]
 */
function ordinalFacts(text: string): PeriodFact[] {
  if (!/period/i.test(text)) return [];
  const out: PeriodFact[] = [];
  const labels = [...text.matchAll(ORDINAL)];
  let prior = 0;
  labels.forEach((m, i) => {
    const raw = m[2] ?? '';
    const n = ROMAN[raw.toUpperCase()] ?? parseNumber(raw);
    const at = m.index ?? 0;
    const opens = /(?:^|\n|\||:)[\s*•\-–]*$/.test(text.slice(0, at));
    if (!(n >= 1 && n <= 20) || !(opens || (prior > 0 && n === prior + 1))) return;
    // The row's own cells, up to the next label of the series.
    const tail = text.slice(at + m[0].length, labels[i + 1]?.index ?? text.length);
    const range = findDateRanges(tail.replace(DATE_CELLS, '$1 through '))[0];
    const dur = findDurations(tail).find((d) => d.index < 120 && d.months >= 1 && d.months <= 60);
    // A stated length wins over dates an aside splits ("1 February 2029 (estimated award) 30 September 2029 8 months").
    const months = dur?.months ?? range?.months;
    if (!months) return;
    prior = n;
    const dates = range ? { startDate: range.startDate, endDate: range.endDate } : {};
    const label = (m[1] ?? '')
      .replace(/\s+/g, ' ')
      .replace(/\b[a-z]/g, (c) => c.toUpperCase())
      .replace(new RegExp(`${raw}$`, 'i'), String(n));
    out.push(
      n === 1
        ? { type: 'base', months, label, ...dates }
        : { type: 'option', index: n - 1, months, label, ...dates },
    );
  });
  return out;
}

// The option to extend services (FAR 52.217-8) by its clause or its name.
const EXTENSION_PHRASE = /52\.217-8|option to extend services|contingency period|extension of services/i;
// A document that names the option to extend services only to leave it out ("FAR 52.217-8 is
// not included", "does not apply", "N/A"); "shall not exceed six months" is the clause itself.
const EXTENSION_EXCLUDED =
  /\b(?:is|are|will|shall|has|have)\s+not\s+(?:been\s+|be\s+)?(?:include[ds]?|incorporated?|applicable|apply|used?|exercised?|part\b)|\b(?:does|do)\s+not\s+(?:apply|intend)|\bnot\s+applicable\b|\bN\/A\b|\b(?:is|are)\s+(?:excluded|deleted|omitted)\b|\bno\s+(?:option\s+to\s+extend|extension)\b|\bwithout\s+(?:an?\s+|the\s+)?(?:option\s+to\s+extend|extension)\b/i;

/**
 * Extension (FAR 52.217-8), transition-in and a stated total duration.
 * @example
 * otherFacts('The total duration of this task order shall be 48 months.') // [{ type: 'total', months: 48 }]
 */
export function otherFacts(text: string): PeriodFact[] {
  const out: PeriodFact[] = [];
  if (EXTENSION_PHRASE.test(text) && !EXTENSION_EXCLUDED.test(text)) {
    // The length in the extension's own sentence, not a due date beside it.
    const own = sentencesOf(text).filter((x) => EXTENSION_PHRASE.test(x) || /\bextend|extension/i.test(x));
    // The duration nearest the extension's words: a list of periods read as one line
    // ("Option Period 4: 12 months The Government may extend ... six (6) months") holds others.
    const said = own.join(' ') || text;
    // FAR 52.217-9 extends the term: its notice days and total months are no extension of services.
    // The length is the one that qualifies the extension ("a six (6) month extension") or follows
    // its words ("extend ... for up to six months"); one before them with other words between
    // belongs to something else ("Option Period 4: one (1) year An extension of ...").
    const at = (re: RegExp) =>
      [...said.matchAll(re)].map((x) => [x.index ?? 0, (x.index ?? 0) + x[0].length] as const);
    const mentions = at(/52\.217-8|\bextend(?!\s+the\s+term)|extension/gi);
    const near = mentions.length ? mentions : ([[0, 0]] as const);
    const term = at(/52\.217-9|\bextend\s+the\s+term/gi);
    const rank = (x: DurationMatch, to: readonly (readonly [number, number])[]) =>
      Math.min(
        ...to.map(([start, end]) =>
          x.index >= end
            ? x.index - end
            : x.end <= start && /^[\s-]*$/.test(said.slice(x.end, start))
              ? 0
              : 1000 + Math.abs(start - x.index),
        ),
      );
    const d = findDurations(said)
      .filter((x) => x.months <= 12 && x.months >= 1 && rank(x, near) < rank(x, term))
      .sort((a, b) => rank(a, near) - rank(b, near))[0];
    out.push({ type: 'extension', months: d?.months ?? 6, explicit: Boolean(d) });
  }
  const transition = !/transition/i.test(text)
    ? null
    : text.match(
        new RegExp(
          `(?:${DURATION}[\\s-]+transition[\\s-]*in\\b(?![\\s-]*plan)|transition[\\s-]*in\\s+(?:period|phase)\\b[^.]{0,30}?${DURATION})`,
          'i',
        ),
      );
  if (transition && !/transition[\s-]*out|phase[\s-]*out/i.test(text)) {
    const d = findDurations(transition[0])[0];
    if (d && d.months <= 6) out.push({ type: 'transition', months: d.months });
  }
  const total = !/total|not to exceed/i.test(text)
    ? null
    : text.match(
        new RegExp(
          `total\\s+(?:contract\\s+|potential\\s+)?(?:duration|period|term|length)[^.;]{0,60}?(?:is|be|of|exceed|to)\\s+(?:up to\\s+|approximately\\s+)?${DURATION}|not to exceed\\s+${DURATION}(?=[^.]{0,40}(?:total|including|option))`,
          'i',
        ),
      );
  if (total) {
    const d = findDurations(total[0]).at(-1);
    if (d && d.months >= 1) out.push({ type: 'total', months: d.months });
  }
  return out;
}

/**
 * The duration of the whole work when no base or options are named ("The POP is 60 days").
 * @example
 * singleFacts('The Period of Performance (POP) is 60 days.', false) // [{ type: 'single', months: 2 }]
 */
export function singleFacts(whole: string, hasStructure: boolean): PeriodFact[] {
  // The final deliverable's due date bounds the work ("a final report within sixty (60) days of award").
  if (hasStructure) return [];
  // Completing the whole work ("complete all work within 90 days", "deliver a working prototype in
  // under 4 months"), not one deliverable ("submit a training plan within 10 days").
  const completion = new RegExp(
    String.raw`(?:complet|finish)\w*\s+(?:all\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:work|project|effort|tasks?|services|requirements?|contract|order|performance|phases|design|study|analysis|deliverables)\b[^.;]{0,120}?(?:within|in under|in less than|no later than|not to exceed|no more than)\s|\b(?:performance|(?:the|this|all)\s+(?:[\w-]+\s+){0,2}?(?:work|study|project|effort|analysis|assessment|evaluation|task order|order|contract|services))${ASIDE}\s+(?:shall|will|must|is to|are to)\s+be\s+complete[d]?\s+(?:within|in)\s|\bdeliver\w*\s+(?:the\s+)?final\s+(?:report|deliverable|product|study)\b[^.;]{0,40}?(?:within|no later than|not later than|NLT)\s|deliver\w*\s+(?:a|an|the)?\s*(?:working|final|complete|finished)?\s*(?:product|prototype|system|solution|application)\b[^.;]{0,30}?(?:within|in under|in less than|no later than)\s`,
    'i',
  );
  // A due date or a quote's validity beside the period is left out, not the whole paragraph (a
  // start date beside the completion stays: "start within 7 days and complete all work within ...").
  // The extension's six months are no period of their own (otherFacts reads them).
  const kept = sentencesOf(whole)
    .filter(
      (s) =>
        (!NOT_POP.test(s) || FINAL_DUE.test(s) || completion.test(s)) &&
        (!EXTENSION_PHRASE.test(s) || POP.test(s)),
    )
    // "Period of Performance: 90 days FAR 52.217-8 ... up to six months": the words before the clause.
    .map((s) => (EXTENSION_PHRASE.test(s) ? s.slice(0, s.search(EXTENSION_PHRASE)) : s));
  if (kept.length === 0) return [];
  const text = kept.join(' ');
  const final = text.match(FINAL_DUE);
  const window = WORK_WINDOW.test(text);
  const range =
    findDateRanges(text)[0] ??
    (window ? sharedYearRanges(text.replace(BETWEEN_AND, 'between$1 through '))[0] : undefined);
  // "Orders may be issued from 1 April 2034 through 31 March 2035": the span of ordering, by its
  // dates only ("orders will be issued within 30 days" is no period).
  const ordering = range !== undefined && (ORDERS_ISSUED.test(text) || window);
  if (!POP.test(text) && !ordering && !completion.test(text) && !WORK_LENGTH.test(text)) return [];
  if (range && (POP.test(text) || ordering))
    return [{ type: 'single', months: range.months, startDate: range.startDate, endDate: range.endDate }];
  // The length of the whole work is the duration its completion phrase states: "commence work
  // within 10 days ... and complete the entire work within 150 days" is 150 days.
  const at = [final, text.match(completion), text.match(WORK_LENGTH)]
    .map((m) => m?.index)
    .filter((i): i is number => i !== undefined);
  const from = POP.test(text) || at.length === 0 ? 0 : Math.min(...at);
  const d = findDurations(text.slice(from)).find((x) => x.months >= 0.2 && x.months <= 120);
  return d ? [{ type: 'single', months: d.months }] : [];
}
