import type { CoverageFact } from '../model';
import { type FactContext, type Located, sourceOf } from './context';
import { NUMBER, parseNumber } from './numbers';
import { countedEventDays, onEventDays } from './event-days';
import { readPostRow } from './post-rows';
import { findTimeWindows } from './time-windows';
import { isNegatedAt } from '../structure/negation';

// "twenty- four" is a hyphenated word broken at a line end. "On duty at all times during the
// hours of coverage" is a head count for the document's window, not round-the-clock.
const ROUND_THE_CLOCK =
  /24\s*[x×]\s*7|24\/7|24-7\b|(?:twenty-\s?four\s*\(24\)|24)\s*(?:hours|hrs)\s*(?:a|per|\/)\s*day,?\s*(?:(?:7|seven(?:\s*\(7\))?)\s*days\s*(?:a|per|\/)\s*week|365 days)|twenty-\s?four \(24\) hours (?:a|per) day|around[- ]the[- ]clock|round[- ]the[- ]clock|\b(?:on duty|staffed|manned|attended|present)\s+(?:at all times|continuously)\b(?!,?\s+(?:during|while|when|whenever|within|in)\b)/i;
// A post kept at all times in plain words, with no clock named: "two operators shall be on duty
// at the plant at all times", "at all times, every day of the year, ... two attendants on duty".
// Presence words (not conduct: "shall wear respirators at all times") tie "at all times" to people.
const PRESENCE =
  /\b(?:on[- ]duty|on[- ]site|on station|(?:be|remain) present|staffed|manned|attended|stationed)\b/gi;
// The presence word, an optional place ("at the plant", "in the communications center"), then "at all times".
const PRESENT_AT_ALL_TIMES =
  /^,?\s*(?:(?:at|in|on|aboard|within)\s+(?:the\s+|each\s+|its\s+)?(?!(?:shall|must|will|may|and|or|be)\b)[A-Za-z'-]+(?:\s+(?!(?:shall|must|will|may|and|or|be)\b)[A-Za-z'-]+){0,3}?,?\s+)?at all times\b(?!,?\s+(?:during|while|when|whenever|within|in|that|if)\b)/i;
// "at all times, every day of the year", "at all times, 365 days a year", "at all times, including weekends and holidays".
const EVERY_DAY_AT_ALL_TIMES =
  /\bat all times,?\s+(?:(?:on\s+)?every day(?:\s+of the year)?|(?:365|three hundred sixty-five)(?:\s*\(365\))?\s+days\s+(?:a|per|each)\s+year|including\s+(?:weekends|holidays|nights)(?:\s*,?\s*(?:and\s+)?(?:weekends|holidays|nights)){0,2})\b/i;
