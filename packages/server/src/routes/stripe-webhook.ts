import type { IncomingMessage } from 'node:http';
import { MAX_WEBHOOK_BYTES, subscriptionRoutes } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import type { AppRouter } from './router';

/** The exact bytes Stripe signed (the body parser skips this path). */
async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_WEBHOOK_BYTES)
      throw new AppError('payload_too_large', 'Webhook body too large (limit 1 MB)');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /api/stripe/webhook: 400 on a missing or bad signature or an event older than 300 s,
 * 200 `{received: true}` once applied (or when already applied), 500 when applying failed
 * and nothing was kept, so Stripe's retry starts clean.
 */
export function registerStripeWebhookRoutes(router: AppRouter, deps: AppDeps): void {
  router.post(subscriptionRoutes.stripeWebhook.path, async (ctx) => {
    const body = await rawBody(ctx.req);
    const signature = ctx.get('stripe-signature') || undefined;
    ctx.body = await deps.billing.handleStripeWebhook(body, signature);
  });
}
