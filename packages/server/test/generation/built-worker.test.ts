import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runNodeModule, useNodeBundle } from '../helpers/bundle';

// The built server starts dist/generation-worker.js beside its bundle. This builds the same
// layout (the pool bundled as one entry, the worker as its sibling entry) into a scratch folder
// and runs it in a plain Node process, without the TypeScript hooks.
const bundle = useNodeBundle(
  { pool: 'src/generation/worker/pool.ts', 'generation-worker': 'src/generation/worker/entry.ts' },
  'built-generation-worker-',
);

it('plans through the bundled worker entry in a plain Node process, thinking lines included', async () => {
  const script = `
    import { GenerationWorkers } from ${JSON.stringify(join(bundle.dir, 'pool.js'))};
    const workers = new GenerationWorkers({ timeoutMs: 60_000 });
    let thinking = 0;
    const input = { primary: { name: 'pws.txt', text: 'C.3.3 Security. The contractor shall provide one guard post 24x7 at the Washington, DC facility.' }, supporting: [] };
    const plan = await workers.run({ type: 'estimate', input }, { onThinking: () => thinking++, key: 'u1' });
    const chat = await workers.run({ type: 'chat', turn: { plan, message: 'Add a QA Engineer for 500 hours', history: [] } });
    console.log(JSON.stringify({ tasks: plan.tasks.length > 0, thinking: thinking > 0, edits: chat.edits.length }));
    await workers.close();
  `;
  const stdout = await runNodeModule(script);
  expect(JSON.parse(stdout.trim())).toEqual({ tasks: true, thinking: true, edits: 1 });
}, 120_000);
