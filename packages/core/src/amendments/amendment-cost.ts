import { pricePlan } from '../pricing/price-plan';
import { PricingSchema } from '../pricing/schemas';
import type { AmendmentCost } from '../schemas/amendment';
import type { GeneratedPlan } from '../schemas/plan';

/**
 * The price an amendment moved, when the plan is priced (`generated_plan.pricing`): the
 * plan's total price and each period's, before and after, from pricePlan with the plan's own
 * pricing. Null for a plan without pricing (or with pricing that no longer parses).
 * @example
 * amendmentCost(before, after)?.total // { before: '1234567.89', after: '1301000.00' }
 */
export function amendmentCost(before: GeneratedPlan, after: GeneratedPlan): AmendmentCost | null {
  const parsed = PricingSchema.safeParse(after.pricing ?? before.pricing);
  if (!parsed.success) return null;
  const b = pricePlan(before, parsed.data);
  const a = pricePlan(after, parsed.data);
  const names = [...new Set([...b.byPeriod, ...a.byPeriod].map((p) => p.period))];
  const priceIn = (rows: typeof b.byPeriod, name: string) =>
    rows.find((p) => p.period === name)?.price ?? '0.00';
  return {
    total: { before: b.total.price, after: a.total.price },
    byPeriod: names.map((period) => ({
      period,
      before: priceIn(b.byPeriod, period),
      after: priceIn(a.byPeriod, period),
    })),
  };
}
