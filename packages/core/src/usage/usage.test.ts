import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_LIMIT } from './constants';
import { showDashboardAlert, usageAlert, usageAlertTitle, usagePercent, weightedTokens } from './math';
import { daysUntilReset, formatDaysUntilReset, nextResetDate, usageAlertMessage } from './reset';

describe('usage math', () => {
  it('weighs output tokens five times', () => {
    expect(weightedTokens({ inputTokens: 1000, outputTokens: 200 })).toBe(2000);
    expect(weightedTokens({ inputTokens: Number.NaN, outputTokens: 1 })).toBe(5);
  });

  it('measures percent against the 8,240,000 default limit', () => {
    expect(DEFAULT_TOKEN_LIMIT).toBe(8_240_000);
    expect(usagePercent(6_592_000)).toBe(80);
    expect(usagePercent(8_240_000)).toBe(100);
    expect(usagePercent(1000, 2000)).toBe(50);
    expect(usagePercent(5, 0)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
  });

  it('alerts at 80% and 100% or when flagged', () => {
    expect(usageAlert(0)).toBe('none');
    expect(usageAlert(79.99)).toBe('none');
    expect(usageAlert(80)).toBe('approaching');
    expect(usageAlert(99.99)).toBe('approaching');
    expect(usageAlert(100)).toBe('exceeded');
    expect(usageAlert(140)).toBe('exceeded');
    expect(usageAlert(10, true)).toBe('exceeded');
  });

  it('shows the dashboard alert only from 90%', () => {
    expect(showDashboardAlert(89.9)).toBe(false);
    expect(showDashboardAlert(90)).toBe(true);
    expect(showDashboardAlert(5, true)).toBe(true);
  });

  it('titles alerts with the product texts', () => {
    expect(usageAlertTitle('approaching')).toBe('Approaching Token Limit');
    expect(usageAlertTitle('exceeded')).toBe('Token Limit Exceeded');
    expect(usageAlertTitle('none')).toBeNull();
  });
});

describe('reset', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('resets at the start of next month', () => {
    expect(nextResetDate(now).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(nextResetDate(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(daysUntilReset(now)).toBe(9);
    expect(daysUntilReset(now, '2026-11-23T09:00:00Z')).toBe(1);
    expect(daysUntilReset(now, '2026-01-01')).toBe(0);
  });

  it('says days in singular or plural', () => {
    expect(formatDaysUntilReset(1)).toBe('1 day until reset');
    expect(formatDaysUntilReset(0)).toBe('0 days until reset');
    expect(formatDaysUntilReset(9)).toBe('9 days until reset');
    expect(usageAlertMessage('approaching', 85.7, 1)).toBe(
      'You have used 85% of your monthly token limit. 1 day until reset.',
    );
    expect(usageAlertMessage('exceeded', 120, 3)).toBe(
      'You have reached your monthly token limit. 3 days until reset.',
    );
  });
});
