/**
 * Saves one at a time, in the order the changes were made. A change that arrives while an
 * earlier save of the same document waits replaces it, so only the newest state is sent, and
 * two quick changes (a chat edit, then Undo) can never reach the server in the wrong order.
 */
export interface SaveQueue<T> {
  /** Queue `value` as the newest state of `id`; resolves once that state (or a newer one) is sent. */
  push(id: string, value: T): Promise<void>;
  /**
   * Queue a step that must not be merged with any other (a versioned edit, an undo, a redo):
   * it runs after everything queued before it; resolves with its result once it ran.
   */
  run<R>(step: () => Promise<R>): Promise<R>;
  /** Whether a save is in flight or waiting (the page warns before it is closed). */
  readonly busy: boolean;
  /** Resolves when nothing is in flight or waiting. */
  idle(): Promise<void>;
}

/**
 * @example
 * const queue = createSaveQueue((id, plan) => api.updatePlan(id, { generated_plan: plan }));
 * void queue.push(planId, edited);
 * void queue.push(planId, undone); // sent after the first lands, never before
 */
export function createSaveQueue<T>(save: (id: string, value: T) => Promise<void>): SaveQueue<T> {
  const waiting = new Map<string, { value: T; done: Array<() => void> }>();
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;

  const flush = async (id: string, entry: { value: T; done: Array<() => void> }): Promise<void> => {
    if (waiting.get(id) === entry) waiting.delete(id);
    try {
      await save(id, entry.value);
    } catch {
      // The save reports its own failure to the user; the queue only keeps the order.
    }
    for (const resolve of entry.done) resolve();
  };

  return {
    push(id, value) {
      return new Promise<void>((resolve) => {
        const entry = waiting.get(id);
        if (entry) {
          entry.value = value;
          entry.done.push(resolve);
          return;
        }
        const created = { value, done: [resolve] };
        waiting.set(id, created);
        pending += 1;
        tail = tail
          .then(() => flush(id, created))
          .finally(() => {
            pending -= 1;
          });
      });
    },
    run(step) {
      // A change pushed after this step must not merge into one queued before it.
      waiting.clear();
      pending += 1;
      const result = tail.then(step);
      tail = result.then(
        () => undefined,
        () => undefined,
      );
      void tail.finally(() => {
        pending -= 1;
      });
      return result;
    },
    get busy() {
      return pending > 0;
    },
    async idle() {
      while (pending > 0) await tail;
    },
  };
}
