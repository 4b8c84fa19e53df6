import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const hours = (text: string) =>
  Object.fromEntries(
    readSolicitation({ primary: { name: 'pws.md', text } }).labourCategories.map((c) => [
      c.title,
      c.stated.map((a) => a.hours ?? a.fte).join('/'),
    ]),
  );

const table = (caption: string, rows: [string, number, number][], total: string) =>
  `${caption}\nThe Contractor shall do the work of this part as the section describes.\n\n| Labor Category | Base Year (hours) | Option Year 1 (hours) |\n|---|---|---|\n${rows
    .map(([t, a, b]) => `| ${t} | ${a.toLocaleString('en-US')} | ${b.toLocaleString('en-US')} |`)
    .join('\n')}\n| ${total} | ${rows.reduce((s, r) => s + r[1], 0).toLocaleString('en-US')} | ${rows
    .reduce((s, r) => s + r[2], 0)
    .toLocaleString('en-US')} |\n`;

const PERIODS = 'The period of performance is a base year and one option year of twelve months.\n\n';

describe('part tables and total rows', () => {
  it('adds a title across part tables that each foot, whatever the total row is called', () => {
    const cases: [string, string][] = [
      [
        `${PERIODS}${table(
          'Table 3-1. Task Area 1 estimate',
          [
            ['Field Lead', 640, 640],
            ['Wildlife Biologist', 320, 320],
          ],
          'Task Area 1 total',
        )}\n${table(
          'Table 3-2. Task Area 2 estimate',
          [
            ['Wildlife Biologist', 480, 560],
            ['GIS Analyst', 160, 160],
          ],
          'Task Area 2 total',
        )}`,
        '800/880',
      ],
      [
        `${PERIODS}${table('Exhibit A. North site hours', [['Wildlife Biologist', 1000, 1000]], 'North site subtotal')}\n${table(
          'Exhibit B. South site hours',
          [
            ['Wildlife Biologist', 500, 500],
            ['Clerk', 200, 200],
          ],
          'Subtotal, South site',
        )}`,
        '1500/1500',
      ],
      [
        `${PERIODS}${table(
          'Table 1. Phase 1',
          [
            ['Wildlife Biologist', 100, 0],
            ['Editor', 50, 50],
          ],
          'Total',
        )}\n${table(
          'Table 2. Phase 2',
          [
            ['Wildlife Biologist', 200, 300],
            ['Illustrator', 40, 40],
          ],
          'Phase 2 total',
        )}\n${table(
          'Table 3. Phase 3',
          [
            ['Wildlife Biologist', 60, 60],
            ['Cartographer', 30, 30],
          ],
          'Grand total',
        )}`,
        '360/360',
      ],
    ];
    for (const [text, want] of cases) {
      const read = hours(text);
      expect(read['Wildlife Biologist'], text).toBe(want);
      expect(
        Object.keys(read).some((t) => /total/i.test(t)),
        text,
      ).toBe(false);
    }
  });

  it('counts a repeated table or a summary of the part tables once', () => {
    const one = table(
      'Table 3-1. Task Area 1',
      [
        ['Wildlife Biologist', 320, 320],
        ['Clerk', 100, 100],
      ],
      'Task Area 1 total',
    );
    const two = table(
      'Table 3-2. Task Area 2',
      [
        ['Wildlife Biologist', 480, 480],
        ['Typist', 50, 50],
      ],
      'Task Area 2 total',
    );
    const summary = table(
      'Table 3-3. All task areas',
      [
        ['Wildlife Biologist', 800, 800],
        ['Clerk', 100, 100],
        ['Typist', 50, 50],
      ],
      'Total, all task areas',
    );
    expect(hours(`${PERIODS}${one}\n${two}\n${summary}`)['Wildlife Biologist']).toBe('800/800');
    expect(hours(`${PERIODS}${summary}\n${one}\n${two}`)['Wildlife Biologist']).toBe('800/800');
    expect(hours(`${PERIODS}${one}\nAttachment J-1 repeats Table 3-1:\n\n${one}`)['Wildlife Biologist']).toBe(
      '320/320',
    );
    // Tables that do not foot are no evidence of parts: the first reading stands.
    const broken = one.replace('| 420 | 420 |', '| 999 | 999 |');
    expect(hours(`${PERIODS}${broken}\n${two}`)['Wildlife Biologist']).toBe('320/320');
  });
});
