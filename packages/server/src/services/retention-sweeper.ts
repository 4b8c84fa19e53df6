import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/connect';

/** Advisory lock key of the sweeper ('SPdocret' as an int64), so one instance runs it at a time. */
export const RETENTION_LOCK_KEY = 0x5350_646f_6372_6574n;

export type SweepResult = { skipped: true } | { skipped: false; documents: number; plans: number };

/**
 * Purges document texts past their expiry (DESIGN decision 3): document rows are deleted and
 * the plans' rfp_text and supporting texts are cleared (the plan keeps its tasks, document
 * names and requirement digest). Runs under a transaction-scoped advisory lock; when another
 * instance holds it, this run is skipped.
 */
export async function sweepExpiredDocuments(db: Db, now: Date): Promise<SweepResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const lock = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY.toString()}::bigint) as locked`.execute(trx);
    if (!lock.rows[0]?.locked) return { skipped: true };
    const documents = await trx.deleteFrom('documents').where('expires_at', '<=', now).executeTakeFirst();
    const plans = await trx
      .updateTable('plans')
      .set({ rfp_text: null, supporting_doc1: null, supporting_doc2: null, texts_expire_at: null })
      .where('texts_expire_at', '<=', now)
      .executeTakeFirst();
    return {
      skipped: false,
      documents: Number(documents.numDeletedRows),
      plans: Number(plans.numUpdatedRows),
    };
  });
}

/** Runs the sweep now and then every `intervalMs`; returns the stopper. */
export function startRetentionSweeper(
  deps: { db: Db; clock: () => Date; logger: Logger },
  intervalMs = 10 * 60_000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sweepExpiredDocuments(deps.db, deps.clock())
      .then((result) => {
        if (!result.skipped && result.documents + result.plans > 0)
          deps.logger.info(result, 'expired document texts purged');
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'document retention sweep failed'));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
