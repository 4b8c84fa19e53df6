import { isNegatedAt } from '../structure/negation';
import type { CoverageFact } from '../model';
import { citedWindow, holidayDays } from './cited-windows';
import { type FactContext, type Located, sourceOf } from './context';
import { countedPositions, MINIMUM_FIT, ordinalPositions } from './counted-positions';
import { dayTypeOf } from './day-types';
import { NUMBER, parseNumber } from './numbers';
import { postSite } from './post-sites';
import { operatingDays } from './schedule-days';
import { findTimeWindows } from './time-windows';

/** A daily window and days a week, labelled as a coverage fact labels it. */
interface Window {
  label: string;
  hoursPerDay: number;
  daysPerWeek: number;
  index: number;
  /** Days a year when the words leave out holidays ("every weekday except Federal holidays"). */
  daysPerYear?: number;
}

// What puts people on duty: "shall have on duty", "staffed by", "crew", "a minimum of".
const ON_DUTY =
  /\bon[- ]duty\b|\bon[- ]site\b|\bon station\b|\bstaff(?:ed)?\b|\bmann?(?:ed)?\b|\bcrew(?:ed)?\b|\bpresent\b|\bassigned\b|\bshall (?:have|keep|maintain|provide|furnish|station|post)\b|\bminimum\b|\bat least\b|\bconsists? of\b|\bper shift\b|\beach shift\b/i;
// Windows that stand for the document's hours of operation.
const ALWAYS =
  /\bat all times\b|\bcontinuously\b|\bevery hour\b|\b(?:per|each|every|on each|on every) shift\b|\bshifts? (?:shall|will|must) (?:have|consist|include)/i;
const CLOCK =
  /24\s*[x×]\s*7|24\/7|24-7\b|(?:twenty-four\s*\(24\)|24)\s*(?:hours|hrs)\s*(?:a|per|\/)\s*day|around[- ]the[- ]clock|round[- ]the[- ]clock/i;
// An amendment's restatement of a paragraph it keeps ("C.4.2 (...) is unchanged") is no new post.
const UNCHANGED = /\b(?:is|are|remains?|shall remain)\s+(?:otherwise\s+)?unchanged\b/i;
const MANAGES = /\b(?:manager|director|coordinator|administrator|supervisor|chief|lead)\b/i;
const SHIFTS = new RegExp(`(${NUMBER})\\s+(${NUMBER}|\\d+)[- ]hour shifts`, 'i');
// Optional, conditional or hypothetical staffing, questions and qualifications are not posts; nor
// is one of the people on duty designated to a role ("one RN on every shift shall be designated charge nurse").
const NOT_A_POST =
  /\?|\bshall be designated\b|\b(?:shall|will) (?:serve|act) as\b|\bmay (?:direct|require|order|request|add|ask)\b|\badditional\b|\bsurge\b|\bif (?:needed|required|requested)\b|\bFTEs?\b|full[- ]time equivalent|\byears? of\b|\bexperience\b|\bfor information(?:al purposes)? only\b|\bincumbent(?:\s+contractor)?\s+(?:currently\s+|presently\s+|now\s+)?(?:has|employs|provides|staffs|uses|fields)\b/i;

const KEY_OR_FULL_TIME = /\(\s*key(?:\s+personnel)?\s*\)/i;
// The words right after a counted title, up to the next clause ("..., and", ";").
const KEY_OR_FULL_TIME_AFTER = /^[^,;]*?(?:\(\s*key(?:\s+personnel)?\s*\)|\bfull[- ]time\b)/i;

