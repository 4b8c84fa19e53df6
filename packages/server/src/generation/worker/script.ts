/** How to start a generation worker: the script and the data it needs at start. */
export interface GenerationWorkerScript {
  url: URL;
  workerData?: { entry: string };
}

/**
 * Locates the worker script. In the build this module is bundled into dist/index.js (or
 * dist/bin.js) and the worker is the sibling entry dist/generation-worker.js; from the
 * TypeScript sources (tests), the documents' bootstrap transpiles entry.ts on load.
 * @example
 * new Worker(resolveGenerationWorker().url)
 */
export function resolveGenerationWorker(moduleUrl: string = import.meta.url): GenerationWorkerScript {
  if (moduleUrl.endsWith('.ts')) {
    return {
      url: new URL('../../documents/worker-source-bootstrap.mjs', moduleUrl),
      workerData: { entry: new URL('./entry.ts', moduleUrl).href },
    };
  }
  return { url: new URL('./generation-worker.js', moduleUrl) };
}
