import type { Kysely, Transaction } from 'kysely';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../config/index';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { findSubscription } from './repository';
import {
  applyStripeSubscription,
  type StripeSubscriptionState,
  StripeSubscriptionSchema,
  userForStripe,
} from './stripe-sync';

/** Stripe's documented default: events older than five minutes are refused (replay). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface WebhookDeps {
  config: Pick<Config, 'stripeWebhookSecret' | 'stripePrices'>;
  db: { kysely: Kysely<Database> };
  clock: () => Date;
  stripe: Stripe;
}

export interface WebhookOutcome {
  received: true;
  duplicate: boolean;
  applied: boolean;
}

const ref = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]).nullish();
const CheckoutSessionSchema = z.looseObject({
  mode: z.string().nullish(),
  subscription: ref,
  customer: ref,
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
const InvoiceSchema = z.looseObject({
  subscription: ref,
  customer: ref,
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: ref }).nullish() }).nullish(),
});

/** Verifies the signature (raw body, 300 s tolerance on the server clock) and parses the event. */
export function verifyStripeEvent(
  deps: WebhookDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Stripe.Event {
  if (!signature) throw new AppError('bad_request', 'Missing Stripe-Signature header');
  const secret = deps.config.stripeWebhookSecret;
  if (!secret) throw new AppError('internal_error', 'STRIPE_WEBHOOK_SECRET is not configured');
  try {
    return deps.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      deps.clock().getTime(),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('bad_request', `Webhook signature verification failed: ${reason}`);
  }
}

async function retrieveSubscription(
  stripe: Stripe,
  id: string,
): Promise<StripeSubscriptionState | undefined> {
  try {
    return StripeSubscriptionSchema.parse(await stripe.subscriptions.retrieve(id));
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return undefined;
    throw error;
  }
}

/** What an event needs from Stripe, read before the transaction (no network inside it). */
interface Prepared {
  /** Stripe's current state of the subscription the event is about (re-read: order-safe). */
  current: StripeSubscriptionState | undefined;
  /** When that state was read (our clock); older reads never overwrite newer ones. */
  readAt: Date;
}

function subscriptionIdOf(event: Stripe.Event): string | null {
  const object: unknown = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = CheckoutSessionSchema.parse(object);
      return session.mode === 'subscription' ? (session.subscription ?? null) : null;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return StripeSubscriptionSchema.parse(object).id;
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = InvoiceSchema.parse(object);
      return invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
    }
    default:
      return null;
  }
}

/**
 * Applies one verified event. Stripe is read first, outside any transaction (the embedded
 * database is one connection; a slow Stripe must not hold it). Then one transaction claims the
 * event id (unique) and applies the effect: a concurrent duplicate finds the claim taken and
 * does nothing, and a failure anywhere rolls the claim back with the effect, so Stripe's retry
 * starts clean.
 */
export async function applyStripeEvent(deps: WebhookDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  const duplicate = { received: true, duplicate: true, applied: false } as const;
  const seen = await deps.db.kysely
    .selectFrom('stripe_events')
    .select('id')
    .where('id', '=', event.id)
    .executeTakeFirst();
  if (seen) return duplicate;
  const subscriptionId = subscriptionIdOf(event);
  const prepared: Prepared = {
    current: subscriptionId ? await retrieveSubscription(deps.stripe, subscriptionId) : undefined,
    readAt: deps.clock(),
  };
  const now = deps.clock();
  const eventAt = new Date(event.created * 1000);
  return deps.db.kysely.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type, created: eventAt })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return duplicate;
    const applied = await dispatch(deps, trx, event, prepared, { now, eventAt });
    return { received: true, duplicate: false, applied };
  });
}

async function dispatch(
  deps: WebhookDeps,
  trx: Transaction<Database>,
  event: Stripe.Event,
  prepared: Prepared,
  at: { now: Date; eventAt: Date },
): Promise<boolean> {
  const object: unknown = event.data.object;
  const apply = async (
    userId: string | undefined,
    sub: StripeSubscriptionState | undefined,
    stateAt: Date,
  ) => {
    if (!userId || !sub) return false;
    await applyStripeSubscription(trx, { userId, sub, config: deps.config, now: at.now, eventAt: stateAt });
    return true;
  };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = CheckoutSessionSchema.parse(object);
      if (session.mode !== 'subscription' || !session.subscription) return false;
      const userId = await userForStripe(trx, {
        subscriptionId: session.subscription,
        customerId: session.customer ?? null,
        userId: session.client_reference_id ?? session.metadata?.userId ?? null,
      });
      return apply(userId, prepared.current, prepared.readAt);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const payload = StripeSubscriptionSchema.parse(object);
      const userId = await userForStripe(trx, {
        subscriptionId: payload.id,
        customerId: payload.customerId,
        userId: payload.metadata.userId ?? null,
      });
      // Stripe's current state wins over the order events arrive in; without it (the
      // subscription is gone from Stripe) the payload applies unless a newer event did.
      return prepared.current
        ? apply(userId, prepared.current, prepared.readAt)
        : apply(userId, payload, at.eventAt);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return applyInvoice(deps, trx, event.type, InvoiceSchema.parse(object), prepared, at);
    default:
      return false;
  }
}

async function applyInvoice(
  deps: WebhookDeps,
  trx: Transaction<Database>,
  type: 'invoice.paid' | 'invoice.payment_failed',
  invoice: z.output<typeof InvoiceSchema>,
  prepared: Prepared,
  at: { now: Date; eventAt: Date },
): Promise<boolean> {
  const subscriptionId = invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
  const userId = await userForStripe(trx, { subscriptionId, customerId: invoice.customer ?? null });
  if (!userId) return false;
  const sub = prepared.current;
  // invoice.paid renews: the period comes from Stripe and a new period resets the plan count.
  if (sub) {
    await applyStripeSubscription(trx, {
      userId,
      sub,
      config: deps.config,
      now: at.now,
      eventAt: prepared.readAt,
    });
  }
  const row = await findSubscription(trx, userId);
  if (!row || row.status === 'canceled') return sub !== undefined;
  const status = type === 'invoice.paid' ? (row.status === 'past_due' ? 'active' : row.status) : 'past_due';
  await trx
    .updateTable('subscriptions')
    .set({ status, updated_at: at.now })
    .where('id', '=', row.id)
    .execute();
  return true;
}
