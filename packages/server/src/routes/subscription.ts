import { type SubscriptionStatus, subscriptionRoutes as routes } from '@staffplan/core';
import { sameSitePath } from '../auth/same-site';
import type { AppDeps } from '../deps';
import { currentUser, optionalUser, requireUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import type { AppRouter } from './router';

const NONE = { hasSubscription: false } as const;

/**
 * The subscription calls (docs/product.md, How clients call the server). Every answer is about
 * the caller's own subscription (docs/architecture.md, The server is the authority):
 * X-User-Email, X-Customer-ID, `email=` and `customer_id=` are accepted and ignored; without a valid token the status is simply "no subscription".
 */
export function registerSubscriptionRoutes(router: AppRouter, deps: AppDeps): void {
  router.get(routes.status.path, optionalUser(deps), validate(routes.status), async (ctx) => {
    const user = ctx.state.user;
    const sessionId = ctx.input.query.session_id;
    ctx.body = user ? await deps.billing.statusFor(user, { sessionId }) : NONE;
  });

  router.post(routes.lookupByEmail.path, optionalUser(deps), validate(routes.lookupByEmail), async (ctx) => {
    const { email } = ctx.input.body;
    const user = ctx.state.user;
    const own = user !== undefined && email.trim().toLowerCase() === user.email.toLowerCase();
    const none: SubscriptionStatus = { hasSubscription: false, tier: 'professional', customerId: null };
    ctx.body = own ? await deps.billing.statusFor(user) : none;
  });

  router.get(routes.details.path, requireUser(deps), async (ctx) => {
    ctx.body = await deps.billing.details(currentUser(ctx));
  });

  router.post(routes.cancel.path, requireUser(deps), validate(routes.cancel), async (ctx) => {
    const { subscriptionId } = ctx.input.body;
    ctx.body = await deps.billing.cancel(currentUser(ctx), subscriptionId);
  });

  router.post(routes.reactivate.path, requireUser(deps), validate(routes.reactivate), async (ctx) => {
    const { subscriptionId } = ctx.input.body;
    ctx.body = await deps.billing.reactivate(currentUser(ctx), subscriptionId);
  });

  router.post(routes.changeTier.path, requireUser(deps), validate(routes.changeTier), async (ctx) => {
    const { subscriptionId, tier } = ctx.input.body;
    ctx.body = await deps.billing.changeTier(currentUser(ctx), subscriptionId, tier);
  });

  router.get(routes.devAccess.path, requireUser(deps), validate(routes.devAccess), async (ctx) => {
    const result = await deps.billing.devAccess(currentUser(ctx));
    const redirect = sameSitePath(ctx.input.query.redirect);
    ctx.body = redirect ? { ...result, url: redirect } : result;
  });
}
