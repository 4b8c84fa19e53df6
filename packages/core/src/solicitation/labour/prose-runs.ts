import { singular } from '../facts/counted-positions';
import type { LabourCategory, PeriodStructure, Site, StaffingTable } from '../model';
import type { Structure, TextDocument } from '../parts';
import { recognise } from '../vocabulary/index';
import { squash, tidy } from './cells';
import {
  clauseOf,
  eachPlace,
  excludedCount,
  governmentProvided,
  placeLead,
  qualifyingCount,
} from './count-scope';
import type { Measure } from './columns';
import { workSites } from './each-place-tables';
import { readGenericCounts } from './generic-counts';
import {
  nounCounts,
  percentOfFte,
  nounHours,
  runsOnInNoun,
  shareAfter,
  sharedTitles,
  teamCounts,
  titledPositions,
  worksTime,
} from './noun-counts';
import { WHOLE_TERM } from './person-time';
import { fullWeekHours, readPersonWeeks, spanAfterCount } from './person-weeks';
import { type Season, seasonOf } from './season-span';
import { statedFor } from './period-labels';
import type { StaffingRead } from './staffing-read';
import { readTitle, titleFields } from './title';
import { isTitleLike, PLACEHOLDER } from './title-lists';
import { quoteOf, refAt } from './where';
import { SMALL_NUMBER_WORDS as WORDS } from '../facts/numbers';

// An amount of effort: "4,800 hours", "3,840 hrs", "1.5 FTE".
const AMOUNT =
  /(?<num>\b\d{1,3}(?:,\d{3})+|\b\d+(?:\.\d+)?)[ \t]*(?<unit>(?:labou?r\s+|man[- ]|work[- ])?hours?|hrs\.?|FTEs?|full[- ]time\s+equivalents?)\b(?![ \t]*\/)/gi;
