/** A promise-chain mutex: callers run one at a time, in arrival order. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the lock; resolves with the function that releases it. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }

  /** Runs `fn` while holding the lock. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
