import { apiFailure } from '../../../lib/http';

export type GenerationFailure =
  | { kind: 'context-limit' }
  | { kind: 'auth' }
  | { kind: 'token-limit'; tier: string; resetDate: string }
  | { kind: 'other'; message: string };

function field(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** Sorts a generation error into the branches of SPEC section 8. */
export function classifyGenerationError(error: unknown): GenerationFailure {
  const failure = apiFailure(error);
  const status = failure?.status;
  const message = failure
    ? (failure.serverMessage ?? failure.message)
    : error instanceof Error
      ? error.message
      : '';
  // The SDK refuses to send without a session ('Auth session missing!'): same branch as a 401.
  if (
    status === 401 ||
    message.includes('User authentication failed') ||
    message.includes('Auth session missing')
  )
    return { kind: 'auth' };
  if (status === 429 || /token limit/i.test(message)) {
    const body = failure?.body;
    const resetRaw = field(body, 'resetDate') ?? field(body, 'resetsAt') ?? field(body, 'reset_date');
    const resetDate = resetRaw
      ? new Date(resetRaw).toLocaleDateString('en-US', { dateStyle: 'long' })
      : 'next month';
    return {
      kind: 'token-limit',
      tier: field(body, 'tierName') ?? field(body, 'tier') ?? 'current',
      resetDate,
    };
  }
  if (/prompt is too long|200000 maximum|tokens/i.test(message)) return { kind: 'context-limit' };
  return { kind: 'other', message: message || 'Failed to generate staffing plan' };
}
