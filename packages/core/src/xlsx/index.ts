/**
 * `@staffplan/core/xlsx`: the Excel export. It is the one entry point that loads exceljs, so
 * the browser fetches it only when the user exports.
 */
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { type XlsxInput, xlsxModel } from './model';
import { periodSheet } from './period-sheet';
import { columnLetter, type SheetValue, sheetRowsXml } from './sheet-rows';
import { layoutWorkbook, type XlsxOptions } from './workbook';
import { packZip } from './zip';

export { type XlsxInput, type XlsxModel, xlsxModel } from './model';
export { PERIOD_SHEET_NAME, type PeriodSheet, periodSheet } from './period-sheet';
export { ASSUMPTIONS_SHEET_NAME, STATED_SHEET_NAME } from './plan-sheets';
export { columnLetter, type SheetValue, sheetRowsXml, XLSX_MAX_CELL_CHARS, xmlText } from './sheet-rows';
export {
  buildWorkbook,
  fteBasisNote,
  XLSX_COLUMN_WIDTHS,
  XLSX_SHEET_NAME,
  type XlsxOptions,
} from './workbook';

// ZIP timestamps start in 1980; core reads no clock, so a fixed time is used unless given.
const ZIP_EPOCH = new Date('1980-01-01T00:00:00Z');

function toBytes(buffer: ArrayBuffer | ArrayBufferView): Uint8Array {
  return ArrayBuffer.isView(buffer)
    ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
    : new Uint8Array(buffer);
}

/**
 * The plan as an .xlsx file (layout: see buildWorkbook). Given bare tasks: the six export
 * columns and 'Hours by Period' when tasks carry periods. Given a whole plan (preferred): also
 * Source and Citation columns, the plan's own hours per FTE, and the 'Assumptions' and
 * 'Stated vs planned' sheets; every number comes from planView. exceljs lays out the workbook with the header, the first data
 * row, the totals row, styles, frozen pane, autofilter and basis note; the data rows
 * themselves are then written straight into the sheet XML as inline strings and the
 * archive packed with the platform's native deflate (fflate where there is none). For 10,000 tasks that is many times
 * faster than exceljs writing every cell (bench/core-export.mjs).
 * @example
 * const bytes = await toXlsx(plan, { planName: 'Help desk' });
 * // browser: new Blob([bytes], { type: XLSX_MEDIA_TYPE })
 */
export async function toXlsx(input: XlsxInput, options: XlsxOptions = {}): Promise<Uint8Array> {
  const model = xlsxModel(input, options);
  const template = await layoutWorkbook(model, options, 1).xlsx.writeBuffer({
    useSharedStrings: false,
    zip: { compression: 'STORE' },
  });
  const files = unzipSync(toBytes(template));
  injectRows(files, 'xl/worksheets/sheet1.xml', model.rows);
  const periods = periodSheet(model.view);
  if (periods) injectRows(files, 'xl/worksheets/sheet2.xml', periods.rows);
  return packZip(files, options.now ?? ZIP_EPOCH);
}

/**
 * Replaces the single data row exceljs wrote (sheet row 2) with all rows, each cell taking
 * the style exceljs gave the same column in that row.
 */
function injectRows(
  files: Record<string, Uint8Array>,
  part: string,
  rows: ReadonlyArray<ReadonlyArray<SheetValue>>,
): void {
  if (rows.length <= 1) return;
  const sheet = files[part];
  if (!sheet) throw new Error(`exceljs wrote no ${part}`);
  const xml = strFromU8(sheet);
  const sample = /<row r="2"[\s>][\s\S]*?<\/row>/.exec(xml);
  if (!sample) throw new Error(`exceljs wrote no first data row in ${part}`);
  const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
  const styles = Array.from({ length: width }, (_, i) => {
    const style = new RegExp(`<c r="${columnLetter(i)}2"[^>]*?\\ss="(\\d+)"`).exec(sample[0])?.[1];
    return style === undefined ? undefined : Number(style);
  });
  const start = sample.index;
  files[part] = strToU8(
    xml.slice(0, start) + sheetRowsXml(rows, 2, styles) + xml.slice(start + sample[0].length),
  );
}

/**
 * The media type of .xlsx files.
 * @example
 * new Blob([bytes], { type: XLSX_MEDIA_TYPE })
 */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
