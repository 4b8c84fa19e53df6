/**
 * A fixed-window counter per key (in memory, per instance): `hit` returns false once a key
 * has used its `limit` calls in the current window.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  hit(key: string): boolean {
    const t = this.now();
    const window = this.#windows.get(key);
    if (!window || t - window.start >= this.windowMs) {
      if (this.#windows.size > 50_000) this.#sweep(t);
      this.#windows.set(key, { start: t, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  #sweep(t: number): void {
    for (const [key, window] of this.#windows)
      if (t - window.start >= this.windowMs) this.#windows.delete(key);
  }
}
