import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** How often a running job proves it is alive; a job silent for 3 beats is dead. */
export const HEARTBEAT_MS = 10_000;

export interface JobHandle {
  readonly id: string;
  succeed(planId: string | null): Promise<void>;
  fail(error: string): Promise<void>;
}

/**
 * Record a running generation job and keep its heartbeat until it ends.
 * @example
 * const job = await startJob(db, { id, userId, planId: null, provider: 'local', now: new Date() });
 * await job.succeed(planId);
 */
export async function startJob(
  db: Db,
  job: { id: string; userId: string; planId: string | null; provider: string; now: Date },
): Promise<JobHandle> {
  await db.kysely
    .insertInto('generation_jobs')
    .values({
      id: job.id,
      user_id: job.userId,
      plan_id: job.planId,
      status: 'running',
      provider: job.provider,
      started_at: job.now,
      heartbeat_at: job.now,
    })
    .execute();
  const beat = setInterval(() => {
    db.kysely
      .updateTable('generation_jobs')
      .set({ heartbeat_at: sql<Date>`now()` })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .execute()
      .catch(() => {
        // A missed beat only risks the job being marked failed by a restart sweep.
      });
  }, HEARTBEAT_MS);
  beat.unref();
  const end = async (
    status: 'succeeded' | 'failed',
    planId: string | null,
    error: string | null,
  ): Promise<void> => {
    clearInterval(beat);
    await db.kysely
      .updateTable('generation_jobs')
      .set({ status, error, finished_at: sql<Date>`now()`, ...(planId ? { plan_id: planId } : {}) })
      .where('id', '=', job.id)
      .execute();
  };
  return {
    id: job.id,
    succeed: (planId) => end('succeeded', planId, null),
    fail: (error) => end('failed', null, error.slice(0, 2_000)),
  };
}

/**
 * At start-up: jobs left 'running' by a process that died are marked failed. With the
 * embedded database this process is the only one, so every running job is interrupted; on
 * a shared Postgres only jobs whose heartbeat stopped are (other instances keep theirs).
 * @example
 * const failed = await failInterruptedJobs(db);
 */
export async function failInterruptedJobs(db: Db): Promise<number> {
  let query = db.kysely
    .updateTable('generation_jobs')
    .set({ status: 'failed', error: 'Interrupted by a server restart', finished_at: sql<Date>`now()` })
    .where('status', '=', 'running');
  if (db.kind === 'postgres') {
    query = query.where(
      'heartbeat_at',
      '<',
      sql<Date>`now() - make_interval(secs => ${(HEARTBEAT_MS * 3) / 1000})`,
    );
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The state of one job of a user (null when it is not theirs or does not exist).
 * @example
 * const job = await getJob(db, userId, generationId);
 */
export async function getJob(db: Db, userId: string, id: string) {
  return db.kysely
    .selectFrom('generation_jobs')
    .select(['id', 'plan_id', 'status', 'error', 'provider', 'started_at', 'finished_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
