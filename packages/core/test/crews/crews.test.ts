import { describe, expect, it } from 'vitest';
import { crewsGrid, generateCrews } from './crews-gen';
import { scoreCrews } from './crews-score';

/** A fixed slice of the grid (every 4th phrasing, seed = its grid index + 1): 48 whole documents. */
const slice = crewsGrid()
  .map((p, i) => ({ p, i }))
  .filter(({ i }) => i % 4 === 0)
  .map(({ p, i }) => generateCrews(i + 1, p));

describe('crews, per-visit schedules and callbacks, end to end to the plan', () => {
  const scores = slice.map((d) => scoreCrews(d));
  const share = (f: (s: (typeof scores)[number]) => boolean) => scores.filter(f).length / scores.length;

  it('sizes the work and names the trades, keys and place (floors at the round-9 figures)', () => {
    // Round 9: 0% perfect before, 97.9% on the whole grid after.
    expect(share((s) => s.perfect)).toBeGreaterThanOrEqual(0.9);
    expect(share((s) => s.hours)).toBeGreaterThanOrEqual(0.9);
    expect(share((s) => s.roles)).toBeGreaterThanOrEqual(0.9);
    expect(share((s) => s.keys)).toBeGreaterThanOrEqual(0.9);
    expect(share((s) => s.location)).toBeGreaterThanOrEqual(0.95);
  });

  it('generates whole solicitations with their truth', () => {
    const d = generateCrews(5, {
      kind: 'roof-job',
      form: 'table',
      keys: 'acronym',
      ocr: false,
      place: 'title-only',
    });
    expect(d.text).toMatch(/notice to proceed/);
    expect(d.truth.roles).toContain('Roofer');
    expect(d.truth.hours[0]).toBeLessThan(d.truth.hours[1]);
  });
});
