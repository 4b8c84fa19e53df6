import type { Middleware, ParameterizedContext } from 'koa';
import type { AppState } from '../middleware/state';

/** An error in GoTrue's shape, so supabase-js maps it to the right AuthError and code. */
export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'GoTrueError';
  }
}

/** Common GoTrue errors, messages as GoTrue words them. */
export const gotrue = {
  invalidCredentials: () => new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed'),
  emailExists: () =>
    new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered'),
  anonymousDisabled: () =>
    new GoTrueError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  phoneDisabled: () => new GoTrueError(400, 'phone_provider_disabled', 'Phone signups are disabled'),
  otpExpired: () => new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid'),
  validation: (message: string) => new GoTrueError(400, 'validation_failed', message),
  badJson: (reason: string) =>
    new GoTrueError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`),
  rateLimited: () => new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  noAuthorization: () =>
    new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) =>
    new GoTrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  sessionNotFound: () =>
    new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  refreshNotFound: () =>
    new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshReused: () =>
    new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  flowStateNotFound: () =>
    new GoTrueError(400, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  badCodeVerifier: () =>
    new GoTrueError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  weakPassword: (reasons: string[], message: string) =>
    new GoTrueError(422, 'weak_password', message, { weak_password: { reasons, message } }),
};

/** Writes GoTrue errors as `{code, error_code, msg, message}` with the API version header. */
export function gotrueErrors(): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.set('X-Supabase-Api-Version', '2024-01-01');
    try {
      await next();
    } catch (error) {
      if (!(error instanceof GoTrueError)) throw error;
      writeGoTrueError(ctx, error);
    }
  };
}

/** Answers `error` as GoTrue does: `{code, error_code, msg, message}` and its status. */
export function writeGoTrueError(ctx: ParameterizedContext<AppState>, error: GoTrueError): void {
  ctx.set('X-Supabase-Api-Version', '2024-01-01');
  ctx.status = error.status;
  ctx.body = {
    code: error.code,
    error_code: error.code,
    msg: error.message,
    message: error.message,
    ...error.extra,
  };
}
