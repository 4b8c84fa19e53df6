import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { toExportRows } from '../export/rows';
import { PERIOD_FALLBACK_RULE } from '../plan/period-hours';
import { planTotals } from '../plan/totals';
import { toXlsx, XLSX_MAX_CELL_CHARS, xmlText } from './index';

/** Reads cells straight from the OOXML parts, without exceljs. */
function readWorkbook(bytes: Uint8Array, sheetPart = 'xl/worksheets/sheet1.xml') {
  const files = unzipSync(bytes);
  const part = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`missing part ${name}`);
    return strFromU8(file);
  };
  const unescapeXml = (text: string) =>
    text
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const shared = files['xl/sharedStrings.xml']
    ? [...part('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
        [...(m[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => unescapeXml(t[1] ?? '')).join(''),
      )
    : [];
  const sheet = part(sheetPart);
  const cells = new Map<string, { value: string | number; formula?: string; style?: string }>();
  for (const m of sheet.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const [, ref = '', attrs = '', body = ''] = m;
    const type = /\bt="(\w+)"/.exec(attrs)?.[1];
    const style = /\bs="(\d+)"/.exec(attrs)?.[1];
    const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
    const inline = /<is>([\s\S]*?)<\/is>/.exec(body)?.[1];
    const formula = /<f>([\s\S]*?)<\/f>/.exec(body)?.[1];
    let value: string | number = '';
    if (type === 's') value = shared[Number(v)] ?? '';
    else if (type === 'inlineStr')
      value = unescapeXml([...(inline ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join(''));
    else if (type === 'str') value = unescapeXml(v ?? '');
    else if (v !== undefined) value = Number(v);
    cells.set(ref, {
      value,
      ...(formula ? { formula: unescapeXml(formula) } : {}),
      ...(style ? { style } : {}),
    });
  }
  return { files, part, sheet, cells };
}

type Read = ReturnType<typeof readWorkbook>;
const BUILT_IN_FORMATS: Record<string, string> = { '0': 'General', '3': '#,##0', '4': '#,##0.00' };

function xfOf(book: Read, ref: string): string {
  const styles = book.part('xl/styles.xml');
  const list = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  const xfs = [...list.matchAll(/<xf [^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g)].map((m) => m[0]);
  return xfs[Number(book.cells.get(ref)?.style ?? 0)] ?? '';
}

function fontOf(book: Read, ref: string): string {
  const styles = book.part('xl/styles.xml');
  const list = /<fonts[^>]*>([\s\S]*?)<\/fonts>/.exec(styles)?.[1] ?? '';
  const fonts = [...list.matchAll(/<font>([\s\S]*?)<\/font>/g)].map((m) => m[1] ?? '');
  return fonts[Number(/fontId="(\d+)"/.exec(xfOf(book, ref))?.[1] ?? 0)] ?? '';
}

function numberFormatOf(book: Read, ref: string): string | undefined {
  const id = /numFmtId="(\d+)"/.exec(xfOf(book, ref))?.[1] ?? '0';
  const custom = new RegExp(`<numFmt numFmtId="${id}" formatCode="([^"]*)"`).exec(
    book.part('xl/styles.xml'),
  )?.[1];
  return custom ?? BUILT_IN_FORMATS[id];
}

const tasks = [
  {
    taskId: '1.1',
    lcat: 'Program Manager',
    hours: 1880,
    mathRationale: '1 FTE x 1,880 h',
    basis: 'C.3.1 <PM> & "lead"',
  },
  {
    taskId: '2',
    lcat: 'Développeur 😀',
    hours: 940,
    mathRationale: '=0.5 FTE',
    basis: 'Remote work\nline two',
    location: 'Denver, CO',
  },
  {
    taskId: '3',
    lcat: 'QA Engineer',
    hours: 500,
    mathRationale: '  indented ',
    basis: 'Support at the Pentagon',
  },
];

describe('toXlsx', () => {
  it('writes the plan to sheet "Staffing Plan" with header, rows and totals that a non-exceljs reader sees', async () => {
    const bytes = await toXlsx(tasks, { planName: 'Guard' });
    expect(bytes).toBeInstanceOf(Uint8Array);
    const { part, cells, sheet } = readWorkbook(bytes);
    expect(part('xl/workbook.xml')).toMatch(/<sheet [^>]*name="Staffing Plan"/);
    const header = ['A', 'B', 'C', 'D', 'E', 'F'].map((c) => cells.get(`${c}1`)?.value);
    expect(header).toEqual(['Task Number', 'Location', 'Role', 'Hours', 'Calculation Method', 'Notes']);
    toExportRows(tasks).forEach((row, i) => {
      const read = ['A', 'B', 'C', 'D', 'E', 'F'].map((c) => cells.get(`${c}${i + 2}`)?.value ?? '');
      expect(read).toEqual(row);
    });
    expect(cells.get('B4')?.value).toBe('Pentagon');
    expect(cells.get('A5')?.value).toBe('Total');
    expect(cells.get('D5')).toMatchObject({ value: 3320, formula: 'SUM(D2:D4)' });
    expect(cells.get('E5')?.value).toBe('Total FTE');
    expect(cells.get('F5')).toMatchObject({ value: planTotals(tasks).totalFte, formula: 'ROUND(D5/1880,2)' });
    expect(cells.get('A7')?.value).toBe(
      'FTE basis: 1,880 hours per FTE (Total FTE = Total Hours / 1,880, rounded to two decimals).',
    );
    expect(sheet).toMatch(
      /<pane [^>]*ySplit="1"[^>]*state="frozen"|<pane [^>]*state="frozen"[^>]*ySplit="1"/,
    );
    expect(sheet).toMatch(/<autoFilter ref="A1:F4"\/>/);
    expect(sheet).toMatch(/<col min="6" max="6" width="70"/);
  });

  it('styles the header bold and formats hours', async () => {
    const whole = readWorkbook(await toXlsx(tasks));
    expect(fontOf(whole, 'A1')).toContain('<b/>');
    expect(fontOf(whole, 'A5')).toContain('<b/>');
    expect(fontOf(whole, 'A2')).not.toContain('<b/>');
    expect(numberFormatOf(whole, 'D2')).toBe('#,##0');
    const fractional = readWorkbook(await toXlsx([{ ...tasks[0]!, hours: 12.5 }]));
    expect(numberFormatOf(fractional, 'D2')).toBe('#,##0.00');
    expect(fractional.cells.get('D2')?.value).toBe(12.5);
  });

  it('uses the plan hours per FTE and copes with an empty plan', async () => {
    const { cells } = readWorkbook(await toXlsx([], { hoursPerFte: 2080 }));
    expect(cells.get('A2')?.value).toBe('Total');
    expect(cells.get('F2')).toMatchObject({ value: 0, formula: 'ROUND(D2/2080,2)' });
    expect(cells.get('A4')?.value).toContain('2,080 hours per FTE');
  });

  it('keeps arbitrary printable text intact', async () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((s) => s.trim() === s && s !== '');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ taskId: text, lcat: text, hours: fc.nat(50_000), mathRationale: text, basis: text }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        async (rows) => {
          const { cells } = readWorkbook(await toXlsx(rows));
          toExportRows(rows).forEach((row, i) => {
            expect(['A', 'B', 'C', 'D', 'E', 'F'].map((c) => cells.get(`${c}${i + 2}`)?.value ?? '')).toEqual(
              row,
            );
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('sheet XML', () => {
  it('escapes markup, drops characters XML cannot hold and cuts at the cell limit', () => {
    expect(xmlText('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
    expect(xmlText('bell\u0007 tab\t\uffff😀 lone\ud800')).toBe('bell tab\t😀 lone');
    expect(xmlText('x'.repeat(40_000))).toHaveLength(XLSX_MAX_CELL_CHARS);
  });

  it('writes a large plan that a second reader (exceljs itself) also loads', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ ...tasks[i % 3]!, taskId: String(i + 1) }));
    const bytes = await toXlsx(many);
    const { cells } = readWorkbook(bytes);
    expect(cells.get('A251')?.value).toBe('250');
    expect(cells.get('D252')).toMatchObject({ formula: 'SUM(D2:D251)', value: planTotals(many).totalHours });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.slice().buffer);
    const sheet = workbook.getWorksheet('Staffing Plan');
    expect(sheet?.getCell('C3').value).toBe(many[1]?.lcat);
    expect(sheet?.getCell('D251').value).toBe(many[249]?.hours);
    expect(sheet?.getCell('D251').numFmt).toBe('#,##0');
  });
});

describe('Hours by Period sheet', () => {
  const withPeriods = [
    {
      ...tasks[0]!,
      periods: [
        { name: 'Base Year', hours: 1880 },
        { name: 'Option Year 1', hours: 1880 },
      ],
    },
    {
      ...tasks[1]!,
      periods: [
        { name: 'Transition', hours: 470 },
        { name: 'Base Year', hours: 940 },
      ],
    },
    { ...tasks[2]! },
  ];
  const periodOfPerformance = {
    months: 30,
    periods: [
      { name: 'Base Year', months: 12 },
      { name: 'Option Year 1', months: 12 },
      { name: 'Transition', months: 6 },
    ],
  };

  it('breaks hours down by period with totals and FTE per period', async () => {
    const bytes = await toXlsx(withPeriods, { periodOfPerformance });
    const main = readWorkbook(bytes);
    expect(main.part('xl/workbook.xml')).toMatch(/<sheet [^>]*name="Hours by Period"/);
    const { cells, sheet } = readWorkbook(bytes, 'xl/worksheets/sheet2.xml');
    const row = (r: number) => ['A', 'B', 'C', 'D', 'E', 'F'].map((c) => cells.get(`${c}${r}`)?.value ?? '');
    expect(row(1)).toEqual([
      'Task Number',
      'Role',
      'Base Year',
      'Option Year 1',
      'Transition',
      'Total (all periods)',
    ]);
    expect(row(2)).toEqual(['1.1', 'Program Manager', 1880, 1880, '', 3760]);
    expect(row(3)).toEqual(['2', 'Développeur 😀', 940, '', 470, 1410]);
    // A task without periods counts all its hours in the first period (PERIOD_FALLBACK_RULE).
    expect(row(4)).toEqual(['3', 'QA Engineer', 500, '', '', 500]);
    expect(cells.get('C5')).toMatchObject({ value: 3320, formula: 'SUM(C2:C4)' });
    expect(cells.get('F5')).toMatchObject({ value: 5670, formula: 'SUM(F2:F4)' });
    expect(cells.get('A6')?.value).toBe('FTE');
    expect(cells.get('C6')).toMatchObject({ value: 1.77, formula: 'ROUND(C5/1880,2)' });
    expect(cells.get('A9')?.value).toBe(PERIOD_FALLBACK_RULE);
    expect(cells.get('E6')).toMatchObject({ value: 0.5, formula: 'ROUND(E5/940,2)' });
    expect(sheet).toMatch(/state="frozen"/);
  });

  it('is written only when tasks have periods', async () => {
    const { files } = readWorkbook(await toXlsx(tasks));
    expect(files['xl/worksheets/sheet2.xml']).toBeUndefined();
  });

  it('holds every task of a large plan', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ ...withPeriods[i % 2]!, taskId: String(i + 1) }));
    const { cells } = readWorkbook(await toXlsx(many, { periodOfPerformance }), 'xl/worksheets/sheet2.xml');
    expect(cells.get('A301')?.value).toBe('300');
    expect(cells.get('F301')?.value).toBe(1410);
    expect(cells.get('C302')).toMatchObject({ formula: 'SUM(C2:C301)', value: 150 * 1880 + 150 * 940 });
  });
});
