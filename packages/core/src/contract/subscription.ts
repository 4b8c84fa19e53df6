import { z } from 'zod';
import {
  ChangeTierRequestSchema,
  CheckoutRequestSchema,
  LookupByEmailRequestSchema,
  SubscriptionChangeResponseSchema,
  SubscriptionDetailsSchema,
  SubscriptionIdRequestSchema,
  SubscriptionStatusSchema,
  UrlResponseSchema,
} from '../schemas/subscription';
import { MAX_WEBHOOK_BYTES, TIERS } from './limits';
import { optionalQueryString } from './params';
import { defineRoute } from './route';

/** Plans a month of each tier, as limits. */
const PLANS_PER_MONTH = {
  BASIC_PLANS_PER_MONTH: TIERS.basic.plansPerMonth,
  PROFESSIONAL_PLANS_PER_MONTH: TIERS.professional.plansPerMonth,
  ENTERPRISE_PLANS_PER_MONTH: TIERS.enterprise.plansPerMonth,
};

/**
 * Subscription calls, checkout and the payment provider's webhook. Every answer is about the
 * caller's own subscription; e-mails and customer ids sent by the client are not trusted.
 * @example
 * subscriptionRoutes.checkout.path // '/api/create-checkout-session'
 */
export const subscriptionRoutes = {
  status: defineRoute({
    name: 'subscription.status',
    method: 'GET',
    path: '/api/subscription/status',
    summary: 'Whether the caller has a subscription (no token: none); session_id after checkout',
    auth: 'optional',
    query: z.object({ session_id: optionalQueryString() }),
    response: SubscriptionStatusSchema,
    errors: [],
  }),
  lookupByEmail: defineRoute({
    name: 'subscription.lookupByEmail',
    method: 'POST',
    path: '/api/subscription/lookup-by-email',
    summary: "The caller's status when the e-mail is their own, else none",
    auth: 'optional',
    body: LookupByEmailRequestSchema,
    response: SubscriptionStatusSchema,
    errors: ['bad_request'],
  }),
  details: defineRoute({
    name: 'subscription.details',
    method: 'GET',
    path: '/api/subscription/details',
    summary: "The caller's subscription: tier, period, cancellation and plan usage",
    auth: 'user',
    response: SubscriptionDetailsSchema,
    errors: ['unauthorized'],
    limits: PLANS_PER_MONTH,
  }),
  cancel: defineRoute({
    name: 'subscription.cancel',
    method: 'POST',
    path: '/api/subscription/cancel',
    summary: 'Cancel at the end of the period',
    auth: 'user',
    body: SubscriptionIdRequestSchema,
    response: SubscriptionChangeResponseSchema,
    errors: ['unauthorized', 'bad_request', 'not_found', 'conflict', 'upstream_error'],
  }),
  reactivate: defineRoute({
    name: 'subscription.reactivate',
    method: 'POST',
    path: '/api/subscription/reactivate',
    summary: 'Undo a cancellation before the period ends',
    auth: 'user',
    body: SubscriptionIdRequestSchema,
    response: SubscriptionChangeResponseSchema,
    errors: ['unauthorized', 'bad_request', 'not_found', 'conflict', 'upstream_error'],
  }),
  changeTier: defineRoute({
    name: 'subscription.changeTier',
    method: 'POST',
    path: '/api/subscription/change-tier',
    summary: 'Move to another tier; answers the URL to continue at',
    auth: 'user',
    body: ChangeTierRequestSchema,
    response: SubscriptionChangeResponseSchema,
    errors: ['unauthorized', 'bad_request', 'not_found', 'conflict', 'upstream_error'],
    limits: PLANS_PER_MONTH,
  }),
  devAccess: defineRoute({
    name: 'subscription.devAccess',
    method: 'GET',
    path: '/api/subscription/dev-access',
    summary: 'Development servers only: an active subscription without payment',
    auth: 'user',
    query: z.object({ redirect: optionalQueryString() }),
    response: SubscriptionChangeResponseSchema,
    errors: ['unauthorized', 'forbidden'],
  }),
  checkout: defineRoute({
    name: 'subscription.checkout',
    method: 'POST',
    path: '/api/create-checkout-session',
    summary: 'Start checkout for a tier; answers the payment page URL',
    auth: 'user',
    body: CheckoutRequestSchema,
    response: UrlResponseSchema,
    errors: ['unauthorized', 'bad_request', 'conflict', 'not_found', 'upstream_error'],
  }),
  stripeWebhook: defineRoute({
    name: 'subscription.stripeWebhook',
    method: 'POST',
    path: '/api/stripe/webhook',
    summary: 'Stripe events, signed (Stripe-Signature over the raw body)',
    auth: 'none',
    bodyKind: 'raw',
    response: z.looseObject({ received: z.boolean() }),
    errors: ['bad_request', 'payload_too_large', 'internal_error'],
    limits: { MAX_WEBHOOK_BYTES },
  }),
} as const;
