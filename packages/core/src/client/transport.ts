import type { z } from 'zod';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  ApiError,
  ResponseValidationError,
} from './errors';
import type { FetchLike, RequestOptions } from './options';

/** One HTTP call as the resources describe it. */
export interface CallSpec<T> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  schema?: z.ZodType<T>;
  options?: RequestOptions | undefined;
}

/** Settings of the transport shared by every call. */
export interface TransportSettings {
  fetch: FetchLike;
  timeoutMs: number;
  maxRetries: number;
}

const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);
const RETRY_STATUS = new Set([408, 502, 503, 504]);
const BASE_BACKOFF_MS = 200;

/** A URL read against the page origin when relative (browser, same-origin base URL). */
function parse(url: string): URL {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost';
  return new URL(url, origin);
}

/** Builds the URL with its query string, leaving out null and undefined values. */
export function withQuery(url: string, query: CallSpec<unknown>['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function readBody(response: Response): Promise<{ body: unknown; text: string }> {
  const text = await response.text();
  if (!text) return { body: undefined, text };
  try {
    return { body: JSON.parse(text) as unknown, text };
  } catch {
    return { body: text, text };
  }
}

/** One attempt: fetch with a timeout; connection failures become SDK errors. */
async function attempt(settings: TransportSettings, url: string, init: RequestInit, spec: CallSpec<unknown>) {
  const timeoutMs = spec.options?.timeoutMs ?? settings.timeoutMs;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const userSignal = spec.options?.signal;
  const signal = userSignal ? AbortSignal.any([userSignal, timeout.signal]) : timeout.signal;
  try {
    const response = await settings.fetch(url, { ...init, signal });
    const { body, text } = await readBody(response);
    return { response, body, text };
  } catch (cause) {
    if (userSignal?.aborted) throw new APIUserAbortError({ cause });
    if (timeout.signal.aborted) throw new APIConnectionTimeoutError(undefined, { cause });
    throw new APIConnectionError(`Connection error: could not reach ${parse(url).origin}.`, { cause });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Performs a call: JSON or multipart body, timeout, retries with doubling backoff (200 ms
 * first) for idempotent methods, the error hierarchy for non-OK answers, and validation of
 * the answer with the call's schema.
 */
export async function perform<T>(settings: TransportSettings, spec: CallSpec<T>): Promise<T> {
  return (await performWithHeaders(settings, spec)).data;
}

/** `perform`, also giving the answer's headers (paging reads Link and X-Total-Count). */
export async function performWithHeaders<T>(
  settings: TransportSettings,
  spec: CallSpec<T>,
): Promise<{ data: T; headers: Headers }> {
  const query = spec.options?.query ? { ...spec.query, ...spec.options.query } : spec.query;
  const url = withQuery(spec.url, query);
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...spec.headers,
    ...spec.options?.headers,
  };
  let body: FormData | string | undefined;
  if (spec.form) body = spec.form;
  else if (spec.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(spec.json);
  }
  const init: RequestInit = { method: spec.method, headers, ...(body === undefined ? {} : { body }) };
  const maxRetries = IDEMPOTENT.has(spec.method) ? (spec.options?.maxRetries ?? settings.maxRetries) : 0;
  for (let retry = 0; ; retry++) {
    let result: Awaited<ReturnType<typeof attempt>>;
    try {
      result = await attempt(settings, url, init, spec as CallSpec<unknown>);
    } catch (error) {
      if (error instanceof APIConnectionError && retry < maxRetries) {
        await sleep(BASE_BACKOFF_MS * 2 ** retry, spec.options?.signal);
        continue;
      }
      throw error;
    }
    const { response, body: parsed, text } = result;
    if (!response.ok) {
      if (RETRY_STATUS.has(response.status) && retry < maxRetries) {
        await sleep(BASE_BACKOFF_MS * 2 ** retry, spec.options?.signal);
        continue;
      }
      throw ApiError.generate(response.status, parsed, response.headers, text || response.statusText);
    }
    if (!spec.schema) return { data: parsed as T, headers: response.headers };
    const checked = spec.schema.safeParse(parsed);
    if (!checked.success) {
      const issues = checked.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      throw new ResponseValidationError(`${spec.method} ${parse(url).pathname}`, issues);
    }
    return { data: checked.data, headers: response.headers };
  }
}
