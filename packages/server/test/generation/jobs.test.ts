import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index';
import { migrateToLatest, openDatabase } from '../../src/db/connect';
import type { Generator } from '../../src/generation/index';
import { failInterruptedJobs } from '../../src/generation/jobs';
import { startServer } from '../../src/server';
import { migratedSnapshot } from '../helpers/pglite-snapshot';
import { postgresWanted, testDatabaseUrl } from '../helpers/test-server';

describe('generation jobs across restarts', () => {
  it('a server restart marks a job left running by the previous process failed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'staffplan-jobs-'));
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    });
    const id = randomUUID();
    try {
      // The first start seeds the empty folder from the migrated snapshot (no initdb on disk).
      const first = await startServer(config, {
        background: false,
        db: { pgliteSnapshot: await migratedSnapshot() },
      });
      await first.deps.db.kysely
        .insertInto('generation_jobs')
        .values({ id, user_id: randomUUID(), plan_id: null, status: 'running', provider: 'local' })
        .execute();
      await first.close();
      const second = await startServer(config, { background: false });
      await (second.deps.generator as Generator).ready();
      const job = await second.deps.db.kysely
        .selectFrom('generation_jobs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await second.close();
      expect(job).toMatchObject({ status: 'failed', error: 'Interrupted by a server restart' });
      expect(job.finished_at).toBeInstanceOf(Date);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it.runIf(postgresWanted())(
    'on a shared Postgres only jobs whose heartbeat stopped are failed',
    async () => {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const db = await openDatabase(
        { dataDir: 'memory://', databaseUrl: testDatabaseUrl() },
        { schema, dropSchemaOnClose: true },
      );
      try {
        await migrateToLatest(db);
        const stale = randomUUID();
        const alive = randomUUID();
        const old = new Date(Date.now() - 5 * 60_000);
        await db.kysely
          .insertInto('generation_jobs')
          .values([
            {
              id: stale,
              user_id: randomUUID(),
              plan_id: null,
              status: 'running',
              provider: 'local',
              started_at: old,
              heartbeat_at: old,
            },
            { id: alive, user_id: randomUUID(), plan_id: null, status: 'running', provider: 'local' },
          ])
          .execute();
        expect(await failInterruptedJobs(db)).toBe(1);
        const rows = await db.kysely
          .selectFrom('generation_jobs')
          .select(['id', 'status'])
          .orderBy('started_at')
          .execute();
        expect(rows).toEqual([
          { id: stale, status: 'failed' },
          { id: alive, status: 'running' },
        ]);
      } finally {
        await db.close();
      }
    },
  );
});
