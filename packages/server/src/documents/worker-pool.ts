import { listenToWorker } from '../workers/start-worker';
import { type WorkerSlot, WorkerSlots } from '../workers/worker-slots';
import { ExtractionFailure } from './extraction-failure';
import type { WorkerJob, WorkerOutput, WorkerReply } from './worker-protocol';
import type { WorkerScript } from '../workers/worker-script';
import { resolveWorkerScript } from './worker-url';

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
  private readonly slots: WorkerSlots;
  private nextId = 1;

  constructor(options: WorkerPoolOptions = {}) {
    this.maxMemoryMb = options.maxMemoryMb ?? 512;
    this.size = Math.max(1, options.size ?? 2);
    this.slots = new WorkerSlots({
      script: options.script ?? resolveWorkerScript(),
      maxMemoryMb: this.maxMemoryMb,
      what: 'document',
      size: this.size,
      recycleAfter: options.recycleAfter ?? 200,
      idleMs: options.idleMs ?? 30_000,
    });
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
    if (this.slots.closed) throw new Error('The document worker pool is closed');
    const slot = await this.slots.take();
    // A large document runs alone: idle workers are stopped to leave it their memory.
    if (retire) this.slots.retireIdle();
    return this.dispatch(slot, { ...job, id: this.nextId++ }, timeoutMs, retire);
  }

  /** Worker threads started and not yet exited, idle or busy. */
  get liveThreads(): number {
    return this.slots.liveThreads;
  }

  /** Readers a job may use at once (a PDF is split across this many). */
  get capacity(): number {
    return this.size;
  }

  /** Starts every worker ahead of the first upload, so none pays a start-up cost. */
  async warmUp(): Promise<void> {
    const slots = await Promise.all(Array.from({ length: this.size }, () => this.slots.acquire()));
    const started = await Promise.allSettled(slots.map((slot) => slot.ready));
    slots.forEach((slot, index) => {
      if (started[index]?.status === 'fulfilled') this.slots.release(slot, false);
      else void this.slots.discard(slot);
    });
    const failure = started.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  }

  /** Stops every worker; running jobs fail. */
  async close(): Promise<void> {
    await this.slots.close();
  }

  private dispatch(
    slot: WorkerSlot,
    job: WorkerJob,
    timeoutMs: number,
    retire: boolean,
  ): Promise<WorkerOutput> {
    const { worker } = slot;
    return new Promise<WorkerOutput>((resolve, reject) => {
      const finish = (outcome: () => void, reuse: boolean) => {
        clearTimeout(timer);
        stopListening();
        if (reuse && !retire) {
          this.slots.release(slot);
          outcome();
        } else {
          // Settled once the thread has stopped.
          this.slots.discard(slot).then(outcome, outcome);
        }
      };
      const stopListening = listenToWorker<WorkerReply>(worker, {
        message: (reply) => {
          if (reply.type === 'done' && reply.id === job.id) finish(() => resolve(reply.output), true);
          if (reply.type === 'failed' && reply.id === job.id) {
            finish(() => reject(new ExtractionFailure(reply.reason, reply.message)), true);
          }
        },
        error: (error) => {
          const failure =
            error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? memoryFailure(this.maxMemoryMb) : crashFailure();
          finish(() => reject(failure), false);
        },
        exit: () => finish(() => reject(crashFailure()), false),
      });
      const timer = setTimeout(() => finish(() => reject(timeoutFailure(timeoutMs)), false), timeoutMs);
      worker.ref();
      try {
        worker.postMessage(job, [job.bytes.buffer as ArrayBuffer]);
      } catch (error) {
        // Bytes that cannot be moved (already detached, shared memory) are the caller's bug.
        finish(() => reject(error), true);
      }
    });
  }
}