// The title right before it: "Program Manager (Key)* NTE ", "Systems Engineer II: ".
const TITLE_BEFORE =
  /(?<title>[A-Z][A-Za-z0-9 ,.&/()'*–-]{1,80}?)\s*(?:[:=–(-]\s*|\s)(?:(?:NTE|not[- ]to[- ]exceed|up\s+to|approximately|approx\.?|estimated|est\.?|a\s+total\s+of)\s+)?$/;
// A verb between a title and its hours ("... for the Records Clerk is estimated at 2,000 hours").
const COPULA_BEFORE =
  /\s+(?:is|are|shall be|will be|totals?|equals?)\s+(?:estimated\s+(?:at|to be)\s+|approximately\s+|about\s+)?$/;
// "The level of effort for the <title>", "hours of each <title>": the title is what the effort is for.
const EFFORT_FOR =
  /\b(?:level of effort|LOE|effort|hours|workload)\s+(?:for|of)\s+(?:the|each|one|a|an)\s+$/i;
const effortFrame = (text: string, offset: number) =>
  EFFORT_FOR.test(text.slice(Math.max(0, offset - 40), offset));
// Words a period, a party or the contract go by, never a labour category.
const NOT_A_ROLE = /\b(?:base|option|year|period|contract(?:or)?|government|order|total|extension)\b/i;
// A count right before a title: "2 Database Developers", "two (2) Registered Nurses", "1 FTE Analyst",
// "two (2) additional full-time Caretakers".
// A part of a full time: "0.5 FTE", "one half-time", "one part-time (20 hours per week)".
// A qualification the title may carry between its count and itself, in lower case: "two (2)
// licensed Plant Operators", "three (3) armed, uniformed Officers", "one (1) certified Clerk".
const QUALIFIED = String.raw`(?:[a-z][a-z-]{2,}ed,?[ \t]+){0,2}`;
const COUNT_BEFORE = new RegExp(
  String.raw`(?:^|[\s(,;:])(?<n>\d{1,3}(?:\.\d{1,2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:[ \t]*\(\d{1,3}\))?[ \t]*(?:(?:additional|extra|more)[ \t]+)?(?<fte>FTEs?[ \t]+|full[- ]time[ \t]+)?(?<part>(?:half|part)[- ]time[ \t]+(?:\([ \t]*(?<weekly>\d{1,2})[ \t]*(?:hours|hrs)[ \t]*(?:per|a|each|\/)[ \t]*week[ \t]*\)[ \t]*)?)?(?:x[ \t]+)?(?<qual>${QUALIFIED})$`,
  'i',
);
const FULL_WEEK = 40;
const NOT_A_COUNT =
  /\b(?:section|para(?:graph)?|table|figure|attachment|exhibit|clause|item|step|tier|level|phase|year|day|page|no\.|#|grade|pool|category|task|clin)\s*$/i;

// The site a line states staffing for: "At Harbor Clinic, three (3) Janitors" (line start).
const SITE_LEAD =
  /^\s*(?:[-*•]\s*|[a-z0-9]{1,2}[.)]\s*)?(?:[Aa]t|[Ff]or)\s+(?:the\s+)?(?<site>[A-Z][\w .'&/-]{2,60}?)\s*,/;
const NOT_A_SITE = /\b(?:base|option|year|period|months?|shift|contract|purposes?|each|all|this|task)\b/i;
// The shift stated right after a counted title: "(Day shift)", "on the night shift".
const SHIFT_AFTER =
  /^s?\s*[(,]?\s*(?:on\s+(?:the\s+)?|for\s+(?:the\s+)?)?(?<shift>day|night|evening|swing|first|second|third|graveyard|mid)\s+shift/i;

const SHIFT_IN_TITLE = /\s*\((?<shift>day|night|evening|swing|first|second|third|graveyard|mid)\s+shift\)$/i;

interface Item {
  title: string;
  site?: string;
  shift?: string;
  /** The sentence makes the person key ("one (1) Site Lead, who is also Key Personnel"). */
  key?: boolean;
  measure: Measure;
  value: number;
  offset: number;
  quote: string;
  /** The count repeats at each of the document's places (and how many the text says there are). */
  each?: { places?: number };
  /** The part of each year the count is for, when its clause names a season ("November 1 through March 31"). */
  season?: Season;
  /** Amounts the sentence states period by period ("1,500 hours for the base period and 2,000 for each option year"). */
  byPeriod?: { period: string; value: number }[];
}

// "for the base period", "in Option Year 2", "for each option year": the period an amount is for.
const FOR_PERIOD = String.raw`\s*(?:for|in|during)\s+(?:the\s+)?(base\s+(?:period|year)|option\s+(?:period|year)\s*\d{1,2}|each\s+(?:of\s+the\s+)?option\s+(?:periods?|years?)|(?:all\s+)?option\s+(?:periods|years))`;
const AMOUNT_FOR_PERIOD = new RegExp(
  String.raw`^(?:,?\s*(?:and\s+)?(?:\d{1,3}(?:,\d{3})+|\d+)\s*(?:hours?|hrs\.?))?${FOR_PERIOD}`,
  'i',
);

/**
 * The amounts one sentence states period by period after its first amount: "1,500 hours for
 * the base period and 2,000 hours for each option period". "Each option" repeats the amount
 * on every option of the document's periods. Null when the amount names no period.
 */
function amountsByPeriod(
  text: string,
  first: number,
  end: number,
  options: number,
): { period: string; value: number }[] | null {
  const out: { period: string; value: number }[] = [];
  let at = end;
  let value = first;
  for (let guard = 0; guard < 8; guard++) {
    const m = text.slice(at, at + 120).match(AMOUNT_FOR_PERIOD);
    if (!m?.[1]) break;
    const amount = m[0].match(/(\d{1,3}(?:,\d{3})+|\d+)\s*(?:hours?|hrs)/i);
    if (guard > 0 && !amount) break;
    if (guard > 0) value = Number((amount?.[1] ?? '0').replace(/,/g, ''));
    const label = m[1].replace(/\s+/g, ' ');
    if (/each|option\s+(?:periods|years)/i.test(label))
      for (let i = 1; i <= Math.max(options, 1); i++) out.push({ period: `Option ${i}`, value });
    else out.push({ period: label, value });
    at += m[0].length;
  }
  return out.length > 0 ? out : null;
}

// The site a sentence staffs before its counts: "shall staff the North Depot with two (2) ...".
const SITE_STAFFED =
  /\b(?:staff|man|crew)\s+(?:the\s+)?(?<site>[A-Z][\w.'&/-]*(?:[ \t]+[A-Z][\w.'&/-]*){0,5})\s+with\b[^.]*$/;
// A clause right after a counted title that makes the person key.
const KEY_AFTER =
  /^s?\s*,?\s*(?:who|which)\s+(?:is|shall\s+be|will\s+be)\s+(?:also\s+)?(?:a\s+|designated\s+(?:as\s+)?)?key\s+personnel\b/i;

/** The site a count is stated for: a line led by "At <site>," or a sentence that staffs a named site. */
function siteOf(text: string, start: number): string | undefined {
  const lineStart = text.lastIndexOf('\n', start) + 1;
  const lead = text.slice(lineStart, start).match(SITE_LEAD)?.groups?.site;
  if (lead && !NOT_A_SITE.test(lead)) return lead.trim();
  const from = Math.max(lineStart, text.lastIndexOf('. ', start) + 1);
  const staffed = text.slice(from, start).match(SITE_STAFFED)?.groups?.site;
  return staffed && !NOT_A_SITE.test(staffed) ? staffed.trim() : undefined;
}

// A place right after a counted title: "... Technician at Harbor Clinic", "... at the Laredo center".
const AT_AFTER =
  /^s?[ \t]*,?[ \t\n]+(?:at|in)[ \t\n]+(?:the[ \t\n]+)?(?<site>[A-Z][\w.'&-]*(?:[ \t]+[A-Z][\w.'&-]*){0,4})/;
const PLACE_WORD =
  /[ \t]+(?:site|location|facility|building|campus|office|clinic|cent(?:er|re)|hospital|station|depot)$/i;

/**
 * The site a count is stated for right after its title, when the document lists that site:
 * "one (1) Veterinary Technician at New Windsor" names the listed "Hudson Valley Center, New
 * Windsor, NY". A place the document does not list ("at Government expense") binds nothing.
 */
function siteAfter(text: string, end: number, known: string[]): string | undefined {
  const raw = text.slice(end, end + 80).match(AT_AFTER)?.groups?.site;
  if (!raw) return undefined;
  const name = raw
    .replace(/[.,]+$/, '')
    .replace(PLACE_WORD, '')
    .toLowerCase();
  if (name.length < 3 || NOT_A_SITE.test(name)) return undefined;
  return known.find((k) => k.toLowerCase().replace(/\s+/g, ' ').includes(name));
}

// People and FTE are both heads: "four linguists ... one linguist at half time (0.5 FTE)" is one run.
const sameKind = (a: Measure, b: Measure) => a === b || (a !== 'hours' && b !== 'hours');

/** Items of one paragraph close together (within 300 characters) form one run. */
function groupRuns(text: string, items: Item[]): Item[][] {
  const runs: Item[][] = [];
  for (const item of items.sort((a, b) => a.offset - b.offset)) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    const between = last ? text.slice(last.offset, item.offset) : '';
    if (
      run &&
      last &&
      item.offset - last.offset < 300 &&
      sameKind(last.measure, item.measure) &&
      !/\n[ \t]*\n/.test(between)
    )
      run.push(item);
    else runs.push([item]);
  }
  return runs;
}

// A numbered or capitalised heading on its own line ("2. STAFFING", "C.4 LEVEL OF EFFORT").
const HEADING_LINE =
  /(?:^|\n)[ \t]*(?:[A-Z]?\.?\d+(?:\.\d+)*\.?[ \t]+)?[A-Z][A-Z0-9 ,&/()'-]{3,60}[ \t]*(?=\n)/g;

// A run stated "in each option period": one amount for every option of the document.
const EACH_OPTION = 'each option period';

const PERIOD_PHRASE =
  /\b(?:base\s+(?:year|period)|option\s+(?:year|period)\s*\d{1,2}|option\s+\d{1,2}|(?:in|for|during)\s+(?:each|every|all)\s+(?:of\s+the\s+)?option\s+(?:years?|periods?)|(?:\d+[- ]month\s+)?extension(?:\s+period)?)\b/i;

/** The period a run is stated for, named before it in its paragraph ("CLIN 1001 - Labor, Option Period 1 (12 months)."). */
function runPeriod(text: string, offset: number): string {
  const start = Math.max(0, offset - 300);
  const before = text.slice(start, offset);
  const blank = before.search(/\n[ \t]*\n(?![\s\S]*\n[ \t]*\n)/) + 1;
  // A heading line ("2. STAFFING") also opens a new passage: text with no blank lines runs on.
  const heading = [...before.matchAll(HEADING_LINE)].at(-1);
  const para = before.slice(Math.max(0, blank, heading ? (heading.index ?? 0) : 0));
  // A long sentence listing staff across semicolons names its period once, at its start
  // ("During the base period the Government anticipates ...; ...; a Team Lead ..."), on its line.
  const sentence = sentenceBefore(text, offset, 1200);
  const phrase =
    para.match(PERIOD_PHRASE) ?? sentence.slice(sentence.lastIndexOf('\n') + 1).match(PERIOD_PHRASE);
  if (phrase && /^(?:in|for|during)\s/i.test(phrase[0])) return EACH_OPTION;
  return phrase ? phrase[0].replace(/\s+/g, ' ') : 'Annual';
}

function hoursRuns(text: string, skip: (offset: number) => boolean, known: string[], options = 0): Item[] {
  const items: Item[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const g = m.groups ?? {};
    const at = m.index ?? 0;
    const lineStart = text.lastIndexOf('\n', at) + 1;
    // Rows of pipe tables are the table reader's.
    if (text[lineStart] === '|') continue;
    // A title may start on the line before ("Information System\nSecurity Officer (Senior)* NTE").
    const from = Math.max(text.lastIndexOf('\n', lineStart - 2) + 1, at - 90);
    // "The level of effort for the Records Clerk is 2,000 hours": the verb stands between title and amount.
    const lead = text.slice(from, at).replace(/\n/g, ' ');
    const copula = lead.match(COPULA_BEFORE);
    const head = copula ? lead.slice(0, (copula.index ?? 0) + 1) : lead;
    const t = head.match(TITLE_BEFORE);
    if (!t?.groups?.title) continue;
    // The title starts after the last separator before the number: "...; Systems Engineer II".
    const lastPart =
      t.groups.title
        .split(
          copula
            ? /[;•]|\.\s|\),?\s+(?=[A-Z])|,\s(?=[A-Z])|\band\b(?=\s+[A-Z])|\b(?:for|of)\s+(?:the|each|one|a|an)\s+(?=[A-Z])/
            : /[;•]|\.\s|\),?\s+(?=[A-Z])|,\s(?=[A-Z])|\band\b(?=\s+[A-Z])/,
        )
        .pop() ?? '';
    const offset = at - (lead.length - head.length) - t[0].length + t.groups.title.length - lastPart.length;
    if (skip(offset) || governmentProvided(text, offset) || qualifyingCount(text, offset)) continue;
    // Column gaps and name placeholders ("To Be Named at Award    PRINCIPAL INVESTIGATOR") are not the title.
    const raw = squash((lastPart.split(/\s{2,}/).pop() ?? '').replace(PLACEHOLDER, ' ')).replace(
      /^[,\s]+/,
      '',
    );
    // "0.5 FTE Guard, 1.5 FTE Clerk": what precedes the second amount is the first count's title.
    if (/^(?:FTEs?|full[- ]time|hours?|hrs)\b/i.test(raw)) continue;
    // "Fort Campbell, KY: 0.5 FTE ...": the words before the amount are the place the line leads with.
    if (placeLead(text, at, known)?.endsWith(raw)) continue;
    const reading = readTitle(raw);
    const measure: Measure = /fte|full/i.test(g.unit ?? '') ? 'fte' : 'hours';
    const value = Number((g.num ?? '0').replace(/,/g, ''));
    const lineEnd = text.indexOf('\n', at);
    const line = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
    const isLabel = line.trim().length <= 70 && (measure === 'fte' || value >= 100);
    if (!reading.title || !isTitleLike(reading.title)) continue;
    // With a verb between them, the title needs the frame "effort for the <title>" or a known family.
    if (
      copula
        ? !(reading.family || effortFrame(text, offset)) || NOT_A_ROLE.test(raw)
        : !(reading.family || isLabel)
    )
      continue;
    const byPeriod = measure === 'hours' ? amountsByPeriod(text, value, at + m[0].length, options) : null;
    items.push({
      title: raw,
      ...bindings(text, offset, known),
      measure,
      value,
      offset,
      quote: squash(text.slice(offset, at + m[0].length)),
      ...(byPeriod ? { byPeriod } : {}),
    });
  }
  return items;
}

// "a Program Manager and two Developers": an article counts one, but only beside a title
// counted with a number, where the sentence is plainly an enumeration of staff.
const ARTICLE_BEFORE = /(?:^|[\s(,;:])(?<n>an?)[ \t]+$/i;
const ENUMERATION_REACH = 80;

function articleTitles(text: string, skip: (offset: number) => boolean, counted: Item[]): Item[] {
  const items: Item[] = [];
  for (const mention of recognise(text)) {
    if (skip(mention.start)) continue;
    if (counted.some((c) => c.offset <= mention.start && mention.start < c.offset + c.quote.length)) continue;
    const article = text.slice(Math.max(0, mention.start - 12), mention.start).match(ARTICLE_BEFORE);
    if (!article) continue;
    if (!counted.some((c) => Math.abs(c.offset - mention.start) < ENUMERATION_REACH)) continue;
    const start = mention.start - article[0].trimStart().length;
    items.push(
      withShare(text, mention.end, {
        title: mention.text,
        measure: 'people' as Measure,
        value: 1,
        offset: start,
        quote: squash(text.slice(start, mention.end)),
      }),
    );
  }
  return items;
}

// "Each surgeon shall be assisted by one technologist": a count per person is a ratio.
const PER_PERSON =
  /\b(?:each|every|per)\s+(?<who>[a-z][a-z -]{2,40}?)\s+(?:shall|will|must|should|is|are|needs?|requires?)\b/i;

/** Whether the sentence before a count makes it a ratio to another role ("each nurse ... one aide"), not a head count. */
function perPerson(text: string, start: number): boolean {
  const from = Math.max(text.lastIndexOf('.', start - 1), text.lastIndexOf('\n', start - 1)) + 1;
  const who = text.slice(from, start).match(PER_PERSON)?.groups?.who;
  if (!who || PLACE_OR_TIME.test(who)) return false;
  return recognise(who).length > 0 || AGENT.test(who);
}
/** A person's noun ("surgeon", "examiner", "technician") ... */
const AGENT = /(?:ist|ian|ant|or|er|nurse|aide|officer|guard)s?$/i;
/** ... not a place, a shift or a span of time ("each shift", "each site", "each quarter"). */
const PLACE_OR_TIME =
  /\b(?:shift|site|post|clinic|building|location|facility|center|centre|office|floor|area|order|quarter|month|year|week|day|hour|call|ticket|request|customer|user)s?\b/i;

/** A count's amount: people, or FTE when it says FTE, a fraction or a part of full time; `heads` is the number it says. */
interface Amount {
  measure: Measure;
  value: number;
  heads: number;
}
function amountOf(count: Record<string, string | undefined>): Amount {
  const n = WORDS[(count.n ?? '').toLowerCase()] ?? Number(count.n);
  if (count.part) {
    const share = count.weekly ? Number(count.weekly) / FULL_WEEK : 0.5;
    return { measure: 'fte', value: tidy(n * share), heads: n };
  }
  return { measure: count.fte || !Number.isInteger(n) ? 'fte' : 'people', value: n, heads: n };
}

/** A counted title as the document names one person of it ("Registered Nurses" is "Registered Nurse"). */
function oneOf(title: string, value: number): string {
  if (value <= 1) return title;
  const words = title.split(' ');
  return [...words.slice(0, -1), singular(words.at(-1) ?? '')].join(' ');
}

/**
 * Where a count binds beyond its title: the place its line or sentence leads with, the listed
 * site right after the title ("one (1) Nurse at Harbor Clinic"), "at each site", and the
 * season its clause names.
 */
function bindings(
  text: string,
  start: number,
  known: string[],
  end = start,
): Pick<Item, 'site' | 'each' | 'season'> {
  const site = placeLead(text, start, known) ?? siteOf(text, start) ?? siteAfter(text, end, known);
  const each = site ? null : eachPlace(text, start);
  const season = seasonOf(clauseOf(text, start));
  return { ...(site ? { site } : {}), ...(each ? { each } : {}), ...(season ? { season } : {}) };
}

function countedTitles(text: string, skip: (offset: number) => boolean, known: string[]): Item[] {
  const items: Item[] = [];
  for (const mention of recognise(text)) {
    if (skip(mention.start)) continue;
    const before = text.slice(Math.max(0, mention.start - 60), mention.start);
    const matched = before.match(COUNT_BEFORE);
    const count = matched?.groups;
    if (!count?.n) continue;
    // "two (2) Certified Nursing Assistants": a capitalised credential begins the title.
    if (/[A-Z]/.test(count.qual ?? '')) continue;
    if (NOT_A_COUNT.test(before.slice(0, before.length - (matched?.[0].length ?? 0)))) continue;
    const { measure, value, heads } = amountOf(count);
    if (!(value > 0 && value < 500)) continue;
    const start = mention.start - (matched?.[0].trimStart().length ?? 0);
    if (sectionNumber(text, start, count.n) || inFlatTable(text, start)) continue;
    if (perPerson(text, start) || governmentProvided(text, start) || qualifyingCount(text, start)) continue;
    const inTitle = mention.text.match(SHIFT_IN_TITLE);
    const shift = (inTitle ?? text.slice(mention.end, mention.end + 40).match(SHIFT_AFTER))?.groups?.shift;
    // "one Web Designer (0.5 FTE)": a share in the title's parentheses is the count's, not the title's.
    const shareParen = mention.text.match(/\s*\([^()]*\)$/);
    const shared = shareParen && shareAfter(shareParen[0]) ? (shareParen.index ?? mention.text.length) : -1;
    const named = shared >= 0 ? mention.text.slice(0, shared) : mention.text;
    items.push(
      withShare(text, mention.start + named.length, {
        title: oneOf(inTitle ? mention.text.slice(0, inTitle.index) : named, heads),
        ...bindings(text, start, known, mention.end),
        ...(KEY_AFTER.test(text.slice(mention.end, mention.end + 60)) ? { key: true } : {}),
        ...(shift ? { shift: `${shift[0]?.toUpperCase()}${shift.slice(1).toLowerCase()}` } : {}),
        measure,
        value,
        offset: start,
        quote: squash(text.slice(start, mention.end)),
      }),
    );
  }
  return items;
}

// A count in the legal form, a number word with its digits, before a capitalised title the
// vocabulary may not know: "four (4) Hangar Attendants", "one (1) Parts and Supply Clerk".
const LEGAL_COUNT = new RegExp(
  String.raw`(?<![\w-])(?<n>one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ \t]*\((?<d>\d{1,3})\)[ \t]+(?:(?:additional|extra|more)[ \t]+)?${QUALIFIED}(?<title>[A-Z][A-Za-z'/-]+(?:[ \t]+(?:(?:and|of|&)[ \t]+)?[A-Z][A-Za-z'/-]+){0,5})`,
  'g',
);
// Any other count before such a title ("2 Grants Specialists", "0.5 FTE Grants Specialist",
// "one half-time Grants Specialist"), read only in a clause that staffs (see `STAFFS`).
const PLAIN_COUNT = new RegExp(
  String.raw`(?<![\w.,-])(?<count>(?:\d{1,3}(?:\.\d{1,2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:[ \t]*\(\d{1,3}\))?[ \t]+(?:(?:additional|extra|more)[ \t]+)?(?:FTEs?[ \t]+|full[- ]time[ \t]+)?(?:(?:half|part)[- ]time[ \t]+(?:\([ \t]*\d{1,2}[ \t]*(?:hours|hrs)[ \t]*(?:per|a|each|\/)[ \t]*week[ \t]*\)[ \t]*)?)?)${QUALIFIED}(?<title>[A-Z][A-Za-z'/-]+(?:[ \t]+(?:(?:and|of|&)[ \t]+)?[A-Z][A-Za-z'/-]+){0,5})`,
  'g',
);
const STAFFS = /\b(?:provide|furnish|staff|employ|assign|personnel|positions?|consist|crew)\w*/i;

// Three numbers in a row ("0.20 0.20 0.20", "Yr 6 Yr 7"): a table flattened into text, whose
// cells the table readers own; a count near one is a cell, not prose.
const NUMBER_RUN = /\d[\d.,]*[ \t]+(?:[A-Za-z]{1,3}[ \t]+)?\d[\d.,]*[ \t]+(?:[A-Za-z]{1,3}[ \t]+)?\d/;
function inFlatTable(text: string, start: number): boolean {
  return NUMBER_RUN.test(text.slice(Math.max(0, start - 60), start + 80));
}

/** Whether a count is a section number that opens its line ("4.1 Program Manager ...", "2.4 The ..."). */
function sectionNumber(text: string, start: number, count: string): boolean {
  return /^\d+\.\d/.test(count.trim()) && /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, start - 20), start));
}
// The title's last word names a person ("Attendant", "Mechanic", "Clerk", "Supervisor") ...
const PERSON_HEAD =
  /(?:ist|ian|ant|ent|or|er|ic|yst|clerk|nurse|aide|officer|guard|lead|hand|man|woman|person|staff|lookout|pilot|cook|chef|chief|boss|scout)s?$/i;
