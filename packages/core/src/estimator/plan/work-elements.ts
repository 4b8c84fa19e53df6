import type { SolicitationModel, WorkRequirement } from '../../solicitation/model';
import { clip } from '../text';

/** A work element: requirements of one task area that sit together (a subsection). */
export interface WorkElement {
  areaIndex: number;
  areaRef: string;
  areaTitle: string;
  title: string;
  ref: string;
  requirements: WorkRequirement[];
}

/** A task area of the work statement with its work elements. */
export interface WorkArea {
  index: number;
  ref: string;
  title: string;
  elements: WorkElement[];
  requirementCount: number;
}

/** Section titles that describe the work rather than hold it: their requirements are not staffed. */
const NOT_WORK =
  /^(?:[A-Z]?\d[\d.]*\s*)?(background|introduction|purpose|definitions?|acronyms|abbreviations|glossary|references|applicable (?:documents|publications)|(?:place|period)s? of performance|government[- ]furnished|invoic\w*|payment|security clearances?|(?:key )?personnel(?: (?:requirements|qualifications|security))?$|roles? (?:and|&) responsibilities|travel\b|other direct costs|ODCs?\b|points? of contact|contracting officer|non-?disclosure|conflicts? of interest|organizational conflict)/i;

/** Most work elements in one task area, and in the whole plan. */
const MAX_PER_AREA = 5;
const MAX_ELEMENTS = 40;

/** "C.3.2: The contractor shall ..." — a requirement as listed under a line. */
export const requirementLine = (r: WorkRequirement): string => `${r.ref}: ${clip(r.text, 160)}`;

function groupBySection(reqs: WorkRequirement[]): WorkRequirement[][] {
  const groups = new Map<string, WorkRequirement[]>();
  for (const r of reqs) {
    const list = groups.get(r.sectionId) ?? [];
    list.push(r);
    groups.set(r.sectionId, list);
  }
  return [...groups.values()];
}

/** Keeps the `max` largest groups in document order and folds the others into the last one. */
function bound(groups: WorkRequirement[][], max: number): { reqs: WorkRequirement[]; folded: boolean }[] {
  if (groups.length <= max) return groups.map((reqs) => ({ reqs, folded: false }));
  const ranked = groups.map((g, i) => ({ g, i })).sort((a, b) => b.g.length - a.g.length || a.i - b.i);
  const kept = new Set(ranked.slice(0, max - 1).map((x) => x.i));
  const rest = groups.filter((_, i) => !kept.has(i)).flat();
  return [
    ...groups.filter((_, i) => kept.has(i)).map((reqs) => ({ reqs, folded: false })),
    { reqs: rest, folded: true },
  ];
}

/**
 * The work statement as a pricer staffs it: its task areas in document order, each with a few
 * work elements (its subsections, the smaller ones folded together), so that a large document
 * gives tens of elements, never one per sentence. Requirements outside any task area form one
 * area of their own.
 * @example
 * workAreas(model).map((a) => a.title) // ['Program Management', 'Help Desk Support']
 */
export function workAreas(model: SolicitationModel): WorkArea[] {
  const sectionTitle = new Map(model.sections.map((s) => [s.id, { ref: s.ref, title: s.title }]));
  const areas = model.taskAreas
    .filter((a) => !NOT_WORK.test(a.title.trim()))
    .map((a) => ({
      ref: a.ref,
      title: a.title.trim() || a.ref,
      reqs: model.requirements.filter((r) => r.taskAreaId === a.id),
    }));
  const known = new Set(model.taskAreas.map((a) => a.id));
  // Requirements of areas that are not work (background, definitions) are not sized.
  const loose = model.requirements.filter((r) => !known.has(r.taskAreaId));
  if (loose.length)
    areas.push({ ref: loose[0]?.ref ?? '', title: 'Work statement requirements', reqs: loose });
  const perArea = Math.max(1, Math.min(MAX_PER_AREA, Math.floor(MAX_ELEMENTS / Math.max(1, areas.length))));
  return areas.map((a, index) => {
    const groups = bound(groupBySection(a.reqs), perArea);
    const elements = groups.map(({ reqs, folded }) => {
      const first = reqs[0];
      const section = first ? sectionTitle.get(first.sectionId) : undefined;
      return {
        areaIndex: index,
        areaRef: a.ref,
        areaTitle: a.title,
        title: folded ? `Other ${a.title} work` : (section?.title ?? a.title),
        ref: section?.ref ?? first?.ref ?? a.ref,
        requirements: reqs,
      };
    });
    return { index, ref: a.ref, title: a.title, elements, requirementCount: a.reqs.length };
  });
}

/**
 * "section C.3 (Help Desk)" or "Help Desk" — how a basis names a task area so a reader can find it.
 * @example
 * areaLabel({ ref: 'C.3', title: 'Help Desk' }) // 'section C.3 "Help Desk"'
 */
export function areaLabel(a: { ref: string; title: string }): string {
  const ref = a.ref.trim();
  if (!ref || ref === a.title) return `section "${a.title}"`;
  const prefix = /^(section|task|attachment|exhibit|annex|appendix|part)\b/i.test(ref) ? '' : 'section ';
  return `${prefix}${ref} "${a.title}"`;
}

/**
 * The whole work statement as a basis names it: its task areas' references, or "the work statement".
 * @example
 * wholeWork(areas) // 'the work of sections C.1, C.2, C.3'
 */
export function wholeWork(areas: WorkArea[]): string {
  const named = areas.filter((a) => a.ref).slice(0, 4);
  if (named.length === 0) return '"the work statement"';
  const list = named.map((a) => `${a.ref} "${a.title}"`).join(', ');
  return `the work of section${areas.length > 1 ? 's' : ''} ${list}${areas.length > named.length ? ', ...' : ''}`;
}
