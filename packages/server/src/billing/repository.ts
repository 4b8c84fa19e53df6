import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, SubscriptionRow } from '../db/schema';
import { rollPeriod } from './period';

/** Kysely or a transaction of it. */
export type Queryable = Kysely<Database> | Transaction<Database>;

export function findSubscription(db: Queryable, userId: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The same, holding a row lock until the transaction ends (Postgres; PGlite is serial anyway). */
export function lockSubscription(
  trx: Transaction<Database>,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  return trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The local provider's clock step: a period that ended renews for another month (counters
 * reset) unless it was set to cancel, in which case the subscription ends. The update is
 * conditional on the period it read, so concurrent callers apply it once.
 */
export async function advanceLocalPeriod(
  db: Queryable,
  row: SubscriptionRow,
  now: Date,
): Promise<SubscriptionRow> {
  const { current_period_start: start, current_period_end: end } = row;
  if (row.provider !== 'local' || !end || end > now || row.status === 'canceled') return row;
  const base = db.updateTable('subscriptions').where('id', '=', row.id).where('current_period_end', '=', end);
  const updated = row.cancel_at_period_end
    ? await base.set({ status: 'canceled', updated_at: now }).returningAll().executeTakeFirst()
    : await (() => {
        const next = rollPeriod(start ?? end, end, now);
        return base
          .set({
            current_period_start: next.start,
            current_period_end: next.end,
            plans_used_this_period: 0,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirst();
      })();
  return updated ?? (await findSubscription(db, row.user_id)) ?? row;
}

/** Atomically counts one generated plan. */
export async function incrementPlansUsed(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ plans_used_this_period: sql`plans_used_this_period + 1`, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}