// A member of the contractor's own working group is a title ("Crew Member", "Team Members"); a
// member alone, of a board or of the public is not.
const GROUP_MEMBER = /\b(?:crew|team|staff|squad|gang|party|shift|detail)[ \t]+members?$/i;
// ... and not a thing that ends like one ("Service Centers", "Generators", "Printers").
const THING_HEAD =
  /^(?:center|centre|computer|trailer|water|meter|chapter|monitor|generator|elevator|printer|server|container|tractor|motor|floor|door|letter|number|order|register|quarter|corridor|sector|reactor|scanner|router|cluster|folder|binder|compressor|heater|boiler|chiller|transformer|filter|vendor|contractor|offeror|government|department|component|equipment|document|element|segment|shipment|payment|agreement|amendment|attachment|requirement|event|percent|parent|client|patient|student|resident|tenant|applicant|participant|visitor|customer|user|member|owner|holder|partner|subcontractor|semester|trimester|calendar|kilometer|liter|litre|dollar|hour|year|layer|tower|river|harbor|harbour|border|manner|matter|paper|power|timer|sticker|marker|counter|plant|clinic|traffic|public|topic|graphic|logic|music|fabric|plastic|republic)s?$/i;

// Positions put on duty ("at all times ... on duty: one (1) Shift Lead") are posts, which the
// coverage reader prices as post-hours.
const ON_DUTY = /\bon\s+duty\b|\bat\s+all\s+times\b|\bon\s+post\b|\baround\s+the\s+clock\b/i;
function onDuty(text: string, start: number): boolean {
  const from = Math.max(text.lastIndexOf('. ', start) + 1, text.lastIndexOf('\n', start) + 1);
  return ON_DUTY.test(text.slice(from, start));
}

