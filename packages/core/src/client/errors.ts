/**
 * The SDK's one error vocabulary. Every failure a caller can see is a `StaffPlanError`;
 * answers of the server that are not OK are `ApiError`s, chosen by status in
 * `ApiError.generate`, so callers can `instanceof` the case they handle.
 */

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
 * Input rejected before any request was sent; `message` is the SPEC's own text
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
 * No session is available for a call that needs one (SPEC: 'Auth session missing!').
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

/**
 * A non-OK answer of the server. `message` is '{status}: {response text or status text}' as the
 * web client shows it; `error` is the human sentence of the body (`error`, or GoTrue's
 * `msg`/`message`/`error_description`); `code` the machine code; `requestId` the server's id.
 * @example
 * catch (e) { if (e instanceof ApiError) console.error(e.status, e.code, e.error, e.requestId); }
 */
export class ApiError extends StaffPlanError {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
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
    this.code = field(body, 'code') ?? field(body, 'error_code');
    this.requestId = field(body, 'requestId') ?? headers?.get('x-request-id') ?? undefined;
    this.error =
      field(body, 'error') ??
      field(body, 'msg') ??
      field(body, 'message') ??
      field(body, 'error_description') ??
      (raw || statusText(status));
  }

  /**
   * Picks the subclass for a status: 400, 401, 403, 404, 409, 413, 415, 422, 429, 5xx.
   * @example
   * ApiError.generate(404, { error: 'Plan not found', code: 'not_found' }) instanceof NotFoundError // true
   */
  static generate(status: number, body: unknown, headers?: Headers, text?: string): ApiError {
    const Class = errorClassFor(status);
    return new Class(status, body, headers, text);
  }
}

/** 400: the request was malformed or rejected by validation. @example e instanceof BadRequestError */
export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
}
/** 401: no valid access token. @example e instanceof AuthenticationError // sign in again */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}
/** 403: signed in but not allowed (for example no active subscription). @example e instanceof PermissionDeniedError */
export class PermissionDeniedError extends ApiError {
  override name = 'PermissionDeniedError';
}
/** 404: missing, or somebody else's (plans are private). @example e instanceof NotFoundError */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
/** 409: conflicts with the current state. @example e instanceof ConflictError */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}
/** 413: upload or document too large. @example e instanceof PayloadTooLargeError */
export class PayloadTooLargeError extends ApiError {
  override name = 'PayloadTooLargeError';
}
/** 415: not a PDF or Word document. @example e instanceof UnsupportedMediaTypeError */
export class UnsupportedMediaTypeError extends ApiError {
  override name = 'UnsupportedMediaTypeError';
}
/** 422: well-formed but unprocessable. @example e instanceof UnprocessableEntityError */
export class UnprocessableEntityError extends ApiError {
  override name = 'UnprocessableEntityError';
}
/**
 * 429: the monthly limit (plans or tokens) is reached, or too many requests. `tier` and
 * `resetDate` come from the body when the server gives them.
 * @example
 * if (e instanceof RateLimitError) console.error(`Limit of the ${e.tier} tier; resets ${e.resetDate}`);
 */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
  readonly tier: string | undefined;
  readonly resetDate: string | undefined;
  constructor(status: number, body: unknown, headers?: Headers, text?: string) {
    super(status, body, headers, text);
    this.tier = field(body, 'tier');
    this.resetDate = field(body, 'resetDate') ?? field(body, 'reset_date');
  }
}
/** 5xx: the server failed. @example e instanceof InternalServerError */
export class InternalServerError extends ApiError {
  override name = 'InternalServerError';
}

type ApiErrorClass = new (status: number, body: unknown, headers?: Headers, text?: string) => ApiError;

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
