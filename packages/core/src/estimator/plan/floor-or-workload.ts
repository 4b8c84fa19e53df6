import { fmt } from '../text';
import type { PlanLine } from './lines';

/** Roles of a desk whose hours both a staffed window and a contact volume can size. */
const DESK_ROLE =
  /help ?desk|service desk|customer service|call cent|contact cent|support (?:technician|specialist)/i;
/** Units of a desk's volume. */
const CONTACTS =
  /^(?:calls?|tickets?|contacts?|inquir(?:y|ies)|requests?|cases?|incidents?|chats?|emails?)$/i;

/**
 * A desk staffed for a window (one post, 16x5) and sized by its volume (1,500 calls a month) is
 * one need, not two: the larger of the two is kept. The window is the floor (someone is there
 * whenever it is open); a volume above it needs more people than one post.
 * @example
 * floorOrWorkload(posts, drivers).thinking[0] // 'The 16x5 window (1 post, 4,171 h) is below the workload ...'
 */
export function floorOrWorkload(
  posts: PlanLine[],
  drivers: PlanLine[],
): { posts: PlanLine[]; drivers: PlanLine[]; thinking: string[] } {
  const thinking: string[] = [];
  const dropped = new Set<PlanLine>();
  for (const post of posts) {
    if (post.quantity !== 1 || !DESK_ROLE.test(post.lcat)) continue;
    const volume = drivers.filter(
      (d) => !dropped.has(d) && CONTACTS.test(d.unit ?? '') && DESK_ROLE.test(d.lcat),
    );
    if (!volume.length) continue;
    const work = volume.reduce((s, d) => s + d.hours, 0);
    const window = post.window ?? 'staffed';
    if (work >= post.hours) {
      dropped.add(post);
      thinking.push(
        `The ${window} window (1 post, ${fmt(post.hours)} h) is below the workload (${fmt(work)} h): the workload sizes the desk and covers the window.`,
      );
    } else {
      for (const d of volume) dropped.add(d);
      thinking.push(
        `The workload (${fmt(work)} h) is below the ${window} window (1 post, ${fmt(post.hours)} h): the window is the floor and sizes the desk.`,
      );
    }
  }
  return {
    posts: posts.filter((l) => !dropped.has(l)),
    drivers: drivers.filter((l) => !dropped.has(l)),
    thinking,
  };
}
