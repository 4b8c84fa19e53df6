// Imports TypeScript test support of the repository straight from source: esbuild (tsup's own)
// bundles a one-line entry into a temp folder, and the bundle is imported and removed. For
// benches that run a generator living under packages/*/test without a build.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('../..', import.meta.url).pathname;
const esbuild = createRequire(createRequire(join(root, 'package.json')).resolve('tsup'))('esbuild');

/**
 * The module built from `contents` (TypeScript), resolved from `dir` (relative to the repo root).
 * @example
 * const { grid } = await importFromSource("export { grid } from './phrasings';", 'packages/core/test/prose');
 */
export async function importFromSource(contents, dir) {
  const out = mkdtempSync(join(tmpdir(), 'bench-source-'));
  try {
    const entry = join(out, 'entry.mjs');
    await esbuild.build({
      stdin: { contents, resolveDir: join(root, dir), loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: entry,
      logLevel: 'error',
    });
    return await import(pathToFileURL(entry).href);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
