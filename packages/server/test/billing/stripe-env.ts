import Stripe from 'stripe';
import type { FakeStripe } from '../fakes/stripe-server';

/** The stored event payloads' price id stands for Basic, so they map to a tier unchanged. */
export const PRICES = {
  basic: 'price_000000000000000000000000',
  professional: 'price_professional_test',
  enterprise: 'price_enterprise_test',
};
export const WEBHOOK_SECRET = 'whsec_test_staffplan';

/** Server environment pointing the real Stripe library at the fake. */
export function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_staffplan',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_BASIC: PRICES.basic,
    STRIPE_PRICE_PROFESSIONAL: PRICES.professional,
    STRIPE_PRICE_ENTERPRISE: PRICES.enterprise,
    STRIPE_HOST: '127.0.0.1',
    STRIPE_PORT: String(fake.port),
    STRIPE_PROTOCOL: 'http',
  };
}

/** Signs `payload` like Stripe does, with the official helper. */
export function signature(payload: string, options: { timestamp?: number; secret?: string } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
}

/** Posts a raw webhook body with the given Stripe-Signature header (or none). */
export async function postWebhook(
  baseUrl: string,
  payload: string,
  header: string | undefined,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
