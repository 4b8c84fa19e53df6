import type ExcelJS from 'exceljs';
import { strFromU8, strToU8 } from 'fflate';
import { columnLetter, xmlText } from '../xlsx/sheet-rows';

function cellXml(ref: string, style: string, value: ExcelJS.CellValue): string {
  if (typeof value === 'number')
    return `<c r="${ref}"${style}><v>${Number.isFinite(value) ? value : 0}</v></c>`;
  if (typeof value === 'string') {
    if (value === '') return '';
    const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
    return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
  }
  if (value && typeof value === 'object' && 'formula' in value) {
    const result = typeof value.result === 'number' ? `<v>${value.result}</v>` : '';
    return `<c r="${ref}"${style}><f>${xmlText(value.formula)}</f>${result}</c>`;
  }
  return '';
}

/**
 * Replaces the single data row exceljs wrote (sheet row `firstRow`) with all `rows`, each
 * cell taking the style exceljs gave its column in that row: the sheet of a 10,000-line cost
 * volume is written several times faster than cell by cell through exceljs.
 * @example
 * injectRows(files, 'xl/worksheets/sheet1.xml', rows, 2)
 */
export function injectRows(
  files: Record<string, Uint8Array>,
  part: string,
  rows: ReadonlyArray<ReadonlyArray<ExcelJS.CellValue>>,
  firstRow: number,
): void {
  if (rows.length <= 1) return;
  const sheet = files[part];
  if (!sheet) throw new Error(`exceljs wrote no ${part}`);
  const xml = strFromU8(sheet);
  const sample = new RegExp(`<row r="${firstRow}"[\\s>][\\s\\S]*?</row>`).exec(xml);
  if (!sample) throw new Error(`exceljs wrote no first data row in ${part}`);
  const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
  const letters = Array.from({ length: width }, (_, i) => columnLetter(i));
  const styles = letters.map((letter) => {
    const style = new RegExp(`<c r="${letter}${firstRow}"[^>]*?\\ss="(\\d+)"`).exec(sample[0])?.[1];
    return style === undefined ? '' : ` s="${style}"`;
  });
  const parts: string[] = [];
  rows.forEach((row, index) => {
    const r = firstRow + index;
    let out = `<row r="${r}">`;
    for (let col = 0; col < row.length; col += 1)
      out += cellXml(`${letters[col]}${r}`, styles[col] ?? '', row[col] ?? null);
    parts.push(`${out}</row>`);
  });
  files[part] = strToU8(
    xml.slice(0, sample.index) + parts.join('') + xml.slice(sample.index + sample[0].length),
  );
}
