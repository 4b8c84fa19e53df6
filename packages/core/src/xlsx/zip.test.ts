import { crc32, gzipSync } from 'node:zlib';
import { strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fromGzip, packZip } from './zip';

/** Reads name, CRC-32 and sizes from the central directory (APPNOTE 4.3.12). */
function centralDirectory(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries: Array<{ name: string; crc: number; size: number; method: number }> = [];
  for (let i = 0; i < count; i += 1) {
    expect(view.getUint32(offset, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(offset + 28, true);
    const extra = view.getUint16(offset + 30, true);
    const comment = view.getUint16(offset + 32, true);
    entries.push({
      method: view.getUint16(offset + 10, true),
      crc: view.getUint32(offset + 16, true),
      size: view.getUint32(offset + 24, true),
      name: new TextDecoder().decode(zip.subarray(offset + 46, offset + 46 + nameLength)),
    });
    offset += 46 + nameLength + extra + comment;
  }
  return entries;
}

const files = {
  '[Content_Types].xml': strToU8('<Types/>'),
  'xl/worksheets/sheet1.xml': strToU8(
    `<sheetData>${'<row><c><v>1880</v></c></row>'.repeat(5000)}</sheetData>`,
  ),
  'docProps/app.xml': strToU8('é😀 unicode'),
  'empty.txt': new Uint8Array(),
};

describe('packZip', () => {
  it.each([
    ['native deflate', true],
    ['fflate deflate', false],
  ])('writes a valid archive with %s', async (_name, native) => {
    const zip = await packZip(files, new Date('1980-01-01T00:00:00Z'), native);
    expect(unzipSync(zip)).toEqual(files);
    const entries = centralDirectory(zip);
    expect(entries.map((e) => e.name)).toEqual(Object.keys(files));
    for (const entry of entries) {
      const data = files[entry.name as keyof typeof files];
      expect(entry.crc).toBe(crc32(data));
      expect(entry.size).toBe(data.length);
    }
    expect(zip.length).toBeLessThan(files['xl/worksheets/sheet1.xml'].length / 10);
  });

  it('reads gzip members with optional header fields', () => {
    const data = strToU8('hello hello hello');
    const plain = new Uint8Array(gzipSync(data));
    const name = strToU8('file.txt\0');
    const named = new Uint8Array(plain.length + name.length);
    named.set(plain.subarray(0, 10));
    named[3] = (named[3] ?? 0) | 0x08;
    named.set(name, 10);
    named.set(plain.subarray(10), 10 + name.length);
    for (const gzip of [plain, named]) {
      const entry = fromGzip(gzip);
      expect(entry.crc).toBe(crc32(data));
      expect(entry.size).toBe(data.length);
    }
    expect(() => fromGzip(new Uint8Array(20))).toThrow('not a gzip stream');
  });
});
