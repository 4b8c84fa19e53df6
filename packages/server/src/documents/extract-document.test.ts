import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTextPdf, paginate, solicitationLines } from '../../test/fixtures/generate.mjs';
import { appErrorOf } from '../../test/helpers/app-error';
import { closeDocumentWorkers, documentWorkerThreads, extractDocument } from './extract-document';
import { parseDocument } from './parse-document';

const solicitations = fileURLToPath(new URL('../../test/fixtures/solicitations/', import.meta.url));
const read = (name: string) => readFileSync(solicitations + name);

afterAll(closeDocumentWorkers);

describe('extractDocument (in a worker thread)', () => {
  it('extracts the real PDF, DOCX and DOC solicitations', async () => {
    const pdf = await extractDocument(read('gsa-ads-bpa-rfq.pdf'));
    expect(pdf).toMatchObject({ kind: 'pdf', pages: 19 });
    expect(pdf.text).toMatch(/Agile Delivery Services/);
    const docx = await extractDocument(read('usfs-epermit/API-SOO-12-21.docx'));
    expect(docx.kind).toBe('docx');
    const doc = await extractDocument(read('legacy-word97.doc'));
    expect(doc).toMatchObject({ kind: 'doc', text: 'This is a test', characters: 14 });
  });

  it("leaves the caller's bytes intact unless told to transfer them", async () => {
    const bytes = read('legacy-word97.doc');
    await extractDocument(bytes);
    expect(bytes.length).toBe(92672);
  });

  it('answers 422 for the scanned PDF, saying it is a scanned image without text', async () => {
    const error = await appErrorOf(extractDocument(read('bad-input/image-only-scan.pdf')));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/scanned image without text/);
    expect(error.extra).toMatchObject({ reason: 'scanned' });
  });

  it('reads a PDF split across the workers exactly as one reader does, pages in order', async () => {
    const bytes = read('irs-andover-guard-pws.pdf');
    const [split, whole] = await Promise.all([extractDocument(bytes), parseDocument(bytes, 'pdf')]);
    expect(split.pages).toBe(33);
    expect(split.text).toBe(whole.text);
    expect(split.warnings).toEqual(whole.warnings);
  });

  it('reads a balanced page tree in page order, as the flat one', async () => {
    const pages = paginate(solicitationLines(60_000));
    const flat = await extractDocument(makeTextPdf(pages));
    const tree = await extractDocument(makeTextPdf(pages, { fanout: 3 }));
    expect(tree.pages).toBe(pages.length);
    expect(pages.length).toBeGreaterThan(9);
    expect(tree.text).toBe(flat.text);
  });

  it('queues more documents than there are workers and answers each with its own text', async () => {
    const files = ['legacy-word97.doc', 'gsa-ads-bpa-rfq.pdf', 'usfs-epermit/API-SOO-12-21.docx'];
    const results = await Promise.all([...files, ...files].map((name) => extractDocument(read(name))));
    expect(results.map((result) => result.kind)).toEqual(['doc', 'pdf', 'docx', 'doc', 'pdf', 'docx']);
    expect(results[0]?.text).toBe('This is a test');
    expect(results[4]?.text).toBe(results[1]?.text);
  });

  it('answers 415 for an OpenDocument file', async () => {
    const error = await appErrorOf(extractDocument(read('dos-talentmap/Attachment1_PWS.odt')));
    expect(error.status).toBe(415);
    expect(error.message).toBe(
      'Please upload a PDF, Word (.docx/.doc), Excel (.xlsx), text or Markdown document.',
    );
  });
});

describe('documents over 16 MB', () => {
  it('are read one at a time, each by a worker that has stopped by the time the answer arrives', async () => {
    await closeDocumentWorkers();
    // 14 pages of text, each padded with a 1.3 MB image: about 18 MB.
    const large = makeTextPdf(paginate(solicitationLines(60_000)), { imageBytes: 1_300_000 });
    expect(large.length).toBeGreaterThan(16 * 1024 * 1024);
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, documentWorkerThreads());
    }, 2);
    try {
      const [first, second] = await Promise.all([extractDocument(large), extractDocument(large)]);
      expect(first.text).toBe(second.text);
      expect(first.characters).toBeGreaterThan(55_000);
      expect(documentWorkerThreads()).toBe(0);
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBe(1);
  });
});
