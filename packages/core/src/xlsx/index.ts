/**
 * `@staffplan/core/xlsx`: the Excel export. It is the one entry point that loads exceljs, so
 * the browser fetches it only when the user exports.
 */
import type { ExportTask } from '../export/rows';
import { buildWorkbook, type XlsxOptions } from './workbook';

export {
  buildWorkbook,
  fteBasisNote,
  XLSX_COLUMN_WIDTHS,
  XLSX_SHEET_NAME,
  type XlsxOptions,
} from './workbook';

/**
 * The plan as an .xlsx file (see buildWorkbook for the layout). Strings are written inline
 * rather than through the shared-strings table and the archive uses fast deflate: for
 * 10,000 tasks this is markedly faster than exceljs's default writer (bench/core-export.mjs).
 * @example
 * const bytes = await toXlsx(plan.tasks, { hoursPerFte: plan.hoursPerFte });
 * // browser: new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
 */
export async function toXlsx(tasks: readonly ExportTask[], options: XlsxOptions = {}): Promise<Uint8Array> {
  const workbook = buildWorkbook(tasks, options);
  const buffer: ArrayBuffer | ArrayBufferView = await workbook.xlsx.writeBuffer({
    useSharedStrings: false,
    zip: { compression: 'DEFLATE', compressionOptions: { level: 1 } },
  });
  return ArrayBuffer.isView(buffer)
    ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
    : new Uint8Array(buffer);
}

/**
 * The media type of .xlsx files.
 * @example
 * new Blob([bytes], { type: XLSX_MEDIA_TYPE })
 */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
