import { isAmendedTableNote } from '../../solicitation/labour/amended-rows';
import type { SolicitationModel } from '../../solicitation/model';
import type { PlanLine } from './lines';
import { roleFor, titleFit } from './roles';

const RELIEF =
  'Post hours are the hours the posts are staffed; relief for leave, training and breaks (typically a factor of 1.1-1.2) is not added.';
const POST = /\bpost\b/i;

/**
 * Judgements every plan of this kind should state, whatever sized it: the Service Contract Act
 * and its wage determination, relief for staffed posts, and on-call coverage (noted on the line
 * that answers it, since it is a window of availability rather than a staffed post).
 * @example
 * contextNotes(model, lines).assumptions // ['The Service Contract Act applies: ...']
 */
export function contextNotes(
  model: SolicitationModel,
  input: PlanLine[],
): { lines: PlanLine[]; assumptions: string[] } {
  let lines = input;
  const assumptions: string[] = [];
  if (model.domain.serviceContractAct)
    assumptions.push(
      'The documents bring in the Service Contract Act: non-exempt categories are priced at the applicable wage determination (WD) rates plus health and welfare, each title mapped to its SCA occupation.',
    );
  const posted =
    lines.some(
      (l) =>
        l.unit === 'post' ||
        POST.test(l.lcat) ||
        l.family === 'Security Guard' ||
        /24\s*x\s*7|around the clock/i.test(l.workArea),
    ) || model.coverage.some((c) => c.staffed && !c.negated);
  if (posted) assumptions.push(RELIEF);
  // An amendment that replaced a window: the amended one is what the posts are priced on.
  for (const c of model.coverage.filter((x) => x.replaces))
    assumptions.push(
      `${c.document} (${c.ref}) replaces the coverage of ${c.replaces} with ${c.is24x7 ? '24x7' : `${c.hoursPerDay} h a day, ${c.daysPerWeek} days a week`} ("${c.quote.slice(0, 120)}"); the amended window is used, not the original.`,
    );
  // A table row or cell an amendment changed: the plan says which amended figure it used.
  for (const n of model.notes.filter(isAmendedTableNote)) assumptions.push(n.text);
  // A line whose work runs around the clock says so (a window of operation, not staffed posts).
  for (const c of model.coverage.filter((x) => x.is24x7 && !x.negated && !x.onCall && !x.staffed)) {
    const role = roleFor(c.quote, model.domain.domain);
    const i = lineFor(lines, c, role);
    if (i < 0) continue;
    const line = lines[i] as PlanLine;
    if (/24x7/.test(line.basis)) continue;
    lines = lines.map((l, j) =>
      j === i ? { ...l, basis: `${l.basis} Its work runs 24x7 (${c.ref}: "${c.quote.slice(0, 100)}").` } : l,
    );
    assumptions.push(
      `${line.lcat} (${line.workArea}) covers work that runs 24x7 (${c.ref}); round-the-clock posts need about 8,760 h a year each before relief, which these hours may not cover.`,
    );
  }
  lines = roundTheClockPosts(model, lines);
  const onCall = model.coverage.find((c) => c.onCall && !c.negated);
  if (!onCall) return { lines, assumptions };
  const fn = onCall.function?.toLowerCase() ?? '';
  const target =
    lines.findIndex((l) => fn && `${l.workArea} ${l.lcat}`.toLowerCase().includes(fn)) >= 0
      ? lines.findIndex((l) => fn && `${l.workArea} ${l.lcat}`.toLowerCase().includes(fn))
      : Math.max(
          0,
          lines.findIndex((l) => !l.key),
        );
  assumptions.push(
    `On-call support (${onCall.label}, ${onCall.ref}: "${onCall.quote.slice(0, 120)}") is covered within the planned hours, not priced as staffed posts; standby pay, if any, is extra.`,
  );
  return {
    lines: lines.map((l, i) =>
      i === target
        ? { ...l, basis: `${l.basis} Also answers on-call support (${onCall.label}, ${onCall.ref}).` }
        : l,
    ),
    assumptions,
  };
}

