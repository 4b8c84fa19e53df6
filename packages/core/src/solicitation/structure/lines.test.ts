import { describe, expect, it } from 'vitest';
import { cpuMillis } from '../../../test/cpu-time';
import { pageFurniture, toLines } from './lines';

describe('pageFurniture', () => {
  it('takes a running header a page apart, not a header row repeated over a table', () => {
    const paged = [1, 2, 3, 4, 5].map(
      (p) => `Acme Agency RFQ 12-34\n${'body text here\n'.repeat(25)}Page ${p} of 5\n`,
    );
    expect(pageFurniture(toLines(paged.join('')))).toContain('acme agency rfq #-#');
    const blocks = ['Base Year', 'Option Year 1', 'Option Year 2', 'Option Year 3', 'Option Year 4'].map(
      (period) => `${period}\nPosition   Day   Night\nGuard   2   1\n`,
    );
    expect(pageFurniture(toLines(blocks.join('')))).not.toContain('position day night');
  });

  it('stays linear when one line shape repeats on every line of a long document', () => {
    const text = Array.from(
      { length: 100_000 },
      (_, i) => `C.${i + 1} The contractor shall clean room ${i}.`,
    ).join('\n');
    const lines = toLines(text);
    // Linear takes tens of milliseconds; copying the list of places on each repeat took minutes.
    expect(cpuMillis(() => pageFurniture(lines))).toBeLessThan(3_000);
  });
});