// Someone else's people (the Government's own operators) or a past crew are no post of the Contractor.
const NOT_CONTRACTOR_POST =
  /\b(?:Government|Federal|agency)(?:['’]s)?(?:\s+own)?\s+(?:[a-z-]+\s+)?(?:[a-z]+(?:ers?|ors?|ists?|ants?)|personnel|employees?|staff|crews?)\b|\b(?:was|were|had been|has been|have been)\s+(?:on[- ]duty|present|staffed|manned|attended|stationed)\b|\b(?:prior|previous|current|existing|incumbent)\s+contract(?:or)?s?\b/i;

/** Where a sentence keeps people present at all times in plain words (no clock named), else undefined. */
export function plainAllTimes(text: string): { index: number; 0: string } | undefined {
  if (!/\bat all times\b/i.test(text) || NOT_CONTRACTOR_POST.test(text)) return undefined;
  const every = text.match(EVERY_DAY_AT_ALL_TIMES);
  for (const m of text.matchAll(PRESENCE)) {
    const at = m.index ?? 0;
    const after = text.slice(at + m[0].length, at + m[0].length + 90);
    const own = after.match(PRESENT_AT_ALL_TIMES);
    if (own) return { index: at, 0: m[0] + own[0] };
    // "at all times, every day of the year" with people present in the same sentence: the presence
    // word comes after it, or before it with no other duty ("shall wear ...") between them.
    if (every) {
      const e = every.index ?? 0;
      const between = at < e ? text.slice(at, e) : '';
      if (at > e || !/\b(?:shall|must|will|may)\b|[;:]/i.test(between)) return { index: e, 0: every[0] };
    }
  }
  return undefined;
}
const ON_CALL = /\bon[- ]call\b(?!\s+cent(?:er|re))|\bstand-?by\b|after[- ]hours support|\bpager\b/i;

/** The first match of `re` in `text` that the sentence does not negate or exclude. */
function kept(text: string, re: RegExp): RegExpMatchArray | undefined {
  for (const m of text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`)))
    if (!isNegatedAt(text, m.index ?? 0, (m.index ?? 0) + m[0].length)) return m;
  return undefined;
}
const onCallIn = (text: string) => kept(text, ON_CALL) !== undefined;
const STAFFED =
  /\bposts?\b|\bstaffed\b|\bmanned\b|on duty|\bguards?\b|\bofficers? (?:on|at)\b|shall be present/i;
const WINDOW_CONTEXT =
  /hours|operat|coverage|support|availab|staff|shift|duty|open|service desk|help desk|\battend(?:ed|ance)?\b|\bmann(?:ed|ing)\b/i;
// A window about a deadline or a delivery is not coverage (whole sentence), nor one about an event
// or a break next to it ("planning sessions", "closed between 12:00 and 1:00").
const NOT_WINDOW =
  /\bdue\b|submi|deadline|no later than|proposals?\b|quot(?:e|ation)s?\b|closing date|deliveries|delivery point|site visit/i;
const NOT_WINDOW_NEAR = /conference|meeting|webinar|session|interview|closed|lunch/i;

// The window a document's head counts refer to ("on duty at all times during the hours of coverage").
const OPERATING =
  /operation|hours of (?:coverage|service|staffing)|coverage hours|service hours|operating hours|coverage window/i;

const HOURS_HEADING =
  /hours of (?:operation|coverage|service)|operating hours|coverage hours|service hours|coverage window/i;

function label(text: string): string {
  if (/\bcore\b/i.test(text)) return 'core hours';
  if (/\bshifts?\b/i.test(text)) return 'shift';
  if (/business|normal|working|work hours/i.test(text)) return 'business hours';
  if (OPERATING.test(text)) return 'hours of operation';
  return 'hours';
}

// An amendment that restates a paragraph only to keep it ("Paragraph C.4.2 (...) is unchanged")
// adds no coverage of its own.
const UNCHANGED =
  /\b(?:is|are|remains?|shall remain)\s+(?:otherwise\s+)?unchanged\b|\bremains?\s+in\s+(?:full\s+)?(?:force|effect)\b/i;
// "The hours of coverage are changed from 24 hours a day, 7 days a week to 5:00 a.m.-11:00 p.m.
// daily": the window after "from" is the old one, the window after its "to" the new one.
const CHANGED_FROM =
  /\b(?:chang|revis|reduc|extend|amend|modifi|increas|decreas|shorten|lengthen)(?:e|ed|es|ing)?\s+from\s+/gi;

/** The text with each old window of a "changed from A to B" statement blanked (same length). */
export function withoutOldWindows(text: string): string {
  let out = text;
  for (const m of text.matchAll(CHANGED_FROM)) {
    const from = (m.index ?? 0) + m[0].length;
    const rest = text.slice(from, from + 160);
    // The old window starts right after "from": a round-the-clock phrase or a clock window.
    const clock = rest.match(ROUND_THE_CLOCK);
    const window = findTimeWindows(rest)[0];
    const old =
      clock && (clock.index ?? 0) < 8
        ? (clock.index ?? 0) + clock[0].length
        : window && window.index < 8
          ? window.end
          : -1;
    if (old < 0) continue;
    const to = rest.slice(old).search(/\bto\b/i);
    if (to < 0) continue;
    const end = from + old + to + 2;
    out = out.slice(0, from) + ' '.repeat(end - from) + out.slice(end);
  }
  return out;
}

// Questions (Q&A, "should the contractor provide 24x7?") ask, they do not require.
function isQuestionAbout(text: string, index: number): boolean {
  return (
    /\?\s*$/.test(text) ||
    /^[^.]{0,15}\?/.test(text.slice(index)) ||
    /e\.g\.,?[^)]{0,20}$/i.test(text.slice(Math.max(0, index - 25), index))
  );
}

// "three (3) posts", "two guards": how many people the sentence puts on duty at once.
const POSTS = new RegExp(
  `(${NUMBER})(?:\\s*\\(\\d+\\))?\\s+(?:[A-Za-z0-9-]+\\s+){0,3}?(?:posts?|guards?|officers?|operators?|positions?|(?:analysts?|technicians?|engineers?|agents?|representatives?|nurses?|personnel|people|persons|individuals|employees|staff(?: members)?)(?=[^.]{0,30}(?:per shift|each shift|on duty|at all times|on site|on-site)))\\b`,
  'i',
);
// "three (3) eight-hour shifts": shifts a day times their length is the daily coverage.
const SHIFTS = new RegExp(`(${NUMBER})\\s+(${NUMBER}|\\d+)[- ]hour shifts`, 'i');

// "one guard at each of the three entry control points": the count is per place.
const EACH_OF = new RegExp(`\\bat each of (?:the\\s+)?(${NUMBER})(?:\\s*\\(\\d+\\))?\\s+[a-z]`, 'i');
// "staff the Main Gate post", "Post 1 shall be manned": one post named.
const ONE_POST =
  /\bthe\s+(?:[A-Z][\w-]*\s+){1,3}post\b|\b[Pp]ost\s+(?:[Nn]o\.?\s*)?\d+\b(?!\s*(?:and|through|to|-)\s*\d)/;

// "For information only, the incumbent has three operators on duty": someone else's staffing.
const NOT_OURS =
  /\bfor information(?:al purposes)? only\b|\bincumbent(?:\s+contractor)?\s+(?:currently\s+|presently\s+|now\s+)?(?:has|employs|provides|staffs|uses|fields)\b/i;

function postsIn(text: string): number | undefined {
  if (NOT_OURS.test(text)) return undefined;
  const m = text.match(POSTS);
  let n = m?.[1] ? parseNumber(m[1]) : Number.NaN;
  if (!(n > 0) && ONE_POST.test(text) && !/\bposts\b/i.test(text)) n = 1;
  const each = text.match(EACH_OF)?.[1];
  if (n > 0 && each && parseNumber(each) > 1) n *= parseNumber(each);
  return n > 0 && n < 500 ? n : undefined;
}

function fact(
  unit: Located,
  f: Omit<CoverageFact, 'document' | 'ref' | 'quote' | 'offset' | 'hoursPerWeek' | 'posts'> & {
    posts?: number;
  },
): CoverageFact {
  return {
    ...sourceOf(unit),
    ...f,
    hoursPerWeek: Math.round(f.hoursPerDay * f.daysPerWeek * 10) / 10,
    posts: f.posts ?? 0,
  };
}

function fromUnit(unit: Located, eventDays: Map<string, number>, heading = ''): CoverageFact[] {
  const out: CoverageFact[] = [];
  const text = withoutOldWindows(unit.text);
  const clock = text.match(ROUND_THE_CLOCK) ?? (onCallIn(text) ? undefined : plainAllTimes(text));
  if (clock && !isQuestionAbout(text, clock.index ?? 0)) {
    const at = clock.index ?? 0;
    const negated = isNegatedAt(text, at, at + clock[0].length);
    out.push(
      fact(unit, {
        label: '24x7',
        hoursPerDay: 24,
        daysPerWeek: 7,
        is24x7: !negated,
        onCall: onCallIn(text),
        staffed: !negated && STAFFED.test(text),
        ...(negated ? { negated: true } : {}),
        posts: postsIn(text) ?? 0,
      }),
    );
    return out;
  }
  const shifts = text.match(SHIFTS);
  // "limited to one of three 8-hour shifts" is about a person's hours, not the coverage.
  if (
    shifts &&
    !isNegatedAt(text, shifts.index ?? 0, (shifts.index ?? 0) + shifts[0].length) &&
    !/one of\s+$|limited to|no more than/i.test(text.slice(0, shifts.index))
  ) {
    const hoursPerDay = Math.min(24, parseNumber(shifts[1] ?? '') * parseNumber(shifts[2] ?? ''));
    const daysPerWeek = /seven days|7 days|daily|every day|365/i.test(text)
      ? 7
      : /six days|6 days|saturday/i.test(text)
        ? 6
        : 5;
    if (hoursPerDay > 0) {
      out.push(
        fact(unit, {
          label: 'shifts',
          hoursPerDay,
          daysPerWeek,
          is24x7: hoursPerDay === 24 && daysPerWeek === 7,
          onCall: false,
          staffed: true,
          posts: postsIn(text) ?? 0,
        }),
      );
      return out;
    }
  }
  const post = unit.row ? readPostRow(text) : null;
  if (post) {
    const { name, hoursPerDay, daysPerWeek } = post;
    out.push(
      fact(unit, {
        label: name,
        function: name,
        hoursPerDay,
        daysPerWeek,
        is24x7: hoursPerDay === 24 && daysPerWeek === 7,
        onCall: false,
        staffed: true,
        posts: 1,
      }),
    );
    return out;
  }
  // A heading just before ("C.4.1 Hours of coverage.") makes its paragraph's window coverage.
  if (
    WINDOW_CONTEXT.test(text) ||
    HOURS_HEADING.test(heading) ||
    (unit.row && /hours|operation|coverage/i.test(unit.titles))
  ) {
    // Each window is its own coverage ("day shift 0700-1530 and evening shift 1700-0130"); deadlines
    // and events near a window ("due by", "site visit at 9:00") are not coverage.
    for (const w of findTimeWindows(text)) {
      if (
        isQuestionAbout(text, w.index) ||
        isNegatedAt(text, w.index, w.end) ||
        NOT_WINDOW.test(text) ||
        NOT_WINDOW_NEAR.test(text.slice(Math.max(0, w.index - 40), w.end))
      )
        continue;
      const window = fact(unit, {
        label: label(`${heading} ${text}`),
        hoursPerDay: w.hoursPerDay,
        daysPerWeek: w.daysPerWeek,
        is24x7: false,
        onCall: onCallIn(text),
        staffed: STAFFED.test(text),
        posts: postsIn(text) ?? 0,
      });
      out.push(onEventDays(window, unit, w, eventDays));
    }
  }
  if (out.length === 0 && onCallIn(text) && /shall|will|must|required/i.test(text))
    out.push(
      fact(unit, {
        label: 'on call',
        hoursPerDay: 0,
        daysPerWeek: 0,
        is24x7: false,
        onCall: true,
        staffed: false,
      }),
    );
  return out;
}

/**
 * A staffed window without a head count takes the one the next sentences of its section give
 * ("staffed 24x7. ... a minimum of two (2) operators on duty at all times").
 */
function withNearbyPosts(
  f: CoverageFact,
  units: Located[],
  i: number,
): { fact: CoverageFact; absorbed?: number } {
  if (f.posts > 0 || f.onCall || f.negated || f.hoursPerWeek <= 0) return { fact: f };
  for (const [k, next] of units.slice(i + 1, i + 3).entries()) {
    if (next.ref !== units[i]?.ref || next.document !== units[i]?.document) break;
    const posts = /on duty|at all times|per shift|each shift/i.test(next.text)
      ? postsIn(next.text)
      : undefined;
    if (posts)
      return { fact: { ...f, posts, staffed: true, quote: `${f.quote} ${next.text}` }, absorbed: i + 1 + k };
  }
  return { fact: f };
}

/**
 * Coverage the documents require: round-the-clock operation (24x7, "24 hours a day, 7 days a
 * week"), and its negation ("not expected to provide full 24x7 coverage"), staffed posts from
 * post schedules (hours a day x days a week, checked against the yearly hours), core and
 * business hour windows, and on-call duty. Questions that merely ask about 24x7 are skipped.
 * @example
 * // 'The core hours of operation will be between 0600 and 1800 Eastern, Monday through Friday.'
 * // -> [{ label: 'core hours', hoursPerDay: 12, daysPerWeek: 5, hoursPerWeek: 60, staffed: false }]
 */
export function readCoverage(ctx: FactContext): CoverageFact[] {
  const out: CoverageFact[] = [];
  // A head count a window took from the next sentence is not a second coverage of its own.
  const absorbed = new Set<number>();
  const eventDays = countedEventDays(ctx.units);
  for (const [i, unit] of ctx.units.entries()) {
    if (absorbed.has(i)) continue;
    // Instructions, evaluation and contract administration (paying offices' hours) are not the work's coverage.
    if (
      unit.text.length > 800 ||
      unit.kind === 'instructions' ||
      unit.kind === 'evaluation' ||
      unit.kind === 'administration'
    )
      continue;
    if (!/\d|around|round|on[- ]call|stand-?by|twenty|noon/i.test(unit.text) && !plainAllTimes(unit.text))
      continue;
    if (UNCHANGED.test(unit.text)) continue;
    // A short heading just before ("C.4.1 Hours of coverage.") names what the window is.
    const heading = ctx.units
      .slice(Math.max(0, i - 2), i)
      .filter((u) => u.document === unit.document && u.text.length < 200)
      .map((u) => u.text)
      .join(' ');
    for (const f of fromUnit(unit, eventDays, heading)) {
      const near = withNearbyPosts(f, ctx.units, i);
      if (near.absorbed !== undefined) absorbed.add(near.absorbed);
      out.push(near.fact);
    }
  }
  return out;
}
