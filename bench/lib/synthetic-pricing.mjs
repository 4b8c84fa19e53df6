// The synthetic plan and pricing the pricing benches (pricing.mjs, cost-volume.mjs) run on:
// every line has hours in every period, labour categories cycle, the last one has no rate.
import { DEFAULT_HOURS_PER_FTE } from '../../packages/core/dist/index.js';
import { PricingSchema } from '../../packages/core/dist/pricing.js';

/** `count` labour category names: 'Labour Category 1', ... */
export const labourCategories = (count) =>
  Array.from({ length: count }, (_, i) => `Labour Category ${i + 1}`);

/**
 * A plan of `lines` tasks over `periods` one-year periods (Base Year, Option Year 1, ...);
 * `taskExtras(i)` adds fields to task i (a work area, for instance).
 * @example
 * syntheticPlan({ lines: 2000, periods: 10, lcats: labourCategories(12) })
 */
export function syntheticPlan({ lines, periods, lcats, taskExtras = () => ({}) }) {
  const names = Array.from({ length: periods }, (_, i) => (i === 0 ? 'Base Year' : `Option Year ${i}`));
  const hours = (i) => DEFAULT_HOURS_PER_FTE - (i % 7) * 13.5;
  return {
    periodOfPerformance: { months: 12 * periods, periods: names.map((name) => ({ name, months: 12 })) },
    tasks: Array.from({ length: lines }, (_, i) => ({
      taskId: `${Math.floor(i / 10) + 1}.${(i % 10) + 1}`,
      lcat: lcats[i % lcats.length],
      hours: hours(i),
      keyPersonnel: i % 40 === 0,
      ...taskExtras(i),
      periods: names.map((name, p) => ({ name, hours: hours(i) + p * 0.25 })),
    })),
  };
}

/**
 * Pricing with a full wrap chain and escalation: every LCAT but the last has a company rate
 * of 45 + i x `rateStep` (every fourth with its own escalation); `feePercent` is the fee.
 */
export function syntheticPricing({ contractType, lcats, rateStep, feePercent }) {
  return PricingSchema.parse({
    contractType,
    rateCard: lcats.slice(0, -1).map((lcat, i) => ({
      lcat,
      rate: (45 + i * rateStep).toFixed(2),
      source: { kind: 'company' },
      ...(i % 4 === 0 ? { escalationPercent: '3.5' } : {}),
    })),
    wraps: {
      fringe: { percent: 31.2 },
      overhead: { percent: 14.5 },
      ga: { percent: 9.8 },
      fee: { percent: feePercent },
    },
    escalation: { percent: '2.75', ratesAsOf: '2026-01-01' },
    contractStart: '2026-10-01',
  });
}
