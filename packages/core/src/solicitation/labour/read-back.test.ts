import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const TITLES = [
  'Program Manager',
  'Sr. Systems Administrator (Unix/Linux)',
  'Database Developer - Intermediate',
  'Information System Security Officer',
  'Guard II',
  'Registered Nurse II',
  'Help Desk Specialist',
  'Data Scientist',
];
const PERIODS = ['Base Year', 'Option Year 1', 'Option Year 2', 'Option Year 3'];

const tableArb = fc.record({
  rows: fc.uniqueArray(
    fc.record({
      title: fc.constantFrom(...TITLES),
      key: fc.boolean(),
      ftes: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 4, maxLength: 4 }),
    }),
    { minLength: 2, maxLength: 6, selector: (r) => r.title },
  ),
  periods: fc.integer({ min: 2, max: 4 }),
});

const fmt = (n: number) => n.toLocaleString('en-US');

function render(
  rows: { title: string; key: boolean; ftes: number[] }[],
  periods: number,
  aligned: boolean,
): string {
  const head = ['Labor Category', ...PERIODS.slice(0, periods)];
  const body = rows.map((r) => [
    `${r.title}${r.key ? ' (Key)' : ''}`,
    ...r.ftes.slice(0, periods).map((f) => fmt(f * 2080)),
  ]);
  if (!aligned)
    return [
      `| ${head.join(' | ')} |`,
      `|${' --- |'.repeat(head.length)}`,
      ...body.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n');
  const width = (c: number) => Math.max(...[head, ...body].map((r) => (r[c] ?? '').length)) + 4;
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(width(0)) : cell.padStart(width(c)))).join('');
  return [line(head), ...body.map(line)].join('\n');
}

describe('stated staffing read back from the documents', () => {
  it.each([false, true])('reads any LCAT x period table back exactly (aligned text: %s)', (aligned) => {
    fc.assert(
      fc.property(tableArb, ({ rows, periods }) => {
        const text = `C.5 Level of Effort\n\nThe Government estimates the annual hours below.\n\n${render(rows, periods, aligned)}\n\nThe contractor shall provide all personnel.\n`;
        const model = readSolicitation({ primary: { name: 'pws.txt', text } });
        const read = model.labourCategories.filter((c) => c.stated.length > 0);
        expect(read.map((c) => c.title)).toEqual(rows.map((r) => r.title));
        expect(read.map((c) => c.key)).toEqual(rows.map((r) => r.key));
        expect(read.map((c) => c.stated.map((s) => s.hours))).toEqual(
          rows.map((r) => r.ftes.slice(0, periods).map((f) => f * 2080)),
        );
        expect(model.staffingTables[0]?.periods).toEqual(PERIODS.slice(0, periods));
        expect(model.hoursPerFte?.value).toBe(2080);
      }),
      { numRuns: 40 },
    );
  });
});
