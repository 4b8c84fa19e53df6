import { type Kysely, sql } from 'kysely';

/**
 * The company rate library (issue 14): rate cards owned by a user like plans (owner id, no
 * foreign key; account deletion removes them by owner_id). Names are unique per owner, case
 * and surrounding blanks aside, so a card can be named on the command line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_cards (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null,
      name text not null,
      rates_as_of text check (rates_as_of ~ '^\\d{4}-\\d{2}-\\d{2}$'),
      entries jsonb not null default '[]'::jsonb,
      entry_count integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index rate_cards_owner_name on rate_cards(owner_id, lower(name));
    create index rate_cards_owner_updated on rate_cards(owner_id, updated_at desc, id);
  `.execute(db);
}
