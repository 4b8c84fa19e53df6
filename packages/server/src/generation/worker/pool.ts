import { listenToWorker } from '../../workers/start-worker';
import { type WorkerSlot, WorkerSlots } from '../../workers/worker-slots';
import { generationFailure } from './failures';
import type { GenerationJob, GenerationOutputs, GenerationReply, GenerationTask } from './protocol';
import type { WorkerScript } from '../../workers/worker-script';
import { resolveGenerationWorker } from './script';

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
  script?: WorkerScript;
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
  private readonly slots: WorkerSlots;
  private nextId = 1;
  /** The last job in line per key; a key's next job starts once it settles. */
  private readonly lines = new Map<string, Promise<void>>();

  constructor(options: GenerationWorkersOptions = {}) {
    this.maxMemoryMb = options.maxMemoryMb ?? 1024;
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.slots = new WorkerSlots({
      script: options.script ?? resolveGenerationWorker(),
      maxMemoryMb: this.maxMemoryMb,
      what: 'generation',
      size: Math.max(1, options.size ?? 2),
      recycleAfter: options.recycleAfter ?? 100,
      idleMs: options.idleMs ?? 30_000,
    });
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
    if (this.slots.closed) throw new Error('The generation workers are closed');
    const slot = await this.slots.take();
    const output = await this.dispatch(slot, { ...task, id: this.nextId++ }, options);
    return output as GenerationOutputs[T['type']];
  }

  /** Stops every worker; jobs in line fail, running jobs fail as their worker stops. */
  async close(): Promise<void> {
    await this.slots.close(new Error('The generation workers are closed'));
  }

  private dispatch(slot: WorkerSlot, job: GenerationJob, options: RunOptions): Promise<unknown> {
    const { worker } = slot;
    return new Promise((resolve, reject) => {
      const finish = (settle: () => void, reuse: boolean) => {
        clearTimeout(timer);
        stopListening();
        if (reuse && !options.retire) this.slots.release(slot);
        else void this.slots.discard(slot);
        settle();
      };
      const stopListening = listenToWorker<GenerationReply>(worker, {
        message: (reply) => {
          if (reply.type === 'ready' || reply.id !== job.id) return;
          if (reply.type === 'thinking') options.onThinking?.(reply.line);
          else if (reply.type === 'done') finish(() => resolve(reply.output), true);
          else
            finish(() => reject(Object.assign(generationFailure.failed(), { cause: reply.message })), true);
        },
        error: (error) => {
          const failure =
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? generationFailure.memory(this.maxMemoryMb)
              : Object.assign(generationFailure.failed(), { cause: error });
          finish(() => reject(failure), false);
        },
        exit: () => finish(() => reject(generationFailure.failed()), false),
      });
      const timer = setTimeout(
        () => finish(() => reject(generationFailure.timeout(this.timeoutMs)), false),
        this.timeoutMs,
      );
      worker.ref();
      worker.postMessage(job);
    });
  }
}
