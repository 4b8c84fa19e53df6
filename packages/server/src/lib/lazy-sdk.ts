import { createRequire } from 'node:module';
import type Anthropic from '@anthropic-ai/sdk';
import type OpenAI from 'openai';
import type Stripe from 'stripe';

const require = createRequire(import.meta.url);

/*
 * The provider SDKs are loaded on first use, not at start-up: together they take about 25 MB
 * of memory, and a server on the embedded defaults (local billing and generation) never
 * uses them. Types come from the type-only imports above; the values from the packages'
 * CommonJS entries, which export the same classes.
 */

/** The Stripe SDK's constructor (loaded when STRIPE_SECRET_KEY is set). */
export function loadStripe(): typeof Stripe {
  return require('stripe') as typeof Stripe;
}

/** The Anthropic SDK's client class (loaded when the anthropic provider is configured). */
export function loadAnthropic(): typeof Anthropic {
  return (require('@anthropic-ai/sdk') as { Anthropic: typeof Anthropic }).Anthropic;
}

/** The OpenAI SDK's client class (loaded when the openai-compatible provider is configured). */
export function loadOpenAi(): typeof OpenAI {
  return (require('openai') as { OpenAI: typeof OpenAI }).OpenAI;
}
