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
    const fail = (error: Error) => {
      stopListening();
      reject(new Error(`The ${what} worker failed to start: ${error.message}`, { cause: error }));
    };
    const stopListening = listenToWorker<{ type?: unknown }>(worker, {
      message: (reply) => {
        if (reply?.type !== 'ready') return;
        stopListening();
        resolve();
      },
      error: fail,
      exit: (code) => fail(new Error(`exited with code ${code}`)),
    });
  });
  ready.catch(() => {});
  return { worker, ready };
}

/** What to do on a worker's events while one exchange with it lasts. */
export interface WorkerListeners<Reply> {
  message: (reply: Reply) => void;
  error: (error: Error & { code?: string }) => void;
  exit: (code: number) => void;
}

/**
 * Listens to a worker's message, error and exit events; the function returned stops
 * listening (call it once the exchange is settled, so a reused worker carries no stale
 * listener).
 * @example
 * const stop = listenToWorker(worker, { message: onReply, error: onError, exit: onExit });
 */
export function listenToWorker<Reply>(worker: Worker, listeners: WorkerListeners<Reply>): () => void {
  worker.on('message', listeners.message);
  worker.on('error', listeners.error);
  worker.on('exit', listeners.exit);
  return () => {
    worker.off('message', listeners.message);
    worker.off('error', listeners.error);
    worker.off('exit', listeners.exit);
  };
}
