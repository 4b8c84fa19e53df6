import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LabourCategory } from '../model';
import { inferHoursPerFte } from './hours-per-fte';

const row = (title: string, hours: number[], fte?: number[]): LabourCategory => ({
  document: 'doc',
  ref: 'J.2',
  quote: `${title} | ${hours.join(' | ')}`,
  title,
  key: false,
  stated: hours.map((h, i) => ({ period: `P${i}`, hours: h, ...(fte ? { fte: fte[i] ?? 0 } : {}) })),
});

describe('inferHoursPerFte', () => {
  it('reads the convention every row is a whole number of FTE of', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2080, 1920, 1880),
        fc.array(fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 5 }), {
          minLength: 2,
          maxLength: 12,
        }),
        (per, ftes) => {
          const { fact, notes } = inferHoursPerFte(
            ftes.map((f, i) =>
              row(
                `Role ${i}`,
                f.map((n) => n * per),
              ),
            ),
          );
          expect(fact?.value).toBe(per);
          expect(fact?.stated).toBe(false);
          expect(notes).toEqual([]);
        },
      ),
    );
  });

  it('reads hours over FTE when rows state both', () => {
    const { fact } = inferHoursPerFte([row('Analyst', [1880, 1880], [1, 1]), row('Developer', [3760], [2])]);
    expect(fact?.value).toBe(1880);
  });

  it('says so when one row follows another convention', () => {
    const rows = [
      ...Array.from({ length: 26 }, (_, i) => row(`Role ${i}`, [2080 * (i + 1)])),
      row('Database Administrator', [5640, 7520]),
    ];
    const { fact, notes } = inferHoursPerFte(rows);
    expect(fact?.value).toBe(2080);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.kind).toBe('conflict');
    expect(notes[0]?.text).toContain('Database Administrator (5,640 / 7,520 = 3 / 4 x 1,880)');
  });

  it('infers nothing from hours that fit no convention', () => {
    expect(inferHoursPerFte([row('A', [1000]), row('B', [1500]), row('C', [700])]).fact).toBeNull();
  });
});
