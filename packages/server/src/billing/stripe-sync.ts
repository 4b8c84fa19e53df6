import { z } from 'zod';
import type { Config } from '../config/index';
import type { SubscriptionRow } from '../db/schema';
import { fromUnix } from './period';
import { lockSubscription, type Queryable } from './repository';
import { tierOfPrice } from './stripe-client';
import { asTier } from './tiers';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const unix = z.number().nullish();

/**
 * The fields of a Stripe subscription we use, read from any API version: periods sit on the
 * subscription in older versions (the stored webhook payloads) and on its items in current ones.
 */
export const StripeSubscriptionSchema = z
  .looseObject({
    id: z.string(),
    customer: idOf,
    status: z.string(),
    cancel_at_period_end: z.boolean().nullish(),
    current_period_start: unix,
    current_period_end: unix,
    metadata: z.record(z.string(), z.string()).nullish(),
    items: z
      .looseObject({
        data: z.array(
          z.looseObject({
            price: z.looseObject({ id: z.string() }).nullish(),
            current_period_start: unix,
            current_period_end: unix,
          }),
        ),
      })
      .nullish(),
  })
  .transform((s) => {
    const item = s.items?.data[0];
    return {
      id: s.id,
      customerId: s.customer,
      status: s.status,
      cancelAtPeriodEnd: s.cancel_at_period_end ?? false,
      periodStart: fromUnix(s.current_period_start ?? item?.current_period_start),
      periodEnd: fromUnix(s.current_period_end ?? item?.current_period_end),
      priceId: item?.price?.id ?? null,
      metadata: s.metadata ?? {},
    };
  });
export type StripeSubscriptionState = z.output<typeof StripeSubscriptionSchema>;

/** Finds which of our users a Stripe object belongs to. */
export async function userForStripe(
  db: Queryable,
  refs: { subscriptionId?: string | null; customerId?: string | null; userId?: string | null },
): Promise<string | undefined> {
  if (refs.subscriptionId) {
    const bySub = await db
      .selectFrom('subscriptions')
      .select('user_id')
      .where('subscription_id', '=', refs.subscriptionId)
      .executeTakeFirst();
    if (bySub) return bySub.user_id;
  }
  if (refs.customerId) {
    const byCustomer =
      (await db
        .selectFrom('billing_customers')
        .select('user_id')
        .where('customer_id', '=', refs.customerId)
        .executeTakeFirst()) ??
      (await db
        .selectFrom('subscriptions')
        .select('user_id')
        .where('customer_id', '=', refs.customerId)
        .executeTakeFirst());
    if (byCustomer) return byCustomer.user_id;
  }
  const uuid = z.uuid().safeParse(refs.userId);
  return uuid.success ? uuid.data : undefined;
}

/**
 * Applies Stripe's view of a subscription to the user's row. Ordering rules: a canceled
 * subscription never comes back (Stripe cannot reactivate one, so a late "updated" is
 * stale), and the end of an older subscription does not end the user's current one.
 * A new period resets the monthly plan count.
 */
export async function applyStripeSubscription(
  trx: Transaction<Database>,
  args: {
    userId: string;
    sub: StripeSubscriptionState;
    config: Pick<Config, 'stripePrices'>;
    now: Date;
    eventAt?: Date;
  },
): Promise<SubscriptionRow | undefined> {
  const { userId, sub, now } = args;
  const row = await lockSubscription(trx, userId);
  const sameSub = row?.subscription_id === sub.id;
  if (row && sameSub && row.status === 'canceled' && sub.status !== 'canceled') return row;
  // A state read (or sent) before the one already applied is stale.
  if (row && sameSub && args.eventAt && row.last_event_at && args.eventAt < row.last_event_at) return row;
  if (row?.subscription_id && !sameSub && sub.status === 'canceled' && row.status !== 'canceled') return row;
  const tier =
    tierOfPrice(args.config, sub.priceId) ?? asTier(sub.metadata.tier) ?? asTier(row?.tier) ?? null;
  const newPeriod =
    !row ||
    !sameSub ||
    (sub.periodStart !== null && row.current_period_start?.getTime() !== sub.periodStart.getTime());
  const values = {
    provider: 'stripe' as const,
    status: sub.status,
    tier,
    price_id: sub.priceId,
    customer_id: sub.customerId,
    subscription_id: sub.id,
    current_period_start: sub.periodStart,
    current_period_end: sub.periodEnd,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    last_event_at: args.eventAt ?? row?.last_event_at ?? null,
    updated_at: now,
    ...(newPeriod ? { plans_used_this_period: 0 } : {}),
  };
  await trx
    .insertInto('billing_customers')
    .values({ user_id: userId, provider: 'stripe', customer_id: sub.customerId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return trx
    .insertInto('subscriptions')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirst();
}
