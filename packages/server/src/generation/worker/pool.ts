import type { Worker } from 'node:worker_threads';
import { startLimitedWorker } from '../../workers/start-worker';
import { generationFailure } from './failures';
import type { GenerationJob, GenerationOutputs, GenerationReply, GenerationTask } from './protocol';
import { type GenerationWorkerScript, resolveGenerationWorker } from './script';

/** Settings of the generation workers (all optional). */
export interface GenerationWorkersOptions {
  /** Most jobs running at once; further jobs wait in line (default 2). */
  size?: number;
  /** Heap limit of each worker in MB (default 1024). */
  maxMemoryMb?: number;
  /** Time one job may run once started, in ms (default 120,000). */
  timeoutMs?: number;
  /** An idle worker is stopped after this long in ms (default 30,000). */
  idleMs?: number;
  /** A worker is replaced after this many jobs, so no leak accumulates (default 100). */
  recycleAfter?: number;
  script?: GenerationWorkerScript;
}

export interface RunOptions {
  /** Thinking lines of an estimate, as the worker writes them. */
  onThinking?: (line: string) => void;
  /** Stop the worker once it answers, returning the memory a large job grew (default false). */
  retire?: boolean;
  /**
   * Jobs with the same key (a user id) run one at a time, so one user's documents cannot
   * occupy every worker while other users wait.
   */
  key?: string;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  jobs: number;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Worker threads for the estimator and local chat, under a heap limit and a time limit. A
 * worker that overruns either is terminated and the job fails with the API's error (422
 * `reason: timeout | memory`); the server's event loop keeps answering meanwhile.
 * @example
 * const workers = new GenerationWorkers({ timeoutMs: 60_000 });
 * const draft = await workers.run({ type: 'estimate', input }, { onThinking: console.log });
 */
export class GenerationWorkers {
  readonly maxMemoryMb: number;
  readonly timeoutMs: number;
  private readonly size: number;
  private readonly idleMs: number;
  private readonly recycleAfter: number;
  private readonly script: GenerationWorkerScript;
  private readonly idle: Slot[] = [];
  private readonly waiting: Array<(slot: Slot | Error) => void> = [];
  private running = 0;
  private nextId = 1;
  private closed = false;
  /** The last job in line per key; a key's next job starts once it settles. */
  private readonly lines = new Map<string, Promise<void>>();

  constructor(options: GenerationWorkersOptions = {}) {
    this.size = Math.max(1, options.size ?? 2);
    this.maxMemoryMb = options.maxMemoryMb ?? 1024;
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.idleMs = options.idleMs ?? 30_000;
    this.recycleAfter = options.recycleAfter ?? 100;
    this.script = options.script ?? resolveGenerationWorker();
  }

  /** Runs one task in a worker; the time limit starts when a worker takes it. */
  async run<T extends GenerationTask>(
    task: T,
    options: RunOptions = {},
  ): Promise<GenerationOutputs[T['type']]> {
    const { key } = options;
    if (key === undefined) return this.runNow(task, options);
    const before = this.lines.get(key) ?? Promise.resolve();
    let settle = (): void => {};
    const mine = before.then(() => new Promise<void>((resolve) => (settle = resolve)));
    this.lines.set(key, mine);
    await before;
    try {
      return await this.runNow(task, options);
    } finally {
      settle();
      if (this.lines.get(key) === mine) this.lines.delete(key);
    }
  }

  private async runNow<T extends GenerationTask>(
    task: T,
    options: RunOptions,
  ): Promise<GenerationOutputs[T['type']]> {
    if (this.closed) throw new Error('The generation workers are closed');
    const slot = await this.acquire();
    try {
      await slot.ready;
    } catch (error) {
      this.discard(slot);
      throw error;
    }
    const output = await this.dispatch(slot, { ...task, id: this.nextId++ }, options);
    return output as GenerationOutputs[T['type']];
  }

  /** Stops every worker; jobs in line fail, running jobs fail as their worker stops. */
  async close(): Promise<void> {
    this.closed = true;
    for (const next of this.waiting.splice(0)) next(new Error('The generation workers are closed'));
    await Promise.all(this.idle.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(slot: Slot, job: GenerationJob, options: RunOptions): Promise<unknown> {
    const { worker } = slot;
    return new Promise((resolve, reject) => {
      const finish = (settle: () => void, reuse: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (reuse && !options.retire) this.release(slot);
        else this.discard(slot);
        settle();
      };
      const onMessage = (reply: GenerationReply) => {
        if (reply.type === 'ready' || reply.id !== job.id) return;
        if (reply.type === 'thinking') options.onThinking?.(reply.line);
        else if (reply.type === 'done') finish(() => resolve(reply.output), true);
        else finish(() => reject(Object.assign(generationFailure.failed(), { cause: reply.message })), true);
      };
      const onError = (error: Error & { code?: string }) => {
        const failure =
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? generationFailure.memory(this.maxMemoryMb)
            : Object.assign(generationFailure.failed(), { cause: error });
        finish(() => reject(failure), false);
      };
      const onExit = () => finish(() => reject(generationFailure.failed()), false);
      const timer = setTimeout(
        () => finish(() => reject(generationFailure.timeout(this.timeoutMs)), false),
        this.timeoutMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.ref();
      worker.postMessage(job);
    });
  }

  private acquire(): Promise<Slot> {
    const slot = this.idle.pop();
    if (slot) {
      clearTimeout(slot.idleTimer);
      this.running++;
      return Promise.resolve(slot);
    }
    if (this.running < this.size) {
      this.running++;
      return Promise.resolve(this.spawn());
    }
    return new Promise((resolve, reject) =>
      this.waiting.push((next) => (next instanceof Error ? reject(next) : resolve(next))),
    );
  }

  private release(slot: Slot): void {
    slot.jobs++;
    if (this.closed || slot.jobs >= this.recycleAfter) {
      this.discard(slot);
      return;
    }
    const next = this.waiting.shift();
    if (next) {
      next(slot);
      return;
    }
    this.running--;
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => this.retire(slot), this.idleMs);
    slot.idleTimer.unref();
    this.idle.push(slot);
  }

  /** Stops a worker that misbehaved or served its time; a waiting job gets a fresh one. */
  private discard(slot: Slot): void {
    void slot.worker.terminate();
    const next = this.waiting.shift();
    if (next && !this.closed) next(this.spawn());
    else this.running--;
  }

  private retire(slot: Slot): void {
    const index = this.idle.indexOf(slot);
    if (index === -1) return;
    this.idle.splice(index, 1);
    void slot.worker.terminate();
  }

  private spawn(): Slot {
    const { worker, ready } = startLimitedWorker(this.script, this.maxMemoryMb, 'generation');
    return { worker, ready, jobs: 0 };
  }
}
