import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectKind } from './detect-kind';
import { ExtractionFailure } from './extraction-failure';
import { parseDocument } from './parse-document';

const solicitations = fileURLToPath(new URL('../../test/fixtures/solicitations/', import.meta.url));
const read = (name: string) => readFileSync(solicitations + name);

describe('parseDocument on the real solicitations', () => {
  it('reads the GSA PDF with pages and paragraphs', async () => {
    const result = await parseDocument(read('gsa-ads-bpa-rfq.pdf'), 'pdf');
    expect(result.pages).toBeGreaterThan(1);
    expect(result.characters).toBe(result.text.length);
    expect(result.text).toMatch(/Agile Delivery Services/i);
    expect(result.text).toContain('\n\n');
    // Column gaps are three spaces or more; word spaces one.
    expect(result.text).not.toMatch(/\S {2}\S|\n{3}/);
  });

  it('reads the IRS guard PWS PDF', async () => {
    const result = await parseDocument(read('irs-andover-guard-pws.pdf'), 'pdf');
    expect(result.pages).toBe(33);
    expect(result.text).toMatch(/Andover/);
  });

  it('reads the ePermit .docx', async () => {
    const bytes = read('usfs-epermit/API-SOO-12-21.docx');
    expect(detectKind(bytes)).toBe('docx');
    const result = await parseDocument(bytes, 'docx');
    expect(result.text).toMatch(/ePermit/i);
    expect(result.pages).toBeUndefined();
  });

  it('reads the Word 97 .doc whose body is "This is a test"', async () => {
    const bytes = read('legacy-word97.doc');
    expect(detectKind(bytes)).toBe('doc');
    const result = await parseDocument(bytes, 'doc');
    expect(result.text).toBe('This is a test');
    expect(result.warnings.some((warning) => warning.includes('14 characters'))).toBe(true);
  });

  it('refuses the scanned PDF as a scanned image without text', async () => {
    const failure = await parseDocument(read('bad-input/image-only-scan.pdf'), 'pdf').catch((error) => error);
    expect(failure).toBeInstanceOf(ExtractionFailure);
    expect(failure.reason).toBe('scanned');
    expect(failure.message).toMatch(/scanned image without text/);
  });
});
