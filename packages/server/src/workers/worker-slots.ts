import type { Worker } from 'node:worker_threads';
import { startLimitedWorker, type WorkerScriptRef } from './start-worker';

/** One worker thread of a pool and the jobs it has served. */
export interface WorkerSlot {
  worker: Worker;
  /** Settles when the worker says it is ready (see startLimitedWorker). */
  ready: Promise<void>;
  jobs: number;
  idleTimer?: NodeJS.Timeout;
}

/** How many workers a pool keeps, how long, and how each is started. */
export interface WorkerSlotsOptions {
  script: WorkerScriptRef;
  /** Heap limit of each worker in MB. */
  maxMemoryMb: number;
  /** Names the worker in a start-up failure: 'document', 'generation'. */
  what: string;
  /** Most workers busy at once; further jobs wait in line. */
  size: number;
  /** A worker is replaced after this many jobs, so no leak accumulates. */
  recycleAfter: number;
  /** An idle worker is stopped after this long in ms. */
  idleMs: number;
}

/**
 * The worker threads of a pool: at most `size` busy at once (further jobs wait in line), idle
 * ones kept warm for `idleMs`, each replaced after `recycleAfter` jobs, and one that
 * misbehaved stopped and replaced for the next job in line. What a job sends to its worker
 * and how it fails are the pool's own business.
 * @example
 * const slot = await slots.take(); // ...one job...; slots.release(slot) or slots.discard(slot)
 */
export class WorkerSlots {
  private readonly idle: WorkerSlot[] = [];
  private readonly waiting: Array<(slot: WorkerSlot | Error) => void> = [];
  private readonly threads = new Set<Worker>();
  private running = 0;
  private closing = false;

  constructor(private readonly options: WorkerSlotsOptions) {}

  /** Whether close() has been called. */
  get closed(): boolean {
    return this.closing;
  }

  /** Worker threads started and not yet exited, idle or busy. */
  get liveThreads(): number {
    return this.threads.size;
  }

  /** A started worker for one job; if it fails to start, it is discarded and this rejects. */
  async take(): Promise<WorkerSlot> {
    const slot = await this.acquire();
    try {
      await slot.ready;
    } catch (error) {
      void this.discard(slot);
      throw error;
    }
    return slot;
  }

  /** An idle worker, a new one while fewer than `size` are busy, or else the next one freed. */
  acquire(): Promise<WorkerSlot> {
    const slot = this.idle.pop();
    if (slot) {
      clearTimeout(slot.idleTimer);
      this.running++;
      return Promise.resolve(slot);
    }
    if (this.running < this.options.size) {
      this.running++;
      return Promise.resolve(this.spawn());
    }
    return new Promise((resolve, reject) =>
      this.waiting.push((next) => (next instanceof Error ? reject(next) : resolve(next))),
    );
  }

  /**
   * Hands a worker whose job went well to the next job in line, or keeps it warm. `countJob`
   * false: it ran no job (a warm-up), so it does not age toward `recycleAfter`.
   */
  release(slot: WorkerSlot, countJob = true): void {
    if (countJob) slot.jobs++;
    if (this.closing || slot.jobs >= this.options.recycleAfter) {
      void this.discard(slot);
      return;
    }
    const next = this.waiting.shift();
    if (next) {
      next(slot);
      return;
    }
    this.running--;
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => this.retire(slot), this.options.idleMs);
    slot.idleTimer.unref();
    this.idle.push(slot);
  }

  /**
   * Stops a worker that misbehaved or served its time; a waiting job gets a fresh one. Settles
   * once the thread has stopped (never rejects: a worker that already exited resolves at once).
   */
  discard(slot: WorkerSlot): Promise<number> {
    const stopped = slot.worker.terminate();
    const next = this.waiting.shift();
    if (next && !this.closing) next(this.spawn());
    else this.running--;
    return stopped;
  }

  /** Stops every idle worker, leaving their memory to the jobs running. */
  retireIdle(): void {
    for (const slot of [...this.idle]) this.retire(slot);
  }

  /**
   * Stops the idle workers; busy ones stop as their jobs end. With `waitingFailure`, the jobs
   * still in line fail with it; without, they are left in line.
   */
  async close(waitingFailure?: Error): Promise<void> {
    this.closing = true;
    if (waitingFailure) for (const next of this.waiting.splice(0)) next(waitingFailure);
    await Promise.all(this.idle.splice(0).map((slot) => slot.worker.terminate()));
  }

  private retire(slot: WorkerSlot): void {
    const index = this.idle.indexOf(slot);
    if (index === -1) return;
    this.idle.splice(index, 1);
    clearTimeout(slot.idleTimer);
    void slot.worker.terminate();
  }

  private spawn(): WorkerSlot {
    const { script, maxMemoryMb, what } = this.options;
    const { worker, ready } = startLimitedWorker(script, maxMemoryMb, what);
    this.threads.add(worker);
    worker.once('exit', () => this.threads.delete(worker));
    return { worker, ready, jobs: 0 };
  }
}
