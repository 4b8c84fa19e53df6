import type { StatedEffort } from '../model';
import { type Located, sourceOf } from './context';
import { NUMBER, parseNumber } from './numbers';

/** "the equivalent of two and one-half full-time people", "eight people full time", "3 FTE". */
const PEOPLE = new RegExp(
  `(${NUMBER}(?:\\.\\d+)?)(\\s+and\\s+(?:one[- ]|a\\s+)half)?\\s+(?:full[- ]time\\s+)?(?:people|persons|staff|workers|employees|technicians|installers|FTEs?)\\b`,
  'i',
);
const WEEKS = new RegExp(
  `\\b(?:for|of|all|over|during|lasting)\\s+(?:all\\s+|the\\s+|its\\s+)?(?:(?:remaining|first|last|next|following|final)\\s+)?(${NUMBER})\\s+weeks?\\b`,
  'i',
);
const PHASE = /\b(?:phase|stage|step)\s+(?:[IVX]{1,4}|\d{1,2}|one|two|three|four|five)\b/i;
const EXPECTS =
  /\b(?:expects?|estimates?|estimated|needs?|requires?|anticipates?|will (?:need|take|require))\b/i;
const REFERENCE = /past performance|experience|similar|previous|prior|in (?:fiscal year|FY) ?\d{2,4}/i;
/** "A full-time person, for this estimate, works forty (40) hours a week." */
const WEEK_HOURS = new RegExp(`\\b(${NUMBER})\\s*hours?\\s+(?:a|per|each)\\s+week\\b`, 'i');

/** People and weeks of one phase a sentence estimates, if it does. */
function phaseOf(text: string): { people: number; weeks: number } | undefined {
  if (!PHASE.test(text) || !EXPECTS.test(text) || REFERENCE.test(text)) return undefined;
  const p = text.match(PEOPLE);
  const w = text.match(WEEKS);
  if (!p || !w) return undefined;
  const people = parseNumber(p[1] ?? '') + (p[2] ? 0.5 : 0);
  const weeks = parseNumber(w[1] ?? '');
  if (!(people > 0 && people <= 200 && weeks > 0 && weeks <= 104)) return undefined;
  return { people, weeks };
}

/**
 * A phased estimate in people and weeks ("During Phase I the Museum expects the equivalent of
 * two and one-half full-time people ... for all eight weeks"; "Phase III needs two people full
 * time for two weeks"): the phases' people x hours a week (stated, else 40) x weeks, summed, as
 * hours over the whole term. Two phases at least, in one document; the people counts of those
 * sentences are then part of this total, not team sizes of their own.
 * @example
 * readPhaseWeeks(units)?.effort.value // 2880
 */
export function readPhaseWeeks(
  units: readonly Located[],
): { effort: StatedEffort; sentences: string[] } | undefined {
  const phases = units
    .filter((u) => !u.row && u.text.length < 600)
    .map((u) => ({ u, p: phaseOf(u.text) }))
    .filter((x): x is { u: Located; p: { people: number; weeks: number } } => Boolean(x.p));
  const first = phases[0];
  if (!first || phases.length < 2 || phases.some((x) => x.u.document !== first.u.document)) return undefined;
  const stated = units.find(
    (u) => u.document === first.u.document && /full[- ]time/i.test(u.text) && WEEK_HOURS.test(u.text),
  );
  const perWeek = stated ? parseNumber(stated.text.match(WEEK_HOURS)?.[1] ?? '') : 40;
  if (!(perWeek >= 20 && perWeek <= 60)) return undefined;
  const value = phases.reduce((sum, x) => sum + x.p.people * perWeek * x.p.weeks, 0);
  const effort: StatedEffort = {
    ...sourceOf(first.u),
    quote: phases
      .map((x) => x.u.text)
      .join(' ')
      .slice(0, 600),
    kind: 'hours',
    value: Math.round(value),
    scope: 'total',
  };
  return { effort, sentences: phases.map((x) => x.u.text) };
}

/** Whether a stated effort is one of a phased estimate's sentences (its people are in the total). */
export const inPhaseEstimate = (sentences: readonly string[], e: StatedEffort): boolean =>
  (e.kind === 'people' || e.kind === 'fte') && sentences.some((s) => s.includes(e.quote.slice(0, 80)));
