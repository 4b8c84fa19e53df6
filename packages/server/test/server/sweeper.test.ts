import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_LOCK_KEY, sweepExpiredDocuments } from '../../src/services/retention-sweeper';
import { createTestClock } from '../helpers/clock';
import { buildPlanRequest } from '../helpers/factories';
import { createSubscriber } from '../helpers/subscription';
import { getTestServer, postgresWanted, type TestServer, testDatabaseUrl } from '../helpers/test-server';
import { authHeaders } from '../helpers/test-user';

const HOUR = 3_600_000;

function sweeperSuite(name: string, postgres: boolean) {
  describe(name, () => {
    const clock = createTestClock(new Date('2026-03-01T12:00:00Z'));
    let server: TestServer;
    beforeAll(async () => {
      server = await getTestServer({ postgres, overrides: { clock: clock.now } });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('purges document texts and plan texts once DOCUMENT_RETENTION_HOURS have passed, and nothing before', async () => {
      const user = await createSubscriber(server);
      const res = await fetch(`${server.url}/api/staffing/plans`, {
        method: 'POST',
        headers: authHeaders(user),
        body: JSON.stringify(buildPlanRequest({ supporting_doc1: 'Attachment J.1 text' })),
      });
      const { id } = (await res.json()) as { id: string };
      await server.deps.db.kysely
        .insertInto('documents')
        .values({
          owner_id: user.user.id,
          name: 'rfp.pdf',
          kind: 'pdf',
          text: 'secret text',
          characters: 11,
          expires_at: new Date(clock.now().getTime() + 24 * HOUR),
        })
        .execute();

      clock.advance(23 * HOUR);
      expect(await sweepExpiredDocuments(server.deps.db, clock.now())).toEqual({
        skipped: false,
        documents: 0,
        plans: 0,
      });

      clock.advance(2 * HOUR);
      expect(await sweepExpiredDocuments(server.deps.db, clock.now())).toEqual({
        skipped: false,
        documents: 1,
        plans: 1,
      });
      const plan = await server.deps.db.kysely
        .selectFrom('plans')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(plan.rfp_text).toBeNull();
      expect(plan.supporting_doc1).toBeNull();
      expect((plan.generated_plan as { tasks: unknown[] }).tasks.length).toBeGreaterThan(0);
      expect(plan.document_names).toMatchObject({ primary: 'rfp.pdf' });
      const docs = await server.deps.db.kysely
        .selectFrom('documents')
        .select('id')
        .where('owner_id', '=', user.user.id)
        .execute();
      expect(docs).toEqual([]);
    });

    if (postgres) {
      it('skips the run while another instance holds the advisory lock', async () => {
        const other = new pg.Client({ connectionString: testDatabaseUrl() });
        await other.connect();
        try {
          await other.query('select pg_advisory_lock($1::bigint)', [RETENTION_LOCK_KEY.toString()]);
          expect(await sweepExpiredDocuments(server.deps.db, clock.now())).toEqual({ skipped: true });
          await other.query('select pg_advisory_unlock($1::bigint)', [RETENTION_LOCK_KEY.toString()]);
          expect((await sweepExpiredDocuments(server.deps.db, clock.now())).skipped).toBe(false);
        } finally {
          await other.end();
        }
      });
    }
  });
}

sweeperSuite('document retention sweeper (PGlite)', false);
describe.runIf(postgresWanted())('on Postgres', () => {
  sweeperSuite('document retention sweeper (Postgres)', true);
});
