import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlanRequest, buildShallLines } from '../helpers/factories';
import { createSubscriber } from '../helpers/subscription';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { authHeaders, type TestUser } from '../helpers/test-user';
import { openThinking } from './socket-client';

async function generate(server: TestServer, user: TestUser, rfpText: string): Promise<Response> {
  return fetch(`${server.url}/api/staffing/plans`, {
    method: 'POST',
    headers: authHeaders(user),
    body: JSON.stringify(buildPlanRequest({ rfp_text: rfpText, name: `Limits ${Date.now()}` })),
  });
}

async function counters(server: TestServer, user: TestUser) {
  const { db } = server.deps;
  const usage = await db.kysely
    .selectFrom('usage_events')
    .selectAll()
    .where('user_id', '=', user.user.id)
    .execute();
  const jobs = await db.kysely
    .selectFrom('generation_jobs')
    .selectAll()
    .where('user_id', '=', user.user.id)
    .execute();
  const subscription = await db.kysely
    .selectFrom('subscriptions')
    .select('plans_used_this_period')
    .where('user_id', '=', user.user.id)
    .executeTakeFirstOrThrow();
  return { usage, jobs, plansUsed: subscription.plans_used_this_period };
}

describe('the largest document generates off the main thread', () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await getTestServer();
    user = await createSubscriber(server);
  });
  afterAll(() => server.close());

  it('answers /api/ping within 100 ms while 6 MB of "shall" lines are planned', {
    timeout: 240_000,
  }, async () => {
    const text = buildShallLines(60_000);
    expect(text.length).toBeGreaterThan(6_000_000);
    const socket = await openThinking(server.url, { token: user.accessToken });
    let lastThinking = 0;
    socket.ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'thinking')
        lastThinking = performance.now();
    });
    let settled = false;
    const pending = generate(server, user, text).then(async (res) => {
      settled = true;
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    });
    // Probe from the first thinking line (the body is parsed, the worker is planning) on.
    await socket.waitFor((m) => m.type === 'thinking', 60_000);
    const pings: Array<{ at: number; ms: number }> = [];
    while (!settled && pings.length < 400) {
      const at = performance.now();
      const ping = await fetch(`${server.url}/api/ping`);
      expect(ping.status).toBe(200);
      pings.push({ at, ms: performance.now() - at });
      await new Promise((r) => setTimeout(r, 100));
    }
    const outcome = await pending;
    socket.ws.close();
    // While the estimate runs and while its 6 MB are saved: the embedded database works in its
    // own thread, so even that one large INSERT holds no request (bench/generation-isolation.mjs).
    expect(pings.filter((p) => p.at <= lastThinking).length).toBeGreaterThan(3);
    // Typically under 100 ms. A blocked main thread would hold a ping for the seconds the plan
    // takes, while a busy machine (two cores, other suites running) delays a single ping a few
    // hundred ms: so the median must stay under 100 ms and no ping may wait a second.
    const ms = pings.map((p) => p.ms).sort((a, b) => a - b);
    expect(ms[Math.floor(ms.length / 2)]).toBeLessThan(100);
    expect(ms.at(-1)).toBeLessThan(1000);
    // Whatever the outcome, it is the API's error shape or a plan; never a raw engine error.
    expect(JSON.stringify(outcome.body)).not.toContain('Invalid string length');
    if (outcome.status !== 200)
      expect(outcome.body).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });
});

