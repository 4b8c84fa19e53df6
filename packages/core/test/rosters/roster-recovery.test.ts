import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../src/solicitation/read-solicitation';
import { rosterGrid } from './roster-gen';

/** Post-hours a year per category the reader recovers from a case. */
function recovered(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of readSolicitation({ primary: { name: 'pws.md', text } }).coverage)
    if (c.shifts && c.position && c.daysPerYear)
      out[c.position] = c.shifts.reduce((s, x) => s + x.posts * x.hours, 0) * c.daysPerYear;
  return out;
}

describe('shift rosters of any shape (seeded generator)', () => {
  const cases = rosterGrid(2);
  it(`recovers every category's post-hours in ${cases.length} generated rosters`, () => {
    const missed = cases.filter((c) => JSON.stringify(recovered(c.text)) !== JSON.stringify(c.truth));
    expect(
      missed.map((c) => `${c.id}: ${JSON.stringify(recovered(c.text))} vs ${JSON.stringify(c.truth)}`),
    ).toEqual([]);
  });
});
