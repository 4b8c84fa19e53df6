import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeDocx, makeTextPdf, makeZip } from '../../test/fixtures/generate.mjs';
import { detectKind } from './detect-kind';

const solicitations = fileURLToPath(new URL('../../test/fixtures/solicitations/', import.meta.url));
const read = (name: string) => readFileSync(solicitations + name);

describe('detectKind', () => {
  it('recognises the real PDF, DOCX and DOC files by content', () => {
    expect(detectKind(read('gsa-ads-bpa-rfq.pdf'))).toBe('pdf');
    expect(detectKind(read('bad-input/image-only-scan.pdf'))).toBe('pdf');
    expect(detectKind(read('usfs-epermit/API-SOO-12-21.docx'))).toBe('docx');
    expect(detectKind(read('legacy-word97.doc'))).toBe('doc');
  });

  it('recognises plain text and Markdown, and an .xlsx by its workbook part', () => {
    expect(detectKind(read('niaid-iqa-rfp.txt'))).toBe('text');
    expect(detectKind(read('dos-talentmap/Attachment2_PWS.md'))).toBe('text');
    expect(detectKind(Buffer.from('C.3 Scope\tcontractor \u2013 shall'))).toBe('text');
    expect(detectKind(makeZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]))).toBe('xlsx');
  });

  it('refuses OpenDocument, executables, binary data, empty input and ZIPs without a Word or Excel body', () => {
    expect(detectKind(read('dos-talentmap/Attachment1_PWS.odt'))).toBeNull();
    expect(detectKind(Buffer.from('text with a NUL\u0000 byte'))).toBeNull();
    expect(detectKind(Buffer.from('{\\rtf1\\ansi Scope of work}'))).toBeNull();
    expect(detectKind(Buffer.from('<!DOCTYPE html><html><body>PWS</body></html>'))).toBeNull();
    expect(detectKind(Buffer.from('<?xml version="1.0"?><pws/>'))).toBeNull();
    expect(detectKind(Buffer.from(Array.from({ length: 400 }, (_, i) => (i * 7) % 32)))).toBeNull();
    expect(detectKind(readFileSync(process.execPath).subarray(0, 4096))).toBeNull();
    expect(detectKind(new Uint8Array(0))).toBeNull();
    expect(detectKind(makeZip([{ name: 'content.xml', data: Buffer.from('<x/>') }]))).toBeNull();
  });

  it('refuses an OLE2 compound file that holds no WordDocument stream (e.g. a spreadsheet)', () => {
    const ole = Buffer.alloc(2048);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole);
    Buffer.from('Workbook', 'utf16le').copy(ole, 1024);
    expect(detectKind(ole)).toBeNull();
  });

  it('still calls a truncated .docx a .docx, so the answer is "damaged" rather than "wrong type"', () => {
    const docx = makeDocx(['Scope of work']);
    expect(detectKind(docx)).toBe('docx');
    expect(detectKind(docx.subarray(0, docx.length - 30))).toBe('docx');
  });

  it('reads generated PDFs and ignores the file name entirely', () => {
    expect(detectKind(makeTextPdf([['The contractor shall']]))).toBe('pdf');
  });
});
