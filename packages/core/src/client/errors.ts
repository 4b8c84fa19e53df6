/**
 * The SDK's one error vocabulary. Every failure a caller can see is a `StaffPlanError`;
 * answers of the server that are not OK are `ApiError`s, chosen by the contract's `code` (else
 * the status) in `ApiError.generate`, so callers can `instanceof` the case they handle.
 */
import type { z } from 'zod';
import {
  API_ERROR_CODE_OF_STATUS,
  API_ERROR_DETAILS,
  type ApiErrorCode,
  type ApiErrorDetails,
  isApiErrorCode,
} from '../contract/errors';
import type { Tier } from '../schemas/subscription';
import { AUTH_ERROR_CODES } from './auth-codes';

/**
 * Base class of every error the SDK throws.
 * @example
 * try { await client.plans.list(); } catch (e) { if (e instanceof StaffPlanError) console.error(e.message); }
 */
export class StaffPlanError extends Error {
  override name = 'StaffPlanError';
}

/**
 * A response that did not match core's schema (the server and the SDK disagree on a shape).
 * @example
 * if (e instanceof ResponseValidationError) console.error(e.issues);
 */
export class ResponseValidationError extends StaffPlanError {
  override name = 'ResponseValidationError';
  constructor(
    readonly path: string,
    readonly issues: readonly string[],
  ) {
    super(`Unexpected response from ${path}: ${issues.join('; ')}`);
  }
}

/**
 * Input rejected before any request was sent; `message` is the product's own text
 * (for example 'Please enter a name for this plan').
 * @example
 * if (e instanceof ValidationError) console.error(e.issues);
 */
export class ValidationError extends StaffPlanError {
  override name = 'ValidationError';
  constructor(readonly issues: readonly string[]) {
    super(issues[0] ?? 'Invalid input');
  }
}

/**
 * No session is available for a call that needs one (the auth library's 'Auth session missing!').
 * @example
 * if (e instanceof MissingSessionError) console.error('Run `staffplan login` first.');
 */
export class MissingSessionError extends StaffPlanError {
  override name = 'MissingSessionError';
  constructor(message = 'Auth session missing!') {
    super(message);
  }
}

/**
 * The server could not be reached (DNS, refused connection, reset socket); `cause` keeps the
 * underlying error.
 * @example
 * if (e instanceof APIConnectionError) console.error('Is the server running?', e.cause);
 */
