import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../billing/helpers';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { createTestUser } from '../helpers/test-user';

describe('session sync and sign-out', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers the token's own status whatever e-mail the body claims", async () => {
    const user = await createTestUser(server);
    const res = await api(server, '/api/auth/session-sync', {
      user,
      body: { email: 'someone-else@example.com', customerId: 'cus_other' },
    });
    expect(res).toMatchObject({ status: 200, body: { hasSubscription: false } });
    const bad = await api(server, '/api/auth/session-sync', { user, body: { email: 5 } });
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 'bad_request', issues: [{ in: 'body', path: 'email' }] },
    });
  });

  it('ends the session of the token that signs out, and only that one', async () => {
    const user = await createTestUser(server);
    expect((await api(server, '/api/usage/token-stats', { user })).status).toBe(200);
    const out = await api(server, '/api/auth/signout', { user, method: 'POST' });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    expect((await api(server, '/api/usage/token-stats', { user })).status).toBe(401);
    expect((await api(server, '/api/auth/signout', { method: 'POST' })).status).toBe(200);
  });
});
