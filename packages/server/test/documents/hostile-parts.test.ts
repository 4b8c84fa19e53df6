import { createDeflateRaw } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDocumentWorkers } from '../../src/documents/index';
import { makeDocx, makeZip } from '../fixtures/generate.mjs';
import { getTestServer, type TestServer } from '../helpers/test-server';
import type { TestUser } from '../helpers/test-user';
import { upload } from './upload-helpers';
import { createSubscriber } from '../helpers/subscription';

const MB = 1024 * 1024;
const ZIP_BOMB = /expands to far more data than a real document \(a "zip bomb"/;

/** Raw-deflates `totalBytes` of spaces 1 MB at a time, so the test never holds them. */
async function deflatedSpaces(totalBytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const chunk = Buffer.alloc(MB, 0x20);
  for (let written = 0; written < totalBytes; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';

/**
 * A .docx whose package relationships send the reader to `word/main.bin`, a part that
 * inflates to `inflatedBytes` of whitespace while its headers declare `declaredBytes`. A
 * harmless word/document.xml is there too, so the upload is taken for a Word document.
 */
function hostileDocx(deflated: Buffer, inflatedBytes: number, declaredBytes: number): Buffer {
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/main.bin" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_DOCUMENT}" Target="word/main.bin"/></Relationships>`,
      ),
    },
    { name: 'word/document.xml', data: xml('<w:document xmlns:w="x"/>') },
    { name: 'word/main.bin', deflated, size: inflatedBytes, crc: 0, declaredSize: declaredBytes },
  ]);
}

let server: TestServer;
let member: TestUser;

beforeAll(async () => {
  server = await getTestServer();
  member = await createSubscriber(server);
  // Warm the extraction worker so its start-up is not counted as growth.
  const warm = await upload(server, member.accessToken, makeDocx(['The contractor shall mow']), 'warm.docx');
  expect(warm.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await closeDocumentWorkers();
});

/** Uploads `bytes` while sampling the process's RSS (the extraction workers live in it). */
async function uploadWatchingMemory(bytes: Buffer, name: string) {
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const response = await upload(server, member.accessToken, bytes, name);
  clearInterval(sampler);
  const body = (await response.json()) as { error?: string };
  await new Promise((resolve) => setTimeout(resolve, 200));
  const after = process.memoryUsage.rss();
  return {
    status: response.status,
    body,
    peakGrowthMb: (peak - before) / MB,
    growthMb: (after - before) / MB,
  };
}

describe('a Word part named anything is bounded before it is inflated', () => {
  it('refuses a 1 MB .docx whose _rels/.rels points at word/main.bin inflating to 1 GB (declared 1 KB)', async () => {
    const deflated = await deflatedSpaces(1024 * MB);
    const bomb = hostileDocx(deflated, 1024 * MB, 1024);
    expect(bomb.length).toBeLessThan(2 * MB);
    const result = await uploadWatchingMemory(bomb, 'bomb.docx');
    expect(result.peakGrowthMb).toBeLessThan(100);
    expect(result.growthMb).toBeLessThan(100);
    expect([413, 422]).toContain(result.status);
    expect(result.body.error).toMatch(ZIP_BOMB);
  }, 120_000);

  it('refuses a part that declares its 90 MB honestly but compresses a thousandfold', async () => {
    const deflated = await deflatedSpaces(90 * MB);
    const result = await uploadWatchingMemory(hostileDocx(deflated, 90 * MB, 90 * MB), 'ratio.docx');
    expect([413, 422]).toContain(result.status);
    expect(result.body.error).toMatch(ZIP_BOMB);
    expect(result.peakGrowthMb).toBeLessThan(100);
  }, 60_000);

  it('refuses a workbook with the same kind of part, and reads a real document afterwards', async () => {
    const deflated = await deflatedSpaces(200 * MB);
    const workbook = makeZip([
      {
        name: 'xl/workbook.xml',
        data: xml(
          '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="S" sheetId="1"/></sheets></workbook>',
        ),
      },
      { name: 'xl/media/blob.bin', deflated, size: 200 * MB, crc: 0, declaredSize: 2048 },
    ]);
    const result = await uploadWatchingMemory(workbook, 'bomb.xlsx');
    expect([413, 422]).toContain(result.status);
    expect(result.body.error).toMatch(/Excel workbook expands to far more data/);
    expect(result.peakGrowthMb).toBeLessThan(100);
    const after = await upload(
      server,
      member.accessToken,
      makeDocx(['The contractor shall paint']),
      'ok.docx',
    );
    expect(after.status).toBe(200);
  }, 60_000);
});
