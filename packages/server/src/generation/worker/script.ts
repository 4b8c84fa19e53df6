import { locateWorkerScript, type WorkerScript } from '../../workers/worker-script';

/**
 * Locates the generation worker script. In the build this module is bundled into
 * dist/index.js (or dist/bin.js) and the worker is the sibling entry dist/generation-worker.js;
 * from the TypeScript sources (tests), the documents' bootstrap transpiles entry.ts on load.
 * @example
 * new Worker(resolveGenerationWorker().url)
 */
export function resolveGenerationWorker(moduleUrl: string = import.meta.url): WorkerScript {
  return locateWorkerScript(moduleUrl, {
    built: './generation-worker.js',
    sourceBootstrap: '../../documents/worker-source-bootstrap.mjs',
    sourceEntry: './entry.ts',
  });
}
