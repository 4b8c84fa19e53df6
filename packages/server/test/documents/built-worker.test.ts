import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundleForNode, packageDir } from '../helpers/bundle';

const solicitations = fileURLToPath(new URL('../fixtures/solicitations/', import.meta.url));
let outDir: string;

// The built server starts dist/documents-worker.js beside its bundle. This builds the same
// layout (the documents module bundled as one entry, the worker as its sibling entry) into
// a scratch folder and runs it in a plain Node process, without the TypeScript hooks.
beforeAll(async () => {
  outDir = await bundleForNode(
    { documents: 'src/documents/index.ts', 'documents-worker': 'src/documents/worker-entry.ts' },
    'built-worker-',
  );
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

it('extracts through the bundled worker entry in a plain Node process', async () => {
  const script = `
    import { readFileSync } from 'node:fs';
    import { extractDocument, closeDocumentWorkers } from ${JSON.stringify(join(outDir, 'documents.js'))};
    const dir = ${JSON.stringify(solicitations)};
    const pdf = await extractDocument(readFileSync(dir + 'gsa-ads-bpa-rfq.pdf'));
    const doc = await extractDocument(readFileSync(dir + 'legacy-word97.doc'));
    const scan = await extractDocument(readFileSync(dir + 'bad-input/image-only-scan.pdf')).catch((e) => e);
    console.log(JSON.stringify({ pdf: [pdf.kind, pdf.pages], doc: doc.text, scan: scan.status }));
    await closeDocumentWorkers();
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: packageDir,
  });
  expect(JSON.parse(stdout.trim())).toEqual({ pdf: ['pdf', 19], doc: 'This is a test', scan: 422 });
}, 60_000);
