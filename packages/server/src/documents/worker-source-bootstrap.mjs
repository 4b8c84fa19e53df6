// Runs the TypeScript worker entry straight from the sources (tests, `vitest`), where no
// build exists: TypeScript files are transpiled on load by worker-source-hooks.mjs. The
// built server never uses this file; it starts dist/documents-worker.js instead.
import { register } from 'node:module';
import { workerData } from 'node:worker_threads';

register('./worker-source-hooks.mjs', import.meta.url);
await import(workerData.entry);
