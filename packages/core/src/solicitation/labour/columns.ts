import { dateRangeYear, fiscalYear, type PeriodLabel, periodLike } from './period-labels';
import { personTimeUnit } from './person-time';

export type Measure = 'hours' | 'fte' | 'people';

/** What a column of a staffing table holds, read from its header label. */
export type ColumnRole =
  | { role: 'category' }
  | { role: 'site' }
  | { role: 'shift' }
  | { role: 'amount'; label: string; period: PeriodLabel | null; measure: Measure | null }
  | { role: 'total'; measure: Measure | null }
  | { role: 'money' }
  | { role: 'key' }
  | { role: 'hours-per-day' }
  | { role: 'days-per-week' }
  | { role: 'rate'; unit: RateUnit }
  | { role: 'other'; label: string };

/**
 * A multiplier column: a rate or a count of time units that multiplies into a row's hours
 * ("Hours per Week" x "Weeks per Year", "Hours per Event" x "Events per Year"), never an amount
 * of effort itself.
 */
export type RateUnit = 'hours-per-week' | 'weeks' | 'days' | 'hours-per-event' | 'events';

const MONEY =
  /\b(?:rates?|prices?|priced|costs?|amount|dollars?|fees?|extended|wages?|salary|budget|value|burdened|discount|ceiling|subtotal\s+\$)\b|\$/i;
const HOURS_PER_DAY = /\b(?:hours?|hrs?)\s*(?:per|\/|a|each)\s*day\b|\bdaily\s+hours\b/i;
const PER_HEAD =
  /\b(?:hours?|hrs?)\b.*\b(?:per|each|\/|a)\s*(?:positions?|persons?|employees?|ftes?|heads?|workers?|individuals?|staff\s+member|full[- ]time\s+(?:position|employee|equivalent))\b/i;
const DAYS_PER_WEEK = /\bdays?\s*(?:per|\/|a|each)\s*(?:week|wk)\b/i;
const HOURS_PER_WEEK =
  /\b(?:hours?|hrs?\.?)\s*(?:per|\/|a|each)\s*(?:week|wk)\b|\bweekly\s+(?:scheduled\s+)?(?:hours|hrs)\b|\bhrs?\s*\/\s*wk\b/i;
// Things that happen a number of times, each taking some hours: events, sessions, visits, shifts.
const OCCASION =
  '(?:events?|sessions?|occurrences?|services?|visits?|classes|class|meetings?|shifts?|trips?|deployments?|occasions?|ceremon(?:y|ies)|performances?)';
const HOURS_PER_EVENT = new RegExp(
  `\\b(?:hours?|hrs?\\.?)\\s*(?:per|\\/|a|each|for\\s+each)\\s*${OCCASION}\\b`,
  'i',
);
const A_YEAR = '(?:year|yr|annum|season|period|term|contract\\s+year)';
const EVENTS = new RegExp(
  `^(?:(?:no\\.?|number|#|count|qty|quantity)\\s*(?:of\\s+)?(?:annual\\s+|estimated\\s+|est\\.\\s+)?${OCCASION}(?:\\s*(?:per|\\/|a|each|in\\s+a)\\s*${A_YEAR})?|(?:annual\\s+|estimated\\s+|est\\.\\s+)?${OCCASION}\\s*(?:per|\\/|a|each|in\\s+a)\\s*${A_YEAR}|${OCCASION}\\s*\\(\\s*(?:no\\.|#|count|per\\s+year)\\s*\\))\\s*$`,
  'i',
);
// "Weeks per Year", "No. of Weeks", "Weeks Worked", "Duration (weeks)"; not "Week 3" or "Weeks 1-8".
const WEEKS = new RegExp(
  `^(?:(?:no\\.?|number|#|total|est(?:imated|\\.)?)\\s*(?:of\\s+)?)?(?:work\\s+)?weeks?(?!\\s*\\d)(?:\\s*(?:per|\\/|a|each|in\\s+(?:the|a|each)?)\\s*${A_YEAR}|\\s+(?:worked|staffed|of\\s+(?:service|work|coverage|performance)|on\\s+site|required))?\\s*$|^duration\\s*\\(?\\s*weeks?\\s*\\)?$|^weeks?\\s*\\(\\s*(?:per|\\/)\\s*${A_YEAR}\\s*\\)$`,
  'i',
);
const DAYS = new RegExp(
  `^(?:(?:no\\.?|number|#|total|est(?:imated|\\.)?)\\s*(?:of\\s+)?)?(?:work\\s*|operating\\s+|service\\s+|duty\\s+)?days?(?!\\s*\\d)(?:\\s*(?:per|\\/|a|each|in\\s+(?:the|a|each)?)\\s*${A_YEAR}|\\s+(?:worked|staffed|of\\s+(?:service|work|coverage|operation)|on\\s+(?:site|duty)|required))?\\s*$|^duration\\s*\\(?\\s*days?\\s*\\)?$`,
  'i',
);

