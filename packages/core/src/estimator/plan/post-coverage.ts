import type { CoverageFact, SolicitationModel } from '../../solicitation/model';
import { clip, fmt } from '../text';
import { postLines } from './coverage-posts';
import type { PlanFrame } from './frame';
import type { PlanLine } from './lines';
import { containsTitle, type StatedStaffing } from './stated-staffing';

const bare = (title: string) => title.replace(/\([^)]*\)/g, ' ').trim();
const sameRole = (a: string, b: string) => containsTitle(bare(a), bare(b)) || containsTitle(bare(b), bare(a));

/** Whether the documents state hours or FTE for a title (not just a head count). */
function statesEffort(model: SolicitationModel, title: string): boolean {
  return model.labourCategories.some(
    (c) => sameRole(c.title, title) && c.stated.some((a) => (a.hours ?? 0) > 0 || (a.fte ?? 0) > 0),
  );
}

/**
 * The hours-per-FTE reading of posts: post-hours a year over the document's convention is the
 * head count that keeps every post filled, relief included when the convention is productive
 * hours (below 2,080), to be added when it is paid hours.
 * @example
 * postFteNote(lines, frame) // 'Posts are priced as post-hours (8,760 h a year per 24x7 post) ...'
 */
export function postFteNote(lines: PlanLine[], frame: PlanFrame): string {
  const hours = lines.reduce((s, l) => s + (l.quantity ?? 0) * (l.rate ?? 0), 0);
  const fte = (h: number) => fmt(Math.round((h / frame.hoursPerFte) * 100) / 100);
  const each = lines.map((l) => `${l.lcat} ${fte((l.quantity ?? 0) * (l.rate ?? 0))}`).join(', ');
  const productive = frame.hoursPerFte < 2080;
  return `Posts are priced as post-hours (8,760 h a year per 24x7 post; hours a day x days a week x 52.14 weeks otherwise): ${fmt(hours)} h a year, or ${fte(hours)} FTE at ${frame.hoursPerFteStated ? "the document's" : 'an assumed'} ${fmt(frame.hoursPerFte)} h per FTE (${each}). ${
    productive
      ? 'Those are productive hours, so the FTE include relief for leave, holidays, training and sickness; propose whole people per shift rotation.'
      : 'At paid hours per FTE, add relief for leave, holidays, training and sickness (typically a factor of 1.1-1.2) to the head count.'
  }`;
}

/**
 * Positions the documents put on duty (`CoverageFact.position`) joined to the stated staffing:
 * a position the documents only count ("one (1) Network Engineer") is priced as its post (hours
 * of the window a year), a category stated with hours or FTE keeps them, and a position no
 * stated row has is added. Nothing changes when no staffing is stated (the post rule prices
 * posts alone) or no position is counted.
 * @example
 * mergeDutyPosts(statedStaffing(model, frame), model, frame).lines.map((l) => l.lcat) // ['Shift Lead', ...]
 */
export function mergeDutyPosts(
  stated: StatedStaffing,
  model: SolicitationModel,
  frame: PlanFrame,
): StatedStaffing {
  // A post schedule's rows are posts to price even when no position staffs them by name, unless
  // the stated staffing already reads the row as a category with its hours.
  const positioned = model.coverage.filter(
    (c: CoverageFact) =>
      (c.position || (c.scheduled && !statesEffort(model, c.function ?? ''))) && c.staffed && !c.negated,
  );
  if (!stated.lines.length || !positioned.length) return stated;
  const posts = postLines(positioned, frame).lines.filter((p) => !statesEffort(model, p.lcat));
  if (!posts.length) return stated;
  // A bare head count, or a key person only assumed at 1 FTE, is the post the documents put on duty.
  const replaced = (l: PlanLine) =>
    (!l.key || l.source === 'assumed') && posts.some((p) => sameRole(p.lcat, l.lcat));
  const kept = stated.lines.filter((l) => !replaced(l));
  const key = (p: PlanLine) => stated.lines.some((l) => l.key && replaced(l) && sameRole(p.lcat, l.lcat));
  const lines = [...posts.map((p) => ({ ...p, source: 'stated' as const, key: key(p) })), ...kept];
  return {
    ...stated,
    lines,
    rows: stated.rows.filter((r) => !posts.some((p) => sameRole(p.lcat, r.lcat ?? ''))),
    assumptions: [...stated.assumptions, postFteNote(posts, frame)],
    thinking: [
      ...stated.thinking,
      `Positions on duty: ${posts.map((p) => `${p.lcat} ${p.formula}`).join('; ')}.`,
    ],
  };
}

// Posts kept every hour: "on duty at all times", "staffed continuously", "around the clock", 24x7.
const ALL_TIMES =
  /\bat all times\b|\bcontinuous(?:ly)?\b|\bat any (?:one )?time\b|\b(?:a)?round[- ]the[- ]clock\b|\b24\s*(?:\/|x)\s*7\b/i;

/**
 * Posts or a minimum crew the documents keep on duty at all times are filled every hour, so
 * someone stands in for the people on leave, sick or in training: the plan says the relief factor
 * its head count carries (paid hours a year over its hours per FTE; 1.0 when it counts paid
 * hours, and relief is then not added) and asks how relief is to be covered. Nothing when no
 * staffed post is kept at all times (a window, an on-call duty, a negated one), when the plan
 * has no lines, or when a question already asks about relief.
 * @example
 * reliefForPosts(model, frame, lines, []).questions[0] // 'Posts must be filled at all times (C.2: ...): how should relief ...'
 */
export function reliefForPosts(
  model: SolicitationModel,
  frame: PlanFrame,
  lines: readonly PlanLine[],
  asked: readonly string[],
): { assumptions: string[]; questions: string[] } {
  const none = { assumptions: [], questions: [] };
  if (!lines.length) return none;
  // Asked already (the round-the-clock crew's question): the factor is still said, not asked twice.
  const already = asked.some((q) => /\brelief\b/i.test(q));
  const post = model.coverage.find(
    (c) =>
      c.staffed &&
      !c.negated &&
      !c.onCall &&
      (c.posts > 0 || c.position !== undefined || c.scheduled) &&
      (c.is24x7 || ALL_TIMES.test(c.quote)),
  );
  if (!post) return none;
  const factor = Math.max(1, Math.round((2080 / frame.hoursPerFte) * 100) / 100);
  const said = clip(post.quote, 120);
  return {
    assumptions: [
      `The posts kept at all times (${post.ref}) are priced as post-hours with a relief factor of ${fmt(factor)} on the head count (2,080 paid hours a year over ${fmt(frame.hoursPerFte)} h per FTE)${
        factor > 1
          ? ': leave, holidays, sickness and training are covered by the difference.'
          : ': no relief for leave, sickness or training is added; a factor of 1.1-1.2 is typical.'
      }`,
    ],
    questions: already
      ? []
      : [
          `Posts must be filled at all times (${post.ref}: "${said}"): how should relief for leave, sickness and training be covered, by relief staff the offeror adds to the head count or within the posts' hours? The plan uses a relief factor of ${fmt(factor)}.`,
        ],
  };
}
