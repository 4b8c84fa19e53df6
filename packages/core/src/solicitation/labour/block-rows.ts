import type { Block } from './blocks';
import { personTimeUnit, WHOLE_TERM } from './person-time';
import { cellMeasure, isBlankCell, isPercentCell, numberOf, tidy } from './cells';
import {
  type ColumnRole,
  columnRole,
  type RateUnit,
  countsNonLabour,
  isBareCount,
  type Measure,
  measureOf,
  measureStripped,
  withoutMeasure,
} from './columns';
import { dateRangeYear, fiscalYear, namesPeriod, periodName } from './period-labels';
import { realigned, sitesDown, transposed, withoutRowNumbers } from './block-shapes';
import { familyOf, isJobNoun, lastWord } from '../vocabulary/index';

/** One amount a row states: the period label it sits under and what it counts. */
export interface RowAmount {
  period: string;
  measure: Measure | null;
  value: number;
  /** The site a role x site table's column names. */
  site?: string;
  /** The shift a column names under its site ("Site A" over "Night"). */
  shift?: string;
}

/** A row of a staffing block, read: its label, amounts, site and shift. */
export interface BlockRow {
  label: string;
  amounts: RowAmount[];
  /** The row's own total column, when it has one. */
  rowTotal?: number;
  site?: string;
  shift?: string;
  cells: string[];
  /** A "Key" column marks the row ("Y", "Yes", "X"). */
  key?: boolean;
  /** Hours a post row states per day and days per week. */
  post?: { hoursPerDay: number; daysPerWeek: number };
  /**
   * The row's multipliers worked out ("1 x 16 h a week x 52 weeks = 832"): the product and its
   * formula, and the hours the row states beside them when it states any.
   */
  product?: { hours: number; formula: string; stated?: number };
}

/** A block read as a staffing table, or null when it states no labour amounts. */
export interface ReadBlock {
  rows: BlockRow[];
  /** Column labels kept, money columns named (a price schedule is still staffing). */
  labels: string[];
  moneyColumns: string[];
  /** A column header said what the cells count. */
  measure: Measure | null;
  /** The category column was named by its header (not guessed from its cells). */
  namedCategory: boolean;
  /** The category column's header label ('Labor Category', 'Post Description'). */
  categoryLabel: string;
}

const isText = (c: string) => c !== '' && numberOf(c) === null && !isBlankCell(c);

function categoryColumn(roles: ColumnRole[], block: Block): { index: number; named: boolean } {
  // Of the columns a header names ("Post No.", "Post Description"), the one that holds words.
  const named = roles.map((r, c) => (r.role === 'category' ? c : -1)).filter((c) => c >= 0);
  const holds = (c: number, test: (cell: string) => boolean) =>
    block.rows.filter((r) => test(r[c] ?? '')).length >= block.rows.length * 0.5;
  // A column of position codes ("C-01", "P-2") beside one of titles: the titles name the category.
  const worded =
    named.find((c) => holds(c, (cell) => isText(cell) && /[A-Za-z]{3,}/.test(cell))) ??
    named.find((c) => holds(c, isText));
  if (worded !== undefined) return { index: worded, named: true };
  const width = Math.max(...block.rows.map((r) => r.length));
  for (let c = 0; c < width; c++) {
    const texts = block.rows.filter((r) => isText(r[c] ?? '')).length;
    if (texts >= Math.max(1, block.rows.length * 0.6)) return { index: c, named: false };
  }
  return { index: -1, named: false };
}

// Shift names as tables head their columns.
const SHIFT_NAME =
  /^(?:(?:day|night|swing|mid|midnight|evening|graveyard|overnight|weekend|1st|2nd|3rd|first|second|third)(?:\s+shift)?|shift\s+[1-3a-c]|[a-c]\s+shift)$/i;

const ENDS_IN_SHIFT =
  /^(.+?)\s+(?:(?:day|night|swing|mid|midnight|evening|graveyard|overnight|weekend|1st|2nd|3rd|first|second|third)(?:\s+shift)?|shift\s+[1-3a-c]|[a-c]\s+shift)$/i;

