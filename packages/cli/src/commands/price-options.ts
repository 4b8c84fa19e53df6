import type { SavedPlan } from '@staffplan/core';
import { type Pricing, type PricingInput, PricingSchema, type RateCardEntry } from '@staffplan/core/pricing';
import type { CommandContext } from '../cli/context';
import { CliError, EXIT } from '../cli/failure';
import { entriesFromFile, findRateCard, isFile } from './rate-file';

/**
 * The flags of `staffplan price` that change the pricing (each overrides what the plan saved).
 * @example
 * const o: PriceFlags = { rates: 'rates.csv', contract: 'T&M', fee: '8', escalation: '3' };
 */
export interface PriceFlags {
  rates?: string;
  contract?: string;
  fringe?: string;
  overhead?: string;
  ga?: string;
  fee?: string;
  escalation?: string;
  ratesAsOf?: string;
  start?: string;
  budget?: string;
}

const PERCENT = /^\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function percent(flag: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim().replace(/%$/, '');
  if (!PERCENT.test(text))
    throw new CliError(`--${flag} must be a percent such as 8 or 12.5, got '${value}'.`, EXIT.usage);
  return text;
}

function date(flag: string, value: string | undefined): string | undefined {
  if (value !== undefined && !DATE.test(value))
    throw new CliError(`--${flag} must be a date as YYYY-MM-DD, got '${value}'.`, EXIT.usage);
  return value;
}

/** Where the rate card comes from: a file (read here), a library card, or the plan's own. */
async function rateCardOf(ctx: CommandContext, ref: string | undefined) {
  if (ref === undefined) return undefined;
  if (await isFile(ref)) {
    const { entries, warnings } = await entriesFromFile(ref);
    for (const w of warnings) ctx.out.info(`Warning: ${w}`);
    return { entries, ratesAsOf: undefined, from: undefined };
  }
  const card = await findRateCard(ctx, ref);
  return {
    entries: card.entries,
    ratesAsOf: card.ratesAsOf ?? undefined,
    from: { id: card.id, name: card.name },
  };
}

/**
 * The plan's saved pricing with the flags applied: a contract type (default T&M), a rate card
 * (--rates, else the plan's), wraps, escalation from the rates' date (--rates-as-of, the
 * card's date, the plan's, else `today`), and a budget. A plan with no pricing and no --rates
 * is a usage error.
 * @example
 * const pricing = await pricingFromFlags(ctx, plan, { rates: 'FY27', fee: '8' }, '2026-11-25');
 */
export async function pricingFromFlags(
  ctx: CommandContext,
  plan: SavedPlan,
  flags: PriceFlags,
  today: string,
): Promise<Pricing> {
  const saved = plan.generated_plan.pricing;
  const card = await rateCardOf(ctx, flags.rates);
  if (!saved && !card) {
    throw new CliError(
      `Plan ${plan.name} has no pricing yet: pass --rates with a rate card of your library (\`staffplan rates list\`) or a CSV or Excel file.`,
      EXIT.usage,
    );
  }
  const contract = flags.contract?.toUpperCase().replace('TM', 'T&M');
  if (contract !== undefined && !['FFP', 'T&M', 'CPFF'].includes(contract))
    throw new CliError(`--contract must be FFP, T&M or CPFF, got '${flags.contract}'.`, EXIT.usage);
  const wraps = saved?.wraps;
  const rateCard: RateCardEntry[] = card?.entries ?? saved?.rateCard ?? [];
  const rateCardFrom = card ? card.from : saved?.rateCardFrom;
  const budget = flags.budget === undefined ? saved?.budget : flags.budget.replace(/[$,\s]/g, '');
  if (budget !== undefined && !PERCENT.test(String(budget)))
    throw new CliError(`--budget must be an amount such as 1400000, got '${flags.budget}'.`, EXIT.usage);
  const start = date('start', flags.start) ?? saved?.contractStart;
  const input: PricingInput = {
    contractType: (contract ?? saved?.contractType ?? 'T&M') as Pricing['contractType'],
    rateCard,
    wraps: {
      fringe: { ...wraps?.fringe, percent: percent('fringe', flags.fringe) ?? wraps?.fringe.percent ?? 0 },
      overhead: {
        ...wraps?.overhead,
        percent: percent('overhead', flags.overhead) ?? wraps?.overhead.percent ?? 0,
      },
      ga: { ...wraps?.ga, percent: percent('ga', flags.ga) ?? wraps?.ga.percent ?? 0 },
      fee: { ...wraps?.fee, percent: percent('fee', flags.fee) ?? wraps?.fee.percent ?? 0 },
    },
    escalation: {
      ...saved?.escalation,
      percent: percent('escalation', flags.escalation) ?? saved?.escalation.percent ?? 0,
      ratesAsOf:
        date('rates-as-of', flags.ratesAsOf) ?? card?.ratesAsOf ?? saved?.escalation.ratesAsOf ?? today,
    },
    ...(start ? { contractStart: start } : {}),
    ...(rateCardFrom ? { rateCardFrom } : {}),
    ...(budget !== undefined ? { budget } : {}),
  };
  return PricingSchema.parse(input);
}
