import { AppError } from '../../errors';

/** Why a generation or chat turn was stopped; carried as `reason` in the error body. */
export type GenerationFailureReason = 'too_large' | 'timeout' | 'memory' | 'failed';

const seconds = (ms: number): string => (ms >= 1000 ? `${Math.round(ms / 1000)} seconds` : `${ms} ms`);
const count = (n: number): string => n.toLocaleString('en-US');

/**
 * The errors a limited generation ends in, in the API's one error shape. Each names what was
 * exceeded and what to do, and carries `reason` so a client can tell them apart.
 * @example
 * throw generationFailure.timeout(120_000);
 */
export const generationFailure = {
  tooLarge: (chars: number, limit: number): AppError =>
    new AppError(
      'payload_too_large',
      `The documents hold ${count(chars)} characters, more than the ${count(limit)} a plan can be generated from. Remove attachments that are not part of the work, or split the solicitation.`,
      { reason: 'too_large', chars, limit },
    ),
  timeout: (ms: number): AppError =>
    new AppError(
      'unprocessable',
      `Planning these documents took longer than ${seconds(ms)}, so it was stopped. Remove attachments that are not part of the work, or split the solicitation.`,
      { reason: 'timeout', limitMs: ms },
    ),
  memory: (mb: number): AppError =>
    new AppError(
      'unprocessable',
      `Planning these documents needed more than the ${mb} MB of memory allowed, so it was stopped. Remove attachments that are not part of the work, or split the solicitation.`,
      { reason: 'memory', limitMb: mb },
    ),
  failed: (): AppError =>
    new AppError(
      'internal_error',
      'The staffing plan could not be generated: the estimator stopped unexpectedly.',
      {
        reason: 'failed',
      },
    ),
};

/** Whether an error is one of the failures above (the ones that still count as usage). */
export function isGenerationFailure(error: unknown): error is AppError {
  const reason = error instanceof AppError ? error.extra.reason : undefined;
  return reason === 'too_large' || reason === 'timeout' || reason === 'memory' || reason === 'failed';
}
