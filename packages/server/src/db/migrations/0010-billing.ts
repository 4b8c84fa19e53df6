import { type Kysely, sql } from 'kysely';

/**
 * Billing: one payment-provider customer per user, local test-mode checkout sessions, the
 * Stripe event ids already applied (unique: a redelivered event is a no-op), and on
 * subscriptions the price and the time of the last provider event applied (ordering).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table billing_customers (
      user_id uuid primary key,
      provider text not null check (provider in ('local', 'stripe')),
      customer_id text not null unique,
      created_at timestamptz not null default now()
    );
    create table billing_checkout_sessions (
      id text primary key,
      user_id uuid not null,
      tier text not null check (tier in ('basic', 'professional', 'enterprise')),
      status text not null default 'open' check (status in ('open', 'complete', 'expired')),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      completed_at timestamptz
    );
    create index billing_checkout_sessions_user on billing_checkout_sessions (user_id);
    create table stripe_events (
      id text primary key,
      type text not null,
      created timestamptz not null,
      processed_at timestamptz not null default now()
    );
    alter table subscriptions add column price_id text;
    alter table subscriptions add column last_event_at timestamptz;
    create index subscriptions_subscription_id on subscriptions (subscription_id);
    create index subscriptions_customer_id on subscriptions (customer_id);
  `.execute(db);
}
