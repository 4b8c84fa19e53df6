import { Worker } from 'node:worker_threads';

/** The script a worker runs and the data it starts with. */
export interface WorkerScriptRef {
  url: URL;
  workerData?: unknown;
}

/**
 * Starts a worker thread with a heap limit, as document extraction and generation both need,
 * and a promise that settles when the worker says `{ type: 'ready' }` (rejects if it exits or
 * fails first; the rejection is pre-handled so an unawaited one never crashes the server).
 * @example
 * const { worker, ready } = startLimitedWorker(script, 512, 'document'); await ready;
 */
export function startLimitedWorker(
  script: WorkerScriptRef,
  maxMemoryMb: number,
  what: string,
): { worker: Worker; ready: Promise<void> } {
  const worker = new Worker(script.url, {
    workerData: script.workerData,
    // The parent's flags (--input-type, loaders of a test runner) are not the worker's business.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  });
  // An 'error' from a worker that a finished job no longer listens to must not crash the server.
  worker.on('error', () => {});
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (reply: { type?: unknown }) => {
      if (reply?.type !== 'ready') return;
      cleanup();
      resolve();
    };
    const onError = (error: Error) => {
      cleanup();
      reject(new Error(`The ${what} worker failed to start: ${error.message}`, { cause: error }));
    };
    const onExit = (code: number) => onError(new Error(`exited with code ${code}`));
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  ready.catch(() => {});
  return { worker, ready };
}