/**
 * The multiplier a header names, when it names one: hours a week, weeks, days, hours per event
 * or a count of events. Hours a day and days a week are read by their own roles.
 * @example
 * rateUnit('Weeks per Year') // 'weeks'
 * rateUnit('Annual Hours') // null
 */
export function rateUnit(label: string): RateUnit | null {
  const text = label.replace(/\s+/g, ' ').trim();
  if (!text || text.length > 60) return null;
  if (HOURS_PER_WEEK.test(text)) return 'hours-per-week';
  if (HOURS_PER_EVENT.test(text)) return 'hours-per-event';
  if (WEEKS.test(text)) return 'weeks';
  if (DAYS.test(text)) return 'days';
  if (EVENTS.test(text)) return 'events';
  return null;
}
const CATEGORY =
  /labou?r\s*categor|\blcats?\b|\bpositions?\s*(?:title|name)?\s*$|\bposition\b|job\s*title|\btitles?\b|\broles?\b|personnel\s*(?:type|category)?$|classification|occupation|discipline|staff(?:ing)?\s*(?:type|category)|labou?r\s*(?:type|description|mix)|employee\s*type|\bpost\s*(?:#|no|name|description)?\b/i;
// When a post is staffed ("Hours of Coverage", "Tour of Duty"): a schedule, not an amount.
const COVERAGE =
  /\bhours\s+of\s+(?:coverage|operation|service|duty)|\bcoverage\b|\btour\s+of\s+duty|\bpost\s+hours\s+schedule/i;
const NOT_EFFORT =
  /\b(?:length|duration|iterations?|classes|class\s+size|sessions?|courses?|students?|trainees?|participants?|attendees?|visits?|trips?|calls?|tickets?|cases?|transactions?|units?|events?|deliver(?:y|ies)|reports?|pages?|miles?|items?|quantity\s+of\s+\w+|sq\.?\s*ft|square\s+feet|acres?|buildings?|beds?|vehicles?|meals?|samples?|specimens?|assays?|kits?|claims?|applications?|volumes?|shipments?|parcels?)\b/i;
const SITE =
  /\b(?:sites?|locations?|facility|facilities|installations?|buildings?|region|campus|city|state)\b/i;
const SHIFT = /\b(?:shifts?|tours?|schedule)\b/i;
const TOTAL = /^(?:grand\s+)?totals?\b|\btotal\s+(?:hours|fte|loe|labou?r)|^sum\b/i;
const FTE = /\bftes?\b|full[- ]time\s+equivalent|\bstaff[- ]years?\b|\bman[- ]years?\b|\bwork[- ]years?\b/i;
const HOURS = /\bhours?\b|\bhrs?\b|\bloe\b|level\s+of\s+effort|\bman[- ]hours\b/i;
const BARE_COUNT = /^(?:qty\.?|quantity|count|number|no\.?|#)$/i;
const PEOPLE =
  /\b(?:qty|quantity|headcount|head\s+count|count|number|no\.|persons?|people|employees|staff(?:ing)?|positions|guards|officers|personnel)\b|^#$/i;

/**
 * The measure a label names: FTE, hours or people; null when it names none.
 * @example
 * measureOf('Est. Hours') // 'hours'
 */
export function measureOf(label: string): Measure | null {
  if (FTE.test(label)) return 'fte';
  // "Person-weeks", "Staff Months": effort in hours once each unit's hours multiply it.
  if (personTimeUnit(label)) return 'hours';
  if (HOURS.test(label) && !HOURS_PER_DAY.test(label)) return 'hours';
  if (PEOPLE.test(label)) return 'people';
  return null;
}

/**
 * What a staffing-table column holds, from its header label: money first (a rate or price
 * is never effort), then hours per day and days per week (post tables), periods, totals,
 * measures, the category, site and shift columns.
 * @example
 * columnRole('OY1') // { role: 'amount', label: 'OY1', period: { kind: 'option', n: 1 }, measure: null }
 * columnRole('12 Month POP Total Price') // { role: 'money' }
 */
export function columnRole(label: string): ColumnRole {
  const text = label.replace(/\s+/g, ' ').trim();
  if (!text) return { role: 'other', label: '' };
  // A header names its column in a few words; a long cell is text that ran into the header.
  if (text.length > 60) return { role: 'other', label: text };
  if (MONEY.test(text)) return { role: 'money' };
  if (/^key(?:\s+(?:personnel|position|person))?\s*(?:\?|\(y\/n\)|y\/n)?$/i.test(text))
    return { role: 'key' };
  if (HOURS_PER_DAY.test(text)) return { role: 'hours-per-day' };
  if (DAYS_PER_WEEK.test(text)) return { role: 'days-per-week' };
  const unit = rateUnit(text);
  if (unit) return { role: 'rate', unit };
  // Hours of one position ("Hours per Position", "Annual Hours per FTE"): a convention that
  // multiplies the head count, never an amount of its own.
  if (PER_HEAD.test(text)) return { role: 'other', label: text };
  if (TOTAL.test(text)) return { role: 'total', measure: measureOf(text) };
  if (COVERAGE.test(text)) return { role: 'shift' };
  // Counts of things that are not labour ("Base iterations FGA", "Students per class", "OY1 Calls").
  if (countsNonLabour(text)) return { role: 'other', label: text };
  const period = periodLike(text);
  if (period) return { role: 'amount', label: text, period, measure: measureOf(text) };
  // Fiscal years ("FY26 Hours") and date ranges are periods too, ordered by year.
  if (fiscalYear(text) !== null || dateRangeYear(text) !== null)
    return { role: 'amount', label: text, period: null, measure: measureOf(text) };
  // "No. of Personnel", "Number of Positions" count; they name no category.
  if (CATEGORY.test(text) && !/\bhours\b|\b(?:no\.|number)\s+of\b/i.test(text)) return { role: 'category' };
  // "Quantity", "Qty", "#": an amount whose measure the caption, the lead-in or the values tell.
  if (BARE_COUNT.test(text)) return { role: 'amount', label: text, period: null, measure: null };
  const measure = measureOf(text);
  if (measure) return { role: 'amount', label: text, period: null, measure };
  if (SITE.test(text)) return { role: 'site' };
  if (SHIFT.test(text)) return { role: 'shift' };
  return { role: 'other', label: text };
}

/**
 * Whether a column header counts something other than labour (iterations, students, calls,
 * square feet, lengths): its numbers are never staffing, by period or by site.
 * @example
 * countsNonLabour('Base iterations FGA') // true
 * countsNonLabour('Building 534') // false
 */
export function countsNonLabour(label: string): boolean {
  if (NAMED_BUILDING.test(label)) return false;
  return NOT_EFFORT.test(label) && !measureOf(label.replace(NOT_EFFORT, ' '));
}

// One building by its number or letter ("Building 534", "Bldg. T-20", "Building C"): a place whose
// column holds its staff, not a count of buildings.
const NAMED_BUILDING = /^\s*(?:building|bldg\.?)\s+(?:no\.?\s*)?(?:[A-Z]|[A-Z]{0,2}-?\d[\w-]*)\s*$/i;

// The words of a header that say what its cells count ("Annex B FTEs", "Site Lead (hours)").
const MEASURE_PHRASE =
  /(?:^|\s+)\(?\s*(?:level\s+of\s+effort|full[- ]time\s+equivalents?|ftes?|(?:est(?:imated|\.)?\s+|labou?r\s+|man[- ]|work\s+)?(?:hours|hrs)\.?|headcount|head\s+count|(?:no\.|number)\s+of\s+(?:staff|personnel|positions|employees|people))\s*\)?\s*$/i;
// What is left of a header naming no dimension ("Estimated", "Regular", "Total").
const NO_DIMENSION =
  /^(?:\W|est(?:imated|\.)?|annual|yearly|monthly|weekly|daily|total|sum|labou?r|staffing|required|proposed|government|estimate|quantity|qty|number|no|of|per|year|month|week|day|the|regular|straight|overtime|premium|holiday|surge|optional|additional|minimum|maximum|min|max|average|avg|peak|billable|direct|productive|effort|hours?|\s)*$/i;

/**
 * A header without the words that state its measure: "Annex B FTEs" is "Annex B", "Site Lead
 * Level of Effort (hours)" is "Site Lead"; empty when nothing but the measure (or words that
 * name no dimension, "Estimated Hours") is left.
 * @example
 * withoutMeasure('North Campus Headcount') // 'North Campus'
 */
export function withoutMeasure(label: string): string {
  const rest = measureStripped(label);
  return NO_DIMENSION.test(rest) ? '' : rest;
}

/**
 * A header without the measure phrase it ends in ("Day Headcount" is "Day").
 * @example
 * measureStripped('Night FTEs') // 'Night'
 */
export function measureStripped(label: string): string {
  let rest = label.replace(/\s+/g, ' ').trim();
  // "Level of Effort (hours)": a measure phrase may end in another.
  for (let i = 0; i < 2; i++) rest = rest.replace(MEASURE_PHRASE, '').trim();
  return rest;
}

/**
 * Whether a header is a bare count ("Quantity", "Qty", "#"): people beside a column that
 * states hours or FTE, otherwise whatever the caption, lead-in or values say.
 * @example
 * isBareCount('Qty') // true
 */
export function isBareCount(label: string): boolean {
  return BARE_COUNT.test(label.replace(/\s+/g, ' ').trim());
}

/** Whether a label reads like a table header cell rather than data. */
export function isHeaderLike(label: string): boolean {
  const role = columnRole(label).role;
  return role !== 'other';
}
