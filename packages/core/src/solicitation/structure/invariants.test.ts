import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStructure } from './index';

// Lines of the kinds solicitations are made of, in any order and amount.
const line = fc.oneof(
  fc.constantFrom(
    'SECTION C - STATEMENT OF WORK',
    '## 3.2 Help Desk',
    '##1.0 Scope',
    '**4.1 Reporting**',
    'C.5.1 Task 1 - Program Management',
    'Task 2: Network Operations',
    'Attachment 1 - Performance Work Statement',
    'PART I - THE SCHEDULE',
    'd. LEVEL OF EFFORT',
    'SPECIAL CONTRACT REQUIREMENTS',
    '1.0 Scope ........ 3',
    '| LCAT | Hours |',
    '|---|---|',
    '| Analyst | 1,920 |',
    'Program Manager        1,920     2,080',
    '----   -----   -----',
    '- The contractor shall patch servers monthly.',
    'The work is described in Attachment 1, Performance Work Statement.',
    'Page 3 of 9',
    '',
    '=====',
  ),
  fc.string({ maxLength: 80 }),
  fc.stringMatching(/^[A-Z][a-z]+(?: [a-z]+){2,12}\.$/),
);

describe('readStructure on any mix of lines', () => {
  it('never throws and keeps its ranges, parents and references consistent', () => {
    fc.assert(
      fc.property(fc.array(fc.array(line, { maxLength: 40 }), { minLength: 1, maxLength: 3 }), (docs) => {
        const texts = docs.map((lines) => lines.join('\n'));
        const s = readStructure(texts.map((text, index) => ({ name: `d${index}`, index, text })));
        const byId = new Map(s.sections.map((x) => [x.id, x]));
        for (const x of s.sections) {
          const text = texts[Number(x.document.slice(1))] ?? '';
          expect(x.start).toBeLessThanOrEqual(x.end);
          expect(x.end).toBeLessThanOrEqual(text.length);
          const parent = x.parentId ? byId.get(x.parentId) : undefined;
          if (parent) {
            expect(parent.start).toBeLessThanOrEqual(x.start);
            expect(x.end).toBeLessThanOrEqual(parent.end);
            expect(x.level).toBe(parent.level + 1);
          } else expect(x.level).toBe(1);
        }
        const reqIds = new Set(s.requirements.map((r) => r.id));
        for (const a of s.taskAreas) for (const id of a.requirementIds) expect(reqIds.has(id)).toBe(true);
        for (const r of s.requirements) {
          expect(byId.has(r.sectionId)).toBe(true);
          expect(r.quote.length).toBeGreaterThan(0);
        }
        for (const t of s.tables) for (const row of t.rows) expect(row).toHaveLength(t.header.length);
      }),
      { numRuns: 300 },
    );
  });
});
