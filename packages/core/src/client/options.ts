import type { Session } from '../schemas/auth';

/**
 * Where the SDK keeps the session between calls. `createClient` refreshes it automatically
 * when it is within 90 s of expiry and saves the new one; `save(null)` signs out.
 * @example
 * const store: SessionStore = { load: async () => saved, save: async (s) => { saved = s; } };
 */
export interface SessionStore {
  load(): Promise<Session | null>;
  save(session: Session | null): Promise<void>;
}

/** A value or a function giving it, read on every request. @example const email: Getter = () => user?.email */
export type Getter = string | null | undefined | (() => string | null | undefined);

/**
 * A Getter whose function may answer a promise (a browser auth library that refreshes the
 * token before answering).
 * @example
 * const token: AsyncGetter = async () => (await auth.getSession()).data.session?.access_token;
 */
export type AsyncGetter = Getter | (() => Promise<string | null | undefined>);

/**
 * The part of the browser WebSocket API the SDK uses. The browser's `WebSocket` and Node's
 * `ws` package both fit.
 * @example
 * import WebSocket from 'ws'; createClient({ baseUrl, WebSocket: WebSocket as unknown as WebSocketConstructor });
 */
export interface WebSocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: { code?: number; reason?: string }) => void) | null;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor. @example const Ctor: WebSocketConstructor = globalThis.WebSocket as unknown as WebSocketConstructor */
export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => WebSocketLike;

/** The fetch signature the SDK calls. @example createClient({ baseUrl, fetch: (url, init) => fetch(url, init) }) */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Options of `createClient`. Every default is listed here.
 * @example
 * createClient({ baseUrl: 'http://localhost:8787', session: memorySessionStore(), timeoutMs: 60_000 })
 */
export interface ClientOptions {
  /** The StaffPlan server, for example 'http://localhost:8787'; '' (or '/prefix') in a browser means the page origin. */
  baseUrl: string;
  /** A fixed access token (or a function giving it). Takes precedence over `session`. */
  accessToken?: AsyncGetter;
  /** Session store for sign-in, automatic refresh and sign-out. Default: an in-memory store. */
  session?: SessionStore;
  /** Auth service URL. Default `${baseUrl}/auth/v1` (the server's embedded auth); hosted Supabase: `${SUPABASE_URL}/auth/v1`. */
  authUrl?: string;
  /** Public (anon) key sent as `apikey` to the auth service; required by hosted Supabase. */
  anonKey?: string;
  /** Default: `globalThis.fetch`. */
  fetch?: FetchLike;
  /** Default: `globalThis.WebSocket` (absent in Node 20: pass the `ws` package). */
  WebSocket?: WebSocketConstructor;
  /** Per-request timeout in ms. Default 600,000 (10 min: a generation waits for its plan). */
  timeoutMs?: number;
  /** Retries of idempotent requests after a connection error, 408, 502, 503 or 504. Default 2. */
  maxRetries?: number;
  /** The web's identity headers (docs/product.md, How clients call the server): when set, X-User-Email (default the session's e-mail) and X-Customer-ID are sent. */
  identity?: { email?: AsyncGetter; customerId?: Getter };
  /** Extra headers on every product request. */
  headers?: Record<string, string>;
  /** Clock in ms since the epoch. Default `Date.now`. */
  now?: () => number;
}

/**
 * Per-call overrides.
 * @example
 * await client.plans.list({ signal: AbortSignal.timeout(5_000) })
 */
export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
  /** Extra query parameters, added after (and overriding) the call's own; null and undefined are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
}

/** Reads an AsyncGetter. @example await readAsync(async () => 'a') // 'a' */
export async function readAsync(getter: AsyncGetter): Promise<string | undefined> {
  const value = typeof getter === 'function' ? await getter() : getter;
  return value ?? undefined;
}

/** Reads a Getter. @example read(() => 'a') // 'a' */
export function read(getter: Getter): string | undefined {
  const value = typeof getter === 'function' ? getter() : getter;
  return value ?? undefined;
}
