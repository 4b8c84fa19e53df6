import { DEFAULT_TOKEN_LIMIT } from '@staffplan/core';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index';

describe('billing configuration', () => {
  it('defaults to the local provider with the 8,240,000 token limit', () => {
    const config = loadConfig({});
    expect(config.stripeSecretKey).toBeUndefined();
    expect(config.tokenLimit).toBe(DEFAULT_TOKEN_LIMIT);
    expect(config.devAccess).toBe(false);
    expect(config.stripeProrationBehavior).toBe('create_prorations');
  });

  it('reads the Stripe settings', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_BASIC: 'price_b',
      STRIPE_PRICE_PROFESSIONAL: 'price_p',
      STRIPE_PRICE_ENTERPRISE: 'price_e',
      STRIPE_HOST: '127.0.0.1',
      STRIPE_PORT: '12111',
      STRIPE_PROTOCOL: 'http',
      STRIPE_PRORATION_BEHAVIOR: 'none',
    });
    expect(config).toMatchObject({
      stripePrices: { basic: 'price_b', professional: 'price_p', enterprise: 'price_e' },
      stripePort: 12111,
      stripeProtocol: 'http',
      stripeProrationBehavior: 'none',
    });
  });

  it('lists every missing Stripe setting, and refuses DEV_ACCESS with Stripe', () => {
    let error: unknown;
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', DEV_ACCESS: '1' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as ConfigError).issues.join('\n');
    for (const name of [
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_BASIC',
      'STRIPE_PRICE_PROFESSIONAL',
      'STRIPE_PRICE_ENTERPRISE',
    ]) {
      expect(text).toContain(`set ${name} too`);
    }
    expect(text).toContain('DEV_ACCESS works only with the local billing provider');
    expect(() => loadConfig({ TOKEN_LIMIT: 'lots' })).toThrow(/TOKEN_LIMIT: expected a whole number/);
    expect(() => loadConfig({ DEV_ACCESS: '1', NODE_ENV: 'production' })).toThrow(
      /DEV_ACCESS=1 is not allowed/,
    );
  });
});
