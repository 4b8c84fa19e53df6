import type { Worker } from 'node:worker_threads';
import { startLimitedWorker } from '../workers/start-worker';
import { ExtractionFailure } from './extraction-failure';
import type { WorkerJob, WorkerOutput, WorkerReply } from './worker-protocol';
import { resolveWorkerScript, type WorkerScript } from './worker-url';

/** Settings of a pool of extraction workers (all optional). */
export interface WorkerPoolOptions {
  /** Heap limit of each worker in MB (default 512). */
  maxMemoryMb?: number;
  /** Most workers parsing at once; further jobs wait in line (default 2). */
  size?: number;
  /** A worker is replaced after this many jobs, so no leak accumulates (default 200). */
  recycleAfter?: number;
  /** An idle worker is stopped after this long in ms (default 30,000). */
  idleMs?: number;
  script?: WorkerScript;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  jobs: number;
  idleTimer?: NodeJS.Timeout;
}

const memoryFailure = (limitMb: number) =>
  new ExtractionFailure(
    'memory',
    `Reading this document needed more than the ${limitMb} MB allowed, so it was stopped. The file may be malformed or deliberately oversized.`,
  );
const duration = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} seconds` : `${ms} ms`);
const timeoutFailure = (timeoutMs: number) =>
  new ExtractionFailure(
    'timeout',
    `Reading this document took longer than ${duration(timeoutMs)}, so it was stopped. The file may be malformed or deliberately built to stall readers.`,
  );
const crashFailure = () =>
  new ExtractionFailure('damaged', 'This document could not be read: the reader stopped on it unexpectedly.');

/**
 * Warm worker threads that parse documents under a heap limit and a time limit. A worker
 * that overruns either is terminated (never reused) and the job fails with an
 * ExtractionFailure; the process itself stays up.
 */
export class WorkerPool {
  readonly maxMemoryMb: number;
  private readonly size: number;
  private readonly recycleAfter: number;
  private readonly idleMs: number;
  private readonly script: WorkerScript;
  private readonly idle: Slot[] = [];
  private readonly waiting: Array<(slot: Slot) => void> = [];
  private running = 0;
  private readonly threads = new Set<Worker>();
  private nextId = 1;
  private closed = false;

  constructor(options: WorkerPoolOptions = {}) {
    this.maxMemoryMb = options.maxMemoryMb ?? 512;
    this.size = Math.max(1, options.size ?? 2);
    this.recycleAfter = options.recycleAfter ?? 200;
    this.idleMs = options.idleMs ?? 30_000;
    this.script = options.script ?? resolveWorkerScript();
  }

  /**
   * Parses `bytes` in a worker. The whole ArrayBuffer under `bytes` is transferred (moved, not
   * copied): the caller must own it (not Buffer's shared pool) and must not use it again.
   * With `retire`, the worker is stopped once it answers, and the answer comes after its
   * memory is gone: for large documents, whose leftovers would otherwise sit in the worker's
   * heap while the server stores and sends the text.
   */
  async run(
    job: Omit<WorkerJob, 'id'>,
    timeoutMs: number,
    { retire = false }: { retire?: boolean } = {},
  ): Promise<WorkerOutput> {
    if (this.closed) throw new Error('The document worker pool is closed');
    const slot = await this.acquire();
    try {
      await slot.ready;
    } catch (error) {
      void this.discard(slot);
      throw error;
    }
    // A large document runs alone: idle workers are stopped to leave it their memory.
    if (retire) for (const idle of [...this.idle]) this.retire(idle);
    return this.dispatch(slot, { ...job, id: this.nextId++ }, timeoutMs, retire);
  }

  /** Worker threads started and not yet exited, idle or busy. */
  get liveThreads(): number {
    return this.threads.size;
  }

  /** Readers a job may use at once (a PDF is split across this many). */
  get capacity(): number {
    return this.size;
  }

  /** Starts every worker ahead of the first upload, so none pays a start-up cost. */
  async warmUp(): Promise<void> {
    const slots = await Promise.all(Array.from({ length: this.size }, () => this.acquire()));
    const started = await Promise.allSettled(slots.map((slot) => slot.ready));
    slots.forEach((slot, index) => {
      if (started[index]?.status === 'fulfilled') this.release(slot, false);
      else void this.discard(slot);
    });
    const failure = started.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  }

  /** Stops every worker; running jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    const slots = this.idle.splice(0);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(slot: Slot, job: WorkerJob, timeoutMs: number, retire: boolean): Promise<WorkerOutput> {
    const { worker } = slot;
    return new Promise<WorkerOutput>((resolve, reject) => {
      const finish = (outcome: () => void, reuse: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (reuse && !retire) {
          this.release(slot);
          outcome();
        } else {
          // Settled once the thread has stopped (never rejects: a worker that already exited
          // resolves at once).
          this.discard(slot).then(outcome, outcome);
        }
      };
      const onMessage = (reply: WorkerReply) => {
        if (reply.type === 'done' && reply.id === job.id) finish(() => resolve(reply.output), true);
        if (reply.type === 'failed' && reply.id === job.id) {
          finish(() => reject(new ExtractionFailure(reply.reason, reply.message)), true);
        }
      };
      const onError = (error: Error & { code?: string }) => {
        const failure =
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? memoryFailure(this.maxMemoryMb) : crashFailure();
        finish(() => reject(failure), false);
      };
      const onExit = () => finish(() => reject(crashFailure()), false);
      const timer = setTimeout(() => finish(() => reject(timeoutFailure(timeoutMs)), false), timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.ref();
      try {
        worker.postMessage(job, [job.bytes.buffer as ArrayBuffer]);
      } catch (error) {
        // Bytes that cannot be moved (already detached, shared memory) are the caller's bug.
        finish(() => reject(error), true);
      }
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
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: Slot, countJob = true): void {
    if (countJob) slot.jobs++;
    if (this.closed || slot.jobs >= this.recycleAfter) {
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
    slot.idleTimer = setTimeout(() => this.retire(slot), this.idleMs);
    slot.idleTimer.unref();
    this.idle.push(slot);
  }

  /** Drops a worker that misbehaved or served its time, and lets a waiting job start anew. */
  private discard(slot: Slot): Promise<number> {
    const stopped = slot.worker.terminate();
    const next = this.waiting.shift();
    if (next && !this.closed) next(this.spawn());
    else this.running--;
    return stopped;
  }

  private retire(slot: Slot): void {
    const index = this.idle.indexOf(slot);
    if (index === -1) return;
    this.idle.splice(index, 1);
    clearTimeout(slot.idleTimer);
    void slot.worker.terminate();
  }

  private spawn(): Slot {
    const { worker, ready } = startLimitedWorker(this.script, this.maxMemoryMb, 'document');
    this.threads.add(worker);
    worker.once('exit', () => this.threads.delete(worker));
    return { worker, ready, jobs: 0 };
  }
}
