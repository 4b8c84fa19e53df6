import type { CoverageFact } from '../model';
import type { Located } from './context';
import { NUMBER, parseNumber } from './numbers';

// The days of an event a window can be bound to: the event itself and its set-up and tear-down.
const KIND =
  '(set-?up|move-?in|tear-?down|move-?out|rehearsal|event|summit|conference|forum|show|workshop|convention|symposium|exhibition|expo|fair|festival|games?|tournament)';
const COUNTED = new RegExp(`\\b(?:(the|a|one|each|every|all)|(${NUMBER}))\\s+${KIND}\\s+(days?)\\b`, 'gi');
// A clause that puts its window on days of the week is not bound to the event's days.
const WEEKLY =
  /business days|work(?:ing)? days|weekdays|monday|tuesday|wednesday|thursday|friday|saturday|sunday|each week|per week|a week/i;

const kindOf = (raw: string) => raw.toLowerCase().replace(/[-\s]/g, '').replace(/s$/, '');

/**
 * How many days of each kind the documents count ("the three Summit days", "two (2) set-up
 * days"): the largest count stated for each kind, for sentences that say "each Summit day".
 * @example
 * countedEventDays(units).get('summit') // 3
 */
export function countedEventDays(units: Located[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const u of units)
    for (const m of u.text.matchAll(COUNTED)) {
      const n = m[2] ? parseNumber(m[2]) : Number.NaN;
      const kind = kindOf(m[3] ?? '');
      if (n > 0 && n <= 31) out.set(kind, Math.max(out.get(kind) ?? 0, n));
    }
  return out;
}

/**
 * The days a sentence bounds its windows to ("on the set-up day and each Summit day" is one
 * plus the Summit days the documents count); undefined when it names no event days or a count
 * it needs is not stated.
 */
function daysIn(text: string, known: Map<string, number>): number | undefined {
  let days = 0;
  for (const m of text.matchAll(COUNTED)) {
    const kind = kindOf(m[3] ?? '');
    const word = (m[1] ?? '').toLowerCase();
    const n = m[2]
      ? parseNumber(m[2])
      : /^(?:each|every|all)$/.test(word) || /s$/i.test(m[4] ?? '')
        ? (known.get(kind) ?? Number.NaN)
        : 1;
    if (!(n > 0 && n <= 31)) return undefined;
    days += n;
  }
  return days > 0 ? days : undefined;
}

// "staff the speaker ready room from", "operate the on-site registration desk from",
// "provide an on-site lead who is reachable ... from": what the window staffs.
const STAFFS =
  /\b(?:staff|operate|provide|man|manage|run)\s+(?:the|an?)\s+((?:[a-z][\w-]*\s+){0,4}?[a-z][\w-]*)\s+(?:from|who|during|between|at all times|open)\b/gi;

/** What is staffed in the clause before a window, in lower case ("speaker ready room"). */
function staffedThing(clause: string): string | undefined {
  return [...clause.matchAll(STAFFS)].at(-1)?.[1]?.toLowerCase();
}

/**
 * A window the sentence keeps on counted event days ("During the set-up day and the three
 * Summit days, the Contractor shall: ...; staff the speaker ready room from 7:00 a.m. to 5:00
 * p.m.") is a staffed post on those days only: it takes `days` and the thing it staffs. A
 * window whose own clause names days of the week keeps its weekly reading.
 * @example
 * onEventDays(fact, unit, known) // { ...fact, days: 4, staffed: true, function: 'speaker ready room' }
 */
export function onEventDays(
  f: CoverageFact,
  unit: Located,
  window: { index: number; end: number },
  known: Map<string, number>,
): CoverageFact {
  if (f.is24x7 || f.onCall) return f;
  const text = unit.text;
  const from = Math.max(text.lastIndexOf(';', window.index), text.lastIndexOf(':', window.index)) + 1;
  const next = text.indexOf(';', window.end);
  const clause = text.slice(from, next < 0 ? text.length : next);
  if (WEEKLY.test(clause)) return f;
  const days = daysIn(clause, known) ?? daysIn(text.slice(0, from), known);
  if (days === undefined) return f;
  const thing = staffedThing(text.slice(from, window.index));
  return { ...f, days, staffed: true, ...(thing && !f.function ? { function: thing } : {}) };
}
