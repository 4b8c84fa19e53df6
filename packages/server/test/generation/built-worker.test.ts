import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundleForNode, packageDir } from '../helpers/bundle';

let outDir: string;

// The built server starts dist/generation-worker.js beside its bundle. This builds the same
// layout (the pool bundled as one entry, the worker as its sibling entry) into a scratch folder
// and runs it in a plain Node process, without the TypeScript hooks.
beforeAll(async () => {
  outDir = await bundleForNode(
    { pool: 'src/generation/worker/pool.ts', 'generation-worker': 'src/generation/worker/entry.ts' },
    'built-generation-worker-',
  );
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

it('plans through the bundled worker entry in a plain Node process, thinking lines included', async () => {
  const script = `
    import { GenerationWorkers } from ${JSON.stringify(join(outDir, 'pool.js'))};
    const workers = new GenerationWorkers({ timeoutMs: 60_000 });
    let thinking = 0;
    const input = { primary: { name: 'pws.txt', text: 'C.3.3 Security. The contractor shall provide one guard post 24x7 at the Washington, DC facility.' }, supporting: [] };
    const plan = await workers.run({ type: 'estimate', input }, { onThinking: () => thinking++, key: 'u1' });
    const chat = await workers.run({ type: 'chat', turn: { plan, message: 'Add a QA Engineer for 500 hours', history: [] } });
    console.log(JSON.stringify({ tasks: plan.tasks.length > 0, thinking: thinking > 0, edits: chat.edits.length }));
    await workers.close();
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: packageDir,
  });
  expect(JSON.parse(stdout.trim())).toEqual({ tasks: true, thinking: true, edits: 1 });
}, 120_000);
