import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamptz column: Date out, Date or ISO string in, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: any JSON value in and out. */
export type Json = ColumnType<unknown, string, string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  email_confirmed_at: NullableTimestamp;
  confirmation_sent_at: NullableTimestamp;
  recovery_sent_at: NullableTimestamp;
  last_sign_in_at: NullableTimestamp;
  /** The new address of an e-mail change waiting for confirmation. */
  email_change: ColumnType<string | null, string | null | undefined, string | null>;
  email_change_sent_at: NullableTimestamp;
  user_metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  aal: Generated<string>;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  refreshed_at: NullableTimestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  session_id: string;
  /** Hash of the token this one replaced (the family is the session). */
  parent_hash: string | null;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** One-time e-mail tokens (confirmation, recovery) and their PKCE flow state. */
export interface AuthFlowsTable {
  id: Generated<string>;
  user_id: string;
  kind: 'signup' | 'recovery' | 'email_change';
  token_hash: string;
  /** The address an email_change link confirms. */
  new_email: ColumnType<string | null, string | null | undefined, string | null>;
  redirect_to: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
  /** The `?code=` handed to the app after the e-mail link (PKCE flow). */
  auth_code: string | null;
  used_at: NullableTimestamp;
  code_used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface PlansTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  total_fte: number | null;
  approach: Generated<string>;
  rfp_text: string | null;
  supporting_doc1: string | null;
  supporting_doc2: string | null;
  custom_instructions: string | null;
  document_names: ColumnType<Record<string, string | null | undefined>, string | undefined, string>;
  generated_plan: ColumnType<Record<string, unknown>, string, string>;
  requirement_digest: ColumnType<unknown, string | null | undefined, string | null>;
  task_count: Generated<number>;
  total_hours: Generated<number>;
  /** When document texts were last set; the sweeper clears them after the retention window. */
  texts_expire_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface DocumentsTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  kind: string;
  text: string | null;
  characters: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface UsageEventsTable {
  id: Generated<string>;
  user_id: string;
  plan_id: string | null;
  kind: 'generation' | 'chat';
  input_tokens: number;
  output_tokens: number;
  weighted_tokens: number;
  estimated: boolean;
  provider: string;
  created_at: CreatedAt;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  provider: 'local' | 'stripe';
  status: string;
  tier: string | null;
  customer_id: string | null;
  subscription_id: string | null;
  current_period_start: NullableTimestamp;
  current_period_end: NullableTimestamp;
  cancel_at_period_end: Generated<boolean>;
  plans_used_this_period: Generated<number>;
  updated_at: CreatedAt;
  created_at: CreatedAt;
  /** Billing (0010): provider price of the tier, and the time of the last provider event applied. */
  price_id: ColumnType<string | null, string | null | undefined, string | null>;
  last_event_at: NullableTimestamp;
}

/** Billing (0010): one payment-provider customer per user, created once and reused. */
export interface BillingCustomersTable {
  user_id: string;
  provider: 'local' | 'stripe';
  customer_id: string;
  created_at: CreatedAt;
}

/** Billing (0010): checkout sessions of the local test-mode provider. */
export interface BillingCheckoutSessionsTable {
  id: string;
  user_id: string;
  tier: 'basic' | 'professional' | 'enterprise';
  status: ColumnType<'open' | 'complete' | 'expired', 'open' | 'complete' | 'expired' | undefined>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  completed_at: NullableTimestamp;
}

/** Billing (0010): Stripe event ids already applied (a redelivery is a no-op). */
export interface StripeEventsTable {
  id: string;
  type: string;
  created: Timestamp;
  processed_at: CreatedAt;
}

/** Billing (0011): one row per generation admitted and not yet counted. */
export interface BillingGenerationHoldsTable {
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface OutboxEmailsTable {
  id: Generated<string>;
  to: string;
  subject: string;
  text: string;
  links: ColumnType<string[], string, string>;
  sent_at: CreatedAt;
}

/** Generation (0020): one row per plan generation, so interrupted work is never silently lost. */
export interface GenerationJobsTable {
  id: string;
  user_id: string;
  plan_id: string | null;
  status: 'running' | 'succeeded' | 'failed';
  provider: string;
  error: string | null;
  started_at: CreatedAt;
  heartbeat_at: CreatedAt;
  finished_at: NullableTimestamp;
}

/** The rate library (0006): a user's rate cards; entries are RateCardEntry[] as JSON. */
export interface RateCardsTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  rates_as_of: string | null;
  entries: ColumnType<unknown[], string, string>;
  entry_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Amendments added to a plan (0008); report is an AmendmentReport, generated_plan the plan estimated with it. */
export interface PlanAmendmentsTable {
  id: Generated<string>;
  plan_id: string;
  owner_id: string;
  name: string;
  kind: string;
  text: string | null;
  report: ColumnType<Record<string, unknown>, string, string>;
  generated_plan: ColumnType<Record<string, unknown>, string, string>;
  texts_expire_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Every table of the server. Other engineers add theirs (and their migrations) here. */
export interface Database {
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  auth_flows: AuthFlowsTable;
  plans: PlansTable;
  plan_amendments: PlanAmendmentsTable;
  rate_cards: RateCardsTable;
  documents: DocumentsTable;
  usage_events: UsageEventsTable;
  subscriptions: SubscriptionsTable;
  outbox_emails: OutboxEmailsTable;
  generation_jobs: GenerationJobsTable;
  billing_customers: BillingCustomersTable;
  billing_checkout_sessions: BillingCheckoutSessionsTable;
  stripe_events: StripeEventsTable;
  billing_generation_holds: BillingGenerationHoldsTable;
}

export type UserRow = Selectable<UsersTable>;
export type PlanRow = Selectable<PlansTable>;
export type NewPlan = Insertable<PlansTable>;
export type PlanUpdate = Updateable<PlansTable>;
export type RateCardRow = Selectable<RateCardsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
