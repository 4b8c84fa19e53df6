/** How to start an extraction worker: the script and the data it needs at start. */
export interface WorkerScript {
  url: URL;
  workerData?: { entry: string };
}

/**
 * Locates the worker script. In the build, this module is bundled into dist/index.js (or
 * dist/bin.js) and the worker is the sibling entry dist/documents-worker.js; from the
 * TypeScript sources (tests), a small JavaScript bootstrap transpiles worker-entry.ts.
 */
export function resolveWorkerScript(moduleUrl: string = import.meta.url): WorkerScript {
  if (moduleUrl.endsWith('.ts')) {
    return {
      url: new URL('./worker-source-bootstrap.mjs', moduleUrl),
      workerData: { entry: new URL('./worker-entry.ts', moduleUrl).href },
    };
  }
  return { url: new URL('./documents-worker.js', moduleUrl) };
}