/**
 * The site and shift a column of a two-row header names: a place over a shift ("Site A" over
 * "Night", measure words aside). Undefined for any other column.
 */
function placeShift(
  block: Block,
  c: number,
  isPlace: (label: string) => boolean,
): { site: string; shift: string } | undefined {
  const label = measureStripped(block.labels[c] ?? '');
  // The header rows as the block stacked them, or as the extractor joined them into one label.
  const stacked = block.groups?.[c]?.trim();
  const group = stacked && label.startsWith(stacked) ? stacked : label.match(ENDS_IN_SHIFT)?.[1];
  if (!group) return undefined;
  const shift = label.slice(group.length).trim();
  return SHIFT_NAME.test(shift) && namesPlace(group, isPlace) && !familyOf(group)
    ? { site: group, shift }
    : undefined;
}

// Words that make a short name a place ("Site A", "Building 12", "North Clinic").
const PLACE_NAME =
  /\b(?:sites?|buildings?|bldg\.?|campus|clinics?|offices?|annex|installations?|fort|base|centers?|centres?|stations?|facilit(?:y|ies)|hospitals?|depots?|warehouses?)\b/i;

/**
 * The period a block's title names: the whole title ("Option Period 1 - IT Support") or its
 * last part after a dash ("Estimated Staffing - CLIN 1001", a caption joined to a title row).
 */
function titlePeriod(title: string): string | undefined {
  if (namesPeriod(title)) return periodName(title);
  const last =
    title
      .split(/\s+[-–—]\s+/)
      .pop()
      ?.trim() ?? '';
  return last !== title && namesPeriod(last) ? periodName(last) : undefined;
}

/**
 * Whether a short name reads as a place: one the document names as a site, a city with its
 * state ("Dayton, OH"), or a name with a place word ("Site A", "Building 12", "Main Clinic").
 * Periods, measures and schedules ("Hours per day", "Positions on duty") are not places.
 */
