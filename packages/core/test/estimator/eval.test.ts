import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { estimatePlan } from '../../src/estimator/index';

// The shared evaluation material: real solicitations and the scorer, read at test time.
const EVAL = join(import.meta.dirname, '../../../../../shared/eval');
const truthPath = join(EVAL, 'ground-truth.json');
const available = existsSync(truthPath);
const out = mkdtempSync(join(tmpdir(), 'estimator-eval-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface TruthDoc {
  id: string;
  stated: boolean;
  files: { primary: string; supporting?: string[] };
}
const docs: TruthDoc[] = available ? JSON.parse(readFileSync(truthPath, 'utf8')).documents : [];
// Text and Markdown documents are read as they are; Word originals through the Markdown text
// beside them (the same name, or the Markdown file whose name the Word file's contains).
const textOf = (rel: string): string | null => {
  if (/\.(md|txt)$/.test(rel)) return readFileSync(join(EVAL, rel), 'utf8');
  if (!/\.docx?$/.test(rel)) return null;
  const dir = dirname(join(EVAL, rel));
  const name = basename(rel)
    .replace(/\.docx?$/, '')
    .toLowerCase();
  const md = readdirSync(dir).find((f) => f.endsWith('.md') && name.includes(f.slice(0, -3).toLowerCase()));
  return md ? readFileSync(join(dir, md), 'utf8') : null;
};

describe.skipIf(!available && !process.env.CI)(
  'estimator on the ground-truth solicitations (text and Markdown)',
  () => {
    for (const doc of docs) {
      const primary = textOf(doc.files.primary);
      if (primary === null) continue;
      it(`${doc.id}: every scorer check passes`, () => {
        const plan = estimatePlan({
          primary: { name: basename(doc.files.primary), text: primary },
          supporting: (doc.files.supporting ?? []).map((f) => ({ name: basename(f), text: textOf(f) ?? '' })),
        });
        const path = join(out, `${doc.id}.json`);
        writeFileSync(path, JSON.stringify(plan));
        const run = spawnSync(process.execPath, [join(EVAL, 'score.mjs'), '--id', doc.id, '--plan', path], {
          encoding: 'utf8',
        });
        expect(run.stdout).not.toMatch(/^FAIL/m);
        expect(run.status).toBe(0);
        // No stated level of effort is invented where the document states none.
        expect(plan.staffingSource).toBe(doc.stated ? 'stated' : 'estimated');
      });
    }
  },
);
