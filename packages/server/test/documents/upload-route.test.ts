import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MAX_UPLOAD_BYTES, UploadResponseSchema } from '@staffplan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDocumentWorkers } from '../../src/documents/index';
import { makeTextPdf, makeZipBombDocx, paginate, solicitationLines } from '../fixtures/generate.mjs';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { upload } from './upload-helpers';
import { createSubscriber } from '../helpers/subscription';

const solicitations = fileURLToPath(new URL('../fixtures/solicitations/', import.meta.url));
const read = (name: string) => readFileSync(solicitations + name);
const UNSUPPORTED = 'Please upload a PDF, Word (.docx/.doc), Excel (.xlsx), text or Markdown document.';

let server: TestServer;
let member: TestUser;

beforeAll(async () => {
  server = await getTestServer();
  member = await createSubscriber(server);
});

afterAll(async () => {
  await server?.close();
  await closeDocumentWorkers();
});

describe('POST /api/upload', () => {
  it('extracts a real PDF, stores only its text with an expiry and answers the upload shape', async () => {
    const response = await upload(
      server,
      member.accessToken,
      read('gsa-ads-bpa-rfq.pdf'),
      'gsa-ads-bpa-rfq.pdf',
    );
    expect(response.status).toBe(200);
    const body = UploadResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ kind: 'pdf', pages: 19, fileName: 'gsa-ads-bpa-rfq.pdf' });
    expect(body.fullText).toBe(body.text);
    expect(body.characters).toBe(body.text.length);
    expect(body.text).toMatch(/Agile Delivery Services/);
    const documentId = (body as { documentId?: unknown }).documentId;
    const row = await server.deps.db.kysely
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', String(documentId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: member.user.id, kind: 'pdf', characters: body.characters });
    const hours = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
  });

  it('reads the .docx and the Word 97 .doc by content, whatever their names', async () => {
    const docx = await upload(server, member.accessToken, read('usfs-epermit/API-SOO-12-21.docx'), 'soo.bin');
    expect(docx.status).toBe(200);
    expect(await docx.json()).toMatchObject({ kind: 'docx', fileName: 'soo.bin' });
    const doc = await upload(server, member.accessToken, read('legacy-word97.doc'), 'legacy.pdf');
    expect(doc.status).toBe(200);
    expect(await doc.json()).toMatchObject({
      kind: 'doc',
      text: 'This is a test',
      fullText: 'This is a test',
    });
  });

  it('reads an Excel workbook and a Markdown file by content, whatever their names', async () => {
    const workbook = readFileSync(new URL('../fixtures/documents/price-schedule.xlsx', import.meta.url));
    const xlsx = await upload(server, member.accessToken, workbook, 'schedule.bin');
    expect(xlsx.status).toBe(200);
    const sheet = (await xlsx.json()) as { kind: string; text: string };
    expect(sheet.kind).toBe('xlsx');
    expect(sheet.text).toContain('| 1 | Project Manager - Senior | 2080 | 2080 | 10% |');
    const markdown = Buffer.from('# C.3 Scope\n\n| LCAT | Hours |\n|---|---|\n| Analyst | 1,880 |\n');
    const md = await upload(server, member.accessToken, markdown, 'pws.md');
    expect(md.status).toBe(200);
    expect(await md.json()).toMatchObject({
      kind: 'text',
      text: '# C.3 Scope\n\n| LCAT | Hours |\n|---|---|\n| Analyst | 1,880 |',
    });
  });

  it('answers 422 for the scanned PDF with a message saying it is a scanned image without text', async () => {
    const response = await upload(
      server,
      member.accessToken,
      read('bad-input/image-only-scan.pdf'),
      'scan.pdf',
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; code: string };
    expect(body.code).toBe('unprocessable');
    expect(body.error).toMatch(/scanned image without text/);
  });

  it.each([
    ['an OpenDocument file', () => read('dos-talentmap/Attachment1_PWS.odt'), 'pws.odt'],
    [
      'an executable renamed to .pdf',
      () => readFileSync(process.execPath).subarray(0, 256 * 1024),
      'rfp.pdf',
    ],
    ['an empty file', () => new Uint8Array(0), 'empty.docx'],
    [
      'binary data named .txt',
      () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131) % 256)),
      'rfp.txt',
    ],
  ])('answers 415 with the product message for %s', async (_label, bytes, name) => {
    const response = await upload(server, member.accessToken, bytes(), name);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: UNSUPPORTED, code: 'unsupported_media_type' });
  });

  it('answers 422 for a truncated PDF and a zip-bomb .docx, and keeps serving', async () => {
    const pdf = read('irs-andover-guard-pws.pdf');
    const truncated = await upload(server, member.accessToken, pdf.subarray(0, pdf.length / 2), 'cut.pdf');
    expect(truncated.status).toBe(422);
    const bomb = await upload(
      server,
      member.accessToken,
      await makeZipBombDocx(300, { lie: true }),
      'bomb.docx',
    );
    expect(bomb.status).toBe(422);
    expect(((await bomb.json()) as { error: string }).error).toMatch(/zip bomb/);
    const after = await upload(server, member.accessToken, read('legacy-word97.doc'), 'again.doc');
    expect(after.status).toBe(200);
  });

  it('answers 413 with the product message for 50 MB + 1 byte, without storing anything', async () => {
    const before = await server.deps.db.kysely
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const tooBig = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    tooBig.write('%PDF-1.4\n');
    const response = await upload(server, member.accessToken, tooBig, 'big.pdf');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: 'File size (50.00 MB) exceeds the maximum allowed size of 50MB. Please choose a smaller file',
      code: 'payload_too_large',
    });
    const after = await server.deps.db.kysely
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('answers 413 at once, before reading, when the declared length is far over the limit', async () => {
    const response = await upload(
      server,
      member.accessToken,
      Buffer.alloc(60 * 1024 * 1024, 0x20),
      'huge.pdf',
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toMatch(/^File size \(60\.00 MB\) exceeds/);
  });

  it('answers 403 subscription_required to a signed-in user without a subscription', async () => {
    const visitor = await createTestUser(server);
    const response = await upload(server, visitor.accessToken, read('legacy-word97.doc'), 'a.doc');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'subscription_required' });
  });

  it('requires a bearer token, one file, in the field "file"', async () => {
    const doc = read('legacy-word97.doc');
    expect((await upload(server, undefined, doc, 'a.doc')).status).toBe(401);
    expect((await upload(server, member.accessToken, doc, 'a.doc', 'document')).status).toBe(400);
    const form = new FormData();
    form.append('file', new Blob([doc]), 'a.doc');
    form.append('file', new Blob([doc]), 'b.doc');
    const two = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.accessToken}` },
      body: form,
    });
    expect(two.status).toBe(400);
  });

  it('extracts a generated 300,000-character PDF in full, line by line', async () => {
    const pdf = makeTextPdf(paginate(solicitationLines(300_000)));
    const response = await upload(server, member.accessToken, pdf, 'long.pdf');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { characters: number; warnings: string[]; text: string };
    expect(body.characters).toBeGreaterThan(295_000);
    expect(body.text.split('\n').length).toBeGreaterThan(3000);
    expect(body.warnings.join(' ')).toMatch(/summarised/);
  });
});