describe('a generation stopped by a limit answers 4xx and still counts', () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await getTestServer({
      env: { GENERATION_TIMEOUT_MS: '300', GENERATION_MAX_INPUT_CHARS: '2000000' },
    });
    user = await createSubscriber(server);
  });
  afterAll(() => server.close());

  it('an estimate over the time limit is stopped: 422 reason timeout, job failed, usage and plan counted', async () => {
    const before = await counters(server, user);
    const res = await generate(server, user, buildShallLines(12_000));
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(422);
    expect(body).toMatchObject({ code: 'unprocessable', reason: 'timeout', requestId: expect.any(String) });
    expect(String(body.error)).toMatch(/took longer than 300 ms/);
    const after = await counters(server, user);
    expect(after.plansUsed).toBe(before.plansUsed + 1);
    expect(after.usage.length).toBe(before.usage.length + 1);
    expect(after.usage.at(-1)).toMatchObject({ kind: 'generation', output_tokens: 0, estimated: true });
    expect(after.usage.at(-1)?.input_tokens).toBeGreaterThan(100_000);
    expect(after.jobs.find((j) => !before.jobs.some((b) => b.id === j.id))).toMatchObject({
      status: 'failed',
    });
    // The server is fine afterwards: a small document still generates.
    const small = await generate(server, user, 'C.1 The contractor shall provide one program manager.');
    expect(small.status).toBe(200);
  });

  it('documents over the size limit are refused: 413 reason too_large, counted', async () => {
    const before = await counters(server, user);
    const res = await generate(server, user, 'The contractor shall keep records. '.repeat(60_000));
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(413);
    expect(body).toMatchObject({ code: 'payload_too_large', reason: 'too_large', limit: 2_000_000 });
    const after = await counters(server, user);
    expect(after.plansUsed).toBe(before.plansUsed + 1);
    expect(after.usage.length).toBe(before.usage.length + 1);
  });

  it('a chat turn over the size limit is refused with 413, not run', async () => {
    const res = await fetch(`${server.url}/api/chat/message`, {
      method: 'POST',
      headers: authHeaders(user),
      body: JSON.stringify({
        message: 'Add a QA Engineer for 500 hours',
        planData: { tasks: [] },
        history: [{ role: 'user', content: 'x'.repeat(2_100_000) }],
      }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large', reason: 'too_large' });
  });
});

describe('a generation over the memory limit', () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await getTestServer({ env: { GENERATION_MEMORY_MB: '64' } });
    user = await createSubscriber(server);
  });
  afterAll(() => server.close());

  it('is stopped with 422 reason memory and the server keeps answering', { timeout: 120_000 }, async () => {
    const res = await generate(server, user, buildShallLines(40_000));
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(422);
    expect(body).toMatchObject({ code: 'unprocessable', reason: 'memory', limitMb: 64 });
    expect((await fetch(`${server.url}/api/ping`)).status).toBe(200);
  });
});

describe('one user cannot occupy every generation worker', () => {
  let server: TestServer;
  let heavy: TestUser;
  let light: TestUser;
  beforeAll(async () => {
    server = await getTestServer({ env: { GENERATION_WORKERS: '2' } });
    heavy = await createSubscriber(server);
    light = await createSubscriber(server);
  });
  afterAll(() => server.close());

  it("another user's small plan is not queued behind one user's second large one", {
    timeout: 120_000,
  }, async () => {
    const finished: string[] = [];
    const track = (label: string, res: Promise<Response>) =>
      res.then((r) => {
        finished.push(label);
        return r.status;
      });
    const big = buildShallLines(15_000);
    const first = track('heavy 1', generate(server, heavy, big));
    const second = track('heavy 2', generate(server, heavy, big));
    // Both large requests are in (parsed, their jobs recorded) before the small one is sent.
    const socket = await openThinking(server.url, { token: heavy.accessToken });
    await new Promise((r) => setTimeout(r, 1_500));
    socket.ws.close();
    const small = await track(
      'light',
      generate(server, light, 'C.1 The contractor shall provide one program manager.'),
    );
    expect(small).toBe(200);
    expect(await Promise.all([first, second])).toEqual([200, 200]);
    // One user's generations run one at a time, so 'heavy 2' waits for 'heavy 1' while the
    // other worker stays free: the small plan finishes before 'heavy 2' whether or not
    // 'heavy 1' is already done (how long a large plan takes depends on the machine).
    expect(finished.indexOf('light')).toBeLessThan(finished.indexOf('heavy 2'));
  });
});