/** The windows a sentence names: the document's hours ("at all times", "per shift"), 24x7, or clock windows. */
function windowsIn(text: string, operating: Window | undefined): Window[] {
  const out: Window[] = [];
  const clock = text.match(CLOCK);
  const weekdays = /monday\s*(?:through|thru|to|-|–)\s*friday|weekdays|five \(?5?\)?\s*days/i.test(text);
  if (clock)
    out.push(
      weekdays
        ? { label: '24 h x 5 d', hoursPerDay: 24, daysPerWeek: 5, index: clock.index ?? 0 }
        : { label: '24x7', hoursPerDay: 24, daysPerWeek: 7, index: clock.index ?? 0 },
    );
  // "three (3) eight-hour shifts, seven days a week, each staffed by two (2) operators".
  const shifts = clock ? null : text.match(SHIFTS);
  if (shifts) {
    const hoursPerDay = Math.min(24, parseNumber(shifts[1] ?? '') * parseNumber(shifts[2] ?? ''));
    const daysPerWeek = /seven|7 days|daily|every day|365/i.test(text)
      ? 7
      : weekdays
        ? 5
        : hoursPerDay >= 24
          ? 7
          : 5;
    if (hoursPerDay > 0)
      out.push({
        label: hoursPerDay === 24 && daysPerWeek === 7 ? '24x7' : `${hoursPerDay} h x ${daysPerWeek} d`,
        hoursPerDay,
        daysPerWeek,
        index: shifts.index ?? 0,
      });
  }
  const found = findTimeWindows(text);
  for (const [k, w] of found.entries()) {
    // The days the words right after the window (else before it) name: "Tue-Fri", "on Saturdays and Sundays".
    const day =
      dayTypeOf(text.slice(w.end, found[k + 1]?.index ?? text.length)) ??
      dayTypeOf(text.slice(found[k - 1]?.end ?? 0, w.index));
    const daysPerWeek = day && day.daysPerWeek >= 2 ? day.daysPerWeek : w.daysPerWeek;
    out.push({
      label: `${w.hoursPerDay} h x ${daysPerWeek} d`,
      hoursPerDay: w.hoursPerDay,
      daysPerWeek,
      index: w.index,
    });
  }
  const always = text.match(ALWAYS);
  if (always && operating && !clock && !shifts) out.push({ ...operating, index: always.index ?? 0 });
  return out;
}

/** The document's hours of operation: 24x7 when it says so, else its one operating window or shifts. */
function operatingWindow(coverage: CoverageFact[]): Window | undefined {
  const live = coverage.filter((c) => !c.negated && !c.onCall && c.hoursPerWeek > 0);
  if (live.some((c) => c.is24x7)) return { label: '24x7', hoursPerDay: 24, daysPerWeek: 7, index: 0 };
  const own = live.filter((c) => c.label === 'hours of operation' || c.label === 'shifts');
  const first = own[0];
  if (!first || own.some((c) => c.hoursPerWeek !== first.hoursPerWeek)) return undefined;
  return { label: first.label, hoursPerDay: first.hoursPerDay, daysPerWeek: first.daysPerWeek, index: 0 };
}

function nearest(windows: Window[], index: number): Window | undefined {
  return [...windows].sort((a, b) => Math.abs(a.index - index) - Math.abs(b.index - index))[0];
}

// "(an estimated 45 days in 2033)", "on about 60 days a year": the days a year a post is kept.
const DAYS_STATED = new RegExp(
  `\\b(?:estimated|approximately|about|some)\\s+(${NUMBER})\\s+days\\b|\\b(${NUMBER})\\s+days\\s+(?:a|per|each)\\s+(?:year|season)\\b`,
  'i',
);

// "on each operating day", "every service day": the post keeps the days the documents say the work runs.
const EACH_OPERATING_DAY = /\b(?:each|every|all|on)\s+(?:operating|service|open)\s+days?\b/i;
// "(8 hours paid, with a 30-minute meal period)", "paid for 7.5 hours": the paid hours of a window with an unpaid meal.
const PAID_HOURS = new RegExp(
  `(${NUMBER})\\s+(?:hours?|hrs?)\\s+paid\\b|\\bpaid\\s+(?:for\\s+)?(${NUMBER})\\s+(?:hours?|hrs?)\\b`,
  'i',
);

