import type { Structure } from '../parts';
import { clip } from './cells';

/**
 * The reference of the deepest section holding an offset of a document ('C.1.5', 'Section H'),
 * or '' when the structure has none there.
 * @example
 * refAt({ sections: [] } as unknown as Structure, 'doc', 10) // ''
 */
export function refAt(structure: Structure, document: string, offset: number): string {
  let best: { ref: string; level: number } | null = null;
  for (const s of structure.sections) {
    if (s.document !== document || offset < s.start || offset >= s.end) continue;
    if (!best || s.level >= best.level) best = { ref: s.ref || s.title, level: s.level };
  }
  return best?.ref ?? '';
}

/**
 * The sentence around an offset: back to the previous sentence end or blank line, on to the
 * next, at most 400 characters either side.
 */
export function sentenceAt(text: string, offset: number): { text: string; start: number } {
  const from = Math.max(0, offset - 400);
  const before = text.slice(from, offset);
  const ends = [
    ...before.matchAll(
      /(?<!\b(?:Sr|Jr|Mr|Ms|Dr|No|St|vs|etc|e\.g|i\.e))[.!?]["”)]?\s+(?=[A-Z(“"])|\n[ \t]*\n|\n(?=[ \t]*[|#•▪*-])|\|[ \t]*\n/g,
    ),
  ];
  const last = ends[ends.length - 1];
  const start = last ? from + (last.index ?? 0) + last[0].length : from;
  const after = text.slice(offset, offset + 400);
  const end = after.search(
    /(?<!\b(?:Sr|Jr|Mr|Ms|Dr|No|St|vs|etc|e\.g|i\.e))[.!?]["”)]?(?:\s|$)|\n[ \t]*\n|\n(?=[ \t]*[|#•▪*-])|\|[ \t]*\n/,
  );
  const stop = end >= 0 ? offset + end + 1 : offset + after.length;
  return { text: text.slice(start, stop), start };
}

/** A quote of a sentence or row, trimmed for display. */
export const quoteOf = (text: string) => clip(text, 240);
