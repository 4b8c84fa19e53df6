import { API_ERROR_STATUS, type ApiErrorCode, type ApiErrorDetails } from '@staffplan/core';

/** The one error vocabulary of the API: core's ApiErrorCode (contract/errors.ts). */
export type ErrorCode = ApiErrorCode;

/**
 * An error meant for the client: its message is shown, `extra` (typed by the code: core's
 * API_ERROR_DETAILS) is merged into the body.
 * @example
 * throw new AppError('not_found', 'Plan not found');
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;
  constructor(
    readonly code: C,
    message: string,
    readonly extra: ApiErrorDetails<C> = {} as ApiErrorDetails<C>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = API_ERROR_STATUS[code];
  }
}
