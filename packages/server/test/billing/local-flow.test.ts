import { SubscriptionDetailsSchema, SubscriptionStatusSchema, UrlResponseSchema } from '@staffplan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../helpers/clock';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { api, signInAgain } from './helpers';

const DAY = 24 * 3600_000;
const engines: Array<'pglite' | 'postgres'> = postgresWanted() ? ['pglite', 'postgres'] : ['pglite'];

describe.each(engines)('on %s', (kind) => {
  const clock = createTestClock(new Date('2026-11-22T10:00:00Z'));
  let server: TestServer;

  beforeAll(async () => {
    server = await getTestServer({ overrides: { clock: clock.now }, postgres: kind === 'postgres' });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('local billing provider, end to end over HTTP', () => {
    it('sign up -> checkout -> confirm -> change tier -> cancel -> reactivate -> renew -> cancel -> period end', async () => {
      let user: TestUser = await createTestUser(server);
      expect((await api(server, '/api/subscription/status', { user })).body).toEqual({
        hasSubscription: false,
        tier: 'professional',
        customerId: null,
      });

      const checkout = await api(server, '/api/create-checkout-session', { user, body: { tier: 'basic' } });
      expect(checkout.status).toBe(200);
      const { url } = UrlResponseSchema.parse(checkout.body);
      expect(url.startsWith(`${server.config.publicUrl}/billing/checkout/cs_local_`)).toBe(true);
      const pageUrl = url.replace(server.config.publicUrl, server.url);
      const sessionId = pageUrl.split('/').pop();

      const page = await fetch(pageUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('TEST MODE: no card is charged');
      expect(html).toContain('StaffPlan Basic');
      expect(html).toContain('$49.99');
      expect(html).toContain(`action="/billing/checkout/${sessionId}/confirm"`);
      expect(html).toContain(`href="${server.config.publicUrl}/pricing"`);

      // Nothing is active until the Confirm button is pressed.
      expect((await api(server, '/api/subscription/status', { user })).body.hasSubscription).toBe(false);
      const confirm = await fetch(`${pageUrl}/confirm`, { method: 'POST', redirect: 'manual' });
      expect(confirm.status).toBe(303);
      expect(confirm.headers.get('location')).toBe(`${server.config.publicUrl}/?session_id=${sessionId}`);
      const again = await fetch(`${pageUrl}/confirm`, { method: 'POST', redirect: 'manual' });
      expect(again.status).toBe(409);
      expect(await again.text()).toContain('already complete');

      const status = SubscriptionStatusSchema.parse(
        (await api(server, `/api/subscription/status?session_id=${sessionId}`, { user })).body,
      );
      expect(status).toMatchObject({ hasSubscription: true, tier: 'basic', status: 'active' });
      expect(status.customerId).toMatch(/^cus_local_/);

      const details = SubscriptionDetailsSchema.parse(
        (await api(server, '/api/subscription/details', { user })).body,
      );
      expect(details).toMatchObject({
        hasSubscription: true,
        status: 'active',
        tier: 'basic',
        planName: 'Basic Plan',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: '2026-12-22T10:00:00.000Z',
        usage: { used: 0, limit: 30 },
        email: user.email,
      });
      const subscriptionId = String(details.subscriptionId);
      expect(subscriptionId).toMatch(/^sub_local_/);

      const same = await api(server, '/api/subscription/change-tier', {
        user,
        body: { subscriptionId, email: user.email, tier: 'basic' },
      });
      expect(same).toMatchObject({
        status: 400,
        body: { error: 'You are already subscribed to the basic tier' },
      });
      const changed = await api(server, '/api/subscription/change-tier', {
        user,
        body: { subscriptionId, email: user.email, tier: 'enterprise' },
      });
      expect(changed.status).toBe(200);
      expect(UrlResponseSchema.parse(changed.body).url).toContain(server.config.publicUrl);
      expect((await api(server, '/api/subscription/status', { user })).body.tier).toBe('enterprise');

      const cancel = await api(server, '/api/subscription/cancel', { user, body: { subscriptionId } });
      expect(cancel.body).toMatchObject({ success: true, cancelAtPeriodEnd: true });
      clock.advance(10 * DAY);
      user = await signInAgain(server, user);
      expect((await api(server, '/api/subscription/status', { user })).body.hasSubscription).toBe(true);
      const whileCancelling = await api(server, '/api/subscription/details', { user });
      expect(whileCancelling.body).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
      const blocked = await api(server, '/api/subscription/change-tier', {
        user,
        body: { subscriptionId, tier: 'basic' },
      });
      expect(blocked.status).toBe(409);

      const reactivate = await api(server, '/api/subscription/reactivate', {
        user,
        body: { subscriptionId },
      });
      expect(reactivate.body).toMatchObject({ success: true, cancelAtPeriodEnd: false });

      // Auto-renew: past the period end the period rolls on and the subscription stays.
      clock.set(new Date('2026-12-23T00:00:00Z'));
      user = await signInAgain(server, user);
      const renewed = await api(server, '/api/subscription/details', { user });
      expect(renewed.body).toMatchObject({
        hasSubscription: true,
        currentPeriodEnd: '2027-01-22T10:00:00.000Z',
        tier: 'enterprise',
      });

      // Without renewal (cancelled), the subscription ends with its period.
      await api(server, '/api/subscription/cancel', { user, body: { subscriptionId } });
      clock.set(new Date('2027-01-22T10:00:01Z'));
      user = await signInAgain(server, user);
      expect((await api(server, '/api/subscription/status', { user })).body.hasSubscription).toBe(false);
      const ended = await api(server, '/api/subscription/details', { user });
      expect(ended.body).toMatchObject({ hasSubscription: false, status: 'canceled' });
      const lateCancel = await api(server, '/api/subscription/reactivate', {
        user,
        body: { subscriptionId },
      });
      expect(lateCancel.status).toBe(409);
    });

    it('refuses an unknown or expired checkout session', async () => {
      const user = await createTestUser(server);
      expect((await fetch(`${server.url}/billing/checkout/cs_local_nope`)).status).toBe(404);
      const checkout = await api(server, '/api/create-checkout-session', { user, body: {} });
      const pageUrl = String(checkout.body.url).replace(server.config.publicUrl, server.url);
      expect(await (await fetch(pageUrl)).text()).toContain('StaffPlan Professional');
      clock.advance(25 * 3600_000);
      const late = await fetch(`${pageUrl}/confirm`, { method: 'POST', redirect: 'manual' });
      expect(late.status).toBe(409);
      expect(await late.text()).toContain('expired');
    });
  });
});
