import { type Kysely, sql } from 'kysely';

/**
 * Row changes of plans and auth sessions are announced on the 'staffplan_changes' channel
 * ('plans:<owner id>', 'auth_sessions:<session id>'). The embedded database delivers them
 * before the writing statement returns, so in-process caches stay exact (see change-feed.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function staffplan_notify_change() returns trigger language plpgsql as $$
    begin
      if TG_TABLE_NAME = 'plans' then
        perform pg_notify('staffplan_changes', 'plans:' || coalesce(NEW.owner_id, OLD.owner_id)::text);
      else
        perform pg_notify('staffplan_changes', 'auth_sessions:' || OLD.id::text);
      end if;
      return null;
    end $$;
    create trigger plans_changed after insert or update or delete on plans
      for each row execute function staffplan_notify_change();
    create trigger auth_sessions_ended after delete on auth_sessions
      for each row execute function staffplan_notify_change();
  `.execute(db);
}
