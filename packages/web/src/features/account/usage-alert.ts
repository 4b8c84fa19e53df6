/** The usage alert of SPEC section 4: hidden under 80%, approaching from 80%, exceeded at 100%. */
export type UsageAlertLevel = 'none' | 'approaching' | 'exceeded';

export function usageAlertLevel(percent: number, exceeded = false): UsageAlertLevel {
  if (exceeded || percent >= 100) return 'exceeded';
  if (percent >= 80) return 'approaching';
  return 'none';
}

/** The dashboard shows the alert only from 90% used. */
export function showOnDashboard(percent: number, exceeded = false): boolean {
  return exceeded || percent >= 90;
}

/** Whole days until the reset date (first day of next month when unknown). */
export function daysUntilReset(now: Date, resetDate?: string): number {
  const reset = resetDate ? new Date(resetDate) : new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const ms = reset.getTime() - now.getTime();
  return Math.max(0, Math.ceil(ms / 86_400_000));
}

export function alertTitle(level: UsageAlertLevel): string {
  return level === 'exceeded' ? 'Token Limit Exceeded' : 'Approaching Token Limit';
}

export function resetText(days: number): string {
  return `Your usage resets in ${days} ${days === 1 ? 'day' : 'days'}.`;
}
