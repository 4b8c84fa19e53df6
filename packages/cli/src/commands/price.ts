import { normalizePlan } from '@staffplan/core';
import { reviewPricing } from '@staffplan/core/pricing';
import type { CommandContext } from '../cli/context';
import { CliError, EXIT } from '../cli/failure';
import { renderPricing } from '../render/pricing';
import { type PriceFlags, pricingFromFlags } from './price-options';

/**
 * `staffplan price PLAN [--rates CARD|FILE] [--contract T&M] [--fringe 30 --overhead 10 --ga 12
 * --fee 8] [--escalation 3] [--budget N] [--save] [--output json]`: prices a saved plan with
 * core's reviewPricing (the figures the web Pricing view shows) and prints totals by period.
 * @example
 * await price(ctx, 'p1', { rates: 'rates.csv', fee: '8', output: 'json' })
 */
export async function price(
  ctx: CommandContext,
  id: string,
  opts: PriceFlags & { save?: boolean; output?: string; json?: boolean },
): Promise<void> {
  const format = opts.json ? 'json' : (opts.output ?? 'table');
  if (format !== 'json' && format !== 'table')
    throw new CliError(`--output must be table or json, got '${opts.output}'.`, EXIT.usage);
  const plan = await ctx.client.plans.get(id);
  const today = new Date().toISOString().slice(0, 10);
  const pricing = await pricingFromFlags(ctx, plan, opts, today);
  const normalized = normalizePlan(plan.generated_plan);
  const generated = normalized.ok ? normalized.value : plan.generated_plan;
  const review = reviewPricing(generated, pricing, { asOf: today });
  if (opts.save) {
    await ctx.client.plans.update(id, { generated_plan: { ...plan.generated_plan, pricing } });
    ctx.out.info(`Saved the pricing with plan ${plan.name}.`);
  }
  if (format === 'json') {
    ctx.out.json({ plan: { id: plan.id, name: plan.name }, pricing, ...review });
    return;
  }
  ctx.out.line(`${ctx.out.paint('bold', plan.name)}  ${ctx.out.paint('dim', plan.id)}`);
  for (const line of renderPricing(review, pricing, ctx.out)) ctx.out.line(line);
}
