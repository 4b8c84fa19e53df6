import { sql } from 'kysely';
import type { Db } from '../db/connect';

/**
 * Deletes every row that belongs to the user, in one transaction: the tables of every
 * migration that carry a user_id or owner_id column (so tables added later by billing,
 * generation or documents are covered without edits here), then the user itself, whose
 * sessions, refresh tokens and e-mail flows cascade. Returns rows removed per table.
 */
export async function deleteAccount(db: Db, userId: string): Promise<Record<string, number>> {
  return db.kysely.transaction().execute(async (trx) => {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema()
        and t.table_type = 'BASE TABLE'
        and c.column_name in ('user_id', 'owner_id')
        and c.table_name not in ('users', 'auth_sessions', 'refresh_tokens', 'auth_flows')
      order by c.table_name`.execute(trx);
    const removed: Record<string, number> = {};
    const email = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    for (const { table_name: table, column_name: column } of columns.rows) {
      const result =
        await sql`delete from ${sql.table(table)} where ${sql.ref(column)}::text = ${userId}`.execute(trx);
      removed[table] = Number(result.numAffectedRows ?? 0n);
    }
    if (email) {
      const mails = await trx.deleteFrom('outbox_emails').where('to', '=', email.email).executeTakeFirst();
      removed.outbox_emails = Number(mails.numDeletedRows);
    }
    const users = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
    removed.users = Number(users.numDeletedRows);
    return removed;
  });
}
