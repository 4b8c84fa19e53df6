import { SubscriptionStatusSchema, UrlResponseSchema } from '@staffplan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formString } from '../fakes/stripe-form';
import { type FakeStripe, startFakeStripe } from '../fakes/stripe-server';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { api } from './helpers';
import { PRICES, stripeEnv } from './stripe-env';

let fake: FakeStripe;
let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await getTestServer({ env: stripeEnv(fake) });
  user = await createTestUser(server);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('Stripe provider through the real stripe library', () => {
  it('opens a subscription-mode Checkout Session for a customer created once, with idempotency keys', async () => {
    const first = await api(server, '/api/create-checkout-session', { user, body: { tier: 'professional' } });
    expect(first.status).toBe(200);
    const { url } = UrlResponseSchema.parse(first.body);
    expect(url).toMatch(/^https:\/\/checkout\.test\/c\/pay\/cs_test_/);

    const customers = fake.requestsTo('POST', /^\/v1\/customers$/);
    expect(customers).toHaveLength(1);
    expect(customers[0]?.idempotencyKey).toBe(`staffplan-customer-${user.user.id}`);
    expect(formString(customers[0]?.body ?? {}, 'email')).toBe(user.email);
    expect(customers[0]?.authorization).toBe('Bearer sk_test_staffplan');

    const sessions = fake.requestsTo('POST', /^\/v1\/checkout\/sessions$/);
    expect(sessions).toHaveLength(1);
    const body = sessions[0]?.body ?? {};
    expect(formString(body, 'mode')).toBe('subscription');
    expect(formString(body, 'line_items', 0, 'price')).toBe(PRICES.professional);
    expect(formString(body, 'customer')).toBe(fake.customers.keys().next().value);
    expect(formString(body, 'client_reference_id')).toBe(user.user.id);
    expect(formString(body, 'success_url')).toBe(
      `${server.config.publicUrl}/?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(formString(body, 'cancel_url')).toBe(`${server.config.publicUrl}/pricing`);
    expect(sessions[0]?.idempotencyKey).toMatch(/^staffplan-checkout-/);

    // A double click reuses the customer and (same idempotency key) the same session.
    const second = await api(server, '/api/create-checkout-session', {
      user,
      body: { tier: 'professional' },
    });
    expect(second.body.url).toBe(url);
    expect(fake.requestsTo('POST', /^\/v1\/customers$/)).toHaveLength(1);
  });

  it('replaces a customer id the local provider left behind', async () => {
    const switched = await createTestUser(server);
    const db = server.deps.db.kysely;
    await db
      .insertInto('billing_customers')
      .values({ user_id: switched.user.id, provider: 'local', customer_id: `cus_local_${switched.user.id}` })
      .execute();
    const res = await api(server, '/api/create-checkout-session', {
      user: switched,
      body: { tier: 'basic' },
    });
    expect(res.status).toBe(200);
    const row = await db
      .selectFrom('billing_customers')
      .selectAll()
      .where('user_id', '=', switched.user.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ provider: 'stripe' });
    expect(fake.customers.has(String(row?.customer_id))).toBe(true);
  });

  it('on return from Checkout the status syncs the completed session before the webhook arrives', async () => {
    const sessionId = [...fake.sessions.keys()][0] ?? '';
    expect((await api(server, '/api/subscription/status', { user })).body.hasSubscription).toBe(false);
    fake.completeCheckout(sessionId);
    const status = SubscriptionStatusSchema.parse(
      (await api(server, `/api/subscription/status?session_id=${sessionId}`, { user })).body,
    );
    expect(status).toMatchObject({ hasSubscription: true, tier: 'professional', status: 'active' });
    expect(status.customerId).toMatch(/^cus_/);
  });

  it('cancels and reactivates with cancel_at_period_end, and changes tier by a subscription update', async () => {
    const details = await api(server, '/api/subscription/details', { user });
    const subscriptionId = String(details.body.subscriptionId);
    expect(subscriptionId).toMatch(/^sub_/);

    const cancel = await api(server, '/api/subscription/cancel', { user, body: { subscriptionId } });
    expect(cancel.body).toMatchObject({ success: true, cancelAtPeriodEnd: true });
    const update = fake.requestsTo('POST', new RegExp(`^/v1/subscriptions/${subscriptionId}$`)).at(-1);
    expect(formString(update?.body ?? {}, 'cancel_at_period_end')).toBe('true');
    expect(update?.idempotencyKey).toMatch(/^staffplan-cancel-/);
    expect((await api(server, '/api/subscription/status', { user })).body.hasSubscription).toBe(true);

    const reactivate = await api(server, '/api/subscription/reactivate', { user, body: { subscriptionId } });
    expect(reactivate.body).toMatchObject({ success: true, cancelAtPeriodEnd: false });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);

    const change = await api(server, '/api/subscription/change-tier', {
      user,
      body: { subscriptionId, email: user.email, tier: 'enterprise' },
    });
    expect(change.status).toBe(200);
    expect(UrlResponseSchema.parse(change.body).url).toContain(server.config.publicUrl);
    const tierUpdate = fake.requestsTo('POST', new RegExp(`^/v1/subscriptions/${subscriptionId}$`)).at(-1);
    expect(formString(tierUpdate?.body ?? {}, 'items', 0, 'price')).toBe(PRICES.enterprise);
    expect(formString(tierUpdate?.body ?? {}, 'proration_behavior')).toBe('create_prorations');
    expect((await api(server, '/api/subscription/status', { user })).body.tier).toBe('enterprise');
  });

  it('reports a Stripe failure as an error, not as a success', async () => {
    const details = await api(server, '/api/subscription/details', { user });
    fake.failNext('POST', /^\/v1\/subscriptions\//, 500, 2);
    const res = await api(server, '/api/subscription/cancel', {
      user,
      body: { subscriptionId: details.body.subscriptionId },
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect((await api(server, '/api/subscription/details', { user })).body.cancelAtPeriodEnd).toBe(false);
  });
});
