/** The one error vocabulary of the API. */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'subscription_required'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'rate_limited'
  | 'limit_reached'
  | 'context_too_large'
  | 'internal_error'
  | 'upstream_error';

/** HTTP status of each code. */
export const statusOf: Record<ErrorCode, number> = {
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
 * An error meant for the client: its message is shown, `extra` fields are merged into the body.
 * @example
 * throw new AppError('not_found', 'Plan not found');
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusOf[code];
  }
}