export class APIConnectionError extends StaffPlanError {
  override name = 'APIConnectionError';
  constructor(message = 'Connection error.', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * The request took longer than `timeoutMs`.
 * @example
 * createClient({ baseUrl, timeoutMs: 5_000 }); // slower answers throw APIConnectionTimeoutError
 */
export class APIConnectionTimeoutError extends APIConnectionError {
  override name = 'APIConnectionTimeoutError';
  constructor(message = 'Request timed out.', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * The caller aborted the request through its AbortSignal.
 * @example
 * const ac = new AbortController(); ac.abort(); await client.plans.list({ signal: ac.signal }); // throws
 */
export class APIUserAbortError extends StaffPlanError {
  override name = 'APIUserAbortError';
  constructor(options?: { cause?: unknown }) {
    super('Request was aborted.', options);
  }
}

/** Reads a string field of an unknown JSON body. */
function field(body: unknown, key: string): string | undefined {
  if (body && typeof body === 'object' && key in body) {
    const value = (body as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/** The detail fields of a body for its code, as the contract types them (invalid ones left out). */
function detailsOf(code: ApiErrorCode | undefined, body: unknown): Readonly<Record<string, unknown>> {
  if (!code || !body || typeof body !== 'object') return {};
  const schema = API_ERROR_DETAILS[code] as z.ZodObject;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const shape = schema.shape[key] as z.ZodType | undefined;
    if (shape?.safeParse(value).success) fields[key] = value;
  }
  return fields;
}

/**
 * A non-OK answer of the server. `message` is '{status}: {response text or status text}' as the
 * web client shows it; `error` is the human sentence of the body (`error`, or the auth service's
 * `msg`/`message`/`error_description`); `code` the contract's machine code (ApiErrorCode) and
 * `details` that code's fields (API_ERROR_DETAILS); `authCode` the auth service's own
 * `error_code` (for example 'invalid_credentials'); `requestId` the server's id.
 * @example
 * catch (e) { if (e instanceof ApiError && e.is('limit_reached')) console.error(e.details.resetDate); }
 */
export class ApiError extends StaffPlanError {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode | undefined;
  /**
   * `code`, else the code the status stands for (a proxy's bare 502 is 'internal_error', a
   * 429 without a body 'rate_limited'): what a client branches on.
   */
  readonly kind: ApiErrorCode | undefined;
  readonly details: Readonly<Record<string, unknown>>;
  readonly authCode: string | undefined;
  readonly requestId: string | undefined;
  readonly body: unknown;
  readonly headers: Headers | undefined;
  readonly error: string;

  constructor(
    status: number,
    body: unknown,
    headers?: Headers,
    text?: string,
    options?: { cause?: unknown },
  ) {
    const raw = text ?? (typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body));
    super(`${status}: ${raw || statusText(status)}`, options);
    this.status = status;
    this.body = body;
    this.headers = headers;
    const code = field(body, 'code');
    this.code = isApiErrorCode(code) ? code : undefined;
    this.kind =
      this.code ?? API_ERROR_CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal_error' : undefined);
    this.details = detailsOf(this.code, body);
    this.authCode = field(body, 'error_code') ?? (this.code ? undefined : code);
    this.requestId = field(body, 'requestId') ?? headers?.get('x-request-id') ?? undefined;
    this.error =
      field(body, 'error') ??
      field(body, 'msg') ??
      field(body, 'message') ??
      field(body, 'error_description') ??
      (raw || statusText(status));
    // An authentication failure says the sentence alone; hosted GoTrue's older shape puts a
    // token in `error` ('invalid_grant') and the sentence in `error_description`.
    if (this instanceof AuthenticationError) this.message = field(body, 'error_description') ?? this.error;
  }

  /**
   * Whether the answer carries this code; narrows `details` to the code's fields.
   * @example
   * if (e.is('conflict')) reload(e.details.currentVersion);
   */
  is<C extends ApiErrorCode>(code: C): this is this & { code: C; details: ApiErrorDetails<C> } {
    return this.code === code;
  }

  /**
   * Picks the subclass: by the body's contract `code` when it has one (so a 429 `limit_reached`
   * is a RateLimitError, a 413 `context_too_large` a ContextTooLargeError), else by status.
   * @example
   * ApiError.generate(404, { error: 'Plan not found', code: 'not_found' }) instanceof NotFoundError // true
   */
  static generate(status: number, body: unknown, headers?: Headers, text?: string): ApiError {
    const code = field(body, 'code');
    const authCode = field(body, 'error_code') ?? code;
    const Class =
      (isApiErrorCode(code) ? BY_CODE[code] : undefined) ??
      (authCode && AUTH_ERROR_CODES.has(authCode) ? AuthenticationError : undefined) ??
      errorClassFor(status);
    return new Class(status, body, headers, text);
  }
}

/** 400: the request was malformed or rejected by validation (`details.issues`). @example e instanceof BadRequestError */
export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
}
/**
 * 401, or an auth-service code that means "sign in again" (a wrong password is GoTrue's 400
 * `invalid_credentials`). Its `message` is the service's sentence alone, for example
 * 'Invalid login credentials'; `authCode` keeps the service's code.
 * @example
 * catch (e) { if (e instanceof AuthenticationError) console.error(e.message); } // 'Invalid login credentials'
 */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}
/** 403: signed in but not allowed. @example e instanceof PermissionDeniedError */
export class PermissionDeniedError extends ApiError {
  override name = 'PermissionDeniedError';
}
/**
 * 403 `subscription_required`: no active subscription (`status` 'past_due' while a payment failed).
 * @example
 * if (e instanceof SubscriptionRequiredError) openPricing();
 */
export class SubscriptionRequiredError extends PermissionDeniedError {
  override name = 'SubscriptionRequiredError';
}
/** 404: missing, or somebody else's (plans are private). @example e instanceof NotFoundError */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
/** 409: conflicts with the current state (`details.currentVersion`). @example e instanceof ConflictError */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}
/** 413: upload or document too large. @example e instanceof PayloadTooLargeError */
export class PayloadTooLargeError extends ApiError {
  override name = 'PayloadTooLargeError';
}
/**
 * 413 `context_too_large`: the documents exceed the model's context (`details.tokens`, `details.limit`).
 * @example
 * if (e instanceof ContextTooLargeError) showDocumentLimitDialog();
 */
export class ContextTooLargeError extends PayloadTooLargeError {
  override name = 'ContextTooLargeError';
}
/** 415: not a PDF or Word document. @example e instanceof UnsupportedMediaTypeError */
export class UnsupportedMediaTypeError extends ApiError {
  override name = 'UnsupportedMediaTypeError';
}
/** 422: well-formed but unprocessable (`details.reason`). @example e instanceof UnprocessableEntityError */
export class UnprocessableEntityError extends ApiError {
  override name = 'UnprocessableEntityError';
}
/**
 * 429: the monthly limit (plans or tokens, code `limit_reached`) is reached, or too many
 * requests (`rate_limited`). `tier`, `tierName`, `limitKind` and `resetDate` are the body's
 * fields as the contract names them (API_ERROR_DETAILS.limit_reached).
 * @example
 * if (e instanceof RateLimitError) console.error(`Limit of the ${e.tier} tier; resets ${e.resetDate}`);
 */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
  readonly tier: Tier | undefined;
  readonly tierName: string | undefined;
  readonly limitKind: 'plans' | 'tokens' | undefined;
  readonly resetDate: string | undefined;
  constructor(status: number, body: unknown, headers?: Headers, text?: string) {
    super(status, body, headers, text);
    const limit = API_ERROR_DETAILS.limit_reached.safeParse(
      this.code === 'limit_reached' ? this.details : {},
    );
    const details = limit.success ? limit.data : {};
    this.tier = details.tier;
    this.tierName = details.tierName;
    this.limitKind = details.limitKind;
    this.resetDate = details.resetDate;
  }
}
/** 5xx: the server (or its model provider, `upstream_error`) failed. @example e instanceof InternalServerError */
export class InternalServerError extends ApiError {
  override name = 'InternalServerError';
}

type ApiErrorClass = new (status: number, body: unknown, headers?: Headers, text?: string) => ApiError;

/** The subclass of each contract code. */
const BY_CODE: Readonly<Record<ApiErrorCode, ApiErrorClass>> = {
  bad_request: BadRequestError,
  unauthorized: AuthenticationError,
  forbidden: PermissionDeniedError,
  subscription_required: SubscriptionRequiredError,
  not_found: NotFoundError,
  conflict: ConflictError,
  payload_too_large: PayloadTooLargeError,
  unsupported_media_type: UnsupportedMediaTypeError,
  unprocessable: UnprocessableEntityError,
  rate_limited: RateLimitError,
  limit_reached: RateLimitError,
  context_too_large: ContextTooLargeError,
  internal_error: InternalServerError,
  upstream_error: InternalServerError,
};

const BY_STATUS: Readonly<Record<number, ApiErrorClass>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
  415: UnsupportedMediaTypeError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

function errorClassFor(status: number): ApiErrorClass {
  return BY_STATUS[status] ?? (status >= 500 ? InternalServerError : ApiError);
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}
