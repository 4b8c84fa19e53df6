import type { SubscriptionStatus } from '@staffplan/core';
import type { Db } from '../db/connect';
import type { AuthUser, BillingHooks } from '../types';

/** The billing service type the app is wired with (the billing engineer widens it). */
export type BillingService = BillingHooks;

/**
 * INTERIM billing written by the server engineer so the skeleton runs before the billing
 * engineer's createBillingService lands: status read from the subscriptions table, no limits.
 */
export function createInterimBilling(deps: { db: Db; clock: () => Date }): BillingService {
  return {
    async statusFor(user: AuthUser): Promise<SubscriptionStatus> {
      const row = await deps.db.kysely
        .selectFrom('subscriptions')
        .select(['status', 'tier', 'customer_id', 'current_period_end'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      const active =
        row !== undefined &&
        (row.status === 'active' || row.status === 'trialing') &&
        (row.current_period_end === null || row.current_period_end > deps.clock());
      return {
        hasSubscription: active,
        tier: active && row?.tier ? (row.tier as SubscriptionStatus['tier']) : 'professional',
        customerId: row?.customer_id ?? null,
      };
    },
    async assertCanGenerate(): Promise<void> {},
    async onPlanGenerated(): Promise<void> {},
  };
}
