import {
  APIConnectionError,
  ApiError,
  AuthenticationError,
  MissingSessionError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  StaffPlanError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '@staffplan/core/client';

import { EXIT, type ExitCode } from './exit-codes';

export { EXIT, type ExitCode };

/**
 * A failure the CLI itself detects, with its exit code.
 * @example
 * throw new CliError('Choose --format csv or xlsx.', EXIT.usage)
 */
export class CliError extends StaffPlanError {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.error,
  ) {
    super(message);
  }
}

/** Auth-service codes that mean "sign in again". */
const AUTH_CODES = new Set([
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

const CONTEXT_LIMIT = /prompt is too long|200000 maximum|too many tokens|context_too_large/i;

/**
 * Turns any thrown value into the exit code and one stderr message that says what failed and
 * what to do. The one place error classes map to exit codes.
 * @example
 * const { exitCode, message } = describeFailure(error, 'http://localhost:8787');
 */
export function describeFailure(error: unknown, server: string): { exitCode: ExitCode; message: string } {
  if (error instanceof CliError) return { exitCode: error.exitCode, message: error.message };
  if (error instanceof ValidationError) return { exitCode: EXIT.usage, message: error.issues.join('\n') };
  if (error instanceof MissingSessionError) {
    return { exitCode: EXIT.auth, message: `Not signed in to ${server}. Run \`staffplan login\` first.` };
  }
  if (error instanceof RateLimitError) {
    const details = [error.tier && `tier: ${error.tier}`, error.resetDate && `resets: ${error.resetDate}`]
      .filter(Boolean)
      .join(', ');
    return {
      exitCode: EXIT.limit,
      message: `Monthly Token Limit Exceeded: ${error.error}${details ? ` (${details})` : ''}. Wait for the reset or upgrade at ${server}/pricing.`,
    };
  }
  if (
    error instanceof AuthenticationError ||
    (error instanceof ApiError && error.code && AUTH_CODES.has(error.code))
  ) {
    const what = (error as ApiError).error;
    const hint =
      (error as ApiError).code === 'email_not_confirmed'
        ? 'Open the link in the confirmation e-mail, then run `staffplan login` again.'
        : (error as ApiError).code === 'invalid_credentials'
          ? 'Check the e-mail and password and run `staffplan login` again.'
          : 'Run `staffplan login` to sign in again.';
    return { exitCode: EXIT.auth, message: `Authentication Error: ${what}. ${hint}` };
  }
  if (error instanceof ApiError && CONTEXT_LIMIT.test(`${error.code ?? ''} ${error.error}`)) {
    return {
      exitCode: EXIT.error,
      message:
        'Document Processing Limit Reached: the documents exceed the AI context of about 200,000 tokens (roughly 150,000 words). Shorten the documents or leave out supporting documents, then try again.',
    };
  }
  if (error instanceof PermissionDeniedError) {
    const hint =
      error.code === 'subscription_required' ? ` Choose a plan at ${server}/pricing, then try again.` : '';
    return { exitCode: EXIT.error, message: `${error.error}${hint}` };
  }
  if (error instanceof NotFoundError) {
    return {
      exitCode: EXIT.error,
      message: `${error.error}. Run \`staffplan plans list\` to see your plans.`,
    };
  }
  if (error instanceof PayloadTooLargeError || error instanceof UnsupportedMediaTypeError) {
    return { exitCode: EXIT.usage, message: error.error };
  }
  if (error instanceof ApiError) {
    const id = error.requestId ? ` (request ${error.requestId})` : '';
    return { exitCode: EXIT.error, message: `The server answered ${error.status}: ${error.error}${id}.` };
  }
  if (error instanceof APIConnectionError) {
    return {
      exitCode: EXIT.error,
      message: `Could not reach the StaffPlan server at ${server} (${error.message}). Start it with \`npm start\`, or pass --server URL / set STAFFPLAN_URL.`,
    };
  }
  if (error instanceof StaffPlanError) return { exitCode: EXIT.error, message: error.message };
  const text = error instanceof Error ? error.message : String(error);
  return { exitCode: EXIT.error, message: `Unexpected failure: ${text}` };
}
