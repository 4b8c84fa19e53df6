import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeFormula, toCsv } from './csv';

const BLANKS = /^[\s\p{Cc}\p{Cf}]+/u;
/** What a spreadsheet might see first: blanks and control characters skipped, NFKC applied. */
const visibleStart = (cell: string) => cell.replace(BLANKS, '').normalize('NFKC').replace(BLANKS, '');
const runsAsFormula = (cell: string) => /^[=+\-@]/.test(visibleStart(cell));

describe('the CSV formula guard', () => {
  it.each([
    [' =1+1'],
    ['   +cmd'],
    ['\u00a0-2'],
    ['\u3000@SUM(A1)'],
    ['＝HYPERLINK("http://x")'],
    ['＋1'],
    ['－1'],
    ['＠A1'],
    ['﹦1'],
    ['\n=1+1'],
    ['\t=1+1'],
    ['\r@SUM(A1)'],
    ['\r\n -1'],
    ['\u200b=1'],
    ['\ufeff=1'],
    ['\u0000+1'],
  ])('neutralises %j', (cell) => {
    expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    const [, row] = parse(
      toCsv([{ taskId: '1', lcat: cell, hours: 8, mathRationale: 'x', basis: 'y' }]),
    ) as string[][];
    expect(row?.[2]).toBe(`'${cell}`);
  });

  it('leaves ordinary text alone, signs and dashes inside it included', () => {
    for (const cell of [
      'Developer',
      'C.3.1 - Help desk',
      '1 FTE x 1,880 h',
      'e-mail @ site',
      '≠ stated',
      'Ａnalyst',
    ]) {
      expect(neutralizeFormula(cell)).toBe(cell);
    }
  });

  it('exports no cell that starts a formula once blanks are trimmed and NFKC applied, and round-trips', () => {
    const piece = fc.constantFrom(
      ' ',
      '\t',
      '\n',
      '\r',
      '\u00a0',
      '\u3000',
      '\u2028',
      '\u200b',
      '\ufeff',
      '\u0000',
      '\u001f',
      '\u0085',
      '=',
      '+',
      '-',
      '@',
      '＝',
      '＋',
      '－',
      '＠',
      '﹦',
      '﹢',
      '﹣',
      '﹫',
      '⁼',
      '⁺',
      '⁻',
      '₌',
      '\u0338',
      '\u0301',
      'a',
      'Z',
      '1',
      '"',
      ',',
      "'",
      'é',
      'Ａ',
      '😀',
    );
    const text = fc.oneof(
      fc.string({ unit: piece, maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
    );
    const task = fc.record({
      taskId: text,
      lcat: text,
      hours: fc.nat(10_000),
      mathRationale: text,
      basis: text,
      location: text,
    });
    fc.assert(
      fc.property(fc.array(task, { minLength: 1, maxLength: 5 }), (tasks) => {
        const [, ...rows] = parse(toCsv(tasks)) as string[][];
        expect(rows).toHaveLength(tasks.length);
        rows.forEach((row, i) => {
          for (const cell of row) {
            if (runsAsFormula(cell)) expect(cell.startsWith("'")).toBe(true);
          }
          const source = tasks[i];
          if (!source) return;
          const texts = [source.taskId, source.lcat, source.mathRationale, source.basis];
          expect([row[0], row[2], row[4], row[5]]).toEqual(texts.map(neutralizeFormula));
        });
      }),
      { numRuns: 1_000 },
    );
  });
});
