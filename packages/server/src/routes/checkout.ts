import { subscriptionRoutes } from '@staffplan/core';
import { renderCheckoutPage, checkoutPagePolicy } from '../billing/checkout-page';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { currentUser, requireUser } from '../middleware/auth';
import type { AppContext } from '../middleware/state';
import { validate } from '../middleware/validate';
import type { AppRouter } from './router';

function htmlPage(ctx: AppContext, deps: AppDeps, status: number, html: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', checkoutPagePolicy(deps.config.publicUrl));
  ctx.body = html;
}

/**
 * POST /api/create-checkout-session answers `{url}`: Stripe Checkout, or with the local
 * provider our own test-mode page at /billing/checkout/:id, whose Confirm button activates
 * the tier and returns to `/?session_id=...` exactly as Stripe Checkout does.
 */
export function registerCheckoutRoutes(router: AppRouter, deps: AppDeps): void {
  router.post(
    subscriptionRoutes.checkout.path,
    requireUser(deps),
    validate(subscriptionRoutes.checkout),
    async (ctx) => {
      const { tier } = ctx.input.body;
      ctx.body = await deps.billing.checkout(currentUser(ctx), tier ?? 'professional');
    },
  );

  router.get('/billing/checkout/:id', async (ctx) => {
    const checkout =
      deps.billing.provider === 'local'
        ? await deps.billing.readLocalCheckout(ctx.params.id ?? '')
        : undefined;
    if (!checkout) {
      htmlPage(
        ctx,
        deps,
        404,
        '<!doctype html><title>Checkout not found</title><p>Checkout session not found.</p>',
      );
      return;
    }
    htmlPage(ctx, deps, 200, renderCheckoutPage(checkout, deps.config.publicUrl));
  });

  router.post('/billing/checkout/:id/confirm', async (ctx) => {
    const id = ctx.params.id ?? '';
    if (deps.billing.provider !== 'local') throw new AppError('not_found', 'Checkout session not found');
    try {
      await deps.billing.confirmLocalCheckout(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const checkout = await deps.billing.readLocalCheckout(id);
      const html = checkout
        ? renderCheckoutPage(checkout, deps.config.publicUrl)
        : '<!doctype html><title>Checkout not found</title><p>Checkout session not found.</p>';
      htmlPage(ctx, deps, error.status, html);
      return;
    }
    ctx.status = 303;
    ctx.redirect(`${deps.config.publicUrl}/?session_id=${encodeURIComponent(id)}`);
  });
}
