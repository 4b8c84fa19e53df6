import { AppError } from '../../src/errors';

/**
 * The AppError `promise` rejects with; throws (failing the test) if it resolves or rejects
 * with anything else.
 * @example
 * expect((await appErrorOf(extractDocument(bytes))).status).toBe(422);
 */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}
