import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSingleUpload } from './read-upload';

let server: Server;
let url: string;

// Answers what the reader made of the upload: its size and whether the bytes fill their memory.
beforeAll(async () => {
  server = createServer((req, res) => {
    readSingleUpload(req).then(
      ({ fileName, bytes }) => {
        const body = {
          declared: req.headers['content-length'] !== undefined,
          fileName,
          length: bytes.length,
          spansItsMemory: bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength,
          start: Buffer.from(bytes).toString('base64').slice(0, 40),
        };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      },
      (error: Error & { status?: number }) => res.writeHead(error.status ?? 500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function form(bytes: Uint8Array): FormData {
  const body = new FormData();
  body.append('file', new Blob([bytes]), 'rfp.pdf');
  return body;
}

describe('readSingleUpload', () => {
  // PDF.js copies bytes that do not span their whole ArrayBuffer: a 50 MB PDF would be held twice.
  it('hands over the file in memory it fills exactly, with a declared length', async () => {
    const file = randomBytes(3 * 1024 * 1024 + 17);
    const res = await fetch(url, { method: 'POST', body: form(file) });
    expect(await res.json()).toEqual({
      declared: true,
      fileName: 'rfp.pdf',
      length: file.length,
      spansItsMemory: true,
      start: file.toString('base64').slice(0, 40),
    });
  });

  it('and without one (a chunked body)', async () => {
    const file = randomBytes(1024 * 1024 + 5);
    const encoded = new Response(form(file));
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      body: Readable.toWeb(Readable.from([Buffer.from(await encoded.arrayBuffer())])) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(await res.json()).toMatchObject({ declared: false, length: file.length, spansItsMemory: true });
  });
});
