import { type SubscriptionChangeResponse, type Tier, TIERS } from '@staffplan/core';
import type { SubscriptionRow } from '../db/schema';
import { AppError } from '../errors';
import type { AuthUser } from '../types';
import { type BillingContext, currentSubscription } from './context';
import { activateLocal, createLocalCheckout } from './local-provider';
import {
  changeStripeTier,
  createStripeCheckout,
  createStripePortal,
  setStripeCancelAtPeriodEnd,
} from './stripe-provider';
import { asTier } from './tiers';

type ChangeResponse = SubscriptionChangeResponse & { url?: string };

function stripeDeps(ctx: BillingContext) {
  if (!ctx.stripe) throw new Error('Stripe is not configured');
  return { config: ctx.config, db: ctx.db, clock: ctx.clock, stripe: ctx.stripe };
}

function answer(row: SubscriptionRow, message: string, extra: Partial<ChangeResponse> = {}): ChangeResponse {
  return {
    success: true,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
    tier: asTier(row.tier) ?? 'professional',
    message,
    ...extra,
  };
}

/** The caller's live subscription with this id; anyone else's id reads as not found. */
async function ownLive(
  ctx: BillingContext,
  user: AuthUser,
  subscriptionId: string,
): Promise<SubscriptionRow> {
  const { row, access } = await currentSubscription(ctx, user.id);
  if (!row || row.subscription_id !== subscriptionId)
    throw new AppError('not_found', 'Subscription ID not found');
  if (access.kind === 'none') throw new AppError('conflict', 'This subscription is no longer active.');
  return row;
}

/**
 * Starts checkout: the URL of our test-mode page (local) or of Stripe Checkout; for a past-due
 * Stripe subscription, the Billing Portal where the payment is fixed.
 */
export async function startCheckout(
  ctx: BillingContext,
  user: AuthUser,
  tier: Tier,
): Promise<{ url: string }> {
  const { row, access } = await currentSubscription(ctx, user.id);
  if (access.kind === 'suspended' && ctx.provider === 'stripe' && row?.customer_id) {
    return { url: await createStripePortal(stripeDeps(ctx), row.customer_id) };
  }
  if (access.kind === 'active') {
    throw new AppError(
      'conflict',
      'You already have an active subscription. Change your plan from the subscription dialog.',
    );
  }
  if (ctx.provider === 'stripe') return { url: await createStripeCheckout(stripeDeps(ctx), user, tier) };
  const id = await createLocalCheckout(ctx.db.kysely, user.id, tier, ctx.clock());
  return { url: `${ctx.config.publicUrl}/billing/checkout/${id}` };
}

/** Cancel at period end (true) or reactivate (false). */
export async function setCancelAtPeriodEnd(
  ctx: BillingContext,
  user: AuthUser,
  subscriptionId: string,
  cancel: boolean,
): Promise<ChangeResponse> {
  const row = await ownLive(ctx, user, subscriptionId);
  if (!cancel && !row.cancel_at_period_end) return answer(row, 'Your subscription is already set to renew.');
  const updated =
    row.provider === 'stripe'
      ? await setStripeCancelAtPeriodEnd(stripeDeps(ctx), row, cancel)
      : await ctx.db.kysely
          .updateTable('subscriptions')
          .set({ cancel_at_period_end: cancel, updated_at: ctx.clock() })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirst();
  const result = updated ?? row;
  const end = result.current_period_end?.toISOString().slice(0, 10) ?? 'the end of the period';
  return answer(
    result,
    cancel
      ? `Your subscription is cancelled and stays active until ${end}.`
      : 'Your subscription has been reactivated and will renew automatically.',
  );
}

/** Switches tier now (Stripe: the subscription item's price, prorated as configured). */
export async function changeTier(
  ctx: BillingContext,
  user: AuthUser,
  subscriptionId: string,
  tier: Tier,
): Promise<ChangeResponse & { url: string }> {
  const row = await ownLive(ctx, user, subscriptionId);
  if (row.cancel_at_period_end) {
    throw new AppError(
      'conflict',
      'Reactivate your subscription before changing plans: it is set to cancel.',
    );
  }
  if (row.tier === tier) throw new AppError('bad_request', `You are already subscribed to the ${tier} tier`);
  const updated =
    row.provider === 'stripe'
      ? await changeStripeTier(stripeDeps(ctx), row, tier)
      : await ctx.db.kysely
          .updateTable('subscriptions')
          .set({ tier, updated_at: ctx.clock() })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirst();
  const url = `${ctx.config.publicUrl}/account?tier_changed=${tier}`;
  return { ...answer(updated ?? row, `Your plan is now ${TIERS[tier].name}.`), url };
}

/** The dev=1 bypass: only with the local provider, DEV_ACCESS=1 and outside production. */
export async function grantDevAccess(ctx: BillingContext, user: AuthUser): Promise<ChangeResponse> {
  if (ctx.provider !== 'local' || !ctx.config.devAccess || ctx.config.production) {
    throw new AppError('forbidden', 'Development access is disabled on this server.');
  }
  const { row, access } = await currentSubscription(ctx, user.id);
  const active =
    access.kind === 'active' && row
      ? row
      : await activateLocal(ctx.db.kysely, user.id, 'professional', ctx.clock());
  return answer(active, 'Development mode activated successfully.');
}
