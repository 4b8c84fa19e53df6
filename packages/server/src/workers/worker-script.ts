/** How to start a worker: the script and the data it needs at start. */
export interface WorkerScript {
  url: URL;
  workerData?: { entry: string };
}

/** Where a kind of worker's script is, relative to the module that starts it. */
export interface WorkerScriptPlaces {
  /** The worker's entry in the build, a sibling of the bundle (dist/index.js or dist/bin.js). */
  built: string;
  /** From the TypeScript sources: the JavaScript bootstrap that transpiles the entry on load. */
  sourceBootstrap: string;
  /** From the TypeScript sources: the worker's entry module. */
  sourceEntry: string;
}

/**
 * Locates a worker script from `moduleUrl`, the URL of the module that starts it: in the
 * build that module is bundled and the worker is a sibling entry; from the TypeScript
 * sources (tests), a small bootstrap transpiles the entry.
 * @example
 * locateWorkerScript(import.meta.url, { built: './documents-worker.js', sourceBootstrap: './worker-source-bootstrap.mjs', sourceEntry: './worker-entry.ts' })
 */
export function locateWorkerScript(moduleUrl: string, places: WorkerScriptPlaces): WorkerScript {
  if (moduleUrl.endsWith('.ts')) {
    return {
      url: new URL(places.sourceBootstrap, moduleUrl),
      workerData: { entry: new URL(places.sourceEntry, moduleUrl).href },
    };
  }
  return { url: new URL(places.built, moduleUrl) };
}
