import {
  ChangeTierRequestSchema,
  LookupByEmailRequestSchema,
  type SubscriptionStatus,
  SubscriptionIdRequestSchema,
} from '@staffplan/core';
import type { AppDeps } from '../deps';
import { currentUser, optionalUser, requireUser } from '../middleware/auth';
import { inputOf, validate } from '../middleware/validate';
import type { AppRouter } from './router';

const NONE = { hasSubscription: false } as const;

/**
 * SPEC section 7 subscription calls. Every answer is about the caller's own subscription
 * (DESIGN decision 1): X-User-Email, X-Customer-ID, `email=` and `customer_id=` are accepted
 * and ignored; without a valid token the status is simply "no subscription".
 */
export function registerSubscriptionRoutes(router: AppRouter, deps: AppDeps): void {
  router.get('/api/subscription/status', optionalUser(deps), async (ctx) => {
    const user = ctx.state.user;
    const sessionId = typeof ctx.query.session_id === 'string' ? ctx.query.session_id : undefined;
    ctx.body = user ? await deps.billing.statusFor(user, { sessionId }) : NONE;
  });

  router.post(
    '/api/subscription/lookup-by-email',
    optionalUser(deps),
    validate(LookupByEmailRequestSchema),
    async (ctx) => {
      const { email } = inputOf(ctx, LookupByEmailRequestSchema);
      const user = ctx.state.user;
      const own = user !== undefined && email.trim().toLowerCase() === user.email.toLowerCase();
      const none: SubscriptionStatus = { hasSubscription: false, tier: 'professional', customerId: null };
      ctx.body = own ? await deps.billing.statusFor(user) : none;
    },
  );

  router.get('/api/subscription/details', requireUser(deps), async (ctx) => {
    ctx.body = await deps.billing.details(currentUser(ctx));
  });

  router.post(
    '/api/subscription/cancel',
    requireUser(deps),
    validate(SubscriptionIdRequestSchema),
    async (ctx) => {
      const { subscriptionId } = inputOf(ctx, SubscriptionIdRequestSchema);
      ctx.body = await deps.billing.cancel(currentUser(ctx), subscriptionId);
    },
  );

  router.post(
    '/api/subscription/reactivate',
    requireUser(deps),
    validate(SubscriptionIdRequestSchema),
    async (ctx) => {
      const { subscriptionId } = inputOf(ctx, SubscriptionIdRequestSchema);
      ctx.body = await deps.billing.reactivate(currentUser(ctx), subscriptionId);
    },
  );

  router.post(
    '/api/subscription/change-tier',
    requireUser(deps),
    validate(ChangeTierRequestSchema),
    async (ctx) => {
      const { subscriptionId, tier } = inputOf(ctx, ChangeTierRequestSchema);
      ctx.body = await deps.billing.changeTier(currentUser(ctx), subscriptionId, tier);
    },
  );

  router.get('/api/subscription/dev-access', requireUser(deps), async (ctx) => {
    const result = await deps.billing.devAccess(currentUser(ctx));
    const redirect =
      typeof ctx.query.redirect === 'string' && /^\/(?!\/)/.test(ctx.query.redirect)
        ? ctx.query.redirect
        : undefined;
    ctx.body = redirect ? { ...result, url: redirect } : result;
  });
}
