import type { z } from 'zod';
import type { ApiErrorCode } from './errors';

/**
 * HTTP methods the API answers (GET routes answer HEAD too).
 * @example
 * const method: HttpMethod = 'PATCH';
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone, anyone (a valid token is read when sent), a signed-in user,
 * or a signed-in user whose e-mail is in the server's admin list.
 * @example
 * const auth: RouteAuth = 'user';
 */
export type RouteAuth = 'none' | 'optional' | 'user' | 'admin';

/**
 * How the request body travels: parsed JSON, one multipart file, raw bytes the route reads
 * itself (a signed webhook), or none.
 * @example
 * const body: RouteBodyKind = 'multipart';
 */
export type RouteBodyKind = 'json' | 'multipart' | 'raw' | 'none';

/**
 * One route of the API as the server registers it and its clients call it. `path` uses the
 * router's `:name` parameters; the zod schemas are core's own (schemas/), never copies.
 * @example
 * const ping: RouteContract = { name: 'health.ping', method: 'GET', path: '/api/ping', summary: 'Liveness', auth: 'none', errors: [] };
 */
export interface RouteContract<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** `resource.verb`, unique: the SDK method and the OpenAPI operationId. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly auth: RouteAuth;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** Defaults to 'json' when `body` is given, else 'none'. */
  readonly bodyKind?: RouteBodyKind;
  /** The JSON answer of a 2xx (absent: `{ok: true}`-style acknowledgements or non-JSON). */
  readonly response?: R;
  /** 'websocket' for the upgrade route; default 'json'. */
  readonly transport?: 'http' | 'websocket';
  /** Optional request headers the route reads, by name, with what they mean. */
  readonly requestHeaders?: Readonly<Record<string, string>>;
  /** Headers of the OK answer, by name, with what they carry. */
  readonly responseHeaders?: Readonly<Record<string, string>>;
  /** Every error code the route can answer with (details: API_ERROR_DETAILS). */
  readonly errors: readonly ApiErrorCode[];
  /** The limits it enforces, by name, with their values from limits.ts. */
  readonly limits?: Readonly<Record<string, number>>;
}

/** Parsed value of the schema under `key`, or an empty object when the route has none. */
type Part<C, K extends string> = C extends { readonly [P in K]: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : Record<string, never>
  : Record<string, never>;

/**
 * What a route's validation hands the handler: the parsed path parameters, query and body.
 * @example
 * type In = RouteInput<typeof plansRoutes.get>; // { params: { id: string }, query: {}, body: {} }
 */
export type RouteInput<C> = { params: Part<C, 'params'>; query: Part<C, 'query'>; body: Part<C, 'body'> };

/**
 * The parsed 2xx answer of a route (`unknown` when it declares none).
 * @example
 * type Out = RouteOutput<typeof plansRoutes.get>; // SavedPlan
 */
export type RouteOutput<C> = C extends { readonly response: infer R extends z.ZodType }
  ? z.output<R>
  : unknown;

/**
 * Declares one route, keeping its exact shape (which schemas it has) for RouteInput and
 * RouteOutput.
 * @example
 * export const ping = defineRoute({ name: 'health.ping', method: 'GET', path: '/api/ping', summary: 'Liveness', auth: 'none', errors: [] });
 */
export function defineRoute<const C extends RouteContract>(route: C): C {
  return route;
}

/**
 * The route's path in OpenAPI form (`:id` becomes `{id}`).
 * @example
 * openApiPath('/api/staffing/plans/:id') // '/api/staffing/plans/{id}'
 */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
