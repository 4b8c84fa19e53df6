import { type SubscriptionDetails, type SubscriptionStatus, TIERS } from '@staffplan/core';
import type { AuthUser } from '../types';
import { PAST_DUE_MESSAGE } from './access';
import { type BillingContext, currentSubscription } from './context';
import { asTier } from './tiers';
import { usageOf } from './usage';

/**
 * The caller's own subscription, from our table only (docs/architecture.md, The server is the authority): nothing a client
 * sends (e-mail, customer id, query) widens what it sees. No user: no subscription.
 */
export async function subscriptionStatusOf(
  ctx: BillingContext,
  user: AuthUser | null,
): Promise<SubscriptionStatus> {
  if (!user) return { hasSubscription: false, tier: 'professional' };
  const { row, access } = await currentSubscription(ctx, user.id);
  if (access.kind === 'none' || !row) {
    return { hasSubscription: false, tier: 'professional', customerId: row?.customer_id ?? null };
  }
  return {
    hasSubscription: true,
    tier: asTier(row.tier) ?? 'professional',
    customerId: row.customer_id,
    status: row.status,
    ...(access.kind === 'suspended' ? { message: PAST_DUE_MESSAGE } : {}),
  };
}

/** Subscription details for the account page and the subscription dialog. */
export async function detailsOf(ctx: BillingContext, user: AuthUser): Promise<SubscriptionDetails> {
  const current = await currentSubscription(ctx, user.id);
  const { row, access } = current;
  const usage = await usageOf(ctx, user.id, current);
  const tier = asTier(row?.tier) ?? 'professional';
  return {
    hasSubscription: access.kind !== 'none',
    subscriptionId: row?.subscription_id ?? null,
    email: user.email,
    status: row ? (access.kind === 'none' && row.status !== 'canceled' ? 'inactive' : row.status) : null,
    tier,
    planName: row ? `${TIERS[tier].name} Plan` : null,
    currentPeriodEnd: row?.current_period_end?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancel_at_period_end ?? false,
    usage: { used: usage.plansUsed, limit: usage.planLimit },
    customerId: row?.customer_id ?? null,
    provider: row?.provider ?? ctx.provider,
    tokens: { used: usage.tokens.weightedTokens, limit: usage.tokenLimit },
    resetDate: usage.resetDate.toISOString(),
  };
}
