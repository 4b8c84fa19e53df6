import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSections } from './section-tree';

// A random outline: each entry is a numbering path like [2, 1, 3] and a title.
const outline = fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 12 }).map((depths) => {
  const counters: number[] = [];
  return depths.map((wanted, k) => {
    const depth = k === 0 ? 1 : Math.min(wanted, counters.length + 1);
    counters.length = depth;
    counters[depth - 1] = (counters[depth - 1] ?? 0) + 1;
    return [...counters];
  });
});
const title = fc.constantFrom('Scope', 'Help Desk Support', 'Network Operations', 'Reporting', 'Transition');

function render(path: number[], name: string, style: string, gap: string): string {
  const num = path.length === 1 ? `${path[0]}.0` : path.join('.');
  if (style === 'markdown') return `${'#'.repeat(path.length + 1)}${gap}${num} ${name}`;
  if (style === 'bold') return `**${num} ${name}**`;
  return `${num}${gap}${name}`;
}

describe('buildSections', () => {
  it('nests numbered headings by their numbering in Markdown, bold and plain text, in any spacing', () => {
    fc.assert(
      fc.property(
        outline,
        fc.array(title, { minLength: 12, maxLength: 12 }),
        fc.constantFrom('markdown', 'bold', 'plain'),
        fc.constantFrom(' ', '  ', '   ', ''),
        (paths, names, style, gap) => {
          const spacing = style === 'plain' && gap === '' ? ' ' : gap;
          const text = paths
            .map(
              (p, k) =>
                `${render(p, names[k] ?? 'Scope', style, spacing)}\nThe contractor shall perform item ${k + 1}.\n`,
            )
            .join('\n');
          const sections = buildSections({ name: 'pws.md', index: 0, text }, 'work-statement');
          expect(sections.map((s) => s.level)).toEqual(paths.map((p) => p.length));
          const byId = new Map(sections.map((s) => [s.id, s]));
          sections.forEach((s, k) => {
            const parent = s.parentId ? byId.get(s.parentId) : undefined;
            const path = paths[k] as number[];
            if (path.length > 1)
              expect(parent?.ref).toBe(path.length === 2 ? `${path[0]}.0` : path.slice(0, -1).join('.'));
            expect(text.slice(s.start, s.end)).toContain(`item ${k + 1}.`);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