/** Days a year a sentence keeps its posts, when it counts them or keeps the documents' operating days. */
function daysStated(text: string, operating?: number): number | undefined {
  const m = text.match(DAYS_STATED);
  const n = parseNumber(m?.[1] ?? m?.[2] ?? '');
  if (n > 0 && n <= 366) return n;
  return operating && EACH_OPERATING_DAY.test(text) ? operating : undefined;
}

/** Paid hours a day a sentence gives a window shorter than it by a meal, when it says so. */
function paidHours(text: string, window: number): number {
  const m = text.match(PAID_HOURS);
  const n = parseNumber(m?.[1] ?? m?.[2] ?? '');
  return n > 0 && n < window && window - n <= 1.5 ? n : window;
}

/** The positions one unit puts on duty, with the window of each (a list's lead-in gives its items theirs). */
function postsOf(
  unit: Located,
  windows: Window[],
  site: string | undefined,
  operating?: number,
): CoverageFact[] {
  // A minimum crew kept at all times may count its people past a fitness word ("not less than
  // two (2) qualified Lock Tenders on duty at all times").
  const continuous = windows.some((w) => w.hoursPerDay >= 24) || ALWAYS.test(unit.text);
  const fitness = continuous && MINIMUM_FIT.test(unit.text);
  const positions = [...countedPositions(unit.text, fitness), ...ordinalPositions(unit.text)];
  const year = daysStated(unit.text, operating);
  const merged = new Map<string, CoverageFact>();
  for (const p of positions) {
    // "A Shift Lead is not required": a position named only to be left out is no post.
    if (isNegatedAt(unit.text, p.index, p.index + p.title.length)) continue;
    // "one Aquatics Supervisor (Key Personnel) full time": a key or full-time person, not a post.
    const after = unit.text.slice(p.index, p.index + p.title.length + 40);
    if (KEY_OR_FULL_TIME.test(p.title) || KEY_OR_FULL_TIME_AFTER.test(after)) continue;
    const w = nearest(windows, p.index);
    // A manager who works the business day is a person, not a post to keep filled.
    if (!w || (MANAGES.test(p.title) && w.hoursPerDay <= 12 && w.daysPerWeek <= 5)) continue;
    const key = `${p.title.toLowerCase()}|${w.hoursPerDay}x${w.daysPerWeek}`;
    const prior = merged.get(key);
    if (prior) {
      prior.posts += p.count;
      continue;
    }
    const is24x7 = w.hoursPerDay === 24 && w.daysPerWeek === 7;
    const hoursPerDay = is24x7 ? 24 : paidHours(unit.text, w.hoursPerDay);
    merged.set(key, {
      ...sourceOf(unit),
      label: is24x7
        ? '24x7'
        : hoursPerDay === w.hoursPerDay
          ? w.label
          : `${hoursPerDay} h paid x ${w.daysPerWeek} d`,
      hoursPerDay,
      daysPerWeek: w.daysPerWeek,
      hoursPerWeek: Math.round(hoursPerDay * w.daysPerWeek * 10) / 10,
      is24x7,
      onCall: false,
      function: p.title,
      position: p.title,
      posts: p.count,
      staffed: true,
      ...((year ?? w.daysPerYear) ? { daysPerYear: year ?? w.daysPerYear } : {}),
      ...(site ? { site } : {}),
    });
  }
  return [...merged.values()];
}

/**
 * The windows a unit states (its own words, with the days a year when they leave out holidays),
 * else the window of the paragraph it cites ("during the hours of C.4.2").
 */
function ownWindows(
  unit: Located,
  units: Located[],
  coverage: CoverageFact[],
  operating: Window | undefined,
): Window[] {
  const cited = citedWindow(unit.text, units, coverage);
  const year = holidayDays(unit.text);
  const own = windowsIn(unit.text, cited ? undefined : operating).map((w) =>
    year && !(w.hoursPerDay === 24 && w.daysPerWeek === 7) ? { ...w, daysPerYear: year } : w,
  );
  return own.length || !cited ? own : [{ ...cited, index: 0 }];
}

