import { CreatePlanRequestSchema } from '@staffplan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlanRequest } from '../helpers/factories';
import { createSubscriber } from '../helpers/subscription';
import { getTestServer, type TestServer } from '../helpers/test-server';
import type { TestUser } from '../helpers/test-user';
import { openThinking } from './socket-client';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

const RFP = [
  'SECTION C - STATEMENT OF WORK',
  'C.3.1 Program Management. The contractor shall provide a program manager for the period of performance.',
  'C.3.2 Help Desk. The contractor shall staff the help desk 8x5 for 2,000 users at 3 sites.',
  'C.3.3 Security. The contractor shall provide one guard post 24x7 at the Washington, DC facility.',
].join('\n');

beforeAll(async () => {
  server = await getTestServer();
  alice = await createSubscriber(server);
  bob = await createSubscriber(server);
});
afterAll(() => server.close());

const generateFor = (user: TestUser, generationId?: string) =>
  server.deps.generator.generate({
    user: { id: user.user.id, email: user.email, sessionId: null },
    input: CreatePlanRequestSchema.parse(buildPlanRequest({ rfp_text: RFP, name: `Plan ${Date.now()}` })),
    ...(generationId ? { generationId } : {}),
  });

describe('WebSocket /api/ws/thinking', () => {
  it('refuses a connection without a valid access token (401)', async () => {
    await expect(openThinking(server.url, {})).rejects.toThrow('HTTP 401');
    await expect(openThinking(server.url, { token: 'not.a.jwt' })).rejects.toThrow('HTTP 401');
    await expect(openThinking(server.url, { token: `${alice.accessToken}x` })).rejects.toThrow('HTTP 401');
  });

  it('accepts the token in the query or in Sec-WebSocket-Protocol', async () => {
    const byQuery = await openThinking(server.url, { token: alice.accessToken });
    const byProtocol = await openThinking(server.url, {
      protocols: ['staffplan.thinking', alice.accessToken],
    });
    expect(byProtocol.ws.protocol).toBe('staffplan.thinking');
    const bearer = await openThinking(server.url, { protocols: [`bearer.${alice.accessToken}`] });
    for (const c of [byQuery, byProtocol, bearer]) c.ws.close();
  });

  it("streams the caller's own generation in order; another user's socket receives nothing", async () => {
    const mine = await openThinking(server.url, { token: alice.accessToken });
    const theirs = await openThinking(server.url, { token: bob.accessToken });
    const result = await generateFor(alice);
    const done = await mine.waitFor((m) => m.type === 'done');
    const types = mine.messages.map((m) => m.type);
    expect(types[0]).toBe('ready');
    expect(types[1]).toBe('start');
    expect(types[types.length - 1]).toBe('done');
    expect(types.filter((t) => t === 'thinking').length).toBeGreaterThan(2);
    expect(
      mine.messages.every(
        (m) => m.type === 'ready' || ('generationId' in m && m.generationId === result.generationId),
      ),
    ).toBe(true);
    expect(done).toEqual({ type: 'done', generationId: result.generationId, planId: result.planId });
    const text = mine.messages.map((m) => (m.type === 'thinking' ? m.content : '')).join('');
    expect(text.length).toBeGreaterThan(50);
    // Give a misrouted message time to arrive before asserting its absence.
    await new Promise((r) => setTimeout(r, 100));
    expect(theirs.messages.map((m) => m.type)).toEqual(['ready']);
    mine.ws.close();
    theirs.ws.close();
  });

  it('with ?generationId= follows that generation only and closes cleanly (1000) at its end', async () => {
    const generationId = crypto.randomUUID();
    const other = await openThinking(server.url, {
      token: alice.accessToken,
      query: 'generationId=00000000-0000-4000-8000-000000000000',
    });
    const client = await openThinking(server.url, {
      token: alice.accessToken,
      query: `generationId=${generationId}`,
    });
    await generateFor(alice, generationId);
    const closed = await client.closed;
    expect(closed).toEqual({ code: 1000, reason: 'done' });
    expect(client.messages[1]).toEqual({ type: 'start', generationId });
    expect(other.messages.map((m) => m.type)).toEqual(['ready']);
    other.ws.close();
  });

  it('delivers the first thinking line within 300 ms of the request', async () => {
    const client = await openThinking(server.url, { token: alice.accessToken });
    const started = performance.now();
    const generation = generateFor(alice);
    await client.waitFor((m) => m.type === 'thinking');
    const firstLineMs = performance.now() - started;
    await generation;
    client.ws.close();
    expect(firstLineMs).toBeLessThan(300);
  });
});
