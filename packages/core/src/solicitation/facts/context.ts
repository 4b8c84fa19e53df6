import type { SectionKind, SectionNode, Source } from '../model';
import type { Structure, TextDocument } from '../parts';
import { splitUnits, type TextUnit } from './text-units';

/** A unit with the document and section it sits in. */
export interface Located extends TextUnit {
  document: string;
  docIndex: number;
  ref: string;
  kind: SectionKind | 'unknown';
  /** Title of the section and its ancestors, joined (for "is this about the place of performance"). */
  titles: string;
}

/** Every document's units, located in the section tree, in document order. */
export interface FactContext {
  units: Located[];
  byDocument: Map<string, Located[]>;
}

function locator(sections: SectionNode[]): (offset: number) => SectionNode | undefined {
  const sorted = [...sections].sort((a, b) => a.start - b.start || b.level - a.level);
  return (offset) => {
    let lo = 0;
    let hi = sorted.length - 1;
    let best = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid]?.start ?? 0) <= offset) {
        best = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    for (let i = best; i >= 0; i--) {
      const s = sorted[i];
      if (s && s.start <= offset && offset < s.end) return s;
    }
    return undefined;
  };
}

/**
 * Splits every document into units and finds the section of each (its ref, kind and titles),
 * so a fact can be quoted with where it came from and judged by what its section is for.
 * @example
 * buildContext([{ name: 'pws', index: 0, text: 'Work is in Andover, MA.' }], { sections: [] } as never).units[0]?.ref // ''
 */
export function buildContext(docs: TextDocument[], structure: Pick<Structure, 'sections'>): FactContext {
  const units: Located[] = [];
  const byDocument = new Map<string, Located[]>();
  for (const doc of docs) {
    const sections = structure.sections.filter((s) => s.document === doc.name);
    const byId = new Map(sections.map((s) => [s.id, s]));
    const find = locator(sections);
    const list: Located[] = [];
    for (const unit of splitUnits(doc.text)) {
      const section = find(unit.start);
      const titles: string[] = [];
      for (let s = section; s && titles.length < 6; s = s.parentId ? byId.get(s.parentId) : undefined)
        titles.push(s.title);
      list.push({
        ...unit,
        document: doc.name,
        docIndex: doc.index,
        ref: section?.ref ?? '',
        kind: section?.kind ?? 'unknown',
        titles: titles.join(' / '),
      });
    }
    byDocument.set(doc.name, list);
    units.push(...list);
  }
  return { units, byDocument };
}

/**
 * Shortens a quote to `max` characters on a word boundary.
 * @example
 * clip('The contractor shall staff the help desk.', 20) // 'The contractor shall...'
 */
export function clip(text: string, max = 300): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max * 0.6 ? space : max)}...`;
}

/**
 * The Source of a fact read from a unit: document, section ref, the unit's words, offset.
 * @example
 * sourceOf({ document: 'pws', ref: '6.2', text: 'The POP is 60 days.', start: 10 } as Located).ref // '6.2'
 */
export function sourceOf(unit: Located, quote?: string): Source {
  return {
    document: unit.document,
    ref: unit.ref,
    quote: clip(quote ?? unit.quote ?? unit.text),
    offset: unit.start,
  };
}