/** The amount a counted title's match states: the legal form's people (its word and digits agree), or any count form's in a clause that staffs. */
function matchAmount(text: string, m: RegExpMatchArray): Amount | null {
  const g = m.groups ?? {};
  const start = m.index ?? 0;
  if (g.d !== undefined) {
    const value = WORDS[(g.n ?? '').toLowerCase()] ?? 0;
    return value > 0 && Number(g.d) === value ? { measure: 'people', value, heads: value } : null;
  }
  if (NOT_A_COUNT.test(text.slice(Math.max(0, start - 30), start)) || !STAFFS.test(clauseOf(text, start)))
    return null;
  // A number right after an acronym names a standard or form ("FIPS 199 Assessment").
  if (/[A-Z]{2,}[ \t-]*$/.test(text.slice(Math.max(0, start - 12), start)) || inFlatTable(text, start))
    return null;
  if (
    sectionNumber(text, start, g.count ?? '') ||
    /^(?:The|A|An|This|That|Each|Every|All|For|Our|Its)\b/.test(g.title ?? '')
  )
    return null;
  // "two (3)": a number word and digits that disagree are no count.
  const legal = (g.count ?? '').match(/^(\w+)[ \t]*\((\d{1,3})\)/);
  if (legal && (WORDS[(legal[1] ?? '').toLowerCase()] ?? Number(legal[1])) !== Number(legal[2])) return null;
  const count = ` ${g.count ?? ''}`.match(COUNT_BEFORE)?.groups;
  return count?.n ? amountOf(count) : null;
}

