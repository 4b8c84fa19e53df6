import { type Kysely, sql } from 'kysely';

/**
 * A hold per generation in progress, taken atomically when a generation is admitted and
 * released when its plan is counted (or when it expires after a failed generation). Admission
 * counts live holds, so racing generations cannot all take the last plan of the month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table billing_generation_holds (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index billing_generation_holds_user on billing_generation_holds (user_id, expires_at);
  `.execute(db);
}
