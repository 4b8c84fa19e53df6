import { round2 } from '../plan/totals';
import { DEFAULT_TOKEN_LIMIT, OUTPUT_TOKEN_WEIGHT } from './constants';

/**
 * Usage thresholds in percent of the monthly limit (docs/product.md, Limits).
 * @example
 * USAGE_THRESHOLDS.dashboard // 90
 */
export const USAGE_THRESHOLDS = { approaching: 80, dashboard: 90, exceeded: 100 } as const;

/**
 * The alert level of a usage figure.
 * @example
 * const level: UsageAlertLevel = usageAlert(85); // 'approaching'
 */
export type UsageAlertLevel = 'none' | 'approaching' | 'exceeded';

function finite(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Weighted tokens of a call or a month: input + 5 x output.
 * @example
 * weightedTokens({ inputTokens: 1000, outputTokens: 200 }) // 2000
 */
export function weightedTokens(usage: { inputTokens: number; outputTokens: number }): number {
  return finite(usage.inputTokens) + OUTPUT_TOKEN_WEIGHT * finite(usage.outputTokens);
}

/**
 * Percent of the monthly limit used, rounded to two decimals (may exceed 100).
 * @example
 * usagePercent(6_592_000) // 80
 * usagePercent(100, 0) // 100
 */
export function usagePercent(used: number, limit: number = DEFAULT_TOKEN_LIMIT): number {
  const u = finite(used);
  if (!(Number.isFinite(limit) && limit > 0)) return u > 0 ? 100 : 0;
  return round2((u / limit) * 100);
}

/**
 * The alert level (docs/product.md, Journeys and rules): 'none' under 80%, 'approaching' from 80% up to 99%,
 * 'exceeded' at 100% or more or when the exceeded flag is set.
 * @example
 * usageAlert(80) // 'approaching'
 * usageAlert(79.99) // 'none'
 * usageAlert(12, true) // 'exceeded'
 */
export function usageAlert(percentUsed: number, exceeded = false): UsageAlertLevel {
  if (exceeded || percentUsed >= USAGE_THRESHOLDS.exceeded) return 'exceeded';
  if (percentUsed >= USAGE_THRESHOLDS.approaching) return 'approaching';
  return 'none';
}

/**
 * Whether the usage dashboard shows its alert: only from 90% (or when exceeded).
 * @example
 * showDashboardAlert(85) // false
 * showDashboardAlert(90) // true
 */
export function showDashboardAlert(percentUsed: number, exceeded = false): boolean {
  return exceeded || percentUsed >= USAGE_THRESHOLDS.dashboard;
}

/**
 * The alert title of a level, or null for 'none'.
 * @example
 * usageAlertTitle('approaching') // 'Approaching Token Limit'
 * usageAlertTitle('exceeded') // 'Token Limit Exceeded'
 */
export function usageAlertTitle(level: UsageAlertLevel): string | null {
  if (level === 'approaching') return 'Approaching Token Limit';
  if (level === 'exceeded') return 'Token Limit Exceeded';
  return null;
}
