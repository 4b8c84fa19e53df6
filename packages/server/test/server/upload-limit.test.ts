import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, readSingleUpload } from '../../src/documents/read-upload';

let server: Server;
let url: string;

// Answers the size the reader accepted, or the status of its refusal.
beforeAll(async () => {
  server = createServer((req, res) => {
    readSingleUpload(req).then(
      ({ bytes }) => res.writeHead(200).end(String(bytes.length)),
      (error: Error & { status?: number }) => res.writeHead(error.status ?? 500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function upload(size: number): Promise<{ status: number; text: string }> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(size)]), 'rfp.pdf');
  const res = await fetch(url, { method: 'POST', body });
  return { status: res.status, text: await res.text() };
}

describe('the 50 MiB upload limit', () => {
  it('accepts a file of exactly 50 MiB', async () => {
    expect(MAX_UPLOAD_BYTES).toBe(50 * 1024 * 1024);
    expect(await upload(MAX_UPLOAD_BYTES)).toEqual({ status: 200, text: String(MAX_UPLOAD_BYTES) });
  });

  it('refuses one byte more with 413', async () => {
    expect((await upload(MAX_UPLOAD_BYTES + 1)).status).toBe(413);
  });
});
