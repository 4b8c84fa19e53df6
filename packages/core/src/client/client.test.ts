import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from './client';
import { AuthenticationError, MissingSessionError, ValidationError } from './errors';
import { memorySessionStore } from './session';
import { type FakeServer, sessionJson, startFakeServer } from './test-support/fake-server';

const NOW = 1_800_000_000_000;
const summary = {
  id: 'p1',
  name: 'Guard services',
  total_fte: null,
  approach: 'bottom_up',
  document_names: { primary: 'rfp.pdf' },
  task_count: 1,
  total_hours: 1880,
  created_at: '2026-11-22T00:00:00Z',
  updated_at: '2026-11-22T00:00:00Z',
};

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer();
});
afterEach(async () => {
  await server.close();
});

describe('auth and session', () => {
  it('signs in with the GoTrue password grant, stores the session and sends its bearer token', async () => {
    server.route('POST /auth/v1/token', () => ({ json: sessionJson('at-1', 'rt-1') }));
    server.route('GET /api/staffing/plans', () => ({ json: [summary] }));
    const store = memorySessionStore();
    const client = createClient({
      baseUrl: `${server.url}/`,
      session: store,
      anonKey: 'anon',
      now: () => NOW,
    });

    const session = await client.auth.signIn({ email: 'ann@example.com', password: 'secret123' });
    expect(session.expires_at).toBe(NOW / 1000 + 3600);
    expect((await store.load())?.access_token).toBe('at-1');
    const signIn = server.requests[0]!;
    expect(signIn.query.get('grant_type')).toBe('password');
    expect(JSON.parse(signIn.body)).toEqual({
      email: 'ann@example.com',
      password: 'secret123',
      gotrue_meta_security: {},
    });
    expect(signIn.headers.apikey).toBe('anon');

    const plans = await client.plans.list();
    expect(plans[0]?.name).toBe('Guard services');
    const list = server.requests[1]!;
    expect(list.headers.authorization).toBe('Bearer at-1');
    expect(list.query.get('t')).toBe(String(NOW));
  });

  it('refreshes a session that expires within 90 s before the call, and saves the new one', async () => {
    server.route('POST /auth/v1/token', () => ({ json: sessionJson('at-2', 'rt-2', NOW / 1000 + 3600) }));
    server.route('GET /api/usage/token-stats', () => ({ json: { currentMonth: { percentUsed: '42' } } }));
    const store = memorySessionStore(sessionJson('at-1', 'rt-1', NOW / 1000 + 60));
    const client = createClient({ baseUrl: server.url, session: store, now: () => NOW });

    const stats = await client.usage.tokenStats();
    expect(stats.currentMonth.percentUsed).toBe(42);
    expect(stats.currentMonth.limit).toBe(8_240_000);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /auth/v1/token',
      'GET /api/usage/token-stats',
    ]);
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ refresh_token: 'rt-1' });
    expect(server.requests[1]!.headers.authorization).toBe('Bearer at-2');
    expect(server.requests[1]!.headers['cache-control']).toBe('no-cache');
    expect((await store.load())?.refresh_token).toBe('rt-2');
  });

  it('refreshes once for concurrent calls (rotated refresh tokens are never reused)', async () => {
    let refreshes = 0;
    server.route('POST /auth/v1/token', async () => {
      refreshes++;
      await new Promise((r) => setTimeout(r, 30));
      return { json: sessionJson('at-2', 'rt-2', NOW / 1000 + 3600) };
    });
    server.route('GET /api/staffing/plans', () => ({ json: [] }));
    server.route('GET /api/usage/token-stats', () => ({ json: {} }));
    const store = memorySessionStore(sessionJson('at-1', 'rt-1', NOW / 1000 + 5));
    const client = createClient({ baseUrl: server.url, session: store, now: () => NOW });
    await Promise.all([client.plans.list(), client.usage.tokenStats(), client.plans.list()]);
    expect(refreshes).toBe(1);
    expect(
      server.requests
        .filter((r) => r.path.startsWith('/api/'))
        .every((r) => r.headers.authorization === 'Bearer at-2'),
    ).toBe(true);
  });

  it('keeps a session far from expiry without refreshing, and refreshes once after a 401', async () => {
    let calls = 0;
    server.route('POST /auth/v1/token', () => ({ json: sessionJson('at-2', 'rt-2', NOW / 1000 + 3600) }));
    server.route('GET /api/subscription/details', (req) => {
      calls++;
      return req.headers.authorization === 'Bearer at-2'
        ? { json: { hasSubscription: true, tier: 'basic', subscriptionId: 'sub_1' } }
        : { status: 401, json: { error: 'Authentication required', code: 'unauthorized' } };
    });
    const store = memorySessionStore(sessionJson('at-1', 'rt-1', NOW / 1000 + 3000));
    const client = createClient({ baseUrl: server.url, session: store, now: () => NOW });
    const details = await client.subscription.details();
    expect(details.tier).toBe('basic');
    expect(details.cancelAtPeriodEnd).toBe(false);
    expect(calls).toBe(2);
  });

  it('a refused refresh token signs the user out and surfaces GoTrue legacy errors', async () => {
    server.route('POST /auth/v1/token', () => ({
      status: 400,
      json: {
        code: 400,
        error_code: 'refresh_token_not_found',
        msg: 'Invalid Refresh Token: Refresh Token Not Found',
      },
    }));
    const store = memorySessionStore(sessionJson('at-1', 'rt-1', NOW / 1000 + 10));
    const client = createClient({ baseUrl: server.url, session: store, now: () => NOW });
    const error = await client.plans.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).authCode).toBe('refresh_token_not_found');
    expect((error as AuthenticationError).message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    expect(await store.load()).toBeNull();
    await expect(client.plans.list()).rejects.toBeInstanceOf(MissingSessionError);
  });

  it('signs up without a session when confirmation is on, and signs out ignoring 401', async () => {
    server.route('POST /auth/v1/signup', () => ({
      json: { id: 'u9', email: 'bo@example.com', aud: 'authenticated' },
    }));
    server.route('POST /auth/v1/logout', () => ({
      status: 401,
      json: { code: 'no_authorization', message: 'no' },
    }));
    const store = memorySessionStore(sessionJson('at-1', 'rt-1', NOW / 1000 + 3600));
    const client = createClient({ baseUrl: server.url, session: store, now: () => NOW });
    const result = await client.auth.signUp({
      email: 'bo@example.com',
      password: 'secret123',
      redirectTo: 'http://x/pricing',
    });
    expect(result).toEqual({
      user: { id: 'u9', email: 'bo@example.com', aud: 'authenticated' },
      session: null,
    });
    expect(server.requests[0]!.query.get('redirect_to')).toBe('http://x/pricing');
    await client.auth.signOut();
    expect(server.requests[1]!.query.get('scope')).toBe('global');
    expect(server.requests[1]!.headers.authorization).toBe('Bearer at-1');
    expect(await store.load()).toBeNull();
  });

  it('reads the user from GET /user with either response form', async () => {
    server.route('GET /auth/v1/user', () => ({ json: { user: { id: 'u1', email: 'ann@example.com' } } }));
    const client = createClient({ baseUrl: server.url, accessToken: 'static' });
    expect((await client.auth.getUser('tok')).email).toBe('ann@example.com');
  });
});

