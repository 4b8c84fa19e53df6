import { type Kysely, sql } from 'kysely';

/**
 * Generation runs as a recorded job: a dropped client still ends with a saved plan, and a
 * restart marks an interrupted job failed. `heartbeat_at` tells a live job (on any instance)
 * from one whose process died.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table generation_jobs (
      id uuid primary key,
      user_id uuid not null,
      plan_id uuid,
      status text not null check (status in ('running', 'succeeded', 'failed')),
      provider text not null,
      error text,
      started_at timestamptz not null default now(),
      heartbeat_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index generation_jobs_user on generation_jobs(user_id, started_at desc);
    create index generation_jobs_running on generation_jobs(status) where status = 'running';
  `.execute(db);
}
