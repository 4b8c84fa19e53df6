import { describe, expect, it } from 'vitest';
import { namedCase, namedGrid } from './named-gen';
import { type NamedScore, scoreNamed, summariseNamed } from './named-score';

// The seventh session's forms over a fixed slice of the grid (every 6th phrasing, seeds fixed):
// a lower-case list of the people provided, key lists whose titles carry an article and a
// describing clause, and a key personnel label with its titles on its own line.
const NEW = (p: { naming: string; keyForm: string }) =>
  p.naming === 'lower-list' || p.keyForm === 'described-list' || p.keyForm === 'label-line';
const slice = namedGrid()
  .filter(NEW)
  .filter((_, i) => i % 6 === 0);
// Measured 77.1% exact, titles 89.0%, keys 99.2% (70 cases; main read 7-16% of the bench's cases on
// these axes exactly); floors at the figures.
const FLOOR = { exact: 0.771, titles: 0.89, keys: 0.992 };
const scores: NamedScore[] = slice.map((p, i) => scoreNamed(namedCase(3000 + i, p)));

describe('people named in lower-case lists and key lists with clauses, end to end to the plan', () => {
  it('keeps the named titles and key flags; no decoy', () => {
    const m = summariseNamed(scores);
    expect(m.exact).toBeGreaterThanOrEqual(FLOOR.exact);
    expect(m.titles).toBeGreaterThanOrEqual(FLOOR.titles);
    expect(m.keys).toBeGreaterThanOrEqual(FLOOR.keys);
    expect(m.decoyCases).toBe(0);
  });
});

// The eighth session's key form: "shall designate an A and a B; both are key personnel" over
// every 4th phrasing of it (seeds fixed). Measured 57.1% exact, titles 88.0%, keys 94.2% (42
// cases; the key misses are single-word titles, "a Plumber", which designatedRoles does not
// take); floors at the figures.
const DESIGNATE_FLOOR = { exact: 0.571, titles: 0.88, keys: 0.942 };
const DESIGNATE_ALL = namedGrid()
  .filter((p) => p.keyForm === 'designate-all')
  .filter((_, i) => i % 4 === 0);
const designateScores: NamedScore[] = DESIGNATE_ALL.map((p, i) => scoreNamed(namedCase(5000 + i, p)));

describe('every role a designating sentence makes key, end to end to the plan', () => {
  it('marks the designated titles key; no decoy', () => {
    const m = summariseNamed(designateScores);
    expect(m.exact).toBeGreaterThanOrEqual(DESIGNATE_FLOOR.exact);
    expect(m.titles).toBeGreaterThanOrEqual(DESIGNATE_FLOOR.titles);
    expect(m.keys).toBeGreaterThanOrEqual(DESIGNATE_FLOOR.keys);
    expect(m.decoyCases).toBe(0);
  });
});
