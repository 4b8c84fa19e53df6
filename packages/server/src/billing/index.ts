import type {
  AdminOverview,
  AdminUsersResponse,
  SubscriptionChangeResponse,
  SubscriptionDetails,
  SubscriptionStatus,
  Tier,
} from '@staffplan/core';
import { AppError } from '../errors';
import type { AuthUser } from '../types';
import { changeTier, grantDevAccess, setCancelAtPeriodEnd, startCheckout } from './actions';
import { adminOverview, adminUsers, isAdmin } from './admin';
import type { BillingContext, BillingDeps } from './context';
import { assertAllowed, countGeneratedPlan } from './guards';
import { releaseHold } from './holds';
import { confirmLocalCheckout, type LocalCheckout, readLocalCheckout } from './local-provider';
import { subscriptionStatusOf, detailsOf } from './status';
import { createStripeClient } from './stripe-client';
import { syncStripeCheckout } from './stripe-provider';
import { applyStripeEvent, verifyStripeEvent, type WebhookOutcome } from './stripe-webhook';
import { currentSubscription } from './context';
import { type BillingUsage, usageOf } from './usage';

export type { BillingDeps } from './context';
export type { BillingUsage } from './usage';

type ChangeResponse = SubscriptionChangeResponse & { url?: string };

/** Subscriptions, checkout, limits and admin: the one billing API the routes use. */
export interface BillingService {
  readonly provider: 'local' | 'stripe';
  /** The caller's own status; `sessionId` (return from Stripe Checkout) syncs a completed session first. */
  statusFor(user: AuthUser | null, options?: { sessionId?: string | undefined }): Promise<SubscriptionStatus>;
  details(user: AuthUser): Promise<SubscriptionDetails>;
  usage(user: AuthUser): Promise<BillingUsage>;
  checkout(user: AuthUser, tier?: Tier): Promise<{ url: string }>;
  cancel(user: AuthUser, subscriptionId: string): Promise<ChangeResponse>;
  reactivate(user: AuthUser, subscriptionId: string): Promise<ChangeResponse>;
  changeTier(user: AuthUser, subscriptionId: string, tier: Tier): Promise<ChangeResponse & { url: string }>;
  devAccess(user: AuthUser): Promise<ChangeResponse>;
  /** 403 subscription_required / 429 limit_reached (plans of the tier, weighted tokens). */
  assertCanGenerate(user: AuthUser): Promise<void>;
  /** Chat and upload: 403 without an active subscription or while past due; chat also 429 over tokens. */
  assertCanUse(user: AuthUser, purpose?: 'chat' | 'upload'): Promise<void>;
  assertCanUpload(user: AuthUser): Promise<void>;
  onPlanGenerated(user: AuthUser): Promise<void>;
  /** A generation admitted by assertCanGenerate failed: free its hold at once (else it expires). */
  onGenerationFailed(user: AuthUser): Promise<void>;
  isAdmin(user: AuthUser): boolean;
  adminOverview(): Promise<AdminOverview>;
  adminUsers(page: number, pageSize: number): Promise<AdminUsersResponse>;
  readLocalCheckout(id: string): Promise<LocalCheckout | undefined>;
  confirmLocalCheckout(id: string): Promise<LocalCheckout>;
  /** Verifies and applies a Stripe webhook (raw body and Stripe-Signature header). */
  handleStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome>;
}

/**
 * Builds the billing service: Stripe when STRIPE_SECRET_KEY is set, otherwise the embedded
 * local test-mode provider.
 * @example
 * const billing = createBillingService({ config, db, clock: () => new Date() });
 * await billing.statusFor(user); // { hasSubscription: false, ... }
 */
export function createBillingService(deps: BillingDeps): BillingService {
  const stripe = deps.config.stripeSecretKey ? createStripeClient(deps.config) : undefined;
  const ctx: BillingContext = { ...deps, provider: stripe ? 'stripe' : 'local', stripe };
  const stripeOnly = () => {
    if (!stripe) throw new AppError('not_found', 'Stripe is not configured on this server');
    return stripe;
  };
  return {
    provider: ctx.provider,
    async statusFor(user, options = {}) {
      if (user && stripe && options.sessionId?.startsWith('cs_')) {
        await syncStripeCheckout({ ...ctx, stripe }, user, options.sessionId).catch((error: unknown) => {
          ctx.logger?.warn({ err: error }, 'could not sync the Stripe Checkout session on return');
        });
      }
      return subscriptionStatusOf(ctx, user);
    },
    details: (user) => detailsOf(ctx, user),
    usage: async (user) => usageOf(ctx, user.id, await currentSubscription(ctx, user.id)),
    checkout: (user, tier = 'professional') => startCheckout(ctx, user, tier),
    cancel: (user, id) => setCancelAtPeriodEnd(ctx, user, id, true),
    reactivate: (user, id) => setCancelAtPeriodEnd(ctx, user, id, false),
    changeTier: (user, id, tier) => changeTier(ctx, user, id, tier),
    devAccess: (user) => grantDevAccess(ctx, user),
    assertCanGenerate: (user) => assertAllowed(ctx, user, 'generate'),
    assertCanUse: (user, purpose = 'chat') => assertAllowed(ctx, user, purpose),
    assertCanUpload: (user) => assertAllowed(ctx, user, 'upload'),
    onPlanGenerated: (user) => countGeneratedPlan(ctx, user),
    onGenerationFailed: (user) => releaseHold(ctx, user.id),
    isAdmin: (user) => isAdmin(ctx, user),
    adminOverview: () => adminOverview(ctx),
    adminUsers: (page, pageSize) => adminUsers(ctx, page, pageSize),
    readLocalCheckout: (id) => readLocalCheckout(ctx.db.kysely, id, ctx.clock()),
    confirmLocalCheckout: (id) => confirmLocalCheckout(ctx.db.kysely, id, ctx.clock()),
    async handleStripeWebhook(rawBody, signature) {
      const webhookDeps = { ...ctx, stripe: stripeOnly() };
      return applyStripeEvent(webhookDeps, verifyStripeEvent(webhookDeps, rawBody, signature));
    },
  };
}
