import type { UsageAlertLevel } from './math';

const DAY_MS = 86_400_000;

/**
 * When monthly usage resets: the first instant of the next calendar month (UTC).
 * @example
 * nextResetDate(new Date('2026-11-22T10:00:00Z')) // 2026-12-01T00:00:00.000Z
 */
export function nextResetDate(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/**
 * Whole days until usage resets (rounded up, never negative). `resetDate` defaults to the
 * start of next month; the clock is an argument so this stays pure.
 * @example
 * daysUntilReset(new Date('2026-11-22T10:00:00Z')) // 9
 * daysUntilReset(new Date('2026-11-30T10:00:00Z'), '2026-12-01T00:00:00Z') // 1
 */
export function daysUntilReset(now: Date, resetDate?: Date | string | null): number {
  const reset = resetDate ? new Date(resetDate) : nextResetDate(now);
  const ms = reset.getTime() - now.getTime();
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

/**
 * The days until reset as words, singular or plural.
 * @example
 * formatDaysUntilReset(1) // '1 day until reset'
 * formatDaysUntilReset(9) // '9 days until reset'
 */
export function formatDaysUntilReset(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} until reset`;
}

/**
 * The body of the usage alert: how much is used and the days until reset.
 * @example
 * usageAlertMessage('approaching', 85, 9) // 'You have used 85% of your monthly token limit. 9 days until reset.'
 */
export function usageAlertMessage(level: UsageAlertLevel, percentUsed: number, days: number): string {
  const reset = `${formatDaysUntilReset(days)}.`;
  if (level === 'exceeded') return `You have reached your monthly token limit. ${reset}`;
  return `You have used ${Math.floor(percentUsed)}% of your monthly token limit. ${reset}`;
}
