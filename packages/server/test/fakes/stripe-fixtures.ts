import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Real Stripe fixtures and event payloads, copied into the package (test/fixtures/stripe/README.md). */
export const STRIPE_EVAL_DIR = resolve(import.meta.dirname, '../fixtures/stripe');

type Json = Record<string, unknown>;
let cache: Record<string, Json> | undefined;

/** Stripe's own example object for a resource (openapi fixtures3), deep-copied. */
export function stripeFixture(resource: string): Json {
  if (!cache) {
    const raw = JSON.parse(
      readFileSync(resolve(STRIPE_EVAL_DIR, 'openapi-fixtures3/fixtures3.json'), 'utf8'),
    );
    cache = (raw as { resources: Record<string, Json> }).resources;
  }
  const fixture = cache[resource];
  if (!fixture) throw new Error(`No Stripe fixture for ${resource}`);
  return structuredClone(fixture);
}

/** A real webhook event payload (stripe-ruby-mock), parsed and deep-copied. */
export function stripeEventPayload(
  type: string,
): Json & { id: string; created: number; data: { object: Json } } {
  const text = readFileSync(resolve(STRIPE_EVAL_DIR, `event-payloads_stripe-ruby-mock/${type}.json`), 'utf8');
  return JSON.parse(text);
}
