import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inferLocation } from '../plan/location';
import { neutralizeFormula, toCsv } from './csv';
import { exportFileName, thinkingProcessFileName } from './file-name';

const task = (over: Record<string, unknown> = {}) => ({
  taskId: '1.1',
  lcat: 'Program Manager',
  hours: 1880,
  mathRationale: '1 FTE x 1,880 h',
  basis: 'C.3.1: "shall" provide, on-site',
  ...over,
});

describe('toCsv', () => {
  it('writes the six columns with RFC 4180 quoting and inferred locations', () => {
    expect(toCsv([task()])).toBe(
      'Task Number,Location,Role,Hours,Calculation Method,Notes\r\n' +
        '1.1,On-site,Program Manager,1880,"1 FTE x 1,880 h","C.3.1: ""shall"" provide, on-site"\r\n',
    );
  });

  it('neutralises cells that spreadsheets would run as formulas', () => {
    const csv = toCsv([task({ lcat: '=cmd|calc', basis: '+1', mathRationale: '-2', location: '@SUM(A1)' })]);
    const [, row] = parse(csv) as string[][];
    expect(row).toEqual(['1.1', "'@SUM(A1)", "'=cmd|calc", '1880', "'-2", "'+1"]);
    expect(neutralizeFormula('\tx')).toBe("'\tx");
    expect(neutralizeFormula('\rx')).toBe("'\rx");
  });

  it('can start with a byte order mark', () => {
    expect(toCsv([], { bom: true }).startsWith('\uFEFFTask Number')).toBe(true);
  });

  it('round-trips arbitrary strings through a standard CSV parser', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: fc.constantFrom('"', ',', '\n', '\r', ' ', 'a', '=', '-', '\t', 'é', '😀') }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            taskId: text,
            lcat: text,
            hours: fc.nat(100_000),
            mathRationale: text,
            basis: text,
            location: text,
          }),
          { maxLength: 8 },
        ),
        (tasks) => {
          const rows = parse(toCsv(tasks), { relax_column_count: false }) as string[][];
          expect(rows).toHaveLength(tasks.length + 1);
          tasks.forEach((t, i) => {
            const location = neutralizeFormula(inferLocation(t));
            expect(rows[i + 1]).toEqual([
              neutralizeFormula(t.taskId),
              location,
              neutralizeFormula(t.lcat),
              String(t.hours),
              neutralizeFormula(t.mathRationale),
              neutralizeFormula(t.basis),
            ]);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('file names', () => {
  it('follows {plan name with underscores}_staffing_plan_{date}', () => {
    const date = new Date('2026-11-22T10:00:00Z');
    expect(exportFileName('Guard services  Fort Bragg', date, 'csv')).toBe(
      'Guard_services_Fort_Bragg_staffing_plan_2026-11-22.csv',
    );
    expect(exportFileName('a/b', '2026-01-02', 'xlsx')).toBe('ab_staffing_plan_2026-01-02.xlsx');
    expect(exportFileName('', date, 'csv')).toBe('Untitled_staffing_plan_2026-11-22.csv');
    expect(thinkingProcessFileName(date)).toBe('thinking-process-2026-11-22.txt');
  });
});