describe('resources', () => {
  it('sends a fixed access token and the web identity headers when configured', async () => {
    server.route('GET /api/subscription/status', () => ({ json: { hasSubscription: true } }));
    const client = createClient({
      baseUrl: server.url,
      accessToken: () => 'tok',
      identity: { email: 'ann@example.com', customerId: () => 'cus_1' },
    });
    const status = await client.subscription.status({ resetSession: true });
    expect(status).toEqual({ hasSubscription: true, tier: 'professional' });
    const req = server.requests[0]!;
    expect(req.headers.authorization).toBe('Bearer tok');
    expect(req.headers['x-user-email']).toBe('ann@example.com');
    expect(req.headers['x-customer-id']).toBe('cus_1');
    expect(req.query.get('reset_session')).toBe('true');
  });

  it('adds per-call query parameters after the call query (overriding it, empty values kept)', async () => {
    server.route('GET /api/subscription/status', () => ({ json: { hasSubscription: false } }));
    const client = createClient({ baseUrl: server.url, accessToken: 'tok' });
    await client.subscription.status(
      { email: 'a@example.com' },
      { query: { email: 'b@example.com', foo: '', x: null } },
    );
    const query = server.requests[0]!.query;
    expect(query.get('email')).toBe('b@example.com');
    expect(query.get('foo')).toBe('');
    expect(query.has('x')).toBe(false);
  });

  it('pages the plan list: page() reads Link and X-Total-Count, list() follows every page of 200', async () => {
    const plans = Array.from({ length: 450 }, (_, i) => ({ ...summary, id: `p${i}` }));
    server.route('GET /api/staffing/plans', (req) => {
      const limit = Number(req.query.get('limit') ?? 50);
      const start = Number(req.query.get('cursor') ?? 0);
      const end = start + limit;
      const link = `</api/staffing/plans?limit=${limit}&cursor=${end}>; rel="next"`;
      return {
        json: plans.slice(start, end),
        headers: { 'x-total-count': String(plans.length), ...(end < plans.length ? { link } : {}) },
      };
    });
    const client = createClient({ baseUrl: server.url, accessToken: 'at', now: () => NOW });

    const first = await client.plans.page();
    expect(first.plans.map((p) => p.id)).toEqual(plans.slice(0, 50).map((p) => p.id));
    expect(first).toMatchObject({ nextCursor: '50', total: 450 });
    const last = await client.plans.page({ limit: 100, cursor: '400' });
    expect(last).toMatchObject({ nextCursor: null, total: 450 });
    expect(last.plans).toHaveLength(50);
    expect(server.requests.map((r) => r.query.toString())).toEqual([
      `t=${NOW}`,
      `limit=100&cursor=400&t=${NOW}`,
    ]);

    server.requests.length = 0;
    expect((await client.plans.list()).map((p) => p.id)).toEqual(plans.map((p) => p.id));
    expect(server.requests.map((r) => [r.query.get('limit'), r.query.get('cursor')])).toEqual([
      ['200', null],
      ['200', '200'],
      ['200', '400'],
    ]);
  });

  it('validates requests with core schemas before sending (the product messages)', async () => {
    const client = createClient({ baseUrl: server.url, accessToken: 'tok' });
    await expect(client.plans.create({ name: '   ', rfp_text: 'x' })).rejects.toThrow(
      'Please enter a name for this plan',
    );
    await expect(client.plans.create({ name: 'a', rfp_text: '' })).rejects.toThrow(
      'Please upload a primary RFP document',
    );
    await expect(client.chat.send({ message: '  ', planData: {} })).rejects.toBeInstanceOf(ValidationError);
    expect(server.requests).toHaveLength(0);
  });

  it('creates, updates and deletes plans with the documented bodies', async () => {
    const saved = {
      ...summary,
      rfp_text: null,
      supporting_doc1: null,
      supporting_doc2: null,
      custom_instructions: null,
    };
    server.route('POST /api/staffing/plans', () => ({
      json: {
        id: 'p1',
        generated_plan: { tasks: [{ taskId: 1, lcat: 'PM', hours: '1880' }] },
        generationId: 'g1',
      },
    }));
    server.route('PATCH /api/staffing/plans/p1', () => ({
      json: { ...saved, generated_plan: { tasks: [] } },
    }));
    server.route('DELETE /api/staffing/plans/p1', () => ({ status: 204 }));
    const client = createClient({ baseUrl: server.url, accessToken: 'tok' });
    const created = await client.plans.create({
      name: ' Guard ',
      rfp_text: 'The contractor shall',
      total_fte: '3',
    });
    expect(created.generated_plan.tasks[0]).toMatchObject({ taskId: '1', hours: 1880, basis: '' });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({
      approach: 'bottom_up',
      name: 'Guard',
      rfp_text: 'The contractor shall',
      total_fte: 3,
    });
    const updated = await client.plans.update('p1', { generated_plan: { tasks: [] } });
    expect(updated.id).toBe('p1');
    expect(JSON.parse(server.requests[1]!.body)).toMatchObject({ id: 'p1', generated_plan: { tasks: [] } });
    await client.plans.delete('p1');
    expect(server.requests[2]!.method).toBe('DELETE');
  });

  it('uploads a Blob as the multipart field file', async () => {
    server.route('POST /api/upload', (req) => ({
      json: {
        fullText: req.body.includes('filename="rfp.pdf"') ? 'ok' : 'missing',
        text: 'ok',
        characters: 2,
      },
    }));
    const client = createClient({ baseUrl: server.url });
    const answer = await client.documents.upload(new Blob(['%PDF-1.4']), 'rfp.pdf');
    expect(answer.fullText).toBe('ok');
    expect(answer.warnings).toEqual([]);
    expect(server.requests[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('calls the subscription, session and chat endpoints with their bodies', async () => {
    server.route('POST /api/subscription/cancel', () => ({
      json: { success: true, cancelAtPeriodEnd: true },
    }));
    server.route('POST /api/subscription/change-tier', () => ({ json: { url: 'http://x/billing/1' } }));
    server.route('POST /api/create-checkout-session', () => ({ json: { url: 'http://x/billing/2' } }));
    server.route('POST /api/auth/session-sync', () => ({ json: { hasSubscription: false, tier: null } }));
    server.route('POST /api/auth/signout', () => ({ json: { ok: true } }));
    server.route('GET /api/subscription/dev-access', () => ({ json: { success: true } }));
    server.route('POST /api/chat/message', () => ({
      json: { message: 'Done.', updatedPlan: { tasks: [] } },
    }));
    const client = createClient({ baseUrl: server.url, accessToken: 'tok' });
    expect((await client.subscription.cancel('sub_1')).cancelAtPeriodEnd).toBe(true);
    expect(
      (await client.subscription.changeTier({ subscriptionId: 'sub_1', tier: 'enterprise' })).url,
    ).toContain('/billing/1');
    expect((await client.subscription.checkout({ tier: 'basic' })).url).toContain('/billing/2');
    expect((await client.session.sync({ email: 'ann@example.com' })).tier).toBe('professional');
    await client.session.signout();
    expect((await client.subscription.devAccess()).success).toBe(true);
    expect((await client.chat.send({ message: ' add QA ', planData: { tasks: [] } })).message).toBe('Done.');
    const bodies = server.requests.map((r) => r.body && JSON.parse(r.body));
    expect(bodies[0]).toEqual({ subscriptionId: 'sub_1' });
    expect(bodies[1]).toEqual({ subscriptionId: 'sub_1', tier: 'enterprise' });
    expect(server.requests[5]!.query.get('dev')).toBe('1');
    expect(bodies[6]).toMatchObject({ message: 'add QA', history: [] });
  });

  it('requires a session for authenticated calls', async () => {
    const client = createClient({ baseUrl: server.url });
    await expect(client.plans.list()).rejects.toThrow('Auth session missing!');
    await expect(client.plans.list()).rejects.not.toBeInstanceOf(AuthenticationError);
  });
});
