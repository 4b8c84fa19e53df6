import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

// An inventory scanned without its header: rows of figures under a section title.
const inventory = (rows: string) => `C.3 EQUIPMENT INVENTORY (TABLE C-1)

${rows}

C.4 The Contractor shall inspect every item at the frequency the code requires.
C.5 The Contractor shall respond to trouble calls 24 hours a day, 7 days a week.
`;

describe('a row of figures names no post', () => {
  it.each([
    [
      `1     3    610         120       44        96        420         8       1           2         240
2     2     540        90        36        80        380         7       0           2         210
6     2     220        70        10        36        160         4       0           1         110
TOTAL 7    1,370      280       90       212       960         19      1           5         560`,
    ],
    [
      `A     12    4     2     1
B     8     2     0     1
TOTAL 20    6     2     2`,
    ],
  ])('reads no staffed post from the rows: %#', (rows) => {
    const model = readSolicitation({ primary: { name: 'pws.txt', text: inventory(rows) } });
    const posts = model.coverage.filter((c) => c.staffed && c.posts > 0);
    expect(posts.every((c) => /[a-z]{2}/i.test(`${c.position ?? ''} ${c.function ?? ''}`))).toBe(true);
  });

  it('keeps a post named in words', () => {
    const text = `| Post | Hours | Days | Posts |
|---|---|---|---|
| Main Gate | 0600-1800 | Mon-Fri | 1 |
`;
    const model = readSolicitation({ primary: { name: 'pws.md', text } });
    expect(model.coverage.some((c) => /Main Gate/.test(c.position ?? c.function ?? ''))).toBe(true);
  });
});
