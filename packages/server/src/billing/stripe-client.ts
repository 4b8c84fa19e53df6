import { TIER_ORDER, type Tier } from '@staffplan/core';
import type Stripe from 'stripe';
import type { Config } from '../config/index';
import { loadStripe } from '../lib/lazy-sdk';

type StripeSettings = Pick<
  Config,
  'stripeSecretKey' | 'stripeHost' | 'stripePort' | 'stripeProtocol' | 'stripePrices'
>;

/** The official client, pointed at STRIPE_HOST/PORT/PROTOCOL when set (the tests' fake). */
export function createStripeClient(config: StripeSettings): Stripe {
  if (!config.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is not set');
  const StripeClient = loadStripe();
  return new StripeClient(config.stripeSecretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'StaffPlan' },
    ...(config.stripeHost ? { host: config.stripeHost } : {}),
    ...(config.stripePort ? { port: config.stripePort } : {}),
    ...(config.stripeProtocol ? { protocol: config.stripeProtocol } : {}),
  });
}

/** The configured price id of a tier. */
export function priceOf(config: Pick<Config, 'stripePrices'>, tier: Tier): string {
  const price = config.stripePrices[tier];
  if (!price) throw new Error(`STRIPE_PRICE_${tier.toUpperCase()} is not set`);
  return price;
}

/** The tier a price id stands for, if it is one of ours. */
export function tierOfPrice(
  config: Pick<Config, 'stripePrices'>,
  price: string | null | undefined,
): Tier | undefined {
  return TIER_ORDER.find((t) => price !== undefined && price !== null && config.stripePrices[t] === price);
}
