import type { ApiErrorCode } from '@staffplan/core';

/**
 * Exit codes of `staffplan`, the one table (printed by `--help`, documented in the README):
 * 0 ok (also when the reader of a pipe stops early), 1 error, 2 usage (bad arguments,
 * rejected input or file, a confirmation needed), 3 authentication, 4 limit reached,
 * 130 interrupted (Ctrl-C).
 */
export const EXIT = { ok: 0, error: 1, usage: 2, auth: 3, limit: 4, interrupted: 130 } as const;

/**
 * The table as `staffplan --help` prints it.
 * @example
 * console.log(EXIT_CODES_HELP)
 */
export const EXIT_CODES_HELP =
  'Exit codes: 0 ok, 1 error, 2 usage (bad arguments, rejected input or file, --yes needed), 3 authentication, 4 limit reached, 130 interrupted (Ctrl-C).';
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * The exit code of each error code of the API contract (core's ApiErrorCode): the one table,
 * documented in the CLI README. A new code in the contract fails the type check here.
 * @example
 * EXIT_BY_CODE.limit_reached // 4
 */
export const EXIT_BY_CODE: Readonly<Record<ApiErrorCode, ExitCode>> = {
  bad_request: EXIT.error,
  unauthorized: EXIT.auth,
  forbidden: EXIT.error,
  subscription_required: EXIT.error,
  not_found: EXIT.error,
  conflict: EXIT.error,
  payload_too_large: EXIT.usage,
  unsupported_media_type: EXIT.usage,
  unprocessable: EXIT.error,
  rate_limited: EXIT.limit,
  limit_reached: EXIT.limit,
  context_too_large: EXIT.error,
  internal_error: EXIT.error,
  upstream_error: EXIT.error,
};
