import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../src/solicitation/read-solicitation';
import { coverageGrid, coverageReport, scoreCoverage } from './coverage-gen';

describe('coverage windows generator', () => {
  it('reads the staffed window, as amended, in nearly every generated case', () => {
    const results = coverageGrid(20261129, 6).map((c) =>
      scoreCoverage(
        c,
        readSolicitation({
          primary: { name: 'rfp.md', text: c.primary },
          ...(c.amendment ? { supporting: [{ name: 'amendment-0001.txt', text: c.amendment }] } : {}),
        }).coverage,
      ),
    );
    const wrong = results.filter((r) => !r.ok).map((r) => `${r.c.id}: ${r.got} vs ${r.c.expected}`);
    expect(
      results.filter((r) => r.ok).length / results.length,
      `${coverageReport(results)}\n${wrong.join('\n')}`,
    ).toBeGreaterThanOrEqual(0.9);
  });
});
