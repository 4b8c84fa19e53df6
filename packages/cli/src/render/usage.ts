import {
  daysUntilReset,
  type TokenStats,
  usageAlert,
  usageAlertMessage,
  usageAlertTitle,
} from '@staffplan/core';
import type { Output } from '../cli/output';

/** The usage alert (docs/product.md, Journeys and rules: Usage alerts; core's rules and texts), or null under 80 %. */
export type UsageAlert = { title: string; text: string } | null;

/**
 * The alert for a month's usage, or null under 80 %.
 * @example
 * alertFor(stats, new Date())?.title // 'Approaching Token Limit'
 */
export function alertFor(stats: TokenStats, now: Date): UsageAlert {
  const { percentUsed, exceeded, resetDate } = stats.currentMonth;
  const level = usageAlert(percentUsed, exceeded === true);
  const title = usageAlertTitle(level);
  if (!title) return null;
  return { title, text: usageAlertMessage(level, percentUsed, daysUntilReset(now, resetDate ?? null)) };
}

/**
 * A bar of `width` cells for a percentage (clamped to 0-100).
 * @example
 * usageBar(50, 10) // '█████░░░░░'
 */
export function usageBar(percent: number, width = 30): string {
  const filled = Math.round((Math.min(100, Math.max(0, percent)) / 100) * width);
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
}

/**
 * The lines of `staffplan usage`: tier, bar, numbers, alert and the recent plans.
 * @example
 * renderUsage(stats, out, new Date()).forEach((l) => out.line(l))
 */
export function renderUsage(stats: TokenStats, out: Pick<Output, 'paint'>, now: Date): string[] {
  const m = stats.currentMonth;
  const tier = stats.subscription.tier ?? 'professional';
  const percent = Math.round(m.percentUsed * 10) / 10;
  const tone = percent >= 100 ? 'red' : percent >= 80 ? 'yellow' : 'green';
  const fmt = new Intl.NumberFormat('en-US');
  const lines = [
    out.paint('bold', `${tier.charAt(0).toUpperCase()}${tier.slice(1)} Plan`),
    `${out.paint(tone, usageBar(percent))} ${percent}% used`,
    `${fmt.format(m.weightedTokens)} of ${fmt.format(m.limit)} weighted tokens this month (input ${fmt.format(m.inputTokens)}, output ${fmt.format(m.outputTokens)})`,
  ];
  if (m.planLimit) lines.push(`Plans this month: ${m.plansGenerated ?? 0} of ${m.planLimit}`);
  if (m.estimated) lines.push(out.paint('dim', 'Figures of the local estimator are estimates.'));
  const alert = alertFor(stats, now);
  if (alert) lines.push('', out.paint(tone, out.paint('bold', alert.title)), alert.text);
  if (stats.recentPlans.length > 0) {
    lines.push('', out.paint('bold', 'Recent Plans'));
    for (const plan of stats.recentPlans.slice(0, 5))
      lines.push(`  ${plan.name}  ${out.paint('dim', plan.date.slice(0, 10))}`);
  }
  return lines;
}
