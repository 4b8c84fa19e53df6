import { defineConfig } from 'tsup';
import { base } from '../../tsup.base';

export default defineConfig({
  ...base,
  entry: {
    index: 'src/index.ts',
    bin: 'src/bin.ts',
    // The upload's extraction alone, for scripts/eval.mjs and the benches (no Koa, no database).
    documents: 'src/documents/index.ts',
    // Started as a worker thread by src/documents/worker-url.ts (sibling of index.js/bin.js).
    'documents-worker': 'src/documents/worker-entry.ts',
    // Started as a worker thread by src/generation/worker/script.ts (the estimator, local chat).
    'generation-worker': 'src/generation/worker/entry.ts',
  },
});
