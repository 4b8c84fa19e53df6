import type { ApiErrorCode } from '@staffplan/core';
import {
  APIConnectionError,
  ApiError,
  AUTH_ERROR_CODES,
  MissingSessionError,
  RateLimitError,
  StaffPlanError,
  ValidationError,
} from '@staffplan/core/client';

import { EXIT, EXIT_BY_CODE, type ExitCode } from './exit-codes';

export { EXIT, EXIT_BY_CODE, type ExitCode };

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

/**
 * Ctrl-C in an interactive command: exit 130 (as a shell reports SIGINT) and print nothing.
 * @example
 * exit(new InterruptedError())
 */
export class InterruptedError extends CliError {
  override name = 'InterruptedError';
  constructor() {
    super('', EXIT.interrupted);
  }
}

/** What to do next, per API code: added after the server's own message (the contract's text). */
type Hint = (error: ApiError, server: string) => string;

const signInAgain: Hint = (error) =>
  `Authentication Error: ${error.error}. ${
    error.authCode === 'email_not_confirmed'
      ? 'Open the link in the confirmation e-mail, then run `staffplan login` again.'
      : error.authCode === 'invalid_credentials'
        ? 'Check the e-mail and password and run `staffplan login` again.'
        : 'Run `staffplan login` to sign in again.'
  }`;

const limitReached: Hint = (error, server) => {
  const { tier, resetDate } =
    error instanceof RateLimitError ? error : { tier: undefined, resetDate: undefined };
  const details = [tier && `tier: ${tier}`, resetDate && `resets: ${resetDate}`].filter(Boolean).join(', ');
  return `Monthly Token Limit Exceeded: ${error.error}${details ? ` (${details})` : ''}. Wait for the reset or upgrade at ${server}/pricing.`;
};

/** The message of each API code the CLI words itself; other codes show the server's text. */
const MESSAGE_BY_CODE: Partial<Record<ApiErrorCode, Hint>> = {
  unauthorized: signInAgain,
  limit_reached: limitReached,
  rate_limited: limitReached,
  subscription_required: (error, server) =>
    `${error.error} Choose a plan at ${server}/pricing, then try again.`,
  forbidden: (error) => error.error,
  not_found: (error) => `${error.error}. Run \`staffplan plans list\` to see your plans.`,
  payload_too_large: (error) => error.error,
  unsupported_media_type: (error) => error.error,
  context_too_large: () =>
    'Document Processing Limit Reached: the documents exceed the AI context of about 200,000 tokens (roughly 150,000 words). Shorten the documents or leave out supporting documents, then try again.',
};

/**
 * Turns any thrown value into the exit code and one stderr message that says what failed and
 * what to do. API answers go by their contract code (EXIT_BY_CODE, MESSAGE_BY_CODE), never by
 * their message text. The one place errors map to exit codes.
 * @example
 * const { exitCode, message } = describeFailure(error, 'http://localhost:8787');
 */
export function describeFailure(error: unknown, server: string): { exitCode: ExitCode; message: string } {
  if (error instanceof CliError) return { exitCode: error.exitCode, message: error.message };
  if (error instanceof ValidationError) return { exitCode: EXIT.usage, message: error.issues.join('\n') };
  if (error instanceof MissingSessionError) {
    return { exitCode: EXIT.auth, message: `Not signed in to ${server}. Run \`staffplan login\` first.` };
  }
  if (error instanceof ApiError) {
    if (error.authCode && AUTH_ERROR_CODES.has(error.authCode)) {
      return { exitCode: EXIT.auth, message: signInAgain(error, server) };
    }
    const code = error.kind;
    const hint = code ? MESSAGE_BY_CODE[code] : undefined;
    if (code && hint) return { exitCode: EXIT_BY_CODE[code], message: hint(error, server) };
    const id = error.requestId ? ` (request ${error.requestId})` : '';
    return {
      exitCode: code ? EXIT_BY_CODE[code] : EXIT.error,
      message: `The server answered ${error.status}: ${error.error}${id}.`,
    };
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
