import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/connect';
import { clipPlanVersions } from './plan-history';
import { clipQuotes } from './retention-trim';

/** Advisory lock key of the sweeper ('SPdocret' as an int64), so one instance runs it at a time. */
export const RETENTION_LOCK_KEY = 0x5350_646f_6372_6574n;

export type SweepResult = { skipped: true } | { skipped: false; documents: number; plans: number };

/** Plans trimmed per statement: bounds the memory of one sweep whatever the backlog. */
const BATCH = 200;

/**
 * Purges document texts past their expiry (docs/architecture.md, Documents are not kept): document rows are deleted,
 * the plans' rfp_text and supporting texts are cleared, and the plan and its requirement
 * digest keep only short citations (every line of every text cut to QUOTE_LIMIT characters;
 * tasks, hours, references and document names stay). updated_at is left alone: the trim is
 * the server's, not an edit. Runs under a transaction-scoped advisory lock; when another
 * instance holds it, this run is skipped.
 */
export async function sweepExpiredDocuments(db: Db, now: Date): Promise<SweepResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const lock = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY.toString()}::bigint) as locked`.execute(trx);
    if (!lock.rows[0]?.locked) return { skipped: true };
    const documents = await trx.deleteFrom('documents').where('expires_at', '<=', now).executeTakeFirst();
    let plans = 0;
    for (;;) {
      const expired = await trx
        .selectFrom('plans')
        .select(['id', 'generated_plan', 'requirement_digest'])
        .where('texts_expire_at', '<=', now)
        .limit(BATCH)
        .execute();
      for (const row of expired) {
        await trx
          .updateTable('plans')
          .set({
            rfp_text: null,
            supporting_doc1: null,
            supporting_doc2: null,
            texts_expire_at: null,
            generated_plan: JSON.stringify(clipQuotes(row.generated_plan)),
            requirement_digest: JSON.stringify(clipQuotes(row.requirement_digest ?? null)),
          })
          .where('id', '=', row.id)
          .execute();
        await clipPlanVersions(trx, row.id);
        // Amendment texts go with the plan's documents (their reports keep only what they quote).
        await trx
          .updateTable('plan_amendments')
          .set({ text: null, texts_expire_at: null })
          .where('plan_id', '=', row.id)
          .execute();
      }
      plans += expired.length;
      if (expired.length < BATCH) break;
    }
    return { skipped: false, documents: Number(documents.numDeletedRows), plans };
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
