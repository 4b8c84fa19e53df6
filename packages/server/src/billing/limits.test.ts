import { DEFAULT_TOKEN_LIMIT } from '@staffplan/core';
import { describe, expect, it } from 'vitest';
import { checkGenerationLimits, checkTokenLimit, type UsageSnapshot } from './limits';

const resetDate = new Date('2026-12-22T10:00:00Z');
const base: UsageSnapshot = {
  tier: 'basic',
  plansUsed: 0,
  weightedTokens: 0,
  tokenLimit: DEFAULT_TOKEN_LIMIT,
  resetDate,
};

describe('monthly limits', () => {
  it('allows the 30th Basic plan and refuses the 31st, naming tier and reset date', () => {
    expect(checkGenerationLimits({ ...base, plansUsed: 29 })).toEqual({ ok: true });
    const refused = checkGenerationLimits({ ...base, plansUsed: 30 });
    expect(refused).toMatchObject({ ok: false, kind: 'plans' });
    if (refused.ok) throw new Error('expected a refusal');
    expect(refused.message).toBe(
      'Monthly plan limit reached: the Basic plan includes 30 plans a month and you have generated 30. Your limit resets on 2026-12-22.',
    );
    expect(refused.extra).toMatchObject({
      tier: 'basic',
      resetDate: '2026-12-22T10:00:00.000Z',
      planLimit: 30,
    });
  });

  it('uses 60 for Professional and 120 for Enterprise', () => {
    expect(checkGenerationLimits({ ...base, tier: 'professional', plansUsed: 59 }).ok).toBe(true);
    expect(checkGenerationLimits({ ...base, tier: 'professional', plansUsed: 60 }).ok).toBe(false);
    expect(checkGenerationLimits({ ...base, tier: 'enterprise', plansUsed: 119 }).ok).toBe(true);
    expect(checkGenerationLimits({ ...base, tier: 'enterprise', plansUsed: 120 }).ok).toBe(false);
  });

  it('refuses at 100% of the weighted tokens, not at 99.99%', () => {
    expect(checkTokenLimit({ ...base, weightedTokens: 8_239_999 }).ok).toBe(true);
    const refused = checkGenerationLimits({ ...base, weightedTokens: DEFAULT_TOKEN_LIMIT });
    expect(refused).toMatchObject({ ok: false, kind: 'tokens' });
    if (refused.ok) throw new Error('expected a refusal');
    expect(refused.message).toBe(
      'Monthly token limit exceeded: 8,240,000 of 8,240,000 weighted tokens used on the Basic plan. Your limit resets on 2026-12-22.',
    );
  });
});