/** Counted titles that the vocabulary does not recognise (see `LEGAL_COUNT` and `PLAIN_COUNT`). */
function legalCounts(
  text: string,
  skip: (offset: number) => boolean,
  known: Item[],
  sites: string[],
): Item[] {
  const items: Item[] = [];
  for (const m of [...text.matchAll(LEGAL_COUNT), ...text.matchAll(PLAIN_COUNT)]) {
    const g = m.groups ?? {};
    const start = m.index ?? 0;
    const amount = skip(start) ? null : matchAmount(text, m);
    if (!amount || !(amount.value > 0 && amount.value < 500)) continue;
    // Trailing connectors or a following sentence's capital are not part of the title.
    const title = (g.title ?? '').replace(/[ \t]+(?:and|of|&)$/, '');
    const head = title.split(/[ \t]+/).pop() ?? '';
    if (!PERSON_HEAD.test(head) || (THING_HEAD.test(head) && !GROUP_MEMBER.test(title))) continue;
    const end = start + m[0].length - ((g.title ?? '').length - title.length);
    // "one (1) Amharic interpreter": the lower-case noun is the head (see `nounItems`).
    if (runsOnInNoun(text.slice(end, end + 30))) continue;
    const taken = [...known, ...items];
    if (taken.some((k) => k.offset < end && start < k.offset + k.quote.length)) continue;
    if (!isTitleLike(readTitle(title).title) || perPerson(text, start) || onDuty(text, start)) continue;
    if (governmentProvided(text, start) || qualifyingCount(text, start)) continue;
    const shift = text.slice(end, end + 40).match(SHIFT_AFTER)?.groups?.shift;
    items.push(
      withShare(text, end, {
        title: oneOf(title, amount.heads),
        ...bindings(text, start, sites, end),
        ...(KEY_AFTER.test(text.slice(end, end + 60)) ? { key: true } : {}),
        ...(shift ? { shift: `${shift[0]?.toUpperCase()}${shift.slice(1).toLowerCase()}` } : {}),
        measure: amount.measure,
        value: amount.value,
        offset: start,
        quote: squash(text.slice(start, end)),
      }),
    );
  }
  return items;
}

