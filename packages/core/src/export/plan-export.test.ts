import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { FULL_PLAN } from '../plan/full-plan.fixture';
import { toCsv } from './csv';
import { EXPORT_COLUMNS } from './rows';

describe('toCsv of a whole plan', () => {
  const rows = parse(toCsv(FULL_PLAN), { relax_column_count: false }) as string[][];

  it('keeps the six export columns first and adds Source, Citation and hours per period', () => {
    expect(rows[0]).toEqual([
      ...EXPORT_COLUMNS,
      'Source',
      'Citation',
      'Base Year Hours',
      'Option Year 1 Hours',
    ]);
    expect(rows[1]).toEqual([
      '1.1',
      'Washington, DC',
      'Program Manager (Key)',
      '4160',
      '1 FTE x 2,080 h x 2 periods',
      'Stated in the staffing table',
      'Stated',
      '"Program Manager (Key) 2,080 hours per year" (Table 3, pws.pdf)',
      '2080',
      '2080',
    ]);
    // No periods of its own: all its hours in the first period.
    expect(rows[3]?.slice(6)).toEqual(['Assumed', 'No requirement states this line', '520', '0']);
  });

  it('follows with a rectangular second section of totals, confidence, assumptions, questions and stated vs planned', () => {
    const start = rows.findIndex((r) => r[0] === 'Section');
    expect(rows[start - 1]?.every((c) => c === '')).toBe(true);
    const section = rows.slice(start + 1).map((r) => r.slice(0, 3));
    expect(section).toContainEqual(['Totals', '10,920 h', '5.25 FTE at 2,080 hours per FTE']);
    expect(section).toContainEqual(['Period', 'Base Year', '5,720 h, 2.75 FTE']);
    expect(section).toContainEqual([
      'Confidence',
      'Medium confidence',
      'Key staff are stated; help desk hours are derived from ticket volume.',
    ]);
    expect(section).toContainEqual(['Sources', '1 stated · 1 derived · 1 assumed', '']);
    expect(section).toContainEqual(['Assumption', '0.5 h per ticket (industry norm).', '']);
    expect(section.find((r) => r[0] === 'Open question')?.[2]).toMatch(/^Ask the contracting officer; /);
    expect(section).toContainEqual([
      'Stated vs planned',
      'Whole plan · Base Year',
      'stated 3.00 FTE; planned 2.50 FTE; difference -0.50 FTE',
    ]);
    expect(section).toContainEqual([
      'Footing',
      'Base Year',
      'stated total 6,240; rows sum to 6,000; does not foot',
    ]);
    expect(section.find((r) => r[0] === 'Budget')?.[2]).toContain(
      'buys 5.02 FTE at $115.00/h (assumed rate)',
    );
  });

  it('keeps the task-list export exactly as docs/product.md gives it', () => {
    expect(toCsv(FULL_PLAN.tasks).split('\r\n')[0]).toBe(EXPORT_COLUMNS.join(','));
  });
});
