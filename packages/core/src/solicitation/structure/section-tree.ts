import type { DocumentRole, SectionNode } from '../model';
import type { TextDocument } from '../parts';
import { findHeadings } from './heading-scan';
import { nestedRank } from './heading-rank';
import { pageFurniture, toLines } from './lines';
import { kindOf } from './section-kind';

/**
 * The section tree of one document: headings nested by style and numbering depth, each
 * section spanning from its heading to the next heading at the same or an outer level,
 * with the UCF letter it belongs to and its kind. Text before the first heading is a
 * 'Preamble' section; a document without headings is one section.
 * @example
 * buildSections({ name: 'pws', index: 0, text: '1.0 Scope\nText.\n1.1 Help Desk\nMore.' }, 'work-statement').map((s) => s.level) // [1, 2]
 */
export function buildSections(
  doc: TextDocument,
  role: DocumentRole,
  lines = toLines(doc.text),
  furniture = pageFurniture(lines),
  tables: { start: number; end: number }[] = [],
): SectionNode[] {
  const found = findHeadings(lines, furniture, tables);
  const nodes: SectionNode[] = [];
  const ranks: number[] = [];
  const stack: SectionNode[] = [];
  const end = doc.text.length;
  const id = () => `d${doc.index}:s${nodes.length}`;
  const firstStart = found[0]?.start ?? end;
  if (
    /\S/.test(doc.text.slice(0, firstStart)) &&
    doc.text.slice(0, firstStart).replace(/\s+/g, '').length >= 40
  ) {
    const none = found.length === 0;
    nodes.push({
      id: id(),
      ref: none ? doc.name : 'Preamble',
      title: none ? doc.name : 'Preamble',
      level: 1,
      parentId: null,
      document: doc.name,
      start: 0,
      end: firstStart,
      kind: kindOf({ title: none ? '' : 'cover page', parentKind: null, role }),
    });
  }
  const lettered = new Set<string>();
  for (const { heading, start } of found) {
    const rank = nestedRank(heading, stack, ranks, lettered);
    while (stack.length && (ranks[ranks.length - 1] ?? 0) >= rank) {
      const done = stack.pop() as SectionNode;
      ranks.pop();
      done.end = start;
    }
    const parent = stack[stack.length - 1] ?? null;
    const ucf = heading.ucf ?? parent?.ucf;
    const node: SectionNode = {
      id: id(),
      // "d." under "L.1" is "L.1.d".
      ref:
        heading.style === 'lettered' && parent && /\d$/.test(parent.ref)
          ? `${parent.ref}.${heading.ref}`
          : heading.ref,
      title: heading.title,
      level: stack.length + 1,
      parentId: parent?.id ?? null,
      document: doc.name,
      start,
      end,
      kind: kindOf({
        title: heading.title,
        ucf,
        ownUcf: heading.ucf !== undefined,
        parentKind: parent?.kind ?? null,
        role,
      }),
      ...(ucf ? { ucf } : {}),
    };
    nodes.push(node);
    if (heading.style === 'lettered') lettered.add(node.id);
    stack.push(node);
    ranks.push(rank);
  }
  return nodes;
}
