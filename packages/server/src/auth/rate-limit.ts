/** Keys a limiter keeps at most (about 100 bytes each). */
export const DEFAULT_MAX_KEYS = 50_000;

/**
 * A fixed-window counter per key (in memory, per instance): `hit` returns false once a key
 * has used its `limit` calls in the current window. At most `maxKeys` keys are kept: when
 * full, expired windows are swept, then the oldest windows are dropped (a flood of fresh keys
 * cannot grow the map without bound).
 */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  /** How many keys are held (for diagnostics and tests). */
  get size(): number {
    return this.#windows.size;
  }

  hit(key: string): boolean {
    const t = this.now();
    const window = this.#windows.get(key);
    if (!window || t - window.start >= this.windowMs) {
      // Re-inserted, so the map stays ordered by window start (oldest first).
      this.#windows.delete(key);
      if (this.#windows.size >= this.maxKeys) this.#makeRoom(t);
      this.#windows.set(key, { start: t, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  #makeRoom(t: number): void {
    // Oldest first: expired windows are at the front, and if none is, the oldest tenth goes
    // (at once, so a flood does not pay for this on every call).
    let drop = Math.max(1, Math.ceil(this.maxKeys / 10));
    for (const [key, window] of this.#windows) {
      const expired = t - window.start >= this.windowMs;
      if (!expired && drop <= 0) break;
      this.#windows.delete(key);
      drop -= 1;
    }
  }
}
