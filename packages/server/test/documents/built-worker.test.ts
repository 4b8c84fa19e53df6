import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { runNodeModule, useNodeBundle } from '../helpers/bundle';

const solicitations = fileURLToPath(new URL('../fixtures/solicitations/', import.meta.url));
// The built server starts dist/documents-worker.js beside its bundle. This builds the same
// layout (the documents module bundled as one entry, the worker as its sibling entry) into
// a scratch folder and runs it in a plain Node process, without the TypeScript hooks.
const bundle = useNodeBundle(
  { documents: 'src/documents/index.ts', 'documents-worker': 'src/documents/worker-entry.ts' },
  'built-worker-',
);

it('extracts through the bundled worker entry in a plain Node process', async () => {
  const script = `
    import { readFileSync } from 'node:fs';
    import { extractDocument, closeDocumentWorkers } from ${JSON.stringify(join(bundle.dir, 'documents.js'))};
    const dir = ${JSON.stringify(solicitations)};
    const pdf = await extractDocument(readFileSync(dir + 'gsa-ads-bpa-rfq.pdf'));
    const doc = await extractDocument(readFileSync(dir + 'legacy-word97.doc'));
    const scan = await extractDocument(readFileSync(dir + 'bad-input/image-only-scan.pdf')).catch((e) => e);
    console.log(JSON.stringify({ pdf: [pdf.kind, pdf.pages], doc: doc.text, scan: scan.status }));
    await closeDocumentWorkers();
  `;
  const stdout = await runNodeModule(script);
  expect(JSON.parse(stdout.trim())).toEqual({ pdf: ['pdf', 19], doc: 'This is a test', scan: 422 });
}, 60_000);