const SKIP_KINDS = new Set(['instructions', 'evaluation', 'administration', 'clauses', 'representations']);

/**
 * Named positions the documents put on duty for a window: "At all times the Contractor shall
 * have on duty at least one (1) Shift Lead and two (2) NOC Technicians", "two technicians on
 * duty 24/7", "one (1) Network Engineer on site Monday through Friday from 0700 to 1900",
 * "each shift shall consist of one supervisor and three dispatchers". "At all times" and "per
 * shift" take the document's hours of operation (`coverage`); a list's lead-in sentence gives
 * its window to the items under it. One coverage fact per position and window, titled verbatim.
 * @example
 * // 'The NOC operates 24 hours a day, 7 days a week. At all times two (2) NOC Technicians shall be on duty.'
 * // -> [{ position: 'NOC Technician', posts: 2, is24x7: true, staffed: true, ... }]
 */
export function readDutyPosts(
  ctx: FactContext,
  coverage: CoverageFact[],
  places: readonly string[] = [],
): CoverageFact[] {
  const out: CoverageFact[] = [];
  const days = operatingDays(ctx.units.filter((u) => !SKIP_KINDS.has(u.kind)).map((u) => u.text));
  for (const [doc, units] of ctx.byDocument) {
    // A document whose window an amendment replaced takes the amended one.
    const operating =
      operatingWindow(coverage.filter((c) => c.document === doc)) ??
      operatingWindow(coverage.filter((c) => c.replaces).map((c) => ({ ...c, label: 'hours of operation' })));
    let leadIn: { windows: Window[]; ref: string; left: number } | undefined;
    for (const unit of units) {
      if (
        SKIP_KINDS.has(unit.kind) ||
        unit.text.length > 600 ||
        NOT_A_POST.test(unit.text) ||
        UNCHANGED.test(unit.text)
      ) {
        leadIn = undefined;
        continue;
      }
      // Only a sentence that counts someone can name positions (a lead-in may only carry the window).
      const counts = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i.test(
        unit.text,
      );
      const own = (
        (counts || /:\s*$/.test(unit.text)) && ON_DUTY.test(unit.text)
          ? ownWindows(unit, units, coverage, operating)
          : []
      ).filter((w) => !isNegatedAt(unit.text, w.index, w.index + 1));
      const inherited = leadIn && leadIn.ref === unit.ref && leadIn.left > 0 ? leadIn.windows : [];
      const windows = own.length ? own : inherited;
      const posts = windows.length ? postsOf(unit, windows, postSite(unit.text, places), days) : [];
      out.push(...posts);
      // "... shall have on duty at least:" opens a list whose items are the positions.
      if (own.length && posts.length === 0 && /:\s*$/.test(unit.text))
        leadIn = { windows: own.map((w) => ({ ...w, index: 0 })), ref: unit.ref, left: 8 };
      else if (leadIn && !own.length)
        leadIn = posts.length ? { ...leadIn, left: leadIn.left - 1 } : undefined;
    }
  }
  return out;
}

/**
 * The documents' coverage with their counted positions: a sentence that names positions on duty
 * stands for them, so its generic coverage fact (an unnamed post count) gives way to them.
 * @example
 * withDutyPosts(ctx, readCoverage(ctx)).filter((c) => c.position).length // one per position
 */
export function withDutyPosts(
  ctx: FactContext,
  coverage: CoverageFact[],
  places: readonly string[] = [],
): CoverageFact[] {
  const posts = readDutyPosts(ctx, coverage, places);
  const at = new Set(posts.map((p) => `${p.document}|${p.offset}`));
  return [...coverage.filter((c) => !at.has(`${c.document}|${c.offset}`)), ...posts];
}
