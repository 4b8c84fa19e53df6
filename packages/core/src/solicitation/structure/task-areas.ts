import type { SectionNode } from '../model';

const TASKISH =
  /^(?:sub-?)?(?:task|objective)\s*(?:area\s*)?(?:\d|[IVX]+\b)|\b(?:task|objective)\s*(?:area\s*)?(?:\d|[IVX]+\b)/i;
const CONTAINER =
  /\b(?:tasks|requirements|objectives|services|scope of work|statement of (?:work|objectives)|performance work statement|work statement|duties|task areas?|functional areas?|description|specifications)\b|^(?:PWS|SOW|SOO)\b/i;
// A heading's name ("Inbound Call Handling", "HELP DESK"): capitalised words, not a sentence.
const NAMED =
  /^[A-Z0-9(][\w()/&'’-]*(?:\s+(?:[A-Z0-9(&/-][\w()/&'’-]*|of|and|the|for|to|in|on|or|a|an|with|by)){0,7}$/;
/** More task areas than this and the parents are used instead. */
export const MAX_TASK_AREAS = 40;

/**
 * Picks the task areas of the work statement, the units a pricer staffs: a cut across the
 * work sections' tree. It starts at the top-level work sections and opens a section into
 * its children when it is a wrapper (a document title, 'Section C', 'Specific Tasks',
 * 'Requirements', 'Objectives') with little requirement text of its own, or when its
 * children are named tasks or objectives. Areas without requirements that are not named
 * tasks (background, overview) are left out; too many areas climb back to their parents.
 * `own` counts the requirements in each section's own text (before its first child).
 * @example
 * pickTaskAreas([], new Map()) // []
 */
export function pickTaskAreas(work: SectionNode[], own: Map<string, number>): SectionNode[] {
  if (work.length === 0) return [];
  const ids = new Set(work.map((s) => s.id));
  const children = new Map<string, SectionNode[]>();
  for (const s of work)
    if (s.parentId && ids.has(s.parentId)) children.set(s.parentId, [...(children.get(s.parentId) ?? []), s]);
  const total = new Map<string, number>();
  for (const s of [...work].reverse()) total.set(s.id, (own.get(s.id) ?? 0) + sum(children.get(s.id), total));
  let areas = work.filter((s) => !s.parentId || !ids.has(s.parentId));
  const opened = new Set<string>();
  for (let round = 0; round < 4; round++) {
    const next: SectionNode[] = [];
    for (const s of areas) {
      const kids = children.get(s.id) ?? [];
      // Opening into a list of one-line numbered items ("2.1.1 Empty all trash ...") would
      // make every item an area.
      const substantial =
        kids.some((k) => children.has(k.id)) ||
        kids.filter((k) => NAMED.test(k.title)).length * 2 >= kids.length ||
        kids.reduce((n, k) => n + k.end - k.start, 0) >= 500 * kids.length;
      const opens =
        !opened.has(s.id) &&
        kids.length > 0 &&
        (kids.filter(isTask).length >= 1 && !isTask(s)
          ? true
          : kids.length >= 2 &&
            substantial &&
            (own.get(s.id) ?? 0) <= 2 &&
            (s.level === 1 || areas.length === 1 || CONTAINER.test(s.title)));
      if (!opens) {
        next.push(s);
        continue;
      }
      opened.add(s.id);
      // A wrapper's own requirements (a lead-in) stay with it as an area of its own.
      if ((own.get(s.id) ?? 0) > 0) next.push(s);
      next.push(...kids);
    }
    if (next.length === areas.length || next.length > MAX_TASK_AREAS) break;
    areas = next;
  }
  // A numbered paragraph ("2.1 The Contractor shall staff the posts...") is a requirement of
  // its parent's area, not an area.
  const byId = new Map(work.map((s) => [s.id, s]));
  const lifted = unique(
    areas.map((s) => (s.title.endsWith('...') && s.parentId && byId.get(s.parentId)) || s),
  );
  const kept = lifted.filter((s) => isTask(s) || (total.get(s.id) ?? 0) > 0);
  return kept.length ? kept : lifted;
}

function unique(list: SectionNode[]): SectionNode[] {
  const seen = new Set<string>();
  return list.filter((s) => !seen.has(s.id) && seen.add(s.id));
}

function isTask(s: SectionNode): boolean {
  return TASKISH.test(s.ref) || TASKISH.test(s.title);
}

function sum(list: SectionNode[] | undefined, total: Map<string, number>): number {
  return (list ?? []).reduce((n, c) => n + (total.get(c.id) ?? 0), 0);
}

/**
 * The task area a section belongs to: itself or its nearest ancestor among the areas.
 * @example
 * areaOf({ id: 'a', parentId: null } as never, new Set(['a']), new Map()) // 'a'
 */
export function areaOf(
  section: SectionNode,
  areaIds: Set<string>,
  byId: Map<string, SectionNode>,
): string | null {
  for (let s: SectionNode | undefined = section; s; s = s.parentId ? byId.get(s.parentId) : undefined) {
    if (areaIds.has(s.id)) return s.id;
  }
  return null;
}
