import {
  APIConnectionError,
  ApiError,
  MissingSessionError,
  StaffPlanError,
  ValidationError,
} from '@staffplan/core/client';
import { describe, expect, it } from 'vitest';
import { CliError, describeFailure, EXIT, EXIT_BY_CODE } from './failure';

const SERVER = 'http://localhost:8787';

describe('describeFailure (the one map from error classes to exit codes)', () => {
  it.each([
    ['missing session', new MissingSessionError(), EXIT.auth, 'Run `staffplan login` first'],
    [
      '401',
      ApiError.generate(401, { error: 'Authentication required', code: 'unauthorized' }),
      EXIT.auth,
      'staffplan login',
    ],
    [
      'invalid credentials (400)',
      ApiError.generate(400, { code: 'invalid_credentials', message: 'Invalid login credentials' }),
      EXIT.auth,
      'Check the e-mail and password',
    ],
    [
      '429 limit',
      ApiError.generate(429, {
        error: 'Monthly plan limit reached',
        code: 'limit_reached',
        tier: 'basic',
        resetDate: '2026-12-01',
      }),
      EXIT.limit,
      'Monthly Token Limit Exceeded: Monthly plan limit reached (tier: basic, resets: 2026-12-01)',
    ],
    [
      '403 subscription',
      ApiError.generate(403, {
        error: 'An active subscription is required to generate plans.',
        code: 'subscription_required',
      }),
      EXIT.error,
      `${SERVER}/pricing`,
    ],
    [
      '404',
      ApiError.generate(404, { error: 'Plan not found', code: 'not_found' }),
      EXIT.error,
      'staffplan plans list',
    ],
    [
      '415',
      ApiError.generate(415, {
        error: 'Please upload a PDF, Word (.docx/.doc), Excel (.xlsx), text or Markdown document.',
      }),
      EXIT.usage,
      'Excel (.xlsx), text or Markdown',
    ],
    [
      'context',
      ApiError.generate(413, {
        error: 'The documents are too long',
        code: 'context_too_large',
        tokens: 250000,
      }),
      EXIT.error,
      'Document Processing Limit Reached',
    ],
    [
      '500',
      ApiError.generate(500, { error: 'Internal error', code: 'internal_error', requestId: 'r-1' }),
      EXIT.error,
      '(request r-1)',
    ],
    [
      'connection',
      new APIConnectionError('Connection error.'),
      EXIT.error,
      'Could not reach the StaffPlan server',
    ],
    [
      'validation',
      new ValidationError(['Please enter a name for this plan']),
      EXIT.usage,
      'Please enter a name for this plan',
    ],
    [
      'a message that merely mentions tokens is not a context limit',
      ApiError.generate(422, { error: 'prompt is too long: 250000 tokens', code: 'unprocessable' }),
      EXIT.error,
      'The server answered 422: prompt is too long',
    ],
    [
      '400 with issues',
      ApiError.generate(400, { error: 'Invalid request', code: 'bad_request', issues: [] }),
      EXIT_BY_CODE.bad_request,
      'The server answered 400: Invalid request',
    ],
    ['cli usage', new CliError('Choose csv or xlsx.', EXIT.usage), EXIT.usage, 'Choose csv or xlsx.'],
    ['sdk', new StaffPlanError('odd'), EXIT.error, 'odd'],
    ['unknown', new TypeError('boom'), EXIT.error, 'Unexpected failure: boom'],
  ])('%s', (_name, error, code, text) => {
    const { exitCode, message } = describeFailure(error, SERVER);
    expect(exitCode).toBe(code);
    expect(message).toContain(text);
  });
});
