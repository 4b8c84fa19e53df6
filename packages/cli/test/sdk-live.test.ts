import { readFile } from 'node:fs/promises';
import { type Session, SubscriptionDetailsSchema, type ThinkingMessage } from '@staffplan/core';
import {
  AuthenticationError,
  createClient,
  memorySessionStore,
  NotFoundError,
  PermissionDeniedError,
  SubscriptionRequiredError,
  type StaffPlanClient,
  type WebSocketConstructor,
} from '@staffplan/core/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FIXTURE_DOCX, type LiveServer, PASSWORD, signUpConfirmed, startLiveServer } from './helpers/server';

// The SDK against the real StaffPlan server: every resource, real wire shapes, real errors.
const DOCX = FIXTURE_DOCX;
let server: LiveServer;
let client: StaffPlanClient;
const store = memorySessionStore();

beforeAll(async () => {
  server = await startLiveServer({ ADMIN_EMAILS: 'sdk.admin@example.com' });
  client = createClient({
    baseUrl: server.url,
    session: store,
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    identity: { customerId: () => null },
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('SDK against the real server', () => {
  it('auth: sign up (confirmation pending), confirm, sign in, get user, refresh', async () => {
    const signUp = await client.auth.signUp({ email: 'sdk.user@example.com', password: PASSWORD });
    expect(signUp.session).toBeNull();
    expect(signUp.user.email).toBe('sdk.user@example.com');
    await expect(
      client.auth.signIn({ email: 'sdk.user@example.com', password: PASSWORD }),
    ).rejects.toMatchObject({
      authCode: 'email_not_confirmed',
    });
    await signUpConfirmed(server, 'sdk.other@example.com');
    const session = await client.auth.signIn({ email: 'sdk.other@example.com', password: PASSWORD });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect((await client.auth.getUser()).email).toBe('sdk.other@example.com');
    const refreshed = await client.auth.refresh();
    expect(refreshed.refresh_token).not.toBe(session.refresh_token);
    expect((await store.load())?.access_token).toBe(refreshed.access_token);
  });

  it('refreshes an about-to-expire stored session by itself', async () => {
    const current = (await store.load()) as Session;
    await store.save({ ...current, expires_at: Math.floor(Date.now() / 1000) + 30 });
    await client.session.ping();
    const status = await client.session.sync({ email: 'sdk.other@example.com' });
    expect(status.hasSubscription).toBe(false);
    expect((await store.load())?.refresh_token).not.toBe(current.refresh_token);
  });

  it('subscription: status, checkout URL, dev access, details, cancel, reactivate, change tier, lookup', async () => {
    expect((await client.subscription.status({ resetSession: true })).hasSubscription).toBe(false);
    expect((await client.subscription.checkout({ tier: 'basic' })).url).toContain('/billing/checkout/');
    expect((await client.subscription.devAccess()).success).toBe(true);
    const details = SubscriptionDetailsSchema.parse(await client.subscription.details());
    expect(details.hasSubscription).toBe(true);
    const id = details.subscriptionId ?? '';
    expect((await client.subscription.cancel(id)).cancelAtPeriodEnd).toBe(true);
    expect((await client.subscription.reactivate(id)).cancelAtPeriodEnd).toBe(false);
    expect(
      (await client.subscription.changeTier({ subscriptionId: id, tier: 'enterprise' })).url,
    ).toBeTruthy();
    expect((await client.subscription.lookupByEmail('sdk.other@example.com')).hasSubscription).toBe(true);
  });

  it('documents, plans with the live thinking stream, chat, usage', async () => {
    const doc = await client.documents.upload(new Blob([await readFile(DOCX)]), 'API-SOO-12-21.docx');
    expect(doc.characters).toBeGreaterThan(1000);
    const stream = client.thinking.stream();
    await stream.opened;
    const seen: ThinkingMessage[] = [];
    const pump = (async () => {
      for await (const m of stream) seen.push(m);
    })();
    const created = await client.plans.create({ name: 'SDK plan', rfp_text: doc.fullText });
    await new Promise((r) => setTimeout(r, 200));
    stream.close();
    await pump;
    expect(seen.some((m) => m.type === 'thinking')).toBe(true);
    expect(created.generated_plan.tasks.length).toBeGreaterThan(0);

    const list = await client.plans.list();
    expect(list.map((p) => p.id)).toContain(created.id);
    const answer = await client.chat.send({
      message: 'add a QA Engineer for 500 hours',
      planData: created.generated_plan,
      planId: created.id,
    });
    expect(typeof answer.message).toBe('string');
    expect(Object.keys(answer.updatedPlan).length).toBeGreaterThan(0);
    const renamed = await client.plans.update(created.id, {
      name: 'SDK plan v2',
      generated_plan: created.generated_plan,
    });
    expect(renamed.name).toBe('SDK plan v2');
    expect((await client.usage.tokenStats()).currentMonth.weightedTokens).toBeGreaterThan(0);
    await client.plans.delete(created.id);
    const error = await client.plans.get(created.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).message).toMatch(/^404: \{/);
    expect((error as NotFoundError).code).toBe('not_found');
  });

  it('plans: page() gives 50, the total and a cursor; list() gathers every page', async () => {
    const owner = (await client.auth.getUser()).id;
    const at = Date.now();
    await server.running.deps.db.kysely
      .insertInto('plans')
      .values(
        Array.from({ length: 450 }, (_, i) => ({
          owner_id: owner,
          name: `Paged ${i}`,
          rfp_text: 'The contractor shall provide services.',
          document_names: JSON.stringify({ primary: 'rfp.pdf', doc1: null, doc2: null }),
          generated_plan: JSON.stringify({ tasks: [] }),
          updated_at: new Date(at - i * 1000),
        })),
      )
      .execute();
    const total = (
      await server.running.deps.db.kysely
        .selectFrom('plans')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', owner)
        .executeTakeFirstOrThrow()
    ).n;
    const first = await client.plans.page();
    expect(first.plans).toHaveLength(50);
    expect(first.total).toBe(Number(total));
    expect(first.plans[0]?.name).toBe('Paged 0');
    const second = await client.plans.page({ limit: 100, cursor: first.nextCursor ?? '' });
    expect(second.plans.map((p) => p.name)).toEqual(Array.from({ length: 100 }, (_, i) => `Paged ${50 + i}`));
    const all = await client.plans.list();
    expect(all).toHaveLength(Number(total));
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    await expect(client.plans.page({ limit: 500 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('limit must be a whole number from 1 to 200'),
    });
  });

  it('maps real 401 and 403 answers to their classes; signs out', async () => {
    const anonymous = createClient({ baseUrl: server.url, accessToken: 'not-a-jwt' });
    await expect(anonymous.plans.list()).rejects.toBeInstanceOf(AuthenticationError);
    await client.session.signout();
    await client.auth.signOut();
    expect(await store.load()).toBeNull();
    const fresh = createClient({ baseUrl: server.url, session: memorySessionStore() });
    await signUpConfirmed(server, 'sdk.nosub@example.com');
    await fresh.auth.signIn({ email: 'sdk.nosub@example.com', password: PASSWORD });
    const refused = await fresh.plans
      .create({ name: 'x', rfp_text: 'The contractor shall.' })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(SubscriptionRequiredError);
    expect(refused).toBeInstanceOf(PermissionDeniedError);
    expect(refused).toMatchObject({ status: 403, code: 'subscription_required' });
  });

  it('admin and account: the admin reads the dashboard, others get forbidden; an account deletes itself', async () => {
    const admin = createClient({ baseUrl: server.url, session: memorySessionStore() });
    await signUpConfirmed(server, 'sdk.admin@example.com');
    await admin.auth.signIn({ email: 'sdk.admin@example.com', password: PASSWORD });
    const overview = await admin.admin.overview();
    expect(overview.users).toBeGreaterThanOrEqual(3);
    const page = await admin.admin.users({ page: 1, pageSize: 2 });
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.users).toHaveLength(2);
    expect(page.total).toBe(overview.users);

    const member = createClient({ baseUrl: server.url, session: memorySessionStore() });
    await signUpConfirmed(server, 'sdk.leaving@example.com');
    await member.auth.signIn({ email: 'sdk.leaving@example.com', password: PASSWORD });
    const forbidden = await member.admin.overview().catch((e) => e);
    expect(forbidden).toBeInstanceOf(PermissionDeniedError);
    expect(forbidden).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await member.account.delete()).toEqual({ ok: true, deleted: true });
    await expect(
      member.auth.signIn({ email: 'sdk.leaving@example.com', password: PASSWORD }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
