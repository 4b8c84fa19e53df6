import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  makeDeeplyNestedDocx,
  makeDocx,
  makeLoopingPdf,
  makeTextPdf,
  makeZipBombDocx,
  makeZipBombXlsx,
} from '../../test/fixtures/generate.mjs';
import { appErrorOf } from '../../test/helpers/app-error';
import { assertDocxWithinLimits } from './docx-guard';
import { ExtractionFailure } from './extraction-failure';
import { closeDocumentWorkers, extractDocument } from './extract-document';

const irsPdf = fileURLToPath(
  new URL('../../test/fixtures/solicitations/irs-andover-guard-pws.pdf', import.meta.url),
);

afterAll(closeDocumentWorkers);

describe('the .docx guard (before any reader inflates)', () => {
  it('refuses a bomb that declares its 300 MB honestly, from the central directory alone', async () => {
    const bomb = await makeZipBombDocx(300);
    const started = performance.now();
    expect(() => assertDocxWithinLimits(bomb)).toThrow(ExtractionFailure);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('refuses a bomb that lies about its size while inflating, never past the declared size', async () => {
    const bomb = await makeZipBombDocx(300, { lie: true });
    expect(() => assertDocxWithinLimits(bomb)).toThrow(/zip bomb/);
  });

  it('lets a real document through', () => {
    expect(() => assertDocxWithinLimits(makeDocx(['The contractor shall provide']))).not.toThrow();
  });
});

describe('hostile files in the worker: a clear 422 and the process stays up', () => {
  it('zip bomb .docx', async () => {
    const error = await appErrorOf(extractDocument(await makeZipBombDocx(300, { lie: true })));
    expect(error.status).toBe(422);
    expect(error.extra).toMatchObject({ reason: 'too_large' });
  });

  it('zip bomb .xlsx, whether it declares its size or lies about it', async () => {
    for (const lie of [false, true]) {
      const error = await appErrorOf(extractDocument(await makeZipBombXlsx(300, { lie })));
      expect(error.status).toBe(422);
      expect(error.extra).toMatchObject({ reason: 'too_large' });
      expect(error.message).toMatch(/Excel workbook .*zip bomb/);
    }
  });

  it('a damaged .xlsx', async () => {
    const workbook = readFileSync(
      new URL('../../test/fixtures/documents/price-schedule.xlsx', import.meta.url),
    );
    const error = await appErrorOf(extractDocument(workbook.subarray(0, workbook.length - 200)));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/Excel workbook could not be read/);
  });

  it('deeply nested XML', async () => {
    const error = await appErrorOf(extractDocument(makeDeeplyNestedDocx()));
    expect(error.status).toBe(422);
  });

  it('a parse that outruns the time limit is terminated', async () => {
    const error = await appErrorOf(extractDocument(readFileSync(irsPdf), { timeoutMs: 5 }));
    expect(error.status).toBe(422);
    expect(error.extra).toMatchObject({ reason: 'timeout' });
    expect(error.message).toMatch(/took longer than 5 ms/);
  });

  it('a parse that outgrows the memory limit is terminated', async () => {
    const page = Array.from({ length: 400_000 }, (_, i) => `line ${i}`);
    const error = await appErrorOf(extractDocument(makeTextPdf([page]), { maxMemoryMb: 64 }));
    expect(error.status).toBe(422);
    expect(error.extra).toMatchObject({ reason: 'memory' });
  }, 120_000);

  it('a PDF whose page tree contains itself and claims a billion pages', async () => {
    const started = performance.now();
    const error = await appErrorOf(extractDocument(makeLoopingPdf()));
    expect(error.status).toBe(422);
    expect(error.extra).toMatchObject({ reason: 'damaged' });
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('a truncated PDF', async () => {
    const pdf = readFileSync(irsPdf);
    const error = await appErrorOf(extractDocument(pdf.subarray(0, Math.floor(pdf.length * 0.6))));
    expect(error.status).toBe(422);
    expect(error.extra).toMatchObject({ reason: 'damaged' });
  });

  it('after all of that, the next document still extracts', async () => {
    const result = await extractDocument(readFileSync(irsPdf));
    expect(result.pages).toBe(33);
  });
});
