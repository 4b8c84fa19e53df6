import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripeEventPayload } from '../fakes/stripe-fixtures';
import { type FakeStripe, startFakeStripe } from '../fakes/stripe-server';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { api } from './helpers';
import { PRICES, postWebhook, signature, stripeEnv } from './stripe-env';

// Both storage engines: PGlite runs one transaction at a time, Postgres needs the claim's row lock.
const engines: Array<'pglite' | 'postgres'> = postgresWanted() ? ['pglite', 'postgres'] : ['pglite'];

describe.each(engines)('Stripe webhooks on %s', (kind) => {
  let fake: FakeStripe;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await getTestServer({ env: stripeEnv(fake), postgres: kind === 'postgres' });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  /** A real stored payload with a fresh event id, its objects pointed at our customer and subscription. */
  function event(type: string, patch: Record<string, unknown>, created?: number) {
    const payload = stripeEventPayload(type);
    payload.id = `evt_${randomBytes(12).toString('hex')}`;
    if (created !== undefined) payload.created = created;
    Object.assign(payload.data.object, patch);
    return payload;
  }

  const send = (payload: object, options: { timestamp?: number } = {}) => {
    const text = JSON.stringify(payload);
    return postWebhook(server.url, text, signature(text, options));
  };

  async function row(userId: string) {
    return server.deps.db.kysely
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }
  async function eventStored(id: string) {
    return server.deps.db.kysely.selectFrom('stripe_events').selectAll().where('id', '=', id).execute();
  }

  /** A user whose Stripe checkout completed (customer + subscription live in the fake). */
  async function paidUser(): Promise<{ user: TestUser; customer: string; sub: string }> {
    const user = await createTestUser(server);
    const checkout = await api(server, '/api/create-checkout-session', { user, body: { tier: 'basic' } });
    const sessionId = String(checkout.body.url).split('/').pop() ?? '';
    const { session, subscription } = fake.completeCheckout(sessionId);
    const completed = event('checkout.session.completed', {
      id: sessionId,
      mode: 'subscription',
      subscription: subscription.id,
      customer: session.customer,
      client_reference_id: user.user.id,
    });
    const res = await send(completed);
    expect(res).toMatchObject({ status: 200, body: { received: true, duplicate: false, applied: true } });
    return { user, customer: String(session.customer), sub: String(subscription.id) };
  }

  describe('POST /api/stripe/webhook signature checks', () => {
    let payload: string;
    beforeEach(() => {
      payload = JSON.stringify(event('customer.subscription.updated', {}));
    });

    it('accepts a correctly signed real payload', async () => {
      const res = await postWebhook(server.url, payload, signature(payload));
      expect(res).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    });

    it('refuses an altered body (400)', async () => {
      const header = signature(payload);
      const altered = payload.replace('"cancel_at_period_end":false', '"cancel_at_period_end":true');
      expect(altered).not.toBe(payload);
      const res = await postWebhook(server.url, altered, header);
      expect(res.status).toBe(400);
      expect(String(res.body.error)).toContain('signature');
    });

    it('refuses a timestamp 301 s old (400) and accepts one 299 s old', async () => {
      const now = Math.floor(Date.now() / 1000);
      const old = await postWebhook(server.url, payload, signature(payload, { timestamp: now - 301 }));
      expect(old.status).toBe(400);
      expect(String(old.body.error)).toContain('tolerance');
      const recent = await postWebhook(server.url, payload, signature(payload, { timestamp: now - 299 }));
      expect(recent.status).toBe(200);
    });

    it('refuses a missing header and a wrong secret (400)', async () => {
      expect((await postWebhook(server.url, payload, undefined)).body).toMatchObject({
        error: 'Missing Stripe-Signature header',
        code: 'bad_request',
      });
      expect(
        (await postWebhook(server.url, payload, signature(payload, { secret: 'whsec_other' }))).status,
      ).toBe(400);
    });
  });

  describe('webhook effects', () => {
    it('checkout.session.completed activates the tier of the price', async () => {
      const { user, customer } = await paidUser();
      const status = await api(server, '/api/subscription/status', { user });
      expect(status.body).toMatchObject({ hasSubscription: true, tier: 'basic', customerId: customer });
    });

    it('the same event delivered twice at once has one effect', async () => {
      const { user, customer, sub } = await paidUser();
      const updated = event('customer.subscription.updated', { id: sub, customer });
      const retrievesBefore = fake.requestsTo('GET', new RegExp(`/v1/subscriptions/${sub}$`)).length;
      const results = await Promise.all([send(updated), send(updated)]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(results.map((r) => r.body.duplicate).sort()).toEqual([false, true]);
      expect(await eventStored(updated.id)).toHaveLength(1);
      // Each delivery may read Stripe (outside the transaction); only one claims and applies.
      const reads = fake.requestsTo('GET', new RegExp(`/v1/subscriptions/${sub}$`)).length - retrievesBefore;
      expect(reads).toBeGreaterThanOrEqual(1);
      expect(reads).toBeLessThanOrEqual(2);
      expect((await row(user.user.id))?.status).toBe('active');
    });

    it('customer.subscription.updated arriving after customer.subscription.deleted ends canceled', async () => {
      const { user, customer, sub } = await paidUser();
      const live = fake.subscriptions.get(sub);
      if (live) Object.assign(live, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
      const deleted = event('customer.subscription.deleted', { id: sub, customer }, 1_648_320_097);
      const updated = event(
        'customer.subscription.updated',
        { id: sub, customer, status: 'active' },
        1_648_320_106,
      );
      expect((await send(deleted)).status).toBe(200);
      expect((await send(updated)).status).toBe(200);
      expect((await row(user.user.id))?.status).toBe('canceled');
      expect((await api(server, '/api/subscription/status', { user })).body.hasSubscription).toBe(false);
    });

    it('invoice.payment_failed suspends generation with a clear message; invoice.paid restores it', async () => {
      const { user, customer, sub } = await paidUser();
      const failed = await send(event('invoice.payment_failed', { subscription: sub, customer }));
      expect(failed.body.applied).toBe(true);
      const status = await api(server, '/api/subscription/status', { user });
      expect(status.body).toMatchObject({ hasSubscription: true, status: 'past_due' });
      const suspended = await server.deps.billing
        .assertCanGenerate(user.user as never)
        .catch((e: Error) => e);
      expect(suspended).toMatchObject({ code: 'subscription_required', status: 403 });
      expect(String((suspended as Error).message)).toContain('payment failed');
      // Checkout while past due opens the Billing Portal to fix the payment, not a second subscription.
      const checkout = await api(server, '/api/create-checkout-session', { user, body: { tier: 'basic' } });
      expect(String(checkout.body.url)).toMatch(/^https:\/\/portal\.test\/bps_/);
      const portal = fake.requestsTo('POST', /^\/v1\/billing_portal\/sessions$/).at(-1);
      expect(portal?.body.customer).toBe(customer);
      await send(event('invoice.paid', { subscription: sub, customer }));
      expect((await row(user.user.id))?.status).toBe('active');
    });

    it('a handler failure answers 500 and leaves nothing; the retry applies the renewal once', async () => {
      const { user, customer, sub } = await paidUser();
      const db = server.deps.db.kysely;
      await db
        .updateTable('subscriptions')
        .set({ plans_used_this_period: 7 })
        .where('user_id', '=', user.user.id)
        .execute();
      const before = await row(user.user.id);
      // Stripe renews: the subscription's item moves to the next period.
      const live = fake.subscriptions.get(sub) as
        | { items: { data: Array<Record<string, number>> } }
        | undefined;
      const item = live?.items.data[0];
      if (item) {
        item.current_period_start = (item.current_period_end ?? 0) as number;
        item.current_period_end = (item.current_period_end ?? 0) + 30 * 86_400;
      }
      const paid = event('invoice.paid', { subscription: sub, customer });
      fake.failNext('GET', new RegExp(`/v1/subscriptions/${sub}$`), 500, 2);
      const failed = await send(paid);
      expect(failed.status).toBe(500);
      expect(failed.body.code).toBe('internal_error');
      expect(await eventStored(paid.id)).toHaveLength(0);
      expect(await row(user.user.id)).toEqual(before);

      const retry = await send(paid);
      expect(retry).toMatchObject({ status: 200, body: { duplicate: false, applied: true } });
      const after = await row(user.user.id);
      expect(after?.plans_used_this_period).toBe(0);
      expect(after?.current_period_end?.getTime()).toBe((item?.current_period_end ?? 0) * 1000);
      expect(await eventStored(paid.id)).toHaveLength(1);
      expect((await send(paid)).body).toMatchObject({ duplicate: true });
    });

    it('a database failure after the event is claimed rolls the claim back with the effect', async () => {
      const { user, customer, sub } = await paidUser();
      const db = server.deps.db.kysely;
      await db
        .updateTable('subscriptions')
        .set({ plans_used_this_period: 4 })
        .where('user_id', '=', user.user.id)
        .execute();
      const before = await row(user.user.id);
      // Fault injection in the database itself: the subscription update fails once.
      await sql`create table fail_users (user_id uuid primary key)`.execute(db).catch(() => undefined);
      await sql`insert into fail_users values (${user.user.id}::uuid)`.execute(db);
      await sql`
        create or replace function fail_subscription_update() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from fail_users where user_id = new.user_id) then
            raise exception 'injected failure';
          end if;
          return new;
        end $$`.execute(db);
      await sql`create trigger fail_subscription_update before update on subscriptions
        for each row execute function fail_subscription_update()`.execute(db);
      try {
        const failed = event('invoice.payment_failed', { subscription: sub, customer });
        const res = await send(failed);
        expect(res).toMatchObject({ status: 500, body: { code: 'internal_error' } });
        expect(JSON.stringify(res.body)).not.toContain('injected failure');
        expect(await eventStored(failed.id)).toHaveLength(0);
        expect(await row(user.user.id)).toEqual(before);

        await sql`delete from fail_users`.execute(db);
        const retry = await send(failed);
        expect(retry).toMatchObject({ status: 200, body: { duplicate: false, applied: true } });
        expect(await eventStored(failed.id)).toHaveLength(1);
        expect((await row(user.user.id))?.status).toBe('past_due');
      } finally {
        await sql`drop trigger if exists fail_subscription_update on subscriptions`.execute(db);
      }
    });

    it('an event about a customer we do not know is acknowledged and ignored', async () => {
      const res = await send(event('customer.subscription.created', {}));
      expect(res).toMatchObject({ status: 200, body: { received: true, applied: false } });
      expect(PRICES.basic).toBe('price_000000000000000000000000');
    });
  });
});