/**
 * A count stated "at each site" becomes one count per place the document lists; when the text
 * says how many places ("each of the three clinics") and the list does not hold that many, the
 * count is multiplied by the number the text states instead.
 */
function atEachPlace(sites: Site[]): (item: Item) => Item[] {
  const places = workSites(sites);
  return (item) => {
    if (!item.each) return [item];
    const stated = item.each.places;
    if (places.length >= 2 && (stated === undefined || stated === places.length))
      return places.map((p) => ({ ...item, site: p.name }));
    return stated ? [{ ...item, value: tidy(item.value * stated) }] : [item];
  };
}

/**
 * A count stated for a number of weeks right after it ("two (2) Riggers full time for six
 * weeks") is person-time: the hours of the whole term, not a year's staff.
 */
function forWeeks(text: string, item: Item, week: number): Item {
  if (item.season || item.byPeriod || item.measure === 'hours') return item;
  const squashed = squash(text.slice(item.offset, item.offset + item.quote.length + 200));
  if (!squashed.startsWith(item.quote)) return item;
  const span = spanAfterCount(squashed.slice(item.quote.length));
  if (!span) return item;
  // An FTE count already holds its share; people work the share stated with the span.
  const perWeek = item.measure === 'fte' ? item.value : item.value * (span.share ?? 1);
  const hours = Math.round(perWeek * week * span.weeks * 100) / 100;
  return {
    ...item,
    measure: 'hours',
    value: hours,
    quote: squashed.slice(0, item.quote.length + span.length),
    byPeriod: [{ period: WHOLE_TERM, value: hours }],
  };
}

/**
 * A count for a season of each year is that share of a full-time year ("two ... November through
 * March": 0.833 FTE). People working the hours a week their clause states through the season's
 * days work those hours each year ("works forty hours a week from 1 June through 30 September":
 * 17.43 weeks x 40 h = 697 h), not a share of a year net of leave.
 */
function forSeason(item: Item): Item {
  if (!item.season || item.measure === 'hours') return item;
  const { weeks, hoursAWeek } = item.season;
  if (weeks && hoursAWeek) {
    // Whole people (or full-time equivalents) work the stated week; a share of one already holds it.
    const perWeek =
      item.measure === 'people' || Number.isInteger(item.value)
        ? item.value * hoursAWeek
        : item.value * FULL_WEEK;
    return { ...item, measure: 'hours', value: Math.round(perWeek * weeks) };
  }
  return { ...item, measure: 'fte', value: tidy((item.value * item.season.months) / 12) };
}

// A list line that is one count of one title: "Boiler Mechanic – 2", "Boiler Mechanic (2)",
// "Boiler Mechanic: 2 positions", "2 x Boiler Mechanic", "0.5 FTE x Boiler Mechanic".
// A list marker is followed by a space: the "0." of "0.5 FTE x ..." is no marker.
// The marker owns the spaces after it: two runs of spaces side by side would split a long blank
// line (a section the scope gate blanked) in every way and make the match quadratic.
const ITEM_MARK = String.raw`^[ \t]*(?:(?:[-*•●▪◦]|\d{1,2}[.)](?=[ \t])|\(?[a-z]{1,2}[.)](?=[ \t]))[ \t]*)?`;
const LINE_TITLE = String.raw`(?<title>[A-Z][A-Za-z&/' -]{2,70}?(?:[ \t]+[IVX]{1,4})?)`;
const COUNT_AFTER = new RegExp(
  `${ITEM_MARK}${LINE_TITLE}[ \t]*(?:[–—:-][ \t]*|\\()(?<n>\\d{1,3}(?:\\.\\d{1,2})?)[ \t]*(?<fte>FTEs?)?\\)?[ \t]*(?:positions?|persons?|people|staff|employees)?[ \t]*[.;]?[ \t]*$`,
  'gm',
);
const TIMES_BEFORE = new RegExp(
  `${ITEM_MARK}(?<n>\\d{1,3}(?:\\.\\d{1,2})?)[ \t]*(?<fte>FTEs?)?[ \t]*[x×][ \t]+${LINE_TITLE}[ \t]*[.;]?[ \t]*$`,
  'gm',
);

