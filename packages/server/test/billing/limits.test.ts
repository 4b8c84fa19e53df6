import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_PLAN_IN_PROGRESS } from '../../src/billing/holds';
import type { AppError } from '../../src/errors';
import { recordUsage } from '../../src/services/usage';
import type { AuthUser } from '../../src/types';
import { buildPlanRequest } from '../helpers/factories';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { api, subscribeLocally } from './helpers';

const TOKEN_LIMIT = 1_000_000;
const engines: Array<'pglite' | 'postgres'> = postgresWanted() ? ['pglite', 'postgres'] : ['pglite'];

describe.each(engines)('monthly limits on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await getTestServer({
      env: { TOKEN_LIMIT: String(TOKEN_LIMIT) },
      postgres: kind === 'postgres',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const authUser = (u: TestUser): AuthUser => ({ id: u.user.id, email: u.email, sessionId: null });
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: AppError) => e,
    );
  const setPlansUsed = (userId: string, n: number) =>
    server.deps.db.kysely
      .updateTable('subscriptions')
      .set({ plans_used_this_period: n })
      .where('user_id', '=', userId)
      .execute();
  const plansUsed = async (userId: string) =>
    (
      await server.deps.db.kysely
        .selectFrom('subscriptions')
        .select('plans_used_this_period')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).plans_used_this_period;

  it('without a subscription, generation, chat and upload answer 403 with a clear message', async () => {
    const user = authUser(await createTestUser(server));
    const billing = server.deps.billing;
    expect(await refusal(billing.assertCanGenerate(user))).toMatchObject({
      status: 403,
      code: 'subscription_required',
      message: 'An active subscription is required to generate plans.',
    });
    expect(await refusal(billing.assertCanUse(user, 'chat'))).toMatchObject({ status: 403 });
    expect(await refusal(billing.assertCanUpload(user))).toMatchObject({
      status: 403,
      message: 'An active subscription is required to upload documents.',
    });
  });

  it('over HTTP, generation, chat and upload refuse a user without a subscription; plans stay readable', async () => {
    const user = await createTestUser(server);
    const generate = await api(server, '/api/staffing/plans', { user, body: buildPlanRequest() });
    expect(generate).toMatchObject({
      status: 403,
      body: { error: 'An active subscription is required to generate plans.', code: 'subscription_required' },
    });
    const chat = await api(server, '/api/chat/message', {
      user,
      body: { message: 'Add a QA engineer', planData: { tasks: [] }, history: [] },
    });
    expect(chat).toMatchObject({ status: 403, body: { code: 'subscription_required' } });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([37, 80, 68, 70])], { type: 'application/pdf' }), 'rfp.pdf');
    const upload = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}` },
      body: form,
    });
    expect(upload.status).toBe(403);
    expect(await upload.json()).toMatchObject({
      error: 'An active subscription is required to upload documents.',
    });
    expect((await api(server, '/api/staffing/plans', { user })).status).toBe(200);
  });

  it('the 31st plan of a Basic month answers 429 naming the tier and the reset date', async () => {
    const user = await createTestUser(server);
    await subscribeLocally(server, user, 'basic');
    for (let i = 0; i < 29; i++) await server.deps.billing.onPlanGenerated(authUser(user));
    await expect(server.deps.billing.assertCanGenerate(authUser(user))).resolves.toBeUndefined();
    await server.deps.billing.onPlanGenerated(authUser(user));
    expect(await plansUsed(user.user.id)).toBe(30);

    const details = await api(server, '/api/subscription/details', { user });
    const res = await api(server, '/api/staffing/plans', { user, body: buildPlanRequest() });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      code: 'limit_reached',
      tier: 'basic',
      limitKind: 'plans',
      planLimit: 30,
    });
    expect(res.body.resetDate).toBe(details.body.currentPeriodEnd);
    expect(String(res.body.error)).toContain('Basic plan includes 30 plans a month');
    expect(String(res.body.error)).toContain(String(details.body.currentPeriodEnd).slice(0, 10));
    // Plans stay readable when generation is refused.
    expect((await api(server, '/api/staffing/plans', { user })).status).toBe(200);
  });

  it('a user at 100% of the weighted-token limit answers 429 for generation and chat, not upload', async () => {
    const user = await createTestUser(server);
    await subscribeLocally(server, user, 'enterprise');
    const id = authUser(user);
    // 500,000 input + 5 x 100,000 output = 1,000,000 weighted tokens.
    await recordUsage(server.deps.db, {
      userId: user.user.id,
      kind: 'generation',
      inputTokens: 500_000,
      outputTokens: 100_000,
      estimated: false,
      provider: 'test',
    });
    const refused = await refusal(server.deps.billing.assertCanGenerate(id));
    expect(refused).toMatchObject({ status: 429, code: 'limit_reached' });
    expect(refused?.extra).toMatchObject({
      tier: 'enterprise',
      limitKind: 'tokens',
      tokenLimit: TOKEN_LIMIT,
    });
    expect(refused?.message).toContain(
      'Monthly token limit exceeded: 1,000,000 of 1,000,000 weighted tokens',
    );
    expect(await refusal(server.deps.billing.assertCanUse(id, 'chat'))).toMatchObject({ status: 429 });
    await expect(server.deps.billing.assertCanUpload(id)).resolves.toBeUndefined();
  });

  it('generations racing at 99% overshoot by at most one (plans: none)', async () => {
    const user = await createTestUser(server);
    await subscribeLocally(server, user, 'basic');
    const id = authUser(user);
    await setPlansUsed(user.user.id, 29);
    // Each racer: the admission, the work, the count (as the generator does).
    const generation = async () => {
      await server.deps.billing.assertCanGenerate(id);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await server.deps.billing.onPlanGenerated(id);
    };
    const results = await Promise.allSettled(Array.from({ length: 5 }, generation));
    const admitted = results.filter((r) => r.status === 'fulfilled').length;
    expect(admitted).toBe(1);
    // A racer that checks while the admitted one is still running gets 409; one that checks
    // after it has been counted gets 429. Which one comes first depends on the scheduler.
    const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { status: number }] : []));
    expect(reasons).toHaveLength(4);
    for (const reason of reasons) {
      if (reason.status === 409) expect(reason).toMatchObject({ message: LAST_PLAN_IN_PROGRESS });
      else expect(reason).toMatchObject({ status: 429 });
    }
    expect(await plansUsed(user.user.id)).toBe(30);
    expect(await refusal(server.deps.billing.assertCanGenerate(id))).toMatchObject({ status: 429 });

    // The same race through the real plan route and generator.
    const httpUser = await createTestUser(server);
    await subscribeLocally(server, httpUser, 'basic');
    await setPlansUsed(httpUser.user.id, 29);
    const posts = await Promise.all(
      [1, 2].map((n) =>
        api(server, '/api/staffing/plans', { user: httpUser, body: buildPlanRequest({ name: `Race ${n}` }) }),
      ),
    );
    // One is admitted; the other is refused, while the first runs (409) or after it counted (429).
    const statuses = posts.map((p) => p.status).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 429]).toContain(statuses[1]);
    expect(await plansUsed(httpUser.user.id)).toBe(30);
    const next = await api(server, '/api/staffing/plans', {
      user: httpUser,
      body: buildPlanRequest({ name: 'Next' }),
    });
    expect(next).toMatchObject({ status: 429, body: { code: 'limit_reached', tier: 'basic' } });

    // At 99% of the weighted tokens one generation runs at a time: the overshoot is its tokens.
    const tokenUser = await createTestUser(server);
    await subscribeLocally(server, tokenUser, 'enterprise');
    const tid = authUser(tokenUser);
    const usage = (inputTokens: number) =>
      recordUsage(server.deps.db, {
        userId: tid.id,
        kind: 'generation',
        inputTokens,
        outputTokens: 0,
        estimated: false,
        provider: 'test',
      });
    await usage(TOKEN_LIMIT * 0.99);
    const tokenGeneration = async () => {
      await server.deps.billing.assertCanGenerate(tid);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await usage(50_000);
      await server.deps.billing.onPlanGenerated(tid);
    };
    const tokenResults = await Promise.allSettled(Array.from({ length: 5 }, tokenGeneration));
    expect(tokenResults.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await refusal(server.deps.billing.assertCanGenerate(tid))).toMatchObject({ status: 429 });
    expect(await plansUsed(tid.id)).toBe(1);

    // Many concurrent counts never lose an increment (one atomic update each).
    await setPlansUsed(user.user.id, 0);
    await Promise.all(Array.from({ length: 25 }, () => server.deps.billing.onPlanGenerated(id)));
    expect(await plansUsed(user.user.id)).toBe(25);
  });

  it('a failed generation frees its hold (at once when reported, else when it expires)', async () => {
    const user = await createTestUser(server);
    await subscribeLocally(server, user, 'basic');
    const id = authUser(user);
    await setPlansUsed(user.user.id, 29);
    await server.deps.billing.assertCanGenerate(id);
    expect(await refusal(server.deps.billing.assertCanGenerate(id))).toMatchObject({
      status: 409,
      message: LAST_PLAN_IN_PROGRESS,
    });
    await server.deps.billing.onGenerationFailed(id);
    await expect(server.deps.billing.assertCanGenerate(id)).resolves.toBeUndefined();
    await server.deps.db.kysely
      .updateTable('billing_generation_holds')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.user.id)
      .execute();
    await expect(server.deps.billing.assertCanGenerate(id)).resolves.toBeUndefined();
    expect(await plansUsed(user.user.id)).toBe(29);
  });
});
