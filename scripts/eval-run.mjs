// What scripts/eval.mjs runs for one corpus entry: the builds it needs, the product's own
// extraction (the upload's code, in its worker threads), core's estimatePlan and a scorer.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { root } from './lib.mjs';

const coreDist = join(root, 'packages/core/dist/index.js');
const documentsDist = join(root, 'packages/server/dist/documents.js');

/** Newest modification time (ms) of the source files under a folder (tests left out). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(path));
    else if (!/\.test\.tsx?$/.test(entry.name)) latest = Math.max(latest, statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * Builds core and the server's documents entry when their build is missing (or, with
 * `rebuild`, older than the sources). A stale build is only reported by default: in a tree
 * several people edit, a rebuild of half-written sources would leave no build at all.
 */
export function ensureBuilt({ rebuild = false } = {}) {
  const targets = [
    { pkg: 'core', dist: coreDist, sources: 'src' },
    { pkg: 'server', dist: documentsDist, sources: 'src/documents' },
  ];
  for (const { pkg, dist, sources } of targets) {
    const dir = join(root, 'packages', pkg);
    const present = existsSync(dist);
    if (present && statSync(dist).mtimeMs >= newest(join(dir, sources))) continue;
    if (present && !rebuild) {
      console.error(`note: packages/${pkg}/dist is older than its sources (eval --build rebuilds it)`);
      continue;
    }
    console.error(`▸ building packages/${pkg}`);
    const built = spawnSync('npx', ['tsup'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) {
      console.error(`✖ the build of packages/${pkg} failed; fix it or run: cd packages/${pkg} && npx tsup`);
      process.exit(1);
    }
  }
}

/** The product's extraction and estimator, loaded from the builds. */
export async function loadProduct() {
  const documents = await import(documentsDist);
  const core = await import(coreDist);
  return {
    extractDocument: documents.extractDocument,
    closeDocumentWorkers: documents.closeDocumentWorkers,
    estimatePlan: core.estimatePlan,
    applyAmendment: core.applyAmendment,
  };
}

/**
 * Extracts every file of an entry through the upload's code. A refused file is reported
 * and left out; the primary document refused leaves nothing to plan from.
 */
export async function extractEntry(product, folder, entry, dumpDir) {
  const names = [entry.files.primary, ...(entry.files.supporting ?? [])];
  const documents = [];
  const notes = [];
  let ms = 0;
  for (const rel of names) {
    const started = performance.now();
    try {
      const extracted = await product.extractDocument(readFileSync(join(folder, rel)), {
        fileName: basename(rel),
      });
      documents.push({ name: basename(rel), text: extracted.text });
      for (const warning of extracted.warnings) notes.push(`${basename(rel)}: ${warning}`);
      if (dumpDir) {
        const dir = join(dumpDir, entry.id);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${basename(rel)}.txt`), extracted.text);
      }
    } catch (error) {
      documents.push(null);
      notes.push(`${basename(rel)} refused: ${error instanceof Error ? error.message : String(error)}`);
    }
    ms += performance.now() - started;
  }
  const [primary, ...supporting] = documents;
  return { primary, supporting: supporting.filter(Boolean), notes, ms };
}

/** An entry's texts from a folder written by --dump (a file missing there counts as refused). */
export function readDump(dir, entry) {
  const names = [entry.files.primary, ...(entry.files.supporting ?? [])];
  const documents = names.map((rel) => {
    const path = join(dir, entry.id, `${basename(rel)}.txt`);
    return existsSync(path) ? { name: basename(rel), text: readFileSync(path, 'utf8') } : null;
  });
  const notes = names.filter((_, i) => !documents[i]).map((rel) => `${basename(rel)} refused: not in ${dir}`);
  const [primary, ...supporting] = documents;
  return { primary, supporting: supporting.filter(Boolean), notes, ms: 0 };
}

/** Runs a scorer and reads its `ok`/`FAIL` lines. */
export function score(command, args) {
  const run = spawnSync(process.execPath, [command, ...args], { encoding: 'utf8' });
  const lines = run.stdout.split('\n').filter((line) => /^(ok|FAIL)\b/.test(line));
  if (lines.length === 0) {
    const why = (run.stderr || run.stdout).trim().split('\n').pop() ?? '';
    return { passed: 0, total: 0, failing: [], error: `scorer gave no checks (exit ${run.status}): ${why}` };
  }
  const failing = lines
    .filter((line) => line.startsWith('FAIL'))
    .map((line) => {
      const text = line.slice(5);
      const colon = text.indexOf(':');
      return colon < 0
        ? { name: text, detail: '' }
        : { name: text.slice(0, colon), detail: text.slice(colon + 2) };
    });
  return { passed: lines.length - failing.length, total: lines.length, failing };
}

/** Sum of a plan's task hours. */
export function planHours(plan) {
  return plan.tasks.reduce((sum, task) => sum + (Number(task.hours) || 0), 0);
}
