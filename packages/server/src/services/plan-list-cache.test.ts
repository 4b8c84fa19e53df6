import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, postgresWanted, type TestServer } from '../../test/helpers/test-server';
import { authHeaders, createTestUser, type TestUser } from '../../test/helpers/test-user';
import { PlanListCache, type PlanListEntry } from './plan-list-cache';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A GET whose body stays as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
}

function suite(name: string, postgres: boolean): void {
  describe(name, () => {
    let server: TestServer;
    let user: TestUser;
    beforeAll(async () => {
      server = await getTestServer({ postgres });
      user = await createTestUser(server);
    });
    afterAll(async () => {
      await server.close();
    });

    const insert = async (ownerId: string, name: string) =>
      (
        await server.deps.db.kysely
          .insertInto('plans')
          .values({
            owner_id: ownerId,
            name,
            total_fte: 2,
            rfp_text: 'The contractor shall provide services.',
            document_names: JSON.stringify({ primary: 'rfp.pdf', doc1: null, doc2: null }),
            generated_plan: JSON.stringify({ tasks: [] }),
            task_count: 0,
            total_hours: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    it('serves the same bytes until a create, update or delete, then new ones', async () => {
      const owner = (await createTestUser(server)).user.id;
      const cache = new PlanListCache(server.deps.db, server.deps.changes);
      const names = (e: PlanListEntry) =>
        (JSON.parse(e.body.toString()) as { name: string }[]).map((p) => p.name);
      const empty = await cache.get(owner);
      expect(await cache.get(owner)).toBe(empty);
      const id = await insert(owner, 'Created');
      const created = await cache.get(owner);
      expect(names(created)).toEqual(['Created']);
      expect(gunzipSync(created.gzip)).toEqual(created.body);
      expect(created.etag).not.toBe(empty.etag);
      await server.deps.db.kysely
        .updateTable('plans')
        .set({ name: 'Renamed' })
        .where('id', '=', id)
        .execute();
      const updated = await cache.get(owner);
      expect(names(updated)).toEqual(['Renamed']);
      expect(updated.gzip.equals(created.gzip)).toBe(false);
      expect(updated.etag).not.toBe(created.etag);
      // Served twice: brotli is built in the background, and holds the same JSON.
      expect(await cache.get(owner)).toBe(updated);
      await until(() => updated.br !== undefined);
      expect(brotliDecompressSync(updated.br ?? Buffer.alloc(0))).toEqual(updated.body);
      await server.deps.db.kysely.deleteFrom('plans').where('id', '=', id).execute();
      const deleted = await cache.get(owner);
      expect(names(deleted)).toEqual([]);
      expect(deleted.etag).toBe(empty.etag);
      expect(deleted).not.toBe(updated);
    });

    it('answers brotli, gzip or plain JSON with Vary, ETag and no-store', async () => {
      await insert(user.user.id, 'Listed');
      const url = `${server.url}/api/staffing/plans?t=1`;
      const auth = authHeaders(user) as Record<string, string>;
      const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
      const first = await rawGet(url, browser);
      expect(first.headers['content-encoding']).toBe('gzip');
      const json = gunzipSync(first.bytes).toString();
      expect((JSON.parse(json) as { name: string }[]).map((p) => p.name)).toEqual(['Listed']);
      let br: Raw = first;
      await until(async () => {
        br = await rawGet(url, browser);
        return br.headers['content-encoding'] === 'br';
      });
      expect(brotliDecompressSync(br.bytes).toString()).toBe(json);
      for (const res of [first, br]) {
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers.etag).toBe(first.headers.etag);
      }
      const plain = await rawGet(url, { ...auth, 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.bytes.toString()).toBe(json);
      const gzipOnly = await rawGet(url, { ...auth, 'accept-encoding': 'gzip' });
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      const notModified = await rawGet(url, { ...browser, 'if-none-match': String(first.headers.etag) });
      expect(notModified.status).toBe(304);
      expect(notModified.bytes.length).toBe(0);
    });
  });
}

suite('plan list cache (PGlite)', false);
describe.runIf(postgresWanted())('on Postgres', () => {
  suite('plan list cache (Postgres)', true);
});
