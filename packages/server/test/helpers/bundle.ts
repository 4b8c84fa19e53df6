import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

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
