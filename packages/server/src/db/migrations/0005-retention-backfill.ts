import { type Kysely, sql } from 'kysely';

/**
 * Plans purged before the sweeper cut quotes (document texts cleared, texts_expire_at null)
 * still hold whole sentences of their documents in generated_plan and requirement_digest.
 * Marking them due lets the next sweep cut them to short citations, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update plans set texts_expire_at = now() where texts_expire_at is null and rfp_text is null`.execute(
    db,
  );
}
