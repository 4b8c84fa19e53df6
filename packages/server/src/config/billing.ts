import { DEFAULT_TOKEN_LIMIT } from '@staffplan/core';
import { z } from 'zod';
import { type ConfigEntry, envBoolean, envInt, optionalString, reportSettingIssue } from './section';

const PRORATION = ['create_prorations', 'none', 'always_invoice'] as const;

const raw = z.object({
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_BASIC: optionalString,
  STRIPE_PRICE_PROFESSIONAL: optionalString,
  STRIPE_PRICE_ENTERPRISE: optionalString,
  STRIPE_PRORATION_BEHAVIOR: z.enum(PRORATION).default('create_prorations'),
  STRIPE_HOST: optionalString,
  STRIPE_PORT: z.preprocess((v) => (v === '' ? undefined : v), envInt(443, 1, 65_535).optional()),
  STRIPE_PROTOCOL: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['http', 'https']).optional()),
  DEV_ACCESS: envBoolean,
  TOKEN_LIMIT: envInt(DEFAULT_TOKEN_LIMIT),
  /** Read here too: the dev=1 bypass is refused in production at start-up. */
  NODE_ENV: z.string().optional(),
});

/**
 * Billing settings. Stripe is used when STRIPE_SECRET_KEY is set; then the webhook secret
 * and the three price ids are required. Otherwise the embedded local test-mode provider runs.
 */
export const billingConfigSchema = raw
  .transform((env) => ({
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripePrices: {
      basic: env.STRIPE_PRICE_BASIC,
      professional: env.STRIPE_PRICE_PROFESSIONAL,
      enterprise: env.STRIPE_PRICE_ENTERPRISE,
    },
    stripeProrationBehavior: env.STRIPE_PRORATION_BEHAVIOR,
    stripeHost: env.STRIPE_HOST,
    stripePort: env.STRIPE_PORT,
    stripeProtocol: env.STRIPE_PROTOCOL,
    devAccess: env.DEV_ACCESS,
    tokenLimit: env.TOKEN_LIMIT,
    devAccessInProduction: env.DEV_ACCESS && env.NODE_ENV === 'production',
  }))
  .superRefine((c, ctx) => {
    if (c.devAccessInProduction) {
      reportSettingIssue(ctx, 'DEV_ACCESS', 'DEV_ACCESS=1 is not allowed with NODE_ENV=production');
    }
    if (!c.stripeSecretKey) return;
    const required = [
      ['STRIPE_WEBHOOK_SECRET', c.stripeWebhookSecret],
      ['STRIPE_PRICE_BASIC', c.stripePrices.basic],
      ['STRIPE_PRICE_PROFESSIONAL', c.stripePrices.professional],
      ['STRIPE_PRICE_ENTERPRISE', c.stripePrices.enterprise],
    ] as const;
    for (const [name, value] of required) {
      if (!value) reportSettingIssue(ctx, name, `STRIPE_SECRET_KEY is set: set ${name} too`);
    }
    if (c.devAccess) {
      reportSettingIssue(
        ctx,
        'DEV_ACCESS',
        'DEV_ACCESS works only with the local billing provider: unset it or STRIPE_SECRET_KEY',
      );
    }
  });

export type BillingConfig = z.output<typeof billingConfigSchema>;

/** Rows of the start-up table for this section. */
export const billingConfigDescribe: ConfigEntry<BillingConfig>[] = [
  {
    env: 'STRIPE_SECRET_KEY',
    meaning: 'Stripe secret key; unset = local test-mode billing (no card charged)',
    secret: true,
    value: (c) => c.stripeSecretKey,
  },
  {
    env: 'STRIPE_WEBHOOK_SECRET',
    meaning: 'signing secret of POST /api/stripe/webhook',
    secret: true,
    value: (c) => c.stripeWebhookSecret,
  },
  {
    env: 'STRIPE_PRICE_BASIC',
    meaning: 'Stripe price id of the Basic tier',
    value: (c) => c.stripePrices.basic,
  },
  {
    env: 'STRIPE_PRICE_PROFESSIONAL',
    meaning: 'Stripe price id of the Professional tier',
    value: (c) => c.stripePrices.professional,
  },
  {
    env: 'STRIPE_PRICE_ENTERPRISE',
    meaning: 'Stripe price id of the Enterprise tier',
    value: (c) => c.stripePrices.enterprise,
  },
  {
    env: 'STRIPE_PRORATION_BEHAVIOR',
    meaning: 'proration on tier changes: create_prorations, none, always_invoice',
    value: (c) => c.stripeProrationBehavior,
  },
  { env: 'STRIPE_HOST', meaning: 'Stripe API host override (tests)', value: (c) => c.stripeHost },
  { env: 'STRIPE_PORT', meaning: 'Stripe API port override (tests)', value: (c) => c.stripePort },
  {
    env: 'STRIPE_PROTOCOL',
    meaning: 'Stripe API protocol override (tests): http or https',
    value: (c) => c.stripeProtocol,
  },
  {
    env: 'DEV_ACCESS',
    meaning: '1 = dev=1 bypass grants a subscription (local billing only)',
    value: (c) => c.devAccess,
  },
  { env: 'TOKEN_LIMIT', meaning: 'weighted tokens per user per billing month', value: (c) => c.tokenLimit },
];
