import { AdminOverviewSchema, AdminUsersResponseSchema } from '@staffplan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { api, subscribeLocally } from './helpers';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let aliceCustomer: string;

beforeAll(async () => {
  server = await getTestServer({ env: { ADMIN_EMAILS: 'boss@example.com' } });
  alice = await createTestUser(server);
  bob = await createTestUser(server);
  admin = await createTestUser(server, { email: 'boss@example.com' });
  await subscribeLocally(server, alice, 'enterprise');
  const status = await api(server, '/api/subscription/status', { user: alice });
  aliceCustomer = String(status.body.customerId);
});
afterAll(async () => {
  await server?.close();
});

describe('subscription answers are about the caller only (docs/architecture.md, The server is the authority)', () => {
  it('status without a valid token is {hasSubscription: false}, not an error', async () => {
    expect(await api(server, '/api/subscription/status')).toEqual({
      status: 200,
      body: { hasSubscription: false },
    });
    const bad = await api(server, '/api/subscription/status?reset_session=true', {
      user: { accessToken: 'nope' },
    });
    expect(bad).toEqual({ status: 200, body: { hasSubscription: false } });
  });

  it("lookup-by-email with someone else's e-mail answers as if they had no subscription", async () => {
    const own = await api(server, '/api/subscription/lookup-by-email', {
      user: alice,
      body: { email: alice.email },
    });
    expect(own.body).toMatchObject({ hasSubscription: true, tier: 'enterprise', customerId: aliceCustomer });
    const other = await api(server, '/api/subscription/lookup-by-email', {
      user: bob,
      body: { email: alice.email },
    });
    expect(other.body).toEqual({ hasSubscription: false, tier: 'professional', customerId: null });
    const anonymous = await api(server, '/api/subscription/lookup-by-email', {
      body: { email: alice.email },
    });
    expect(anonymous.body.hasSubscription).toBe(false);
  });

  it('X-User-Email, X-Customer-ID and query parameters never widen what a caller sees', async () => {
    const headers = { 'x-user-email': alice.email, 'x-customer-id': aliceCustomer };
    const query = `?email=${encodeURIComponent(alice.email)}&customer_id=${aliceCustomer}`;
    const status = await api(server, `/api/subscription/status${query}`, { user: bob, headers });
    expect(status.body.hasSubscription).toBe(false);
    const details = await api(server, `/api/subscription/details${query}`, { user: bob, headers });
    expect(details.body).toMatchObject({ hasSubscription: false, email: bob.email, subscriptionId: null });
  });

  it("another user's subscription id cannot be cancelled or changed", async () => {
    const { body } = await api(server, '/api/subscription/details', { user: alice });
    const subscriptionId = String(body.subscriptionId);
    for (const path of ['/api/subscription/cancel', '/api/subscription/reactivate']) {
      const res = await api(server, path, { user: bob, body: { subscriptionId } });
      expect(res).toMatchObject({
        status: 404,
        body: { error: 'Subscription ID not found', code: 'not_found' },
      });
    }
    const tier = await api(server, '/api/subscription/change-tier', {
      user: bob,
      body: { subscriptionId, tier: 'basic' },
    });
    expect(tier.status).toBe(404);
    expect((await api(server, '/api/subscription/details', { user: alice })).body.cancelAtPeriodEnd).toBe(
      false,
    );
  });

  it('details, cancel and checkout need a signed-in user', async () => {
    expect((await api(server, '/api/subscription/details')).status).toBe(401);
    expect((await api(server, '/api/subscription/cancel', { body: { subscriptionId: 'x' } })).status).toBe(
      401,
    );
    expect((await api(server, '/api/create-checkout-session', { body: {} })).status).toBe(401);
  });

  it('a subscriber cannot open a second checkout', async () => {
    const res = await api(server, '/api/create-checkout-session', { user: alice, body: { tier: 'basic' } });
    expect(res.status).toBe(409);
  });

  it('dev-access is refused without DEV_ACCESS=1', async () => {
    const res = await api(server, '/api/subscription/dev-access?dev=1&redirect=/staffing-planner', {
      user: bob,
    });
    expect(res).toMatchObject({ status: 403, body: { code: 'forbidden' } });
  });
});

describe('admin API (docs/architecture.md, Admin is a server role)', () => {
  it('answers admins listed in ADMIN_EMAILS', async () => {
    const overview = await api(server, '/api/admin/overview', { user: admin });
    expect(overview.status).toBe(200);
    const parsed = AdminOverviewSchema.parse(overview.body);
    expect(parsed.users).toBeGreaterThanOrEqual(3);
    expect(parsed.activeSubscriptions.enterprise).toBeGreaterThanOrEqual(1);
    const page = await api(server, '/api/admin/users?page=1&pageSize=2', { user: admin });
    const users = AdminUsersResponseSchema.parse(page.body);
    expect(users).toMatchObject({ page: 1, pageSize: 2 });
    expect(users.users).toHaveLength(2);
    expect(users.total).toBeGreaterThanOrEqual(3);
    const all = AdminUsersResponseSchema.parse((await api(server, '/api/admin/users', { user: admin })).body);
    expect(all.users.find((u) => u.email === alice.email)).toMatchObject({
      tier: 'enterprise',
      status: 'active',
    });
    expect((await api(server, '/api/admin/users?pageSize=0', { user: admin })).status).toBe(400);
  });

  it('refuses everyone else, whatever their e-mail contains', async () => {
    const lookalike = await createTestUser(server, { email: 'admin.boss@example.com' });
    for (const user of [lookalike, alice]) {
      expect((await api(server, '/api/admin/overview', { user })).status).toBe(403);
      expect((await api(server, '/api/admin/users', { user })).status).toBe(403);
    }
    expect((await api(server, '/api/admin/overview')).status).toBe(401);
  });
});

describe('dev=1 bypass with DEV_ACCESS=1 and the local provider', () => {
  it('grants a subscription', async () => {
    const dev = await getTestServer({ env: { DEV_ACCESS: '1' } });
    try {
      const user = await createTestUser(dev);
      const res = await api(dev, '/api/subscription/dev-access?dev=1&redirect=/staffing-planner', { user });
      expect(res.body).toMatchObject({ success: true, message: 'Development mode activated successfully.' });
      expect(res.body.url).toBe('/staffing-planner');
      expect((await api(dev, '/api/subscription/status', { user })).body.hasSubscription).toBe(true);
    } finally {
      await dev.close();
    }
  });
});