function namesPlace(name: string, isPlace: (label: string) => boolean): boolean {
  if (
    !name ||
    name.length > 40 ||
    namesPeriod(name) ||
    /\b(?:per|hours?|hrs|positions?|duty|posts?)\b/i.test(name)
  )
    return false;
  return isPlace(name) || PLACE_NAME.test(name) || /^[A-Z][\w .'-]+,\s*[A-Z]{2}$/.test(name);
}

/**
 * Whether a column's name is a job title ("Court Clerk"), not a place named after a job
 * ("County Clerk Office", "Ranger Station - Lake Fork"): a title the vocabularies know that
 * ends in a job noun, or that no place word marks as a place ("Lead Instructor (hours)").
 */
function jobColumn(label: string, isPlace: (s: string) => boolean): boolean {
  if (!familyOf(label)) return false;
  return isJobNoun(lastWord(label)) || !namesPlace(label, isPlace);
}

/**
 * The place a block's title names: the whole title ("Columbus, OH") or its last part after a
 * dash ("Estimated Staffing - Site A"). Undefined when it names none or names a period.
 */
function titlePlace(title: string, isPlace: (label: string) => boolean): string | undefined {
  if (namesPeriod(title)) return undefined;
  if (isPlace(title)) return title;
  const last =
    title
      .split(/\s+[-–—]\s+/)
      .pop()
      ?.trim() ?? '';
  return last !== title && namesPlace(last, isPlace) && !familyOf(last) ? last : undefined;
}

/**
 * The column of a long table that names each row's period ("Period", "Contract Year"): a
 * column of words, not the category's, whose cells mostly name periods. -1 when none.
 */
function periodsDownColumn(block: Block, cat: number): number {
  const width = Math.max(block.labels.length, ...block.rows.map((r) => r.length));
  for (let c = 0; c < width; c++) {
    if (c === cat) continue;
    const named = block.rows.filter((r) => namesPeriod(r[c] ?? '') && numberOf(r[c] ?? '') === null).length;
    if (named >= Math.max(2, block.rows.length * 0.6)) return c;
  }
  return -1;
}

/**
 * Reads a block's rows: the category column (named by its header, else the first column of
 * words), amount columns by period or measure (a block without period columns takes its
 * title's period, "Base Period - ..."), site and shift columns, and post columns (hours per
 * day, days per week). Numeric columns with no recognisable header are site columns when
 * there are no period or measure columns (role x site tables). Money columns are set aside.
 * @example
 * readBlock({ labels: ['Labor Category', 'Base Year', 'OY1'], rows: [['Analyst', '2,080', '2,080']] })?.rows[0]?.amounts.length // 2
 */
export function readBlock(
  original: Block,
  places: { isPlace: (label: string) => boolean; aboutPlaces: boolean } = {
    isPlace: () => false,
    aboutPlaces: true,
  },
  /** The hours each number under a header stands for ("Person-weeks": 40); 1 by default. */
  unitHours: (label: string) => number = () => 1,
): ReadBlock | null {
  // Labels set over the wrong columns are put right first: the shape is read from them.
  const aligned = realigned(withoutRowNumbers(original));
  const periodsDown = transposed(aligned);
  const down = periodsDown ? null : sitesDown(aligned, places.isPlace);
  const block = realigned(periodsDown ?? down ?? aligned);
  const roles = block.labels.map(columnRole);
  const { index: cat, named } = categoryColumn(roles, block);
  if (cat < 0) return null;
  const numericShare = (c: number) =>
    block.rows.filter((r) => numberOf(r[c] ?? '') !== null).length / block.rows.length;
  const hasAmountColumn = roles.some((r) => r.role === 'amount');
  // Shifts as columns of their own ("First Shift | Second Shift") are amounts only when no
  // other column states the amount ("Annual Hours" beside them makes them head counts).
  const amountBesideShifts = roles.some(
    (r, c) => r.role === 'amount' && !SHIFT_NAME.test(measureStripped(block.labels[c] ?? '')),
  );
  const blockSite = block.title ? titlePlace(block.title, places.isPlace) : undefined;
  const blockPeriod = (block.title && titlePeriod(block.title)) ?? 'Annual';
  const width = Math.max(block.labels.length, ...block.rows.map((r) => r.length));
  const columns: {
    c: number;
    period: string;
    measure: Measure | null;
    site?: string;
    shift?: string;
    unnamed?: boolean;
  }[] = [];
  const periodColumn = periodsDownColumn(block, cat);
  let totalColumn = -1;
  let siteColumn = -1;
  let shiftColumn = -1;
  let keyColumn = -1;
  const post = { day: -1, week: -1 };
  const rates: Partial<Record<RateUnit, number>> = {};
  for (let c = 0; c < width; c++) {
    if (c === cat || c === periodColumn) continue;
    const role = roles[c] ?? ({ role: 'other', label: '' } as const);
    if (down && numericShare(c) >= 0.5) {
      // Places turned into columns ("Building 100", "Eastside Clinic") are sites, whatever their names.
      const label = block.labels[c] ?? '';
      columns.push({ c, period: blockPeriod, measure: block.measure ?? null, site: label });
      continue;
    }
    // A shift under a place ("Site A" over "Day | Night"): the column is that site's shift.
    // A shift under a place ("Site A" over "Day | Night"), or a shift alone (the site is the
    // block's): the column is that site's shift.
    const shifted = placeShift(block, c, places.isPlace);
    const shiftAlone = measureStripped(block.labels[c] ?? '');
    if (numericShare(c) >= 0.5 && (shifted || (SHIFT_NAME.test(shiftAlone) && !amountBesideShifts))) {
      columns.push({
        c,
        period: blockPeriod,
        measure: measureOf(block.labels[c] ?? ''),
        ...(shifted ?? { shift: shiftAlone, ...(blockSite ? { site: blockSite } : {}) }),
      });
      continue;
    }
    // A column naming a place and its measure ("Annex B FTEs", "Denver, CO Hours") is a site's.
    const dimension =
      role.role === 'amount' &&
      !role.period &&
      fiscalYear(role.label) === null &&
      dateRangeYear(role.label) === null
        ? withoutMeasure(role.label)
        : '';
    if (dimension && namesPlace(dimension, places.isPlace) && !familyOf(dimension))
      columns.push({
        c,
        period: blockPeriod,
        measure: role.role === 'amount' ? role.measure : null,
        site: dimension,
      });
    else if (role.role === 'amount')
      columns.push({
        c,
        period:
          role.period || fiscalYear(role.label) !== null || dateRangeYear(role.label) !== null
            ? role.label
            : blockPeriod,
        measure: role.measure ?? block.measure ?? null,
      });
    else if (role.role === 'total') totalColumn = c;
    else if (role.role === 'site' && !hasAmountColumn && numericShare(c) >= 0.5) {
      // A column headed by a site ("Site A", "Building 12") holding numbers: role x site tables.
      const label = block.labels[c] ?? '';
      columns.push({ c, period: blockPeriod, measure: measureOf(label), site: label });
    } else if (role.role === 'site') siteColumn = c;
    else if (role.role === 'shift') shiftColumn = c;
    else if (role.role === 'key') keyColumn = c;
    else if (role.role === 'hours-per-day') post.day = c;
    else if (role.role === 'days-per-week') post.week = c;
    else if (role.role === 'rate') rates[role.unit] ??= c;
    else if (role.role === 'other' && SHARE_HEADER.test(role.label) && percentShare(block, c) >= 0.6)
      // "Commitment" beside "Number": each person's share of a full-time year, whatever else is stated.
      columns.push({ c, period: blockPeriod, measure: null });
    else if (role.role === 'other' && !hasAmountColumn && numericShare(c) >= 0.5) {
      // Numbers under a place or an empty header: role x site tables, or one unnamed amount.
      const label = role.label;
      // A count of things at the place ("Camp Ellis (2 desks)") says nothing of what the cells
      // count; a bracketed unit ("Fort Able (iterations)") does.
      const bare = label.replace(/\(\s*\d[^)]*\)?/g, ' ').trim();
      if (label && !jobColumn(label, places.isPlace) && !countsNonLabour(bare)) {
        if (namesPlace(label, places.isPlace) || places.aboutPlaces)
          columns.push({ c, period: 'Annual', measure: measureOf(label), site: label });
      } else if (!label) columns.push({ c, period: blockPeriod, measure: null, unnamed: true });
    }
  }
  // A bare count beside a column that states its measure, or beside multipliers, counts people
  // ("Quantity | Hours", "Qty | Hrs/Wk | Weeks").
  if (columns.some((col) => col.measure) || multiplies(rates, post))
    for (const col of columns)
      if (!col.measure && isBareCount(block.labels[col.c] ?? '')) col.measure = 'people';
  // Several numeric columns without a header are kept apart, not added into one amount.
  const unnamed = columns.filter((col) => col.unnamed);
  if (unnamed.length > 1) for (const col of unnamed) col.period = `Column ${col.c + 1}`;
  // A column counting its rows (1, 2, 3 ...) under "#" or "No." numbers them; it states no effort.
  const counting = (c: number) => {
    const values = block.rows.map((r) => numberOf(r[c] ?? '')).filter((v): v is number => v !== null);
    return values.length >= 3 && values.every((v, i) => i === 0 || v === (values[i - 1] ?? 0) + 1);
  };
  for (let i = columns.length - 1; i >= 0; i--) {
    const col = columns[i];
    const label = (block.labels[col?.c ?? -1] ?? '').trim();
    // Only a column whose header numbers rows (none, "#", "No.", "Item"); a site's or period's
    // column may count 1, 2, 3 by chance.
    if (
      col &&
      (!label || /^(?:#|no\.?|nos?\.?|item|line|row|seq(?:uence)?|ser(?:ial)?)\b/i.test(label)) &&
      counting(col.c)
    )
      columns.splice(i, 1);
  }
  if (columns.length === 0 && post.day < 0 && !multiplies(rates, post)) return null;
  const shares = shareColumns(block, columns);
  const rows: BlockRow[] = [];
  for (const cells of block.rows) {
    // A total row may put its label in another column ("| | | TOTAL ANNUAL HOURS | | 34,600 |").
    const label = isText(cells[cat] ?? '')
      ? (cells[cat] ?? '')
      : (cells.find((c) => /^(?:grand\s+)?totals?\b/i.test(c)) ?? '');
    // Rows named by a period are a table of periods, not of labour categories.
    if (!isText(label) || (namesPeriod(label) && !familyOf(label))) continue;
    const amounts: RowAmount[] = [];
    // Long tables state one period per row ("Analyst | Option Year 1 | 1,920").
    const rowPeriod = periodColumn >= 0 ? (cells[periodColumn] ?? '').trim() : '';
    for (const col of columns) {
      if (shares?.count === col) continue;
      const value = numberOf(cells[col.c] ?? '');
      if (value !== null && shares?.columns.includes(col)) {
        // A share of a full-time year for each person the row counts: FTE.
        const count = shares.count ? (numberOf(cells[shares.count.c] ?? '') ?? 1) : 1;
        amounts.push({ period: col.period, measure: 'fte', value: tidy((count * value) / 100) });
        continue;
      }
      // Person-time under no period ("Person-weeks") is the effort of the whole term, not a year's.
      const period = rowPeriod && col.period === blockPeriod ? rowPeriod : col.period;
      const whole = period === 'Annual' && personTimeUnit(block.labels[col.c] ?? '') !== null;
      if (value !== null)
        amounts.push({
          period: whole ? WHOLE_TERM : period,
          measure: cellMeasure(cells[col.c] ?? '') ?? col.measure,
          value: tidy(value * unitHours(block.labels[col.c] ?? '')),
          ...(col.site ? { site: col.site } : {}),
          ...(col.shift ? { shift: col.shift } : {}),
        });
    }
    const row: BlockRow = { label, amounts, cells };
    const total = totalColumn >= 0 ? numberOf(cells[totalColumn] ?? '') : null;
    if (total !== null) row.rowTotal = total;
    const site = siteColumn >= 0 ? cells[siteColumn] : undefined;
    if (site && isText(site)) row.site = site;
    // Rows under a title row naming a place ("Columbus, OH") are stated for that site.
    else if (blockSite) row.site = blockSite;
    if (keyColumn >= 0 && /^(?:y|yes|x|✓|✔|key)$/i.test(cells[keyColumn] ?? '')) row.key = true;
    const shift = shiftColumn >= 0 ? cells[shiftColumn] : undefined;
    if (shift) row.shift = shift;
    else if (shiftColumn >= 0) {
      // A title that ran into the empty shift column ("Contract Manager (Key) Day" in aligned
      // text): the shift other rows state, at the end of the label, is the row's shift.
      const last = label.match(/\s(\S+)$/)?.[1] ?? '';
      if (
        last &&
        block.rows.some((r) => r !== cells && (r[shiftColumn] ?? '').toLowerCase() === last.toLowerCase())
      ) {
        row.label = label.slice(0, -last.length).trim();
        row.shift = last;
      }
    }
    const day = post.day >= 0 ? numberOf(cells[post.day] ?? '') : null;
    const week = post.week >= 0 ? numberOf(cells[post.week] ?? '') : null;
    const product = rowProduct(cells, rates, post, amounts);
    if (product) {
      // The row's stated hours stand; the product is kept to check them against.
      const stated = amounts.filter((a) => a.measure === 'hours' && !a.site && !a.shift);
      if (stated.length === 1 && stated[0]) row.product = { ...product, stated: stated[0].value };
      else if (stated.length === 0) {
        row.product = product;
        const unitLabel = block.labels[product.column] ?? '';
        const whole = WHOLE_TERM_HEADER.test(unitLabel) && !YEAR_HEADER.test(unitLabel);
        amounts.push({ period: whole ? WHOLE_TERM : blockPeriod, measure: 'hours', value: product.hours });
      }
    } else if (day !== null && week !== null && day <= 24 && week <= 7) {
      row.post = { hoursPerDay: day, daysPerWeek: week };
      // Staff on the post at once ("Guards per Shift": 2) multiply its hours.
      const staff = amounts.find((a) => a.measure === 'people')?.value ?? 1;
      if (!amounts.some((a) => a.measure === 'hours'))
        amounts.push({ period: blockPeriod, measure: 'hours', value: Math.round(day * week * 52 * staff) });
    }
    if (amounts.length > 0 || row.rowTotal !== undefined) rows.push(row);
  }
  if (rows.length === 0) return null;
  const measures = columns.map((c) => c.measure).filter((m): m is Measure => m !== null);
  const measure = shares ? 'fte' : measures.includes('hours') ? 'hours' : (measures[0] ?? null);
  const moneyColumns = block.labels.filter((_, c) => roles[c]?.role === 'money');
  return {
    rows,
    labels: block.labels,
    moneyColumns,
    measure,
    namedCategory: named,
    categoryLabel: block.labels[cat] ?? '',
  };
}

/** Whether a block's multiplier columns can make hours on their own (a rate and what it multiplies). */
function multiplies(rates: Partial<Record<RateUnit, number>>, post: { day: number; week: number }): boolean {
  return (
    (rates['hours-per-week'] !== undefined && rates.weeks !== undefined) ||
    (post.day >= 0 && (rates.days !== undefined || rates.weeks !== undefined)) ||
    (rates['hours-per-event'] !== undefined && rates.events !== undefined)
  );
}

/**
 * A row's hours from its multiplier columns: the count of people (the row's people amount, else
 * one) x hours a week x weeks, x hours a day x days (or x days a week x weeks), or x hours per
 * event x events. Weeks and days stated per year give a year's hours; others ("Total Weeks",
 * "Duration (weeks)") the whole term's. Undefined when the row's cells do not make a product.
 */
function rowProduct(
  cells: string[],
  rates: Partial<Record<RateUnit, number>>,
  post: { day: number; week: number },
  amounts: RowAmount[],
): { hours: number; formula: string; column: number } | undefined {
  const cell = (c: number | undefined) => (c === undefined || c < 0 ? null : numberOf(cells[c] ?? ''));
  const perWeek = cell(rates['hours-per-week']);
  const weeks = cell(rates.weeks);
  const perDay = cell(post.day);
  const daysPerWeek = cell(post.week);
  let days = cell(rates.days);
  const perEvent = cell(rates['hours-per-event']);
  const events = cell(rates.events);
  // A "Days" column of 5s and 7s is days a week.
  let weekDays = daysPerWeek;
  if (days !== null && days <= 7 && weekDays === null) {
    weekDays = days;
    days = null;
  }
  const fmt = (n: number) => n.toLocaleString('en-US');
  let hours: number | undefined;
  let formula = '';
  let unit: number | undefined;
  if (perWeek !== null && weeks !== null && perWeek > 0 && perWeek <= 84 && weeks > 0 && weeks <= 260) {
    hours = perWeek * weeks;
    formula = `${fmt(perWeek)} h a week x ${fmt(weeks)} weeks`;
    unit = rates.weeks;
  } else if (perDay !== null && perDay > 0 && perDay <= 24 && days !== null && days > 0 && days <= 1830) {
    hours = perDay * days;
    formula = `${fmt(perDay)} h a day x ${fmt(days)} days`;
    unit = rates.days;
  } else if (
    perDay !== null &&
    weekDays !== null &&
    weeks !== null &&
    perDay > 0 &&
    perDay <= 24 &&
    weekDays > 0 &&
    weekDays <= 7 &&
    weeks > 0 &&
    weeks <= 260
  ) {
    hours = perDay * weekDays * weeks;
    formula = `${fmt(perDay)} h a day x ${fmt(weekDays)} days a week x ${fmt(weeks)} weeks`;
    unit = rates.weeks;
  } else if (perEvent !== null && events !== null && perEvent > 0 && perEvent <= 400 && events > 0) {
    hours = perEvent * events;
    formula = `${fmt(perEvent)} h each x ${fmt(events)} a year`;
    unit = rates.events;
  }
  if (hours === undefined) return undefined;
  const people = amounts.find((a) => a.measure === 'people' && !a.site && !a.shift)?.value;
  const count = people !== undefined && people > 0 && people <= 500 ? people : 1;
  return {
    hours: tidy(count * hours),
    formula: `${fmt(count)} x ${formula}`,
    column: unit ?? -1,
  };
}

// A weeks or days column counted over the whole term, not a year ("Total Weeks", "Duration").
const WHOLE_TERM_HEADER = /\btotal\b|\bduration\b|\bof\s+performance\b|\bproject\b/i;
const YEAR_HEADER = /\b(?:per|a|each|in\s+a)\s+(?:year|yr|annum|contract\s+year)\b|\bannual|\byearly\b/i;

// A header naming a share of each person's time ("Commitment per person", "% of Time", "Level of Effort (%)").
const SHARE_HEADER =
  /\bcommit(?:ment|ted)\b|\bpercent(?:age)?\b|%|\b(?:time|effort)\s+(?:allocation|share)\b|\ballocation\b|\bshare\s+of\s+(?:time|effort)\b/i;

// A header measuring against a full-time equivalent, not one person's time ("Percent of FTE",
// "% FTE", "Share of a full-time position", "Level of effort (% of one FTE)").
const FTE_BASE_HEADER = /\bFTEs?\b|\bfull[\s-]*time\b|\bwork[\s-]*years?\b|\bstaff[\s-]*years?\b/i;

/** The share of a column's numbers that are percentages ("25%", "50 percent each"); 0 with none. */
function percentShare(block: Block, c: number): number {
  const cells = block.rows.map((r) => (r[c] ?? '').trim()).filter((x) => numberOf(x) !== null);
  return cells.length === 0 ? 0 : cells.filter(isPercentCell).length / cells.length;
}

/**
 * The columns that state each person's share of a full-time year as a percentage, and the head
 * count column they multiply ("Number of persons | Commitment, Base Period | Commitment, Option
 * Period" with "24 | 50% | 50%" is 12 FTE a period). Shares are the columns whose cells are
 * percentages (a "%" on most cells) under a header that names a share, or no header measure;
 * the head count is the column counting people with no period of its own. Undefined when no
 * column states shares, or a share is over 100% of one person's time (over 100% of an FTE is
 * more than one FTE: "Examiner | 550%" under "Percent of FTE" is 5.5 FTE).
 */
function shareColumns<C extends { c: number; period: string; measure: Measure | null }>(
  block: Block,
  columns: C[],
): { columns: C[]; count?: C } | undefined {
  const percent = (c: number) => percentShare(block, c) >= 0.6;
  const shares = columns.filter((col) => {
    const label = block.labels[col.c] ?? '';
    return percent(col.c) && (SHARE_HEADER.test(label) || col.measure !== 'hours');
  });
  if (shares.length === 0) return undefined;
  const count = columns.find(
    (col) =>
      !shares.includes(col) &&
      (col.measure === 'people' || isBareCount(block.labels[col.c] ?? '')) &&
      !namesPeriod(block.labels[col.c] ?? '') &&
      !percent(col.c),
  );
  // Bare percentages with nothing to multiply are shares only when the header says so, or the
  // table's caption for all its columns ("Level of effort by labor category (percent of one FTE)").
  const title = block.title ?? '';
  const says = (re: RegExp, col: C) => re.test(block.labels[col.c] ?? '') || re.test(title);
  if (!count && !shares.every((col) => says(SHARE_HEADER, col))) return undefined;
  // One person's share cannot pass 100%; a row's share of an FTE can ("Analyst | 250% of FTE").
  const over = shares.some((col) => block.rows.some((r) => (numberOf(r[col.c] ?? '') ?? 0) > 100));
  if (over && (count || !shares.every((col) => says(FTE_BASE_HEADER, col)))) return undefined;
  return { columns: shares, ...(count ? { count } : {}) };
}
