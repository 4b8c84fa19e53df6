import { type Kysely, sql } from 'kysely';

/**
 * The server's tables. Product tables carry owner ids without a foreign key to users: in
 * hosted mode (Supabase Auth) the users live elsewhere, so account deletion removes rows by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null unique check (email = lower(email)),
      password_hash text,
      email_confirmed_at timestamptz,
      confirmation_sent_at timestamptz,
      recovery_sent_at timestamptz,
      last_sign_in_at timestamptz,
      user_metadata jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create table auth_sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      aal text not null default 'aal1',
      ip text,
      user_agent text,
      created_at timestamptz not null default now(),
      refreshed_at timestamptz
    );
    create index auth_sessions_user on auth_sessions(user_id);
    create table refresh_tokens (
      id bigserial primary key,
      token_hash text not null unique,
      user_id uuid not null references users(id) on delete cascade,
      session_id uuid not null references auth_sessions(id) on delete cascade,
      parent_hash text,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index refresh_tokens_session on refresh_tokens(session_id);
    create table auth_flows (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      kind text not null check (kind in ('signup', 'recovery')),
      token_hash text not null unique,
      redirect_to text,
      code_challenge text,
      code_challenge_method text,
      auth_code text unique,
      used_at timestamptz,
      code_used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create table plans (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null,
      name text not null,
      total_fte double precision,
      approach text not null default 'bottom_up',
      rfp_text text,
      supporting_doc1 text,
      supporting_doc2 text,
      custom_instructions text,
      document_names jsonb not null default '{}'::jsonb,
      generated_plan jsonb not null,
      requirement_digest jsonb,
      task_count integer not null default 0,
      total_hours double precision not null default 0,
      texts_expire_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index plans_owner_updated on plans(owner_id, updated_at desc);
    create index plans_texts_expire on plans(texts_expire_at) where texts_expire_at is not null;
    create table documents (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null,
      name text not null,
      kind text not null,
      text text,
      characters integer not null default 0,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index documents_owner on documents(owner_id);
    create index documents_expires on documents(expires_at);
    create table usage_events (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      plan_id uuid,
      kind text not null check (kind in ('generation', 'chat')),
      input_tokens integer not null default 0,
      output_tokens integer not null default 0,
      weighted_tokens bigint not null default 0,
      estimated boolean not null default false,
      provider text not null,
      created_at timestamptz not null default now()
    );
    create index usage_events_user_time on usage_events(user_id, created_at);
    create table subscriptions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null unique,
      provider text not null check (provider in ('local', 'stripe')),
      status text not null,
      tier text,
      customer_id text,
      subscription_id text,
      current_period_start timestamptz,
      current_period_end timestamptz,
      cancel_at_period_end boolean not null default false,
      plans_used_this_period integer not null default 0,
      updated_at timestamptz not null default now(),
      created_at timestamptz not null default now()
    );
    create table outbox_emails (
      id uuid primary key default gen_random_uuid(),
      "to" text not null,
      subject text not null,
      text text not null,
      links jsonb not null default '[]'::jsonb,
      sent_at timestamptz not null default now()
    );
  `.execute(db);
}
