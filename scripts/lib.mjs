// Shared helpers for the root scripts: bootstrap pnpm through npx, install, build.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command in the project root with inherited output; exits on failure. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Runs pnpm 10 (bootstrapped through npx; corepack does not work on every machine). */
export function pnpm(args, options = {}) {
  run('npx', ['-y', 'pnpm@10', ...args], options);
}

/** Installs with the frozen lockfile unless node_modules is newer than the lockfile. */
export function install() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('▸ installing dependencies (pnpm, frozen lockfile)');
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

/** Builds every package (core first; pnpm orders by workspace dependencies). */
export function build() {
  console.log('▸ building packages');
  pnpm(['-r', '--filter', './packages/**', 'run', 'build']);
}

export function readJson(path) {
  return JSON.parse(readFileSync(join(root, path), 'utf8'));
}
