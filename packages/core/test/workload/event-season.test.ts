import { describe, expect, it } from 'vitest';
import { eventSeasonGrid, generateEventSeason } from './event-season-gen';
import { scoreEventSeason } from './event-season-score';

describe('seasonal event work (bench/event-season.mjs, a fixed slice)', () => {
  it('sizes most generated documents per season, not as a staffed year', () => {
    const grid = eventSeasonGrid().filter((_, i) => i % 4 === 0);
    const scores = grid.map((p, i) => scoreEventSeason(generateEventSeason(i + 1, p)));
    const share = (f: (s: (typeof scores)[number]) => boolean) => scores.filter(f).length / scores.length;
    expect(share((s) => s.perfect)).toBeGreaterThanOrEqual(0.8);
    expect(share((s) => s.noYear)).toBeGreaterThanOrEqual(0.9);
    expect(share((s) => s.question)).toBeGreaterThanOrEqual(0.9);
  });
});
