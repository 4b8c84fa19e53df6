import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openThinking } from '../generation/socket-client';
import { buildGeneratedPlan, buildPlanRequest } from '../helpers/factories';
import { createSubscriber } from '../helpers/subscription';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { authHeaders, type TestUser } from '../helpers/test-user';

interface Saved {
  id: string;
  name: string;
  updated_at: string;
  generated_plan: { tasks: Array<{ lcat: string }> };
}

function versionSuite(name: string, postgres: boolean) {
  describe(name, () => {
    let server: TestServer;
    let user: TestUser;
    beforeAll(async () => {
      server = await getTestServer({ postgres });
      user = await createSubscriber(server);
    });
    afterAll(() => server?.close());

    const create = async (): Promise<Saved> => {
      const res = await fetch(`${server.url}/api/staffing/plans`, {
        method: 'POST',
        headers: authHeaders(user),
        body: JSON.stringify(buildPlanRequest({ name: `Versions ${Date.now()}` })),
      });
      const { id } = (await res.json()) as { id: string };
      return get(id);
    };
    const get = async (id: string): Promise<Saved> =>
      (await (
        await fetch(`${server.url}/api/staffing/plans/${id}`, { headers: authHeaders(user) })
      ).json()) as Saved;
    const patch = (id: string, body: object, ifMatch?: string) =>
      fetch(`${server.url}/api/staffing/plans/${id}`, {
        method: 'PATCH',
        headers: { ...authHeaders(user), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
        body: JSON.stringify(body),
      });
    const edit = (lcat: string) => ({
      generated_plan: buildGeneratedPlan({ tasks: [{ taskId: '1', lcat, hours: 100 }] }),
    });

    it('GET and PATCH carry the version as an ETag; a write on the current version applies', async () => {
      const plan = await create();
      const res = await fetch(`${server.url}/api/staffing/plans/${plan.id}`, { headers: authHeaders(user) });
      expect(res.headers.get('etag')).toBe(`"${plan.updated_at}"`);
      const edited = await patch(plan.id, edit('Analyst'), `"${plan.updated_at}"`);
      expect(edited.status).toBe(200);
      const body = (await edited.json()) as Saved;
      expect(edited.headers.get('etag')).toBe(`"${body.updated_at}"`);
      expect(body.generated_plan.tasks[0]?.lcat).toBe('Analyst');
    });

    it('a write based on an older version is 409 with the current version, and changes nothing', async () => {
      const plan = await create();
      expect((await patch(plan.id, edit('First'), plan.updated_at)).status).toBe(200);
      const current = await get(plan.id);
      const stale = await patch(plan.id, edit('Stale'), `"${plan.updated_at}"`);
      expect(stale.status).toBe(409);
      expect(await stale.json()).toMatchObject({ code: 'conflict', currentVersion: current.updated_at });
      expect((await get(plan.id)).generated_plan.tasks[0]?.lcat).toBe('First');
      // Clients that send no version keep working as before.
      expect((await patch(plan.id, edit('No version'), undefined)).status).toBe(200);
      expect((await patch(plan.id, edit('Bad'), 'yesterday')).status).toBe(400);
    });

    it('a regeneration never overwrites an edit made while it ran: 409, the edit stays', async () => {
      const plan = await create();
      const socket = await openThinking(server.url, { token: user.accessToken });
      const big = `${'C.4.1 The contractor shall maintain the network and shall report monthly on 120 systems. '.repeat(4_000)}`;
      const regeneration = patch(plan.id, { rfp_text: big });
      await socket.waitFor((m) => m.type === 'start');
      const concurrent = await patch(plan.id, edit('Edited meanwhile'));
      expect(concurrent.status).toBe(200);
      const res = await regeneration;
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        code: 'conflict',
        currentVersion: (await get(plan.id)).updated_at,
      });
      expect((await get(plan.id)).generated_plan.tasks.map((t) => t.lcat)).toEqual(['Edited meanwhile']);
      socket.ws.close();
    });
  });
}

versionSuite('plan writes are version-checked (PGlite)', false);
describe.runIf(postgresWanted())('on Postgres', () => {
  versionSuite('plan writes are version-checked (Postgres)', true);
});
