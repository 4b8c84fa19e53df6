import { describe, expect, it } from 'vitest';
import { API_CONTRACT, API_ROUTES } from '../contract/index';
import { createClient, type StaffPlanClient } from './client';
import { at } from './resources/route-at';

/** Routes no SDK method calls, and why. */
const NOT_CLIENT_CALLS: Readonly<Record<string, string>> = {
  'subscription.stripeWebhook': 'signed server-to-server call of the payment provider',
  'thinking.socket': 'a WebSocket: client.thinking.stream() opens it',
};

/** One call of every SDK method that reaches the product server, with valid input. */
const CALLS: ReadonlyArray<(client: StaffPlanClient) => Promise<unknown>> = [
  (c) => c.session.ping(),
  (c) => c.session.openapi(),
  (c) => c.session.sync({ email: 'ann@example.com' }),
  (c) => c.session.signout(),
  (c) => c.plans.list(),
  (c) => c.plans.get('p1'),
  (c) => c.plans.create({ name: 'Plan', rfp_text: 'Provide help desk support.' }),
  (c) => c.plans.update('p1', { name: 'Plan' }),
  (c) => c.plans.delete('p1'),
  (c) => c.plans.amend('p1', [{ file: new Blob(['Amendment 0001']), name: 'a1.txt' }]),
  (c) => c.plans.amendments('p1'),
  (c) => c.plans.versions('p1'),
  (c) => c.plans.undo('p1'),
  (c) => c.plans.redo('p1'),
  (c) => c.rateCards.list(),
  (c) => c.rateCards.get('c1'),
  (c) => c.rateCards.create({ name: 'FY27' }),
  (c) => c.rateCards.import({ name: 'FY27', rows: [['LCAT', 'Rate']] }),
  (c) => c.rateCards.update('c1', { name: 'FY28' }),
  (c) => c.rateCards.delete('c1'),
  (c) => c.documents.upload(new Blob(['%PDF-1.4']), 'a.pdf'),
  (c) => c.chat.send({ message: 'Add a QA Engineer', planData: {} }),
  (c) => c.usage.tokenStats(),
  (c) => c.subscription.status(),
  (c) => c.subscription.lookupByEmail('ann@example.com'),
  (c) => c.subscription.details(),
  (c) => c.subscription.cancel('sub_1'),
  (c) => c.subscription.reactivate('sub_1'),
  (c) => c.subscription.changeTier({ subscriptionId: 'sub_1', email: 'ann@example.com', tier: 'basic' }),
  (c) => c.subscription.devAccess(),
  (c) => c.subscription.checkout({ tier: 'basic' }),
  (c) => c.account.delete(),
  (c) => c.admin.overview(),
  (c) => c.admin.users({ page: 2 }),
];

/** A contract path as a pattern of concrete paths (`:id` matches one segment). */
const pattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);

describe('the SDK covers the contract', () => {
  it('calls every client route of API_CONTRACT with its method and path', async () => {
    const seen: string[] = [];
    const client = createClient({
      baseUrl: 'http://api.invalid',
      accessToken: 'tok',
      maxRetries: 0,
      fetch: async (url, init) => {
        seen.push(`${init.method} ${new URL(url).pathname}`);
        return new Response('{}', { status: 500 });
      },
    });
    for (const call of CALLS) await call(client).catch(() => undefined);
    const missing = API_ROUTES.filter((route) => !(route.name in NOT_CLIENT_CALLS))
      .filter(
        (route) =>
          !seen.some(
            (s) =>
              s.startsWith(`${route.method} `) && pattern(route.path).test(s.slice(route.method.length + 1)),
          ),
      )
      .map((route) => route.name);
    expect(missing).toEqual([]);
    expect(Object.keys(NOT_CLIENT_CALLS).every((name) => API_ROUTES.some((r) => r.name === name))).toBe(true);
  });
});

describe('at', () => {
  it("fills a route's path parameters, encoded, and refuses a missing one", () => {
    expect(at(API_CONTRACT.plans.update, { id: 'a/b c' })).toEqual({
      method: 'PATCH',
      path: '/api/staffing/plans/a%2Fb%20c',
    });
    expect(() => at(API_CONTRACT.plans.get)).toThrow("Missing path parameter 'id'");
  });
});
