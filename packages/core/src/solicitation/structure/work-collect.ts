import type { DocumentInfo, SectionNode, TaskArea, WorkRequirement } from '../model';
import type { TextDocument } from '../parts';
import { type FoundRequirement, findRequirements } from './requirements';
import { areaOf, pickTaskAreas } from './task-areas';

/** At most this many requirements are kept per task area, the most work-like first. */
export const MAX_REQUIREMENTS_PER_AREA = 40;

/**
 * Task areas of the given work sections with the requirements read from each section's own
 * text, each requirement once however many documents repeat it, at most
 * MAX_REQUIREMENTS_PER_AREA per area (the most work-like kept, in document order).
 * @example
 * collectWork([], [], [], []).taskAreas // []
 */
export function collectWork(
  work: SectionNode[],
  docs: TextDocument[],
  documents: DocumentInfo[],
  sections: SectionNode[],
): { taskAreas: TaskArea[]; requirements: WorkRequirement[]; workChars: number } {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const textOf = new Map(docs.map((d) => [d.name, d.text]));
  const childStart = firstChildStarts(sections);
  const ownEnd = (s: SectionNode) => Math.min(s.end, childStart.get(s.id) ?? s.end);
  const seen = new Set<string>();
  const perSection = new Map<string, FoundRequirement[]>();
  for (const section of work) {
    const text = textOf.get(section.document) ?? '';
    const list = findRequirements(
      text.slice(section.start, ownEnd(section)),
      section.start,
      section.title,
      section.ref,
    ).filter((r) => {
      const key = r.text.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
      return !seen.has(key) && seen.add(key);
    });
    perSection.set(section.id, list);
  }
  const areas = pickTaskAreas(work, new Map([...perSection].map(([id, list]) => [id, list.length])));
  const areaIds = new Set(areas.map((a) => a.id));
  const workIds = new Set(work.map((s) => s.id));
  const found = new Map<string, { section: SectionNode; req: FoundRequirement; order: number }[]>();
  const fallback = new Map<string, SectionNode>();
  let order = 0;
  for (const section of work) {
    const area = areaOf(section, areaIds, byId) ?? topWork(section, workIds, byId).id;
    if (!areaIds.has(area)) fallback.set(area, byId.get(area) ?? section);
    for (const req of perSection.get(section.id) ?? []) {
      const list = found.get(area) ?? [];
      list.push({ section, req, order: order++ });
      found.set(area, list);
    }
  }
  const taskAreas: TaskArea[] = [];
  const requirements: WorkRequirement[] = [];
  const allAreas = [...areas, ...[...fallback.values()].filter((s) => found.has(s.id))].sort((a, b) =>
    a.document === b.document
      ? a.start - b.start
      : docIndex(documents, a.document) - docIndex(documents, b.document),
  );
  for (const area of allAreas) {
    const list = (found.get(area.id) ?? [])
      .sort((a, b) => b.req.score - a.req.score || a.order - b.order)
      .slice(0, MAX_REQUIREMENTS_PER_AREA)
      .sort((a, b) => a.order - b.order);
    const ta: TaskArea = {
      id: `ta${taskAreas.length + 1}`,
      ref: area.ref,
      title: area.title,
      sectionId: area.id,
      document: area.document,
      requirementIds: [],
    };
    for (const { section, req } of list) {
      const id = `r${requirements.length + 1}`;
      requirements.push({
        id,
        sectionId: section.id,
        taskAreaId: ta.id,
        text: req.text,
        document: section.document,
        ref: section.ref,
        quote: req.text,
        offset: req.start,
      });
      ta.requirementIds.push(id);
    }
    taskAreas.push(ta);
  }
  const workChars = work.reduce((n, s) => n + ownEnd(s) - s.start, 0);
  return { taskAreas, requirements, workChars };
}

function docIndex(documents: DocumentInfo[], name: string): number {
  return documents.find((d) => d.name === name)?.index ?? 0;
}

function firstChildStarts(sections: SectionNode[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of sections) if (s.parentId && !out.has(s.parentId)) out.set(s.parentId, s.start);
  return out;
}

function topWork(section: SectionNode, ids: Set<string>, byId: Map<string, SectionNode>): SectionNode {
  let s = section;
  while (s.parentId && ids.has(s.parentId)) s = byId.get(s.parentId) as SectionNode;
  return s;
}
