import { type Kysely, sql } from 'kysely';

/**
 * The plan list is paged by (updated_at desc, id): this index answers a page, the first page's
 * total and the list fingerprint without touching the table. It replaces plans_owner_updated,
 * its prefix.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index plans_owner_updated_id on plans(owner_id, updated_at desc, id);
    drop index plans_owner_updated;
  `.execute(db);
}
