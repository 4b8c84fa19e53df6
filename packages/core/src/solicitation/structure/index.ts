import type { SectionNode, Table } from '../model';
import type { Structure, TextDocument } from '../parts';
import { documentRole } from './document-role';
import { pageFurniture, toLines } from './lines';
import { buildSections } from './section-tree';
import { alignedTables } from './tables-aligned';
import { mergeContinued } from './tables-pages';
import { pipeTables, type RawTable } from './tables-pipe';
import { readWork } from './work-statement';

export { documentRole } from './document-role';
export { headingOf } from './headings';
export { plainText, sentenceAt, splitSentences } from './sentences';

/**
 * Reads the structure of a solicitation's documents: each document's role from its
 * content, the section tree (UCF parts, PWS numbering, Markdown in any spacing) with each
 * section's kind, the tables (pipe, sheet and column-aligned), the work statement and its
 * task areas and requirements, and notes on what is missing.
 * @example
 * readStructure([{ name: 'pws.md', index: 0, text: '# 1 Scope\nThe contractor shall staff the help desk.' }]).sections[0]?.ref // '1'
 */
export function readStructure(docs: TextDocument[]): Structure {
  const documents: Structure['documents'] = [];
  const sections: SectionNode[] = [];
  const tables: Table[] = [];
  const lineSets = docs.map((d) => toLines(d.text));
  docs.forEach((doc, k) => {
    const role = documentRole(doc.text, doc.name);
    documents.push({ name: doc.name, index: doc.index, role, chars: doc.text.length });
    const lines = lineSets[k] ?? [];
    const furniture = pageFurniture(lines);
    const aligned = alignedTables(lines, furniture);
    const own = buildSections(doc, role, lines, furniture, aligned);
    sections.push(...own);
    const raw = mergeContinued([...pipeTables(lines), ...aligned].sort((a, b) => a.start - b.start));
    raw.forEach((t) => {
      tables.push(placeTable(t, own, doc, tables.length));
    });
  });
  const work = readWork(docs, documents, sections);
  return { documents, sections, tables, ...work };
}

function placeTable(t: RawTable, own: SectionNode[], doc: TextDocument, n: number): Table {
  // The section that holds most of the table (a table may open on its section's heading line).
  const section = innermost(own, Math.floor((t.start + t.end) / 2));
  // Every table under a "## Sheet: name" heading is that sheet's, captioned by it when bare.
  const sheet = sheetOf(own, section);
  return {
    id: `t${n}`,
    document: doc.name,
    ref: section?.ref ?? doc.name,
    sectionId: section?.id ?? null,
    ...t,
    ...(sheet ? { origin: 'sheet' as const, caption: t.caption ?? sheet } : {}),
  };
}

function sheetOf(own: SectionNode[], section: SectionNode | null): string | undefined {
  for (let s = section; s; s = own.find((x) => x.id === s?.parentId) ?? null) {
    if (/^Sheet:/i.test(s.title)) return s.title;
  }
  return undefined;
}

function innermost(sections: SectionNode[], offset: number): SectionNode | null {
  let best: SectionNode | null = null;
  for (const s of sections) {
    if (s.start > offset) break;
    if (offset < s.end && (!best || s.level >= best.level)) best = s;
  }
  return best;
}

/**
 * The innermost section that holds a character offset of a document (by index or name).
 * @example
 * sectionAt(readStructure([{ name: 'a', index: 0, text: '1.0 Scope\nx\n1.1 Help Desk\nThe contractor shall.' }]), 0, 30)?.ref // '1.1'
 */
export function sectionAt(
  structure: Pick<Structure, 'sections' | 'documents'>,
  document: number | string,
  offset: number,
): SectionNode | null {
  const name =
    typeof document === 'number' ? structure.documents.find((d) => d.index === document)?.name : document;
  if (name === undefined) return null;
  return innermost(
    structure.sections.filter((s) => s.document === name),
    offset,
  );
}
