import type { IncomingMessage } from 'node:http';
import { basename } from 'node:path';
import { fileTooLargeMessage, MAX_UPLOAD_BYTES } from '@staffplan/core';
import busboy from 'busboy';
import { AppError } from '../errors';

/** The upload limit, core's (contract/limits.ts). */
export { MAX_UPLOAD_BYTES };
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** One uploaded file, held in memory only (never written to disk). */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** 413 with core's "File Too Large" message (docs/product.md, Messages users see). */
export function fileTooLarge(bytes: number, maxBytes = MAX_UPLOAD_BYTES): AppError {
  return new AppError('payload_too_large', fileTooLargeMessage(bytes, maxBytes));
}

function cleanFileName(raw: string | undefined): string {
  const base = basename((raw ?? '').replace(/\\/g, '/'));
  const printable = [...base].filter((char) => char >= ' ' && char !== '\u007F').join('');
  return printable.trim().slice(0, 255) || 'document';
}

/**
 * Gives a large buffer's memory back now rather than at the next full collection: moving
 * (transferring) it leaves an empty buffer here and a new, unreferenced owner that the next
 * minor collection frees.
 */
function release(buffer: Buffer): void {
  // allocUnsafeSlow memory is a plain ArrayBuffer, never shared.
  const memory = buffer.buffer as ArrayBuffer;
  structuredClone(memory, { transfer: [memory] });
}

/**
 * Gathers a file's chunks. When the request declares its length, the file is copied into
 * one buffer of that size as it arrives, so a 50 MB upload occupies 50 MB, not the chunks
 * plus their concatenation.
 */
class FileCollector {
  private buffer: Buffer | undefined;
  private chunks: Buffer[] = [];
  private size = 0;

  constructor(expected: number) {
    // Never from Buffer's shared pool: the memory is handed over to the extraction worker.
    if (expected > 0) this.buffer = Buffer.allocUnsafeSlow(expected);
  }

  push(chunk: Buffer): void {
    if (this.buffer && this.size + chunk.length <= this.buffer.length) chunk.copy(this.buffer, this.size);
    else {
      if (this.buffer) this.chunks.push(this.buffer.subarray(0, this.size));
      this.buffer = undefined;
      this.chunks.push(chunk);
    }
    this.size += chunk.length;
  }

  /**
   * The file, in memory of its own that it fills exactly (safe to transfer to a worker).
   * Exactly: PDF.js copies any bytes that do not span their whole ArrayBuffer, so a buffer
   * sized from Content-Length (the file plus the multipart framing) made the worker hold a
   * 50 MB PDF twice while it read it.
   */
  bytes(): Buffer {
    const { buffer } = this;
    if (buffer && buffer.length === this.size) return buffer;
    const out = Buffer.allocUnsafeSlow(this.size);
    if (buffer) {
      buffer.copy(out, 0, 0, this.size);
      this.buffer = undefined;
      release(buffer);
      return out;
    }
    let offset = 0;
    for (const chunk of this.chunks) offset += chunk.copy(out, offset);
    return out;
  }

  discard(): void {
    this.buffer = undefined;
    this.chunks = [];
  }
}

/**
 * Reads the multipart field `file` (exactly one file) into memory, stopping as soon as it
 * passes `maxBytes`: the rest of the body is discarded unread and a 413 is thrown.
 */
export function readSingleUpload(req: IncomingMessage, maxBytes = MAX_UPLOAD_BYTES): Promise<UploadedFile> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) {
    req.resume();
    return Promise.reject(fileTooLarge(declared, maxBytes));
  }
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
    req.resume();
    return Promise.reject(
      new AppError('bad_request', 'Send the document as multipart/form-data in the field "file".'),
    );
  }
  return new Promise<UploadedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 64 * 1024, parts: 40 },
      });
    } catch {
      reject(new AppError('bad_request', 'The multipart body is malformed.'));
      return;
    }
    let upload: UploadedFile | undefined;
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== 'file') {
        stream.resume();
        fail(
          new AppError(
            'bad_request',
            `Unexpected file field "${field}": send the document in the field "file".`,
          ),
        );
        return;
      }
      const collector = new FileCollector(Number.isFinite(declared) ? Math.min(declared, maxBytes) : 0);
      stream.on('data', (chunk: Buffer) => collector.push(chunk));
      stream.on('limit', () => {
        collector.discard();
        fail(
          fileTooLarge(Number.isFinite(declared) ? Math.max(declared, maxBytes + 1) : maxBytes + 1, maxBytes),
        );
      });
      stream.on('end', () => {
        if (!settled) upload = { fileName: cleanFileName(info.filename), bytes: collector.bytes() };
      });
    });
    parser.on('filesLimit', () => fail(new AppError('bad_request', 'Upload one file at a time.')));
    parser.on('error', () => fail(new AppError('bad_request', 'The multipart body is malformed.')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (upload) resolve(upload);
      else
        reject(
          new AppError(
            'bad_request',
            'No file was uploaded: send the document in the multipart field "file".',
          ),
        );
    });
    req.on('aborted', () => fail(new AppError('bad_request', 'The upload was interrupted.')));
    req.pipe(parser);
  });
}
