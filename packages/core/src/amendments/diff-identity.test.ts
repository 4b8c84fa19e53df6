import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../solicitation/read-solicitation';
import { diffSolicitations } from './diff-solicitations';

const LINES = [
  '1.0 SCOPE',
  'The contractor shall provide custodial services at three (3) buildings in Columbus, Ohio.',
  'Base Period: October 1, 2026 through September 30, 2027',
  'Option Period 1: October 1, 2027 through September 30, 2028',
  '| Labor Category | Base Period | Option Period 1 |',
  '|---|---|---|',
  '| Custodian | 6,240 | 6,240 |',
  '| Supervisor (Key) | 2,080 | 2,080 |',
  '2.0 HOURS OF OPERATION',
  'Services are required Monday through Friday, 7:00 a.m. to 5:00 p.m.',
  'The help desk shall be available 24 hours a day, 7 days a week.',
  'One FTE equals 1,920 hours per year.',
  'The Government estimates 12,000 labor hours per year.',
  'C.3.2 The contractor shall clean restrooms daily.',
];

describe('diffSolicitations on unchanged documents', () => {
  it('lists nothing when the same documents are read again, whatever they hold', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { minLength: 1, maxLength: 14 }), (lines) => {
        const doc = { name: 'pws.txt', text: lines.join('\n') };
        const before = readSolicitation({ primary: doc });
        const after = readSolicitation({ primary: doc });
        expect(diffSolicitations(before, after, { documents: [doc] })).toEqual([]);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 40) },
    );
  });

  it('lists no fact changes for an amendment that restates the documents unchanged', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { minLength: 1, maxLength: 14 }), (lines) => {
        const doc = { name: 'pws.txt', text: lines.join('\n') };
        const amendment = {
          name: 'amendment-0001.pdf',
          text: `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT\n2. AMENDMENT/MODIFICATION NO.\n0001\n${doc.text}`,
        };
        const before = readSolicitation({ primary: doc });
        const after = readSolicitation({ primary: doc, supporting: [amendment] });
        const changes = diffSolicitations(before, after, { documents: [doc, amendment] });
        expect(changes.filter((c) => c.fact !== 'document' && c.fact !== 'amendment-item')).toEqual([]);
      }),
      {
        numRuns: Number(process.env.FC_RUNS ?? 40),
        examples: [
          // The hours-per-FTE sentence once read as a period's stated effort in the amendment's copy.
          [[LINES[2], LINES[11], LINES[3], LINES[12], LINES[0]] as string[]],
          // A level-of-effort list by period, and a table of hours by period, restated by the
          // amendment were once read as second facts of their own.
          [[LINES[2], LINES[12], LINES[3], LINES[12]] as string[]],
          [[LINES[8], LINES[4], LINES[7], LINES[7], LINES[0]] as string[]],
        ],
      },
    );
  });
});
