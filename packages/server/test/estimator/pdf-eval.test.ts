import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { estimatePlan } from '@staffplan/core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDocumentWorkers, extractDocument } from '../../src/documents/index';

// The real eval PDFs, read through the server's own extractor (PDF.js in a worker thread),
// then the local estimator, then the shared scorer in a child process.
const EVAL = fileURLToPath(new URL('../../../../../shared/eval/', import.meta.url));
const available = existsSync(join(EVAL, 'score.mjs'));
const out = mkdtempSync(join(tmpdir(), 'pdf-eval-'));

afterAll(async () => {
  rmSync(out, { recursive: true, force: true });
  await closeDocumentWorkers();
});

const CASES = [
  { id: 'irs-andover-guards', file: 'irs-andover-guard-pws.pdf', source: 'stated' },
  { id: 'gsa-ads-bpa', file: 'gsa-ads-bpa-rfq.pdf', source: 'estimated' },
] as const;

describe.skipIf(!available && !process.env.CI)(
  'estimator on the eval PDFs through the server extractor',
  () => {
    for (const c of CASES) {
      it(`${c.id}: every scorer check passes`, { timeout: 60_000 }, async () => {
        const extracted = await extractDocument(readFileSync(join(EVAL, 'solicitations', c.file)), {
          fileName: c.file,
        });
        expect(extracted.kind).toBe('pdf');
        const plan = estimatePlan({ primary: { name: c.file, text: extracted.text } });
        const path = join(out, `${c.id}.json`);
        writeFileSync(path, JSON.stringify(plan));
        const run = spawnSync(process.execPath, [join(EVAL, 'score.mjs'), '--id', c.id, '--plan', path], {
          encoding: 'utf8',
        });
        expect(run.stdout, run.stdout).not.toMatch(/^FAIL/m);
        expect(run.status, run.stdout).toBe(0);
        // Stated staffing is used where the document states it, and none is invented elsewhere.
        expect(plan.staffingSource).toBe(c.source);
      });
    }
  },
);
