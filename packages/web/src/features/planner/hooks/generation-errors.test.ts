import { ApiError, MissingSessionError } from '@staffplan/core/client';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../lib/errors';
import { classifyGenerationError } from './generation-errors';

describe('generation error branches (docs/product.md, Messages users see), by the contract code', () => {
  it('sends unauthorized, a bare 401 and a missing session to the authentication branch', () => {
    const coded = ApiError.generate(401, { error: 'Authentication required', code: 'unauthorized' });
    expect(classifyGenerationError(coded)).toEqual({ kind: 'auth' });
    expect(classifyGenerationError(ApiError.generate(401, 'no body'))).toEqual({ kind: 'auth' });
    expect(classifyGenerationError(new MissingSessionError())).toEqual({ kind: 'auth' });
  });

  it('reads the tier name and reset date of a limit_reached 429 as the server sends them', () => {
    const failure = classifyGenerationError(
      ApiError.generate(429, {
        error: 'Monthly token limit reached',
        code: 'limit_reached',
        tier: 'basic',
        tierName: 'Basic',
        resetDate: '2026-12-01T12:00:00Z',
      }),
    );
    expect(failure).toEqual({ kind: 'token-limit', tier: 'Basic', resetDate: 'December 1, 2026' });
    const bare = classifyGenerationError(ApiError.generate(429, { error: 'Slow down' }));
    expect(bare).toEqual({ kind: 'token-limit', tier: 'current', resetDate: 'next month' });
  });

  it('opens the limit dialog for context_too_large, not for a message that mentions tokens', () => {
    const context = ApiError.generate(413, { error: 'Too long', code: 'context_too_large', tokens: 212345 });
    expect(classifyGenerationError(context)).toEqual({ kind: 'context-limit' });
    expect(classifyGenerationError(new Error('prompt is too long: 210000 tokens > 200000 maximum'))).toEqual({
      kind: 'other',
      message: 'prompt is too long: 210000 tokens > 200000 maximum',
    });
  });

  it('falls back to the server message, the error message, or the generic text', () => {
    const failed = ApiError.generate(500, { error: 'Plan generation failed', code: 'internal_error' });
    expect(classifyGenerationError(failed)).toEqual({ kind: 'other', message: 'Plan generation failed' });
    expect(classifyGenerationError(new Error('Upstream exploded'))).toEqual({
      kind: 'other',
      message: 'Upstream exploded',
    });
    expect(classifyGenerationError(new Error(''))).toEqual({
      kind: 'other',
      message: 'Failed to generate staffing plan',
    });
  });

  it("shows '{status}: {text}' when the answer has no error field", () => {
    expect(errorMessage(ApiError.generate(404, 'Plan not found', undefined, 'Plan not found'), 'x')).toBe(
      '404: Plan not found',
    );
    expect(errorMessage(ApiError.generate(502, undefined, undefined, ''), 'x')).toBe('502: Bad Gateway');
  });
});
