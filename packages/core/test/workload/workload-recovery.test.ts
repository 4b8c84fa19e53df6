import { describe, expect, it } from 'vitest';
import { generateWorkload, workloadGrid } from './workload-gen';
import { scoreWorkload } from './workload-score';

/** A fixed slice of the grid (every 25th phrasing, seed = its index): 84 whole documents. */
const slice = workloadGrid()
  // The axes of round 6 (a backlog by kind and listed rates have their own test below).
  .filter((p) => p.volume !== 'backlog-table' && p.rate !== 'listed')
  .filter((_, i) => i % 25 === 0)
  .map((p, i) => generateWorkload(i + 1, p));

describe('workload-driven solicitations, end to end to the plan', () => {
  const scores = slice.map((d) => scoreWorkload(d));
  const share = (f: (s: (typeof scores)[number]) => boolean) => scores.filter(f).length / scores.length;

  it('derives the plan from the stated volume and rate (floors at the round-6 figures)', () => {
    // Round 6: 6.0% perfect before, 83.3% after on this slice.
    expect(share((s) => s.perfect)).toBeGreaterThanOrEqual(0.83);
    expect(share((s) => s.volume)).toBeGreaterThanOrEqual(0.86);
    expect(share((s) => s.hours)).toBeGreaterThanOrEqual(0.85);
    expect(share((s) => s.confidence)).toBeGreaterThanOrEqual(0.89);
    expect(share((s) => s.question)).toBeGreaterThanOrEqual(0.96);
  });

  it('sizes nothing from decoys in most documents', () => {
    expect(share((s) => s.noDecoy)).toBeGreaterThanOrEqual(0.92);
  });

  it('generates whole solicitations with their truth', () => {
    const d = generateWorkload(3, {
      work: 'cases',
      volume: 'backlog',
      rate: 'time-per-unit',
      numbers: 'words-digits',
      place: 'appendix',
      periods: 2,
    });
    expect(d.text).toMatch(/SECTION L/);
    expect(d.truth.volumes[1]).toBe(0);
    expect(d.truth.hours?.[0]).toBeGreaterThan(0);
  });
});

describe('a backlog counted by kind and rates listed by label', () => {
  // Every 6th phrasing of the new axes, seeds fixed: measured 94% perfect with listed rates.
  const docs = workloadGrid()
    .filter((p) => p.rate === 'listed')
    .filter((_, i) => i % 6 === 0)
    .map((p, i) => generateWorkload(5000 + i, p));
  it('derives each kind from its own listed rate', () => {
    const scores = docs.map((d) => scoreWorkload(d));
    const perfect = scores.filter((s) => s.perfect).length / scores.length;
    expect(perfect).toBeGreaterThanOrEqual(0.9);
    expect(scores.every((s) => s.noDecoy)).toBe(true);
  });
});
