import { type Kysely, sql } from 'kysely';

/**
 * E-mail change with confirmation (GoTrue's updateUser({email})): the address waiting for
 * confirmation on the user, and on the flow the address its link confirms (a newer request
 * does not change where an older link points).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users add column email_change text;
    alter table users add column email_change_sent_at timestamptz;
    alter table auth_flows drop constraint auth_flows_kind_check;
    alter table auth_flows add constraint auth_flows_kind_check
      check (kind in ('signup', 'recovery', 'email_change'));
    alter table auth_flows add column new_email text;
  `.execute(db);
}
