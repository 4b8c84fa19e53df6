import { type Kysely, sql } from 'kysely';

/**
 * Amendments and Q&A added to a plan (issue 16): the document's extracted text (the next
 * amendment is read together with it), its report (change list, staffing diff, conflicts) and
 * the plan as estimated from the documents with it (the base the next amendment's rebase
 * starts from). The plan itself records which amendments it reflects in generated_plan, and
 * each application is a plan_versions row (source 'amendment') that undo steps back over.
 * The text is cleared with the plan's document texts (texts_expire_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table plan_amendments (
      id uuid primary key default gen_random_uuid(),
      plan_id uuid not null references plans(id) on delete cascade,
      owner_id uuid not null,
      name text not null,
      kind text not null,
      text text,
      report jsonb not null,
      generated_plan jsonb not null,
      texts_expire_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index plan_amendments_plan on plan_amendments (owner_id, plan_id, created_at);
  `.execute(db);
}
