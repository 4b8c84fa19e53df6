import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/* The thread's side: opens PGlite and answers numbered requests. Valid as CommonJS and as a
   module (a parent started with --input-type=module evaluates it as one); PGlite loaded by path. */
const THREAD_SOURCE = `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
const { PGlite } = process.getBuiltinModule('node:module').createRequire(workerData.entry)(workerData.entry);
const listeners = new Map();
const opened = (async () => {
  const options = { postgresqlconf: workerData.conf };
  if (workerData.seed) options.loadDataDir = new Blob([workerData.seed]);
  const db = workerData.location ? new PGlite(workerData.location, options) : new PGlite(options);
  await db.waitReady;
  return db;
})();
const ops = {
  async query(db, m) {
    const r = await db.query(m.sql, m.params);
    return { rows: r.rows, affectedRows: r.affectedRows };
  },
  async exec(db, m) {
    const results = await db.exec(m.sql);
    const last = results[results.length - 1];
    return { rows: last ? last.rows : [], affectedRows: last ? last.affectedRows : 0 };
  },
  async listen(db, m) {
    const stop = await db.listen(m.channel, (payload) =>
      parentPort.postMessage({ kind: 'notify', listenId: m.listenId, payload }));
    listeners.set(m.listenId, stop);
  },
  async unlisten(db, m) {
    const stop = listeners.get(m.listenId);
    listeners.delete(m.listenId);
    if (stop) await stop();
  },
  async dump(db) {
    const blob = await db.dumpDataDir('none');
    return new Uint8Array(await blob.arrayBuffer());
  },
  async close(db) {
    if (!db.closed) await db.close();
  },
};
parentPort.on('message', async (m) => {
  try {
    const db = await opened;
    const result = await ops[m.op](db, m);
    parentPort.postMessage({ kind: 'result', id: m.id, result });
  } catch (error) {
    const e = error || {};
    const fields = {};
    for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position'])
      if (e[key] !== undefined) fields[key] = e[key];
    parentPort.postMessage({ kind: 'result', id: m.id, error: { name: e.name, message: String(e.message || e), fields } });
  }
});
opened.then(
  () => parentPort.postMessage({ kind: 'ready' }),
  (error) => parentPort.postMessage({ kind: 'failed', message: String((error && error.message) || error) }),
);
`;

export interface ThreadResult<R> {
  rows: R[];
  affectedRows?: number | undefined;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * PGlite in a worker thread. The embedded database runs every statement on the thread it
 * lives on: on the main thread the 6 MB INSERT of a large solicitation held every other
 * request for 200-600 ms. Here the server's thread only posts the statement and waits.
 * The thread keeps the process alive only while a request is outstanding.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #closed = false;
  readonly ready: Promise<void>;

  constructor(options: {
    location?: string | undefined;
    conf: readonly string[];
    seed?: Uint8Array | undefined;
  }) {
    this.#worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: {
        entry: require.resolve('@electric-sql/pglite'),
        location: options.location,
        conf: options.conf,
        seed: options.seed,
      },
    });
    this.#worker.unref();
    this.ready = new Promise<void>((resolve, reject) => {
      this.#worker.on('message', (message: ThreadMessage) => {
        if (message.kind === 'ready') resolve();
        else if (message.kind === 'failed') reject(new Error(`PGlite did not open: ${message.message}`));
        else if (message.kind === 'notify') this.#listeners.get(message.listenId)?.(message.payload);
        else this.#settle(message);
      });
      this.#worker.on('error', (error) => {
        reject(error);
        this.#failAll(error);
      });
      this.#worker.on('exit', (code) =>
        this.#failAll(new Error(`PGlite thread stopped (exit code ${code})`)),
      );
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<R>(sql: string, params: readonly unknown[]): Promise<ThreadResult<R>> {
    return this.#call('query', { sql, params });
  }

  /** Several statements at once (migrations): the simple protocol. */
  exec<R>(sql: string): Promise<ThreadResult<R>> {
    return this.#call('exec', { sql });
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listenId = this.#nextId++;
    this.#listeners.set(listenId, onPayload);
    await this.#call('listen', { channel, listenId });
    return async () => {
      this.#listeners.delete(listenId);
      if (!this.#closed) await this.#call('unlisten', { listenId });
    };
  }

  async dump(): Promise<Blob> {
    // Posted from the database thread, so the bytes sit in a plain ArrayBuffer.
    const bytes = await this.#call<Uint8Array<ArrayBuffer>>('dump', {});
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call('close', {}).catch(() => undefined);
    this.#closed = true;
    await this.#worker.terminate();
  }

  #call<T>(op: string, fields: Record<string, unknown>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ op, id, ...fields });
    });
  }

  #settle(message: Extract<ThreadMessage, { kind: 'result' }>): void {
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (!message.error) {
      pending.resolve(message.result);
      return;
    }
    // The database's error fields (code, constraint, ...) travel with it, as pg's do.
    const error = Object.assign(new Error(message.error.message), message.error.fields);
    if (message.error.name) error.name = message.error.name;
    pending.reject(error);
  }

  #failAll(error: Error): void {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

type ThreadMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'notify'; listenId: number; payload: string }
  | {
      kind: 'result';
      id: number;
      result?: unknown;
      error?: { name?: string; message: string; fields: Record<string, unknown> };
    };
