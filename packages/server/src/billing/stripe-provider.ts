import { randomUUID } from 'node:crypto';
import type { Tier } from '@staffplan/core';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Config } from '../config/index';
import type { Database, SubscriptionRow } from '../db/schema';
import type { AuthUser } from '../types';
import { priceOf } from './stripe-client';
import { applyStripeSubscription, StripeSubscriptionSchema } from './stripe-sync';

export interface StripeProviderDeps {
  config: Config;
  db: { kysely: Kysely<Database> };
  clock: () => Date;
  stripe: Stripe;
}

/**
 * The user's Stripe customer, created once (idempotency key per user) and reused. A customer
 * id left by the local provider (a server switched to Stripe) is replaced.
 */
export async function ensureStripeCustomer(deps: StripeProviderDeps, user: AuthUser): Promise<string> {
  const db = deps.db.kysely;
  const known = await db
    .selectFrom('billing_customers')
    .select(['customer_id', 'provider'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (known?.provider === 'stripe') return known.customer_id;
  const customer = await deps.stripe.customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `staffplan-customer-${user.id}` },
  );
  await db
    .insertInto('billing_customers')
    .values({ user_id: user.id, provider: 'stripe', customer_id: customer.id })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ provider: 'stripe', customer_id: customer.id })
        .where('billing_customers.provider', '!=', 'stripe'),
    )
    .execute();
  const row = await db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.customer_id;
}

/**
 * A Checkout Session in subscription mode. The idempotency key covers one user, tier and
 * minute, so a double click opens the same session rather than two.
 */
export async function createStripeCheckout(
  deps: StripeProviderDeps,
  user: AuthUser,
  tier: Tier,
): Promise<string> {
  const customer = await ensureStripeCustomer(deps, user);
  const minute = Math.floor(deps.clock().getTime() / 60_000);
  const base = deps.config.publicUrl;
  const session = await deps.stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [{ price: priceOf(deps.config, tier), quantity: 1 }],
      success_url: `${base}/?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/pricing`,
      metadata: { userId: user.id, tier },
      subscription_data: { metadata: { userId: user.id, tier } },
    },
    { idempotencyKey: `staffplan-checkout-${user.id}-${tier}-${minute}` },
  );
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
  return session.url;
}

async function applyAndReturn(
  deps: StripeProviderDeps,
  userId: string,
  subscription: Stripe.Subscription,
): Promise<SubscriptionRow | undefined> {
  const sub = StripeSubscriptionSchema.parse(subscription);
  return deps.db.kysely.transaction().execute((trx) => {
    const now = deps.clock();
    return applyStripeSubscription(trx, { userId, sub, config: deps.config, now, eventAt: now });
  });
}

/** cancel_at_period_end on (cancel) or off (reactivate); our row follows Stripe's answer. */
export async function setStripeCancelAtPeriodEnd(
  deps: StripeProviderDeps,
  row: SubscriptionRow,
  cancel: boolean,
): Promise<SubscriptionRow | undefined> {
  const updated = await deps.stripe.subscriptions.update(
    row.subscription_id ?? '',
    { cancel_at_period_end: cancel },
    { idempotencyKey: `staffplan-${cancel ? 'cancel' : 'reactivate'}-${randomUUID()}` },
  );
  return applyAndReturn(deps, row.user_id, updated);
}

/** Moves the subscription's item to the tier's price, prorated as configured. */
export async function changeStripeTier(
  deps: StripeProviderDeps,
  row: SubscriptionRow,
  tier: Tier,
): Promise<SubscriptionRow | undefined> {
  const id = row.subscription_id ?? '';
  const current = await deps.stripe.subscriptions.retrieve(id);
  const item = current.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${id} has no item`);
  const updated = await deps.stripe.subscriptions.update(
    id,
    {
      items: [{ id: item.id, price: priceOf(deps.config, tier) }],
      proration_behavior: deps.config.stripeProrationBehavior,
      metadata: { tier },
    },
    { idempotencyKey: `staffplan-change-tier-${id}-${tier}-${randomUUID()}` },
  );
  return applyAndReturn(deps, row.user_id, updated);
}

/**
 * On the return from Checkout (`?session_id=`), the webhook may not have arrived yet: read
 * the session from Stripe and apply it when it is the caller's own and complete.
 */
export async function syncStripeCheckout(
  deps: StripeProviderDeps,
  user: AuthUser,
  sessionId: string,
): Promise<void> {
  const session = await deps.stripe.checkout.sessions.retrieve(sessionId);
  if (session.client_reference_id !== user.id || session.status !== 'complete' || !session.subscription)
    return;
  const subId = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
  await applyAndReturn(deps, user.id, await deps.stripe.subscriptions.retrieve(subId));
}

/**
 * A Billing Portal session where the customer fixes a failed payment (a past-due
 * subscription must be paid, not duplicated by a second checkout).
 */
export async function createStripePortal(deps: StripeProviderDeps, customerId: string): Promise<string> {
  const portal = await deps.stripe.billingPortal.sessions.create(
    { customer: customerId, return_url: `${deps.config.publicUrl}/account` },
    { idempotencyKey: `staffplan-portal-${customerId}-${Math.floor(deps.clock().getTime() / 60_000)}` },
  );
  return portal.url;
}