const MANAGER = /\b(?:manager|director|coordinator|administrator|officer|captain|chief|lead|supervisor)\b/i;
// Work a window is about, in the words of its sentence ("answered live by a licensed clinician").
const WORDS = (s: string) => new Set(s.toLowerCase().match(/[a-z]{4,}/g) ?? []);

/**
 * The line a round-the-clock window belongs to: its role or work area, else the line that
 * cites its paragraph, else a line whose title shares a word with the sentence, else the first
 * working (not managing) line of its work statement's plan: the window is noted where the
 * pricer sees it, even when no dedicated post is priced for it (a shared line, watches kept
 * within a crew).
 */
function lineFor(lines: PlanLine[], c: SolicitationModel['coverage'][number], role: string): number {
  const direct = lines.findIndex((l) => l.lcat === role || titleFit(l.workArea, c.quote) >= 0.5);
  if (direct >= 0) return direct;
  const cites = lines.findIndex((l) => l.requirementRefs.includes(c.ref));
  if (cites >= 0) return cites;
  const words = WORDS(c.quote);
  const shared = lines.findIndex((l) => [...WORDS(l.lcat)].some((w) => words.has(w)));
  if (shared >= 0) return shared;
  return lines.findIndex((l) => !l.key && !MANAGER.test(l.lcat));
}

/** Hours a year of one post staffed around the clock (24 h x 365 days). */
const POST_YEAR = 8760;

/** A title as a grouping key: bracketed notes, case and punctuation left out. */
const titleKey = (t: string) =>
  t
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Stated lines that fill posts the documents staff around the clock say so. When the documents
 * put a function on duty 24x7 and the stated rows of one title (its day and night shifts, or
 * three eight-hour shifts) add up to whole round-the-clock posts (8,760 h a year each), every
 * such row cites the 24x7 requirement, so the pricer sees the shifts as one continuous post.
 * @example
 * // "staffed 24 hours a day, 7 days a week"; Shift Lead rows of 4,380 h (days) and 4,380 h (nights)
 * roundTheClockPosts(model, lines)[0].basis // '... With its other shift, it fills 1 post staffed 24x7 (3.1) ...'
 */
export function roundTheClockPosts(model: SolicitationModel, lines: PlanLine[]): PlanLine[] {
  const fact = model.coverage.find((c) => c.is24x7 && c.staffed && !c.negated && !c.onCall);
  if (!fact) return lines;
  const groups = new Map<string, number[]>();
  lines.forEach((l, i) => {
    if (l.source !== 'stated' || !(l.hours > 0)) return;
    const k = titleKey(l.lcat);
    if (k) groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  const notes = new Map<number, string>();
  for (const idx of groups.values()) {
    const total = idx.reduce((s, i) => s + (lines[i] as PlanLine).hours, 0);
    const posts = Math.round(total / POST_YEAR);
    if (posts < 1 || posts > 20 || Math.abs(total - posts * POST_YEAR) > 0.02 * posts * POST_YEAR) continue;
    if (idx.some((i) => /24\s*x\s*7/i.test((lines[i] as PlanLine).basis))) continue;
    const others = idx.length - 1;
    const with_ = others ? `With its other ${others === 1 ? 'shift' : `${others} shifts`}, it` : 'It';
    for (const i of idx)
      notes.set(
        i,
        ` ${with_} fills ${posts} post${posts === 1 ? '' : 's'} staffed 24x7 (${fact.ref}): ${POST_YEAR.toLocaleString('en-US')} h a year per post before relief.`,
      );
  }
  if (!notes.size) return lines;
  return lines.map((l, i) => (notes.has(i) ? { ...l, basis: `${l.basis}${notes.get(i)}` } : l));
}
