import { inflateRawSync } from 'node:zlib';

/** One file listed in a ZIP archive's central directory. */
export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflate; anything else is unsupported. */
  method: number;
  compressedSize: number;
  /** The size the archive declares; it may lie, so inflation re-checks it. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARKER = 0xffffffff;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEndOfCentralDirectory(bytes: Uint8Array, data: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, so it sits in the tail.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (data.getUint32(offset, true) === EOCD_SIGNATURE) return offset;
  }
  return -1;
}

/**
 * Lists a ZIP archive's entries from its central directory without inflating anything.
 * Returns null when the bytes are not a readable ZIP (no end record, or a directory that
 * points outside the file).
 */
export function readZipEntries(bytes: Uint8Array, maxEntries = 100_000): ZipEntry[] | null {
  if (bytes.length < 22) return null;
  const data = view(bytes);
  const eocd = findEndOfCentralDirectory(bytes, data);
  if (eocd < 0) return null;
  const count = data.getUint16(eocd + 10, true);
  const size = data.getUint32(eocd + 12, true);
  let offset = data.getUint32(eocd + 16, true);
  if (offset + size > bytes.length || count > maxEntries) return null;
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || data.getUint32(offset, true) !== CENTRAL_SIGNATURE) return null;
    const nameLength = data.getUint16(offset + 28, true);
    const extraLength = data.getUint16(offset + 30, true);
    const commentLength = data.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) return null;
    entries.push({
      method: data.getUint16(offset + 10, true),
      compressedSize: data.getUint32(offset + 20, true),
      uncompressedSize: data.getUint32(offset + 24, true),
      localHeaderOffset: data.getUint32(offset + 42, true),
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** True when an entry uses ZIP64 sizes, which no genuine Word document needs. */
export function isZip64(entry: ZipEntry): boolean {
  return (
    entry.compressedSize === ZIP64_MARKER ||
    entry.uncompressedSize === ZIP64_MARKER ||
    entry.localHeaderOffset === ZIP64_MARKER
  );
}

/**
 * Inflates one entry, refusing to produce more than `maxBytes` (zlib stops as soon as the
 * output passes the cap, so a bomb never expands in memory). Throws a RangeError when the
 * cap is passed and an Error when the entry is damaged.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  const data = view(bytes);
  const local = entry.localHeaderOffset;
  if (local + 30 > bytes.length || data.getUint32(local, true) !== LOCAL_SIGNATURE) {
    throw new Error(`ZIP entry ${entry.name} has no local header`);
  }
  const start = local + 30 + data.getUint16(local + 26, true) + data.getUint16(local + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new Error(`ZIP entry ${entry.name} is truncated`);
  const raw = bytes.subarray(start, end);
  if (entry.method === 0) {
    if (raw.length > maxBytes) throw new RangeError(`ZIP entry ${entry.name} exceeds ${maxBytes} bytes`);
    return raw;
  }
  if (entry.method !== 8) throw new Error(`ZIP entry ${entry.name} uses unsupported method ${entry.method}`);
  try {
    return inflateRawSync(raw, { maxOutputLength: Math.max(1, maxBytes) });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new RangeError(`ZIP entry ${entry.name} inflates past ${maxBytes} bytes`);
    }
    throw error;
  }
}
