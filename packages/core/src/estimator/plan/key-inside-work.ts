import { clip, fmt } from '../text';
import type { PlanLine } from './lines';

// "the Lead's supervisory time is small and is included in the measured times above", "the Crew
// Chief's hours are included in the Government's estimate": a key person who works inside the
// work the plan sized already, not a head on top of it.
const INSIDE_WORK =
  /\b(?:is|are)\s+(?:[a-z]+\s+){0,3}?(?:included|contained|accounted\s+for|counted)\s+(?:in|within)\s+(?:the\s+)?(?:Government['’]s\s+)?(?:measured|estimated|standard|stated|average)?\s*(?:labou?r\s+)?(?:times?|hours|estimates?|effort|workload|minutes)\b/gi;

/** The sentence around a match: back to the last stop, on to the next. */
function sentenceAt(text: string, at: number, end: number): string {
  const before = text.slice(Math.max(0, at - 300), at);
  const start = before.search(/[^.!?\n]*$/);
  const after = text.slice(end, end + 200).match(/^[^.!?\n]*/)?.[0] ?? '';
  return `${before.slice(Math.max(start, 0))}${text.slice(at, end)}${after}`.replace(/\s+/g, ' ').trim();
}

/** Whether a sentence names a line's title, or its last word as someone's ("the Lead's"). */
function names(sentence: string, title: string): boolean {
  const plain = title.replace(/\s*\([^)]*\)/g, '').trim();
  const head = plain.split(/\s+/).pop() ?? '';
  return (
    sentence.toLowerCase().includes(plain.toLowerCase()) ||
    (head.length > 3 && new RegExp(`\\b${head}['’]s\\b`, 'i').test(sentence))
  );
}

/**
 * Key lines added at an assumed full time whose time the documents put inside the sized work
 * (the Government's measured times, its estimate): their hours move out of the largest sized
 * line instead of adding to the plan, and the plan says so. The key role stays, named and key.
 * @example
 * // 'The Lead's time is included in the measured times above.' with Technician 5,400 h and Lead 1,880 h
 * // -> Technician 3,520 h, Lead 1,880 h
 */
export function keyInsideWork(
  lines: PlanLine[],
  texts: readonly string[],
): { lines: PlanLine[]; assumptions: string[] } {
  const assumptions: string[] = [];
  const added = lines.filter((l) => l.key && l.source === 'assumed');
  if (!added.length) return { lines, assumptions };
  const sentences = texts.flatMap((t) =>
    [...t.matchAll(INSIDE_WORK)].map((m) => sentenceAt(t, m.index ?? 0, (m.index ?? 0) + m[0].length)),
  );
  if (!sentences.length) return { lines, assumptions };
  let out = lines;
  for (const key of added) {
    const said = sentences.find((s) => names(s, key.lcat));
    if (!said) continue;
    const work = out
      .filter((l) => l.source !== 'assumed' && !l.key && l.hours > key.hours)
      .sort((a, b) => b.hours - a.hours)[0];
    if (!work) continue;
    const carved: PlanLine = {
      ...work,
      hours: work.hours - key.hours,
      periodHours: work.periodHours.map((h, i) => Math.max(0, h - (key.periodHours[i] ?? 0))),
      formula: `${work.formula} - ${fmt(key.hours)} h (${key.lcat})`,
    };
    const keyLine: PlanLine = {
      ...key,
      head: false,
      basis: `${key.basis} Its time is inside the sized work ("${clip(said, 140)}"): its hours come out of the ${work.lcat} line, not on top.`,
    };
    out = out.map((l) => (l === work ? carved : l === key ? keyLine : l));
    assumptions.push(
      `${key.lcat} is key personnel whose time the documents put inside the sized work ("${clip(said, 140)}"): ${fmt(key.hours)} h a year move from ${work.lcat} to ${key.lcat}; the total is unchanged.`,
    );
  }
  return { lines: out, assumptions };
}
