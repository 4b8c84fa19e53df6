import { type Kysely, sql } from 'kysely';

/**
 * A plan's version history, kept on the server so undo and redo survive a reload: one row per
 * saved state of the plan's tasks (seq 1, 2, ... per plan), with where it came from (a
 * generation, a chat message, a manual edit), that message, and what changed. Undo marks the
 * newest live version `undone` and restores the one before; redo clears the mark; a new edit
 * drops the undone versions first. owner_id scopes every query (and account deletion finds it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table plan_versions (
      id uuid primary key default gen_random_uuid(),
      plan_id uuid not null references plans(id) on delete cascade,
      owner_id uuid not null,
      seq integer not null,
      source text not null,
      message text,
      summary text not null default '',
      diff jsonb,
      generated_plan jsonb not null,
      task_count integer not null default 0,
      total_hours double precision not null default 0,
      undone boolean not null default false,
      created_at timestamptz not null default now(),
      unique (plan_id, seq)
    );
    create index plan_versions_owner on plan_versions (owner_id, plan_id);
  `.execute(db);
}