/** Whether a list line's title names people: a known title, or one ending in a person's noun. */
function namesPeople(title: string): boolean {
  const reading = readTitle(title);
  if (!reading.title || !isTitleLike(reading.title)) return false;
  const head =
    title
      .split(/\s+/)
      .filter((w) => !/^[IVX]{1,4}$/.test(w))
      .pop() ?? '';
  return Boolean(reading.family) || (PERSON_HEAD.test(head) && !THING_HEAD.test(head));
}

/** List lines that each count one title (see `COUNT_AFTER`), known titles or not. */
function listLineCounts(
  text: string,
  skip: (offset: number) => boolean,
  known: string[],
  taken: Item[],
): Item[] {
  const items: Item[] = [];
  for (const re of [COUNT_AFTER, TIMES_BEFORE]) {
    for (const m of text.matchAll(re)) {
      const g = m.groups ?? {};
      const start = (m.index ?? 0) + m[0].length - m[0].trimStart().length;
      const title = (g.title ?? '').trim();
      const value = Number(g.n);
      if (!(value > 0 && value < 500) || skip(start) || !namesPeople(title)) continue;
      if (taken.some((t) => Math.abs(t.offset - start) < m[0].length)) continue;
      if (
        governmentProvided(text, start) ||
        qualifyingCount(text, start) ||
        placeLead(text, start + m[0].trimStart().length, known)
      )
        continue;
      items.push({
        title,
        ...bindings(text, start, known),
        measure: g.fte || !Number.isInteger(value) ? 'fte' : 'people',
        value,
        offset: start,
        quote: squash(m[0]),
      });
    }
  }
  return items;
}

/**
 * Staffing stated with the people's nouns or in teams (see `noun-counts.ts`): "four (4)
 * full-time Spanish linguists", "seven teams, each one handler and one dog", "Canine Trainer.
 * One half-time position", "The Coordinator works full time ...", "4,052 lookout hours a
 * season". A count other readers took, the Government's people and qualifying counts are left out.
 */
/** The clause a count is read in, with its whole sentence across semicolons (whether it staffs). */
function staffingClause(text: string, at: number): string {
  return `${clauseOf(text, at)}\n${sentenceBefore(text, at, 1200)}`;
}

function nounItems(text: string, skip: (offset: number) => boolean, known: string[], taken: Item[]): Item[] {
  // Whether a count staffs is the whole sentence's say: "the need for four linguists ...; two
  // linguists ...; one linguist ..." staffs in each of its parts.
  const clause = (at: number) => staffingClause(text, at);
  const items: Item[] = [];
  const found = [
    ...teamCounts(text, clause),
    ...titledPositions(text),
    ...readPersonWeeks(text),
    ...worksTime(text),
    ...percentOfFte(text),
    ...nounCounts(text, clause),
    ...sharedTitles(text, clause),
    ...nounHours(text),
  ];
  for (const n of found) {
    if (skip(n.offset)) continue;
    const overlaps = (k: { offset: number; quote: string }) =>
      k.offset < n.end && n.offset < k.offset + k.quote.length;
    if (taken.some(overlaps) || items.some(overlaps)) continue;
    if (governmentProvided(text, n.offset) || qualifyingCount(text, n.offset) || onDuty(text, n.offset))
      continue;
    // People counted in a passage about who is on duty ("so that not fewer than two caretakers
    // are on duty", "a second vehicle shall be crewed with two firefighters") are posts, which the
    // coverage reader prices; and a count a purpose clause states is a floor, not the staff.
    if (
      n.measure !== 'hours' &&
      (ON_DUTY.test(paragraphOf(text, n.offset)) || PURPOSE.test(clauseOf(text, n.offset).slice(0, 400)))
    )
      continue;
    if (n.measure !== 'hours' && perPerson(text, n.offset)) continue;
    items.push({
      title: n.title,
      ...bindings(text, n.offset, known, n.end),
      ...(n.key ? { key: true } : {}),
      measure: n.measure,
      value: n.value,
      offset: n.offset,
      quote: squash(text.slice(n.offset, n.end)),
      // Person-time over a number of weeks is the whole term's hours, not a year's.
      ...('wholeTerm' in n ? { byPeriod: [{ period: WHOLE_TERM, value: n.value }] } : {}),
    });
  }
  return items;
}

const PURPOSE = /\b(?:so|such)[ \t]+that\b|\bensur(?:e|ing)[ \t]+that\b/i;

// A paragraph ends at a blank line or where a numbered item starts its line ("C.5.3 ", "5.2 ").
const PARAGRAPH_BREAK = /\n[ \t]*\n|\n[ \t]*(?=[A-Z]?\.?\d{1,2}(?:\.\d{1,2})+\.?[ \t])/g;

/** The paragraph holding `at` (at most 800 characters each side). */
function paragraphOf(text: string, at: number): string {
  const from = Math.max(0, at - 800);
  const before = text.slice(from, at);
  const blank = [...before.matchAll(PARAGRAPH_BREAK)].at(-1);
  const after = text.slice(at, at + 800);
  const end = after.search(new RegExp(PARAGRAPH_BREAK.source));
  return (
    before.slice(blank ? (blank.index ?? 0) + blank[0].length : 0) + (end < 0 ? after : after.slice(0, end))
  );
}

