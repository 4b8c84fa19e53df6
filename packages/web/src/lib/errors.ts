import type { ApiError, ApiErrorCode } from '@staffplan/core/client';

/**
 * Whether a thrown value is the SDK's ApiError. Read by shape, not `instanceof`: this module is
 * imported by pages that load the SDK (and its schema library) only on first use.
 * @example
 * if (isApiError(error) && error.is('limit_reached')) showLimit(error.details.resetDate);
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { is?: unknown }).is === 'function' &&
    'details' in error
  );
}

/**
 * The contract code of a failed call: its body's, else the one its status stands for;
 * 'unauthorized' when the SDK refused to send without a session; undefined for other errors.
 * @example
 * if (errorCode(error) === 'unauthorized') navigate('/login');
 */
export function errorCode(error: unknown): ApiErrorCode | undefined {
  if (isApiError(error)) {
    return error.kind;
  }
  if (error instanceof Error && error.name === 'MissingSessionError') return 'unauthorized';
  return undefined;
}

/**
 * The message to show for a failed call: the server's own `error` text when the body has one,
 * else '{status}: {response text}' (docs/product.md, How clients call the server), else the error's message or `fallback`.
 * @example
 * toast.error('Error', { description: errorMessage(error, 'Failed to delete account') });
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const body = error.body;
    const serverText =
      typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    return typeof serverText === 'string' ? serverText : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
