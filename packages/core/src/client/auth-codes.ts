/**
 * The auth service's own error codes (GoTrue's `error_code`, or its string `code`) that mean
 * "the credentials or the session are not valid: sign in again". An answer with one of them is
 * an AuthenticationError whatever its status (GoTrue answers a wrong password with 400).
 * @example
 * AUTH_ERROR_CODES.has('invalid_credentials') // true
 */
export const AUTH_ERROR_CODES: ReadonlySet<string> = new Set([
  'invalid_credentials',
  'email_not_confirmed',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'session_not_found',
  'session_expired',
  'bad_jwt',
  'no_authorization',
  'user_not_found',
]);
