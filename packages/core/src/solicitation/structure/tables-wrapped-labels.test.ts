import { describe, expect, it } from 'vitest';
import { toLines } from './lines';
import { alignedTables } from './tables-aligned';

// PDF text of tables whose row label wraps around its figures: the label's first half on the
// line above, the rest below, the figure (or a code and figures) alone on the middle line.
const read = (lines: string[]) => alignedTables(toLines(lines.join('\n')));

describe('a two-column table whose last label wraps around its single figure', () => {
  it.each([
    ['Task', 'Hours per task', ['Pump overhaul, per', 'pump'], '6.5'],
    ['Item', 'Staff-hours each', ['Meter reading route, per route', 'walked'], '0.75'],
    ['Unit', 'Labor-hours per unit', ['Valve exercise, per valve', 'operated'], '0.4'],
  ])('%s | %s', (h1, h2, label, figure) => {
    const [t] = read([
      `            ${h1}                 ${h2}`,
      '',
      `First item, per thing               2.0`,
      '',
      `Second item, per thing              3.5`,
      '',
      label[0] ?? '',
      `                                    ${figure}`,
      label[1] ?? '',
      '',
      'Management is included in these figures.',
    ]);
    expect(t?.rows.map((r) => r.filter(Boolean))).toEqual([
      ['First item, per thing', '2.0'],
      ['Second item, per thing', '3.5'],
      [`${label[0]} ${label[1]}`, figure],
    ]);
  });
});

describe('a schedule row whose description wraps around its code and quantity', () => {
  it.each([
    ['Sludge hauling (tanker, Class B biosolids, up to', '6,000 gal)', '0002'],
    ['Confined-space entry inspection (permit, Level', '2)', '1002'],
  ])('%s', (upper, lower, code) => {
    const [t] = read([
      'CLIN  Description                                              Qty     Unit',
      '',
      '0001 Routine sampling visit (grab samples)                    120     EA',
      '',
      `       ${upper}`,
      `${code}                                                           45      EA`,
      `       ${lower}`,
      '',
      '0003 Data entry into the database                             165     EA',
    ]);
    const rows = t?.rows.map((r) => r.filter(Boolean).join(' ')) ?? [];
    expect(rows).toEqual([
      '0001 Routine sampling visit (grab samples) 120 EA',
      `${code} ${upper} ${lower} 45 EA`,
      '0003 Data entry into the database 165 EA',
    ]);
  });
});
