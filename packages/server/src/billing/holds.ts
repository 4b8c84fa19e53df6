import { sql } from 'kysely';
import { AppError } from '../errors';
import type { AuthUser } from '../types';
import type { BillingContext } from './context';
import { checkGenerationLimits } from './limits';
import { usageSince } from '../services/usage';
import { lockSubscription } from './repository';
import { asTier } from './tiers';

/** A hold outlives any generation; one whose generation failed frees itself after this. */
const HOLD_MS = 30 * 60_000;
/** From here on a user's generations run one at a time (their token cost is unknown ahead). */
const NEAR_TOKEN_LIMIT = 0.9;

export const LAST_PLAN_IN_PROGRESS =
  'Your last plan of this month is being generated. Try again when it has finished.';
export const NEAR_LIMIT_IN_PROGRESS =
  'A plan is already being generated and your monthly token limit is nearly reached. Try again when it has finished.';

/**
 * Admits one generation: under the user's row lock, the plans counted plus the generations in
 * progress must stay under the tier's limit, and near the token limit only one generation runs
 * at a time. Admission takes a hold; racing generations therefore cannot all take the last
 * plan of the month (the overshoot is zero for plans and one generation's tokens at most).
 */
export async function admitGeneration(ctx: BillingContext, user: AuthUser, resetDate: Date): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const row = await lockSubscription(trx, user.id);
    if (!row)
      throw new AppError('subscription_required', 'An active subscription is required to generate plans.');
    await trx
      .deleteFrom('billing_generation_holds')
      .where('user_id', '=', user.id)
      .where('expires_at', '<=', now)
      .execute();
    const holds = await trx
      .selectFrom('billing_generation_holds')
      .select(sql<string>`count(*)`.as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const inProgress = Number(holds.n);
    const periodStart = row.current_period_start ?? resetDate;
    const tokens = await usageSince(trx, user.id, periodStart);
    const snapshot = {
      tier: asTier(row.tier) ?? 'professional',
      plansUsed: row.plans_used_this_period,
      weightedTokens: tokens.weightedTokens,
      tokenLimit: ctx.config.tokenLimit,
      resetDate,
    };
    const counted = checkGenerationLimits(snapshot);
    if (!counted.ok) throw new AppError('limit_reached', counted.message, counted.extra);
    const withHolds = checkGenerationLimits({ ...snapshot, plansUsed: snapshot.plansUsed + inProgress });
    if (!withHolds.ok) throw new AppError('conflict', LAST_PLAN_IN_PROGRESS, { inProgress });
    if (inProgress > 0 && snapshot.weightedTokens >= snapshot.tokenLimit * NEAR_TOKEN_LIMIT) {
      throw new AppError('conflict', NEAR_LIMIT_IN_PROGRESS, { inProgress });
    }
    await trx
      .insertInto('billing_generation_holds')
      .values({ user_id: user.id, expires_at: new Date(now.getTime() + HOLD_MS) })
      .execute();
  });
}

/** Frees the oldest hold of the user (its generation was counted, or failed). */
export async function releaseHold(ctx: BillingContext, userId: string): Promise<void> {
  await ctx.db.kysely
    .deleteFrom('billing_generation_holds')
    .where('id', '=', (eb) =>
      eb
        .selectFrom('billing_generation_holds')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .limit(1),
    )
    .execute();
}