/** The sentence up to `at`, across its semicolons (back to a full stop, a blank line or `reach` characters). */
function sentenceBefore(text: string, at: number, reach = 400): string {
  const from = Math.max(0, at - reach);
  const before = text.slice(from, at);
  const stop = Math.max(
    ...[...before.matchAll(/(?:[a-z]{2}|[)\]])\.\s|\n[ \t]*\n/g)].map((m) => (m.index ?? 0) + m[0].length),
    0,
  );
  return before.slice(stop);
}

/**
 * The amount of a counted title with the share of a full time stated after it: "one (1)
 * Records Clerk at half time (0.5 FTE)" is 0.5 FTE, "a Reviewer, part-time (20 hours per
 * week)" 0.5 FTE. People counted with no share after them keep their count.
 */
function withShare<T extends { measure: Measure; value: number }>(text: string, end: number, item: T): T {
  if (item.measure !== 'people') return item;
  const share = shareAfter(text.slice(end, end + 60));
  if (!share || share.share >= 1) return item;
  return { ...item, measure: 'fte', value: tidy(item.value * share.share) };
}

/**
 * Staffing stated in running text: runs of titles with hours or FTE ("Program Manager (Key)*
 * NTE 4,800 hours; Systems Engineer II NTE 3,840 hours") and counted titles ("1 Project
 * Manager, 2 Database Developers", "two (2) Registered Nurses"). A run's title must be a
 * known title, or a short label line ("1. Productive: 61,306 HOURS"). Each run becomes a
 * staffing table of one period; `skip` leaves out text other readers took (tables, posts).
 * @example
 * readProseRuns({ name: 'sow', index: 0, text: 'Program Manager (Key)* NTE 4,800 hours; Systems Engineer II NTE 3,840 hours.' }, { sections: [] } as never, () => false)[0]?.categories.map((c) => c.title) // ['Program Manager', 'Systems Engineer II']
 */
export function readProseRuns(
  doc: TextDocument,
  structure: Structure,
  skip: (offset: number) => boolean,
  periods: PeriodStructure | null = null,
  sites: Site[] = [],
): StaffingRead[] {
  const known = sites.map((s) => s.name);
  // The people of a team ("three teams, each of one Kennel Attendant and one dog") are the
  // team reader's: their "one" is per team, no count of its own.
  const teams = teamCounts(doc.text, (at) => staffingClause(doc.text, at)).map((t) => [t.offset, t.end]);
  const outer = skip;
  skip = (offset: number) => outer(offset) || teams.some(([a = 0, b = 0]) => offset >= a && offset < b);
  const vocabulary = countedTitles(doc.text, skip, known);
  const counted = [...vocabulary, ...legalCounts(doc.text, skip, vocabulary, known)];
  // Generic nouns ("four technicians") where no known title is counted near them.
  const readGeneric = readGenericCounts(doc.text, skip).filter(
    (g) =>
      !counted.some((c) => Math.abs(c.offset - g.offset) < 60) &&
      !governmentProvided(doc.text, g.offset) &&
      !qualifyingCount(doc.text, g.offset),
  );
  // A count both read: the noun with its modifiers ("three assistant cartographic technicians")
  // is the title; a bare generic noun ("four technicians") keeps the function it staffs.
  const sameCount = (a: { offset: number }, b: { offset: number }) => Math.abs(a.offset - b.offset) < 4;
  const nouns = nounItems(doc.text, outer, known, counted).filter(
    (n) => !readGeneric.some((g) => sameCount(g, n)) || /\s/.test(n.title),
  );
  const generic = readGeneric.filter((g) => !nouns.some((n) => sameCount(g, n)));
  const articles = articleTitles(doc.text, skip, [...counted, ...generic, ...nouns]);
  const optionCount = periods?.periods.filter((p) => p.kind === 'option').length ?? 0;
  const runs = hoursRuns(doc.text, skip, known, optionCount);
  const lines = listLineCounts(doc.text, skip, known, [...runs, ...counted, ...nouns]);
  // Staff a sentence names only to leave out ("A Systems Engineer is not required") are no count.
  const week = fullWeekHours(doc.text);
  const items = [...runs, ...counted, ...lines, ...generic, ...nouns, ...articles]
    .filter((i) => !excludedCount(doc.text, i.offset, i.offset + i.quote.length))
    .map((i) => forWeeks(doc.text, i, week));
  return groupRuns(doc.text, items).map((run) => {
    const first = run[0] as Item;
    const period = runPeriod(doc.text, first.offset);
    const ref = refAt(structure, doc.name, first.offset);
    const categories = run
      .flatMap(atEachPlace(sites))
      .map(forSeason)
      .map((item): LabourCategory => {
        const reading = readTitle(item.title);
        return {
          document: doc.name,
          ref,
          quote: quoteOf(item.quote),
          offset: item.offset,
          ...titleFields(reading),
          key: reading.key || item.key === true,
          stated: item.byPeriod
            ? item.byPeriod.map((p) => statedFor(p.period, item.measure, p.value, periods))
            : period === EACH_OPTION
              ? Array.from({ length: Math.max(optionCount, 1) }, (_, i) =>
                  statedFor(`Option ${i + 1}`, item.measure, item.value, periods),
                )
              : [statedFor(period, item.measure, item.value, periods)],
          ...(item.site ? { site: item.site } : {}),
          ...(item.shift ? { shift: item.shift } : {}),
          ...(item.season ? { season: item.season.span } : {}),
        };
      });
    const table: StaffingTable = {
      document: doc.name,
      ref,
      quote: quoteOf(run.map((i) => i.quote).join('; ')),
      offset: first.offset,
      periods: [period],
      categoryTitles: categories.map((c) => c.title),
      measure: first.measure,
      indicative: /\bestimat|\bnotional\b|for\s+planning\s+purposes/i.test(
        doc.text.slice(Math.max(0, first.offset - 300), first.offset + 300),
      ),
    };
    return { table, categories };
  });
}
