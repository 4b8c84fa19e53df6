import { setTimeout as sleep } from 'node:timers/promises';

/** Whether a provider error is worth another try: rate limits, overload, 5xx, dropped connections. */
export function isRetryable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as {
    status?: unknown;
    name?: unknown;
    type?: unknown;
    error?: { error?: { type?: unknown } };
  };
  if (typeof e.status === 'number')
    return e.status === 408 || e.status === 409 || e.status === 429 || e.status >= 500;
  const type = e.type ?? e.error?.error?.type;
  if (type === 'overloaded_error' || type === 'api_error' || type === 'rate_limit_error') return true;
  return e.name === 'APIConnectionError' || e.name === 'APIConnectionTimeoutError';
}

function retryAfterMs(error: unknown): number | null {
  const headers = (error as { headers?: { get?: (name: string) => string | null } }).headers;
  const value = typeof headers?.get === 'function' ? headers.get('retry-after') : null;
  if (value === null || value === undefined) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, 60_000) : null;
}

export interface RetryOptions {
  maxRetries: number;
  /** First backoff; doubles each attempt, with jitter. */
  baseDelayMs: number;
  onRetry?: (attempt: number, delayMs: number, error: unknown) => void;
  signal?: AbortSignal;
}

/**
 * Run a provider call, retrying retryable failures with exponential backoff (a
 * Retry-After header takes precedence). The last error is rethrown.
 * @example
 * const message = await withRetries(() => stream.finalMessage(), { maxRetries: 3, baseDelayMs: 500 });
 */
export async function withRetries<T>(
  run: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      if (attempt >= options.maxRetries || !isRetryable(error) || options.signal?.aborted) throw error;
      const backoff = options.baseDelayMs * 2 ** attempt * (0.75 + Math.random() * 0.5);
      const delay = retryAfterMs(error) ?? backoff;
      options.onRetry?.(attempt + 1, delay, error);
      await sleep(delay, undefined, options.signal ? { signal: options.signal } : {});
    }
  }
}
