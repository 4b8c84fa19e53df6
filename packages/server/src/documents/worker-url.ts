import { locateWorkerScript, type WorkerScript } from '../workers/worker-script';

/**
 * Locates the extraction worker script. In the build, this module is bundled into
 * dist/index.js (or dist/bin.js) and the worker is the sibling entry dist/documents-worker.js;
 * from the TypeScript sources (tests), a small JavaScript bootstrap transpiles worker-entry.ts.
 */
export function resolveWorkerScript(moduleUrl: string = import.meta.url): WorkerScript {
  return locateWorkerScript(moduleUrl, {
    built: './documents-worker.js',
    sourceBootstrap: './worker-source-bootstrap.mjs',
    sourceEntry: './worker-entry.ts',
  });
}
