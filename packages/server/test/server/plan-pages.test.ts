import type { PlanSummary } from '@staffplan/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { authHeaders, createTestUser, type TestUser } from '../helpers/test-user';

interface Page {
  status: number;
  plans: PlanSummary[];
  total: string | null;
  next: string | null;
  etag: string | null;
}

/**
 * `count` plans for the owner in one statement. Three share each updated_at (ties go by id) and
 * neighbouring groups are 250 µs apart, so a cursor rounded to the millisecond would skip plans.
 */
async function seed(server: TestServer, ownerId: string, count: number, prefix: string): Promise<void> {
  await sql`
    insert into plans (owner_id, name, total_fte, rfp_text, document_names, generated_plan, updated_at)
    select ${ownerId}::uuid, ${prefix} || ' ' || i, 2, 'The contractor shall provide services.',
      '{"primary":"rfp.pdf","doc1":null,"doc2":null}'::jsonb, '{"tasks":[]}'::jsonb,
      timestamptz '2026-11-01 00:00:00+00' - (i / 3) * interval '250 microseconds'
    from generate_series(1, ${count}) as i`.execute(server.deps.db.kysely);
}

/** The owner's plan ids in the order the list must give them. */
async function expectedOrder(server: TestServer, ownerId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select id from plans where owner_id = ${ownerId} order by updated_at desc, id`.execute(
    server.deps.db.kysely,
  );
  return rows.map((r) => r.id);
}

function suite(name: string, postgres: boolean): void {
  describe(name, () => {
    let server: TestServer;
    let alice: TestUser;
    let bob: TestUser;

    const get = async (path: string, user: TestUser, headers: Record<string, string> = {}): Promise<Page> => {
      const res = await fetch(`${server.url}${path}`, { headers: { ...authHeaders(user), ...headers } });
      const next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
      return {
        status: res.status,
        plans: res.status === 200 ? ((await res.json()) as PlanSummary[]) : [],
        total: res.headers.get('x-total-count'),
        next,
        etag: res.headers.get('etag'),
      };
    };

    /** Follows rel="next" from `first` to the last page. */
    const walk = async (first: string, user: TestUser): Promise<Page[]> => {
      const pages: Page[] = [];
      for (let path: string | null = first; path; path = pages.at(-1)?.next ?? null) {
        pages.push(await get(path, user));
        expect(pages.length).toBeLessThan(100);
      }
      return pages;
    };

    beforeAll(async () => {
      server = await getTestServer({ postgres });
      alice = await createTestUser(server);
      bob = await createTestUser(server);
      await seed(server, alice.user.id, 1000, 'Alice');
      await seed(server, bob.user.id, 3, 'Bob');
    }, 60_000);
    afterAll(async () => {
      await server.close();
    });

    it('pages 1,000 plans at the default 50 and at 200: each plan once, in order, with the total', async () => {
      const expected = await expectedOrder(server, alice.user.id);
      for (const [first, size] of [
        ['/api/staffing/plans?t=1', 50],
        ['/api/staffing/plans?limit=200', 200],
      ] as const) {
        const pages = await walk(first, alice);
        expect(pages).toHaveLength(1000 / size);
        expect(pages.every((p) => p.status === 200 && p.plans.length === size && p.total === '1000')).toBe(
          true,
        );
        expect(
          pages.slice(0, -1).every((p) => p.next?.startsWith(`/api/staffing/plans?limit=${size}&cursor=`)),
        ).toBe(true);
        expect(pages.at(-1)?.next).toBeNull();
        expect(pages.flatMap((p) => p.plans.map((plan) => plan.id))).toEqual(expected);
      }
    });

    it('later pages and other sizes come gzipped when the client takes it', async () => {
      const res = await fetch(`${server.url}/api/staffing/plans?limit=200`, {
        headers: { ...authHeaders(alice), 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect((await res.json()) as unknown[]).toHaveLength(200);
    });

    it('a plan updated between two pages moves to the top; the others are neither repeated nor lost', async () => {
      const before = await expectedOrder(server, alice.user.id);
      const first = await get('/api/staffing/plans?limit=100', alice);
      const moved = before[150] ?? '';
      const alreadySeen = before[10] ?? '';
      for (const id of [moved, alreadySeen])
        await fetch(`${server.url}/api/staffing/plans/${id}`, {
          method: 'PATCH',
          headers: authHeaders(alice),
          body: JSON.stringify({ name: `Edited ${id}`, generated_plan: { tasks: [] } }),
        });
      const rest = await walk(first.next ?? '', alice);
      const seen = [first, ...rest].flatMap((p) => p.plans.map((plan) => plan.id));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(before.filter((id) => id !== moved));
      const top = await get('/api/staffing/plans', alice);
      expect(new Set(top.plans.slice(0, 2).map((p) => p.id))).toEqual(new Set([moved, alreadySeen]));
    });

    it('answers 400 with {error, code} naming the parameter for a bad limit or cursor', async () => {
      const cases: [string, RegExp][] = [
        ['limit=0', /^limit must be a whole number from 1 to 200; received "0"$/],
        ['limit=201', /^limit must be a whole number from 1 to 200; received 201$/],
        ['limit=ten', /^limit must be a whole number from 1 to 200; received "ten"$/],
        ['limit=1&limit=2', /^limit must be given once/],
        ['cursor=', /^cursor must not be empty/],
        ['cursor=not-a-cursor', /^cursor is not one this server gave: .*; received "not-a-cursor"$/],
        [`cursor=${Buffer.alloc(24, 0xff).toString('base64url')}`, /^cursor is not/],
      ];
      for (const [query, message] of cases) {
        const res = await fetch(`${server.url}/api/staffing/plans?${query}`, { headers: authHeaders(alice) });
        expect(res.status, query).toBe(400);
        const body = (await res.json()) as { error: string; code: string };
        expect(body.code, query).toBe('bad_request');
        expect(body.error, query).toMatch(message);
      }
    });

    it("another user's cursor only pages through the caller's own plans", async () => {
      const { next } = await get('/api/staffing/plans?limit=2', alice);
      const asBob = await get(next ?? '', bob);
      expect(asBob.status).toBe(200);
      expect(asBob.total).toBe('3');
      expect(asBob.plans.every((p) => p.name.startsWith('Bob '))).toBe(true);
      const bobs = await walk('/api/staffing/plans', bob);
      expect(bobs).toHaveLength(1);
      expect(bobs[0]?.plans.map((p) => p.id)).toEqual(await expectedOrder(server, bob.user.id));
      expect(bobs[0]?.next).toBeNull();
    });

    it('the first page keeps its ETag and 304 until any plan of the owner changes, on later pages too', async () => {
      const carol = await createTestUser(server);
      await seed(server, carol.user.id, 60, 'Carol');
      const first = await get('/api/staffing/plans', carol);
      expect(first.total).toBe('60');
      const again = await get('/api/staffing/plans?t=2', carol, { 'if-none-match': first.etag ?? '' });
      expect(again.status).toBe(304);
      expect(again.total).toBe('60');
      expect(again.next).toBe(first.next);
      // The last plan is on page 2: page 1's summaries stay the same, its total does not.
      const last = (await expectedOrder(server, carol.user.id)).at(-1) ?? '';
      await fetch(`${server.url}/api/staffing/plans/${last}`, {
        method: 'DELETE',
        headers: authHeaders(carol),
      });
      const after = await get('/api/staffing/plans', carol, { 'if-none-match': first.etag ?? '' });
      expect(after.status).toBe(200);
      expect(after.total).toBe('59');
      expect(after.plans.map((p) => p.id)).toEqual(first.plans.map((p) => p.id));
      expect(after.etag).not.toBe(first.etag);
    });
  });
}

suite('plan list pages (PGlite)', false);
describe.runIf(postgresWanted())('on Postgres', () => {
  suite('plan list pages (Postgres)', true);
});
