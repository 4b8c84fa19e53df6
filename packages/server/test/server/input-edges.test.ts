import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGeneratedPlan, buildPlanRequest } from '../helpers/factories';
import { createSubscriber } from '../helpers/subscription';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { authHeaders, type TestUser } from '../helpers/test-user';

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

/** `{"a":{"a":...}}` nested `depth` times, as raw JSON text. */
const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

function edgeSuite(name: string, postgres: boolean) {
  describe(name, () => {
    let server: TestServer;
    let user: TestUser;
    let planId: string;
    beforeAll(async () => {
      server = await getTestServer({ postgres });
      user = await createSubscriber(server);
      const res = await fetch(`${server.url}/api/staffing/plans`, {
        method: 'POST',
        headers: authHeaders(user),
        body: JSON.stringify(buildPlanRequest()),
      });
      planId = ((await res.json()) as { id: string }).id;
    });
    afterAll(() => server?.close());

    const call = (method: string, path: string, body: string, auth = true) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: auth ? authHeaders(user) : { 'content-type': 'application/json', apikey: 'test-anon-key' },
        body,
      });
    const expect400 = async (res: Response) => {
      const body = (await res.json()) as Record<string, unknown>;
      expect({ status: res.status, body }).toMatchObject({ status: 400 });
    };

    for (const [label, bad] of [
      ['a NUL', NUL],
      ['a lone surrogate', LONE],
    ] as const) {
      it(`${label} in a plan name, rfp_text or a task answers 400, not 500`, async () => {
        await expect400(
          await call('POST', '/api/staffing/plans', JSON.stringify(buildPlanRequest({ name: bad }))),
        );
        await expect400(
          await call(
            'POST',
            '/api/staffing/plans',
            JSON.stringify(buildPlanRequest({ rfp_text: `shall ${bad}` })),
          ),
        );
        const task = buildGeneratedPlan({ tasks: [{ taskId: '1', lcat: bad, hours: 10 }] });
        await expect400(
          await call('PATCH', `/api/staffing/plans/${planId}`, JSON.stringify({ generated_plan: task })),
        );
        await expect400(await call('PATCH', `/api/staffing/plans/${planId}`, JSON.stringify({ name: bad })));
      });

      it(`${label} in an e-mail or in sign-up metadata answers 400, not 500`, async () => {
        await expect400(
          await call(
            'POST',
            '/auth/v1/signup',
            JSON.stringify({ email: `x${bad}@example.com`, password: 'correct-horse-battery-9' }),
            false,
          ),
        );
        await expect400(
          await call(
            'POST',
            '/auth/v1/signup',
            JSON.stringify({
              email: `meta-${Date.now()}@example.com`,
              password: 'correct-horse-battery-9',
              data: { name: bad },
            }),
            false,
          ),
        );
      });
    }

    it('JSON nested 6,000 deep answers 400 on every route, not 500', async () => {
      const deep = nested(6_000);
      await expect400(
        await call('POST', '/api/chat/message', `{"message":"add a QA engineer","planData":${deep}}`),
      );
      await expect400(
        await call(
          'PATCH',
          `/api/staffing/plans/${planId}`,
          `{"generated_plan":{"tasks":[{"taskId":"1","lcat":"QA","hours":10,"extra":${deep}}]}}`,
        ),
      );
      await expect400(
        await call(
          'POST',
          '/auth/v1/signup',
          `{"email":"deep-${Date.now()}@example.com","password":"correct-horse-battery-9","data":${deep}}`,
          false,
        ),
      );
      // The server is unharmed.
      expect((await fetch(`${server.url}/api/ping`)).status).toBe(200);
    });
  });
}

edgeSuite('input edges answer 4xx (PGlite)', false);
describe.runIf(postgresWanted())('on Postgres', () => {
  edgeSuite('input edges answer 4xx (Postgres)', true);
});
