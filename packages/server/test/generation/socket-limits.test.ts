import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { createTestUser } from '../helpers/test-user';
import { openThinking } from './socket-client';

const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([promise, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);

function socketSuite(name: string, postgres: boolean) {
  describe(name, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await getTestServer({
        postgres,
        // The embedded database announces an ended session at once: no re-check needed there.
        env: { THINKING_SOCKETS_PER_USER: '2', THINKING_SOCKET_RECHECK_MS: postgres ? '200' : '600000' },
      });
    });
    afterAll(() => server?.close());

    it('closes the sockets of a session when it signs out (4001), and only those', async () => {
      const user = await createTestUser(server);
      const other = await createTestUser(server);
      const mine = await openThinking(server.url, { token: user.accessToken });
      const theirs = await openThinking(server.url, { token: other.accessToken });
      const out = await fetch(`${server.url}/auth/v1/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.accessToken}`, apikey: 'test-anon-key' },
      });
      expect(out.status).toBeLessThan(300);
      expect(await within(mine.closed, 3_000)).toMatchObject({ code: 4001 });
      expect(await within(theirs.closed, 500)).toBe('timeout');
      theirs.ws.close();
      // The ended session cannot open a new one either.
      await expect(openThinking(server.url, { token: user.accessToken })).rejects.toThrow('HTTP 401');
    });

    it('caps the sockets one user holds: the next answers 429 until one closes', async () => {
      const user = await createTestUser(server);
      const first = await openThinking(server.url, { token: user.accessToken });
      const second = await openThinking(server.url, { token: user.accessToken });
      await expect(openThinking(server.url, { token: user.accessToken })).rejects.toThrow('HTTP 429');
      // Another user is not affected by this one's cap.
      const other = await createTestUser(server);
      const theirs = await openThinking(server.url, { token: other.accessToken });
      first.ws.close();
      await first.closed;
      await new Promise((r) => setTimeout(r, 50));
      const third = await openThinking(server.url, { token: user.accessToken });
      for (const client of [second, third, theirs]) client.ws.close();
    });
  });
}

socketSuite('thinking socket: sign-out and per-user cap (PGlite)', false);
describe.runIf(postgresWanted())('on Postgres', () => {
  socketSuite('thinking socket: sign-out and per-user cap (Postgres)', true);
});
