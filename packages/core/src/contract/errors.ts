import { z } from 'zod';
import { TierSchema } from '../schemas/subscription';

/**
 * Every `code` an API error body can carry, one vocabulary for the server and its clients.
 * @example
 * API_ERROR_CODES.includes('limit_reached') // true
 */
export const API_ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'subscription_required',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'rate_limited',
  'limit_reached',
  'context_too_large',
  'internal_error',
  'upstream_error',
] as const;

/**
 * The `code` of an API error body.
 * @example
 * const code: ApiErrorCode = 'not_found';
 */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * The `code` field as a schema (the OpenAPI document lists its values).
 * @example
 * ApiErrorCodeSchema.parse('limit_reached') // 'limit_reached'
 */
export const ApiErrorCodeSchema = z.enum(API_ERROR_CODES);

/**
 * The error body every non-OK API answer carries: `{error, code, requestId}`, plus the code's
 * detail fields (API_ERROR_DETAILS). The SDK reads a code it does not know (a newer server's)
 * without failing: ApiError.code is then undefined, `kind` follows the status.
 * @example
 * ApiErrorBodySchema.parse({ error: 'Plan not found', code: 'not_found' })
 */
export const ApiErrorBodySchema = z.looseObject({
  error: z.string(),
  code: ApiErrorCodeSchema,
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/**
 * The HTTP status each code is answered with.
 * @example
 * API_ERROR_STATUS.limit_reached // 429
 * API_ERROR_STATUS.subscription_required // 403
 */
export const API_ERROR_STATUS: Readonly<Record<ApiErrorCode, number>> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  subscription_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  limit_reached: 429,
  context_too_large: 413,
  internal_error: 500,
  upstream_error: 502,
};

/**
 * The code a bare HTTP status stands for when nothing names one (a proxy's 413, a 404 from a
 * route that is not there): the server answers with it and the SDK reads it back.
 * @example
 * API_ERROR_CODE_OF_STATUS[415] // 'unsupported_media_type'
 */
export const API_ERROR_CODE_OF_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
};

/**
 * Whether a string is one of the API's error codes.
 * @example
 * isApiErrorCode('conflict') // true
 * isApiErrorCode('teapot') // false
 */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

const none = z.object({});

/**
 * The fields each code adds beside `{error, code, requestId}` (all optional on the wire: an
 * error raised before the route knows them carries none). A 429 names the tier, which limit
 * was reached and when it resets.
 * @example
 * API_ERROR_DETAILS.limit_reached.parse({ tier: 'basic', limitKind: 'plans', resetDate: '2026-12-01T00:00:00.000Z' })
 */
export const API_ERROR_DETAILS = {
  bad_request: z.object({
    /** Every problem of a rejected input, `path` empty for the input as a whole. */
    issues: z
      .array(
        z.object({
          /** Which part of the request: path parameters, query string or JSON body. */
          in: z.enum(['params', 'query', 'body']).optional(),
          path: z.string(),
          message: z.string(),
        }),
      )
      .optional(),
  }),
  unauthorized: none,
  forbidden: none,
  subscription_required: z.object({
    hasSubscription: z.boolean().optional(),
    /** 'past_due' while a payment failed: the subscription exists but is suspended. */
    status: z.literal('past_due').optional(),
  }),
  not_found: none,
  conflict: z.object({
    /** Generations of the caller still running (a limit is about to be reached). */
    inProgress: z.number().optional(),
    /** The plan's version now, when a write was based on an older one (reload, then retry). */
    currentVersion: z.string().optional(),
    /** The same version under the plan's own field name. */
    updated_at: z.string().optional(),
  }),
  payload_too_large: z.object({
    reason: z.literal('too_large').optional(),
    chars: z.number().optional(),
    limit: z.number().optional(),
  }),
  unsupported_media_type: z.object({ detail: z.string().optional() }),
  unprocessable: z.object({
    /** scanned, damaged, empty, timeout, memory, ... : what made the document unreadable. */
    reason: z.string().optional(),
    limitMs: z.number().optional(),
    limitMb: z.number().optional(),
  }),
  rate_limited: none,
  limit_reached: z.object({
    tier: TierSchema.optional(),
    tierName: z.string().optional(),
    limitKind: z.enum(['plans', 'tokens']).optional(),
    /** ISO time the monthly counters start again. */
    resetDate: z.string().optional(),
    plansUsed: z.number().optional(),
    planLimit: z.number().optional(),
    weightedTokens: z.number().optional(),
    tokenLimit: z.number().optional(),
  }),
  context_too_large: z.object({ tokens: z.number().optional(), limit: z.number().optional() }),
  internal_error: z.object({ reason: z.literal('failed').optional() }),
  upstream_error: none,
} satisfies Record<ApiErrorCode, z.ZodObject>;

/**
 * The detail fields of one code.
 * @example
 * const d: ApiErrorDetails<'limit_reached'> = { tier: 'basic', limitKind: 'plans' };
 */
export type ApiErrorDetails<C extends ApiErrorCode> = z.infer<(typeof API_ERROR_DETAILS)[C]>;

/**
 * An error body as the server writes it, typed by its code.
 * @example
 * const body: ApiErrorResponse<'not_found'> = { error: 'Plan not found', code: 'not_found' };
 */
export type ApiErrorResponse<C extends ApiErrorCode = ApiErrorCode> = {
  error: string;
  code: C;
  requestId?: string;
} & ApiErrorDetails<C>;
