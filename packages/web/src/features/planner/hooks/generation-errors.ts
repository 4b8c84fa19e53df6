import { errorCode, errorMessage, isApiError } from '../../../lib/errors';

export type GenerationFailure =
  | { kind: 'context-limit' }
  | { kind: 'auth' }
  | { kind: 'token-limit'; tier: string; resetDate: string }
  | { kind: 'other'; message: string };

/**
 * Sorts a generation error into the branches of docs/product.md (Messages users see:
 * Generation) by the answer's contract code
 * (never its message text): unauthorized (or no session), a reached limit with the tier and
 * reset date the server sends, the model's context limit, or anything else with its message.
 * @example
 * classifyGenerationError(error).kind // 'token-limit'
 */
export function classifyGenerationError(error: unknown): GenerationFailure {
  const code = errorCode(error);
  if (code === 'unauthorized') return { kind: 'auth' };
  if (code === 'context_too_large') return { kind: 'context-limit' };
  if (code === 'limit_reached' || code === 'rate_limited') {
    const details = isApiError(error) && error.is('limit_reached') ? error.details : {};
    const resetDate = details.resetDate
      ? new Date(details.resetDate).toLocaleDateString('en-US', { dateStyle: 'long' })
      : 'next month';
    return { kind: 'token-limit', tier: details.tierName ?? details.tier ?? 'current', resetDate };
  }
  return { kind: 'other', message: errorMessage(error, '') || 'Failed to generate staffing plan' };
}
