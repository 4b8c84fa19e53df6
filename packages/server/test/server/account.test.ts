import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordUsage } from '../../src/services/usage';
import { buildPlanRequest } from '../helpers/factories';
import { grantSubscription } from '../helpers/subscription';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { authHeaders, createTestUser, type TestUser } from '../helpers/test-user';

async function seed(server: TestServer, user: TestUser): Promise<void> {
  await grantSubscription(server, user.user.id);
  const res = await fetch(`${server.url}/api/staffing/plans`, {
    method: 'POST',
    headers: authHeaders(user),
    body: JSON.stringify(buildPlanRequest()),
  });
  expect(res.status).toBe(200);
  await server.deps.db.kysely
    .insertInto('documents')
    .values({
      owner_id: user.user.id,
      name: 'a.pdf',
      kind: 'pdf',
      text: 'x',
      characters: 1,
      expires_at: new Date(Date.now() + 3600_000),
    })
    .execute();
  await recordUsage(server.deps.db, {
    userId: user.user.id,
    kind: 'chat',
    inputTokens: 10,
    outputTokens: 2,
    estimated: false,
    provider: 'local',
  });
}

async function countRows(server: TestServer, userId: string, email: string) {
  const db = server.deps.db.kysely;
  const n = async (q: Promise<Array<unknown>>) => (await q).length;
  return {
    users: await n(db.selectFrom('users').select('id').where('id', '=', userId).execute()),
    sessions: await n(db.selectFrom('auth_sessions').select('id').where('user_id', '=', userId).execute()),
    plans: await n(db.selectFrom('plans').select('id').where('owner_id', '=', userId).execute()),
    documents: await n(db.selectFrom('documents').select('id').where('owner_id', '=', userId).execute()),
    usage: await n(db.selectFrom('usage_events').select('id').where('user_id', '=', userId).execute()),
    subscriptions: await n(
      db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).execute(),
    ),
    mails: await n(db.selectFrom('outbox_emails').select('id').where('to', '=', email).execute()),
  };
}

function accountSuite(name: string, postgres: boolean) {
  describe(name, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await getTestServer({ postgres });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('DELETE /api/account removes every row of the user at once, ends their sessions and spares others', async () => {
      const gone = await createTestUser(server);
      const kept = await createTestUser(server);
      await seed(server, gone);
      await seed(server, kept);
      const before = await countRows(server, gone.user.id, gone.email);
      expect(Object.values(before).every((n) => n > 0)).toBe(true);

      const res = await fetch(`${server.url}/api/account`, { method: 'DELETE', headers: authHeaders(gone) });
      expect(res.status).toBe(200);
      expect(await countRows(server, gone.user.id, gone.email)).toEqual({
        users: 0,
        sessions: 0,
        plans: 0,
        documents: 0,
        usage: 0,
        subscriptions: 0,
        mails: 0,
      });
      expect((await fetch(`${server.url}/api/staffing/plans`, { headers: authHeaders(gone) })).status).toBe(
        401,
      );
      const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: gone.email, password: gone.password }),
      });
      expect(signIn.status).toBe(400);
      const others = await countRows(server, kept.user.id, kept.email);
      expect(Object.values(others).every((n) => n > 0)).toBe(true);
    });
  });
}

accountSuite('account deletion (PGlite)', false);
describe.runIf(postgresWanted())('on Postgres', () => {
  accountSuite('account deletion (Postgres)', true);
});
