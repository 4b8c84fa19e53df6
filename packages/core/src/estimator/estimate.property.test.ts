import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GeneratedPlanSchema } from '../schemas/plan';
import { estimatePlan } from './estimate';

const FRAGMENTS = [
  '## C.3.2 Help Desk\n',
  'The contractor shall staff the help desk 24x7. ',
  'SECTION L - INSTRUCTIONS ',
  'The Government estimates no more than 6 personnel. ',
  '1. Productive: 12,000 HOURS\n',
  'Post 1 0001-2400 24 7 (8,736) YES\n',
  '| Labor Category | FTE |\n|---|---|\n| Analyst | 2 |\n',
  'The period of performance is one base year and four option years. ',
  'Key Personnel: Program Manager. ',
  'The estimated level of effort is 3.5 FTE per year. ',
];

describe('estimatePlan on arbitrary text', () => {
  it('never throws and always returns a valid plan whose rationales end in the hours', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 80 })), { maxLength: 25 }),
        fc.option(fc.double({ min: 0.1, max: 50, noNaN: true }), { nil: null }),
        (parts, fteTarget) => {
          const plan = estimatePlan({
            primary: { text: parts.join('') },
            fteTarget,
            customInstructions: 'assume remote',
          });
          expect(GeneratedPlanSchema.safeParse(plan).success).toBe(true);
          expect(plan.tasks.length).toBeGreaterThan(0);
          for (const t of plan.tasks) {
            const last = Number((t.mathRationale.split('=').pop() ?? '').replace(/[^\d.]/g, ''));
            expect(Math.abs(last - t.hours)).toBeLessThanOrEqual(Math.max(1, 0.01 * t.hours));
            expect(t.location).toBe('Remote');
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
