import type { z } from 'zod';
import { currentAuth } from './supabase';
import { getItem, KEYS } from './storage';

/** A non-OK answer: message '{status}: {response text or status text}' (SPEC section 7). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The server's `error` field when the body is the JSON error shape. */
  readonly serverMessage: string | undefined;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // plain text body
    }
    this.body = body;
    // Read only the `error` field here: the landing bundle stays free of the schema library.
    const field = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    this.serverMessage = typeof field === 'string' ? field : undefined;
  }
}

export type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: S;
  /** Bearer token from the session (default true). */
  bearer?: boolean;
  /** Adds X-User-Email and X-Customer-ID. */
  identity?: boolean;
  headers?: Record<string, string>;
};

/** Performs one call to the product server and validates the answer with core's schema. */
export async function request<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S> & { schema: S },
): Promise<z.infer<S>>;
export async function request(path: string, options?: RequestOptions<z.ZodType>): Promise<unknown>;
export async function request(path: string, options: RequestOptions<z.ZodType> = {}): Promise<unknown> {
  const headers: Record<string, string> = { ...options.headers };
  const auth = options.bearer === false ? null : await currentAuth();
  if (auth) headers.Authorization = `Bearer ${auth.token}`;
  if (options.identity) {
    headers['Content-Type'] = 'application/json';
    if (auth?.email) headers['X-User-Email'] = auth.email;
    const customerId = getItem(KEYS.customerId);
    if (customerId) headers['X-Customer-ID'] = customerId;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    credentials: 'include',
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  const json: unknown = text ? JSON.parse(text) : null;
  return options.schema ? options.schema.parse(json) : json;
}

/** A non-OK answer, from this module or from core's SDK (both carry `status` and `body`). */
export interface ApiFailure {
  status: number;
  body: unknown;
  message: string;
  /** The server's `error` field when the body is the JSON error shape. */
  serverMessage: string | undefined;
}

/** Reads a failed call's status, body and server message; undefined for other errors. */
export function apiFailure(error: unknown): ApiFailure | undefined {
  if (!(error instanceof Error)) return undefined;
  const { status, body } = error as Error & { status?: unknown; body?: unknown };
  if (typeof status !== 'number') return undefined;
  const field = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return {
    status,
    body,
    message: error.message,
    serverMessage: typeof field === 'string' ? field : undefined,
  };
}

/** The message to show for a failed call: the server's own message when there is one. */
export function errorMessage(error: unknown, fallback: string): string {
  const failure = apiFailure(error);
  if (failure) return failure.serverMessage ?? failure.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
