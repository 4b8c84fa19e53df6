import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageDir, runNodeModule, useNodeBundle } from '../helpers/bundle';

// What a server on the embedded defaults loads and how it creates its database, checked on
// the built bundle in a plain Node process (as `npm start` runs it), not through vitest.
const bundle = useNodeBundle(
  { index: 'src/index.ts', 'documents-worker': 'src/documents/worker-entry.ts' },
  'start-footprint-',
);

// Records every module URL the main thread resolves (a module.register resolve hook).
const HOOK = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(process.env.TRACE_FILE, result.url + '\\n');
  return result;
}`;
const REGISTER = `import { register } from 'node:module'; register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOK)}));`;

/** Starts the built server on `dataDir`, pings it, stops it; returns the answer and the trace. */
async function startOnce(dataDir: string): Promise<{ ping: number; urls: string[] }> {
  const trace = join(dataDir, '..', `trace-${Date.now()}.txt`);
  const script = `
    const { loadConfig, startServer } = await import(${JSON.stringify(join(bundle.dir, 'index.js'))});
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: ${JSON.stringify(dataDir)}, LOG_LEVEL: 'silent' });
    const server = await startServer(config);
    const res = await fetch(server.url + '/api/ping');
    await server.close();
    console.log(JSON.stringify({ ping: res.status }));
    process.exit(0);
  `;
  const stdout = await runNodeModule(script, {
    nodeArgs: ['--import', `data:text/javascript,${encodeURIComponent(REGISTER)}`],
    env: { PATH: process.env.PATH ?? '', TRACE_FILE: trace, HOME: dataDir },
  });
  const urls = (await readFile(trace, 'utf8')).split('\n').filter(Boolean);
  return { ...JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}'), urls };
}

// Provider SDKs load when configured; the document parsers live in the extraction worker.
const ON_DEMAND =
  /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(stripe|openai|@anthropic-ai\/sdk|mammoth|word-extractor|unpdf)\//;

describe('a server on the embedded defaults', () => {
  it('creates its database on the first start, reopens it on the next, and loads no SDK or parser it does not use', async () => {
    const root = await mkdtemp(join(packageDir, '.tmp', 'start-data-'));
    const dataDir = join(root, 'data');
    try {
      const first = await startOnce(dataDir);
      expect(first.ping).toBe(200);
      expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
      expect(first.urls.filter((url) => ON_DEMAND.test(url))).toEqual([]);

      const second = await startOnce(dataDir);
      expect(second.ping).toBe(200);
      expect(second.urls.filter((url) => ON_DEMAND.test(url))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("the server's Node flags", () => {
  it('are the same in node-flags.json, the bin shebang and the package start script', async () => {
    const flags: string[] = JSON.parse(await readFile(join(packageDir, 'node-flags.json'), 'utf8'));
    expect(flags.length).toBeGreaterThan(0);
    const shebang = (await readFile(join(packageDir, 'src/bin.ts'), 'utf8')).split('\n')[0];
    expect(shebang).toBe(`#!/usr/bin/env -S node ${flags.join(' ')}`);
    const pkg = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe(`node ${flags.join(' ')} dist/bin.js`);
  });
});
