import { MissingSessionError, ApiError as SdkApiError } from '@staffplan/core/client';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { classifyGenerationError } from './generation-errors';

const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '');

describe('generation error branches (SPEC section 8)', () => {
  it('sends 401 and "User authentication failed" to the authentication branch', () => {
    expect(classifyGenerationError(apiError(401, { error: 'Authentication required' }))).toEqual({
      kind: 'auth',
    });
    expect(classifyGenerationError(new Error('User authentication failed'))).toEqual({ kind: 'auth' });
  });

  it('reads the tier and reset date of a 429', () => {
    const failure = classifyGenerationError(
      apiError(429, {
        error: 'Monthly token limit reached',
        code: 'limit_reached',
        tier: 'basic',
        resetDate: '2026-12-01T00:00:00Z',
      }),
    );
    expect(failure).toMatchObject({ kind: 'token-limit', tier: 'basic' });
    expect(failure.kind === 'token-limit' && failure.resetDate).toMatch(/2026/);
  });

  it('opens the limit dialog for prompt-too-long messages', () => {
    expect(classifyGenerationError(new Error('prompt is too long: 210000 tokens > 200000 maximum'))).toEqual({
      kind: 'context-limit',
    });
  });

  it('falls back to the message, or the generic text', () => {
    expect(classifyGenerationError(new Error('Upstream exploded'))).toEqual({
      kind: 'other',
      message: 'Upstream exploded',
    });
    expect(classifyGenerationError(new Error(''))).toEqual({
      kind: 'other',
      message: 'Failed to generate staffing plan',
    });
  });

  it("classifies the SDK's errors the same way (status, server message and body)", () => {
    const body = { error: 'Monthly token limit reached', tier: 'basic', resetDate: '2026-12-01T00:00:00Z' };
    const limit = SdkApiError.generate(429, body, undefined, JSON.stringify(body));
    expect(classifyGenerationError(limit)).toMatchObject({ kind: 'token-limit', tier: 'basic' });
    const auth = SdkApiError.generate(401, { error: 'Authentication required' });
    expect(classifyGenerationError(auth)).toEqual({ kind: 'auth' });
    expect(classifyGenerationError(new MissingSessionError())).toEqual({ kind: 'auth' });
    const other = SdkApiError.generate(500, { error: 'Plan generation failed' });
    expect(classifyGenerationError(other)).toEqual({ kind: 'other', message: 'Plan generation failed' });
    expect(SdkApiError.generate(502, undefined, undefined, '').message).toBe('502: Bad Gateway');
  });

  it("formats a non-OK answer as '{status}: {text}'", () => {
    expect(new ApiError(404, 'Plan not found', 'Not Found').message).toBe('404: Plan not found');
    expect(new ApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });
});
