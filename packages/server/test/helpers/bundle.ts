import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'tsup';
import { afterAll, beforeAll } from 'vitest';

/** The server package's folder. */
export const packageDir = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Bundles `entry` as the build does (ESM for Node 20, one file per entry) into a fresh folder
 * under the package's ignored .tmp (inside the package, so the bundle resolves its
 * dependencies). Tests run the result in a plain Node process, without vitest's hooks.
 */
export async function bundleForNode(entry: Record<string, string>, prefix: string): Promise<string> {
  await mkdir(join(packageDir, '.tmp'), { recursive: true });
  const outDir = await mkdtemp(join(packageDir, '.tmp', prefix));
  await build({
    entry,
    outDir,
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    splitting: false,
    dts: false,
    silent: true,
    config: false,
  });
  return outDir;
}

/**
 * For a test file: bundles `entry` (bundleForNode) before its tests and removes the folder
 * after them. `bundle.dir` is the folder once the tests run.
 * @example
 * const bundle = useNodeBundle({ pool: 'src/generation/worker/pool.ts' }, 'built-pool-');
 */
export function useNodeBundle(entry: Record<string, string>, prefix: string): { readonly dir: string } {
  const bundle = { dir: '' };
  beforeAll(async () => {
    bundle.dir = await bundleForNode(entry, prefix);
  }, 120_000);
  afterAll(async () => {
    if (bundle.dir) await rm(bundle.dir, { recursive: true, force: true });
  });
  return bundle;
}

/**
 * Runs `script` as an ES module in a plain Node process (no vitest hooks) in the package
 * folder, after any `nodeArgs`; answers its standard output.
 */
export async function runNodeModule(
  script: string,
  options: { nodeArgs?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  const args = [...(options.nodeArgs ?? []), '--input-type=module', '-e', script];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: packageDir,
    ...(options.env ? { env: options.env } : {}),
  });
  return stdout;
}
