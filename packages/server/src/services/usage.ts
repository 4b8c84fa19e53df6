import { weightedTokens } from '@staffplan/core';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

export interface UsageEvent {
  userId: string;
  planId?: string | null | undefined;
  kind: 'generation' | 'chat';
  inputTokens: number;
  outputTokens: number;
  /** True when the counts are estimates (local estimator), not a provider's report. */
  estimated: boolean;
  provider: string;
  /** When it happened (defaults to the database clock). */
  at?: Date;
}

/**
 * Records one model call, weighted by core's weightedTokens (input + 5 x output).
 * @example
 * await recordUsage(db, { userId, kind: 'chat', inputTokens: 1200, outputTokens: 300, estimated: false, provider: 'anthropic' });
 */
export async function recordUsage(db: Db, event: UsageEvent): Promise<void> {
  const input = Math.max(0, Math.round(event.inputTokens));
  const output = Math.max(0, Math.round(event.outputTokens));
  await db.kysely
    .insertInto('usage_events')
    .values({
      user_id: event.userId,
      plan_id: event.planId ?? null,
      kind: event.kind,
      input_tokens: input,
      output_tokens: output,
      weighted_tokens: weightedTokens({ inputTokens: input, outputTokens: output }),
      estimated: event.estimated,
      provider: event.provider,
      ...(event.at ? { created_at: event.at } : {}),
    })
    .execute();
}

export interface MonthlyUsage {
  inputTokens: number;
  outputTokens: number;
  weightedTokens: number;
  /** Plans generated (generation events) since `since`. */
  generations: number;
  /** Whether any counted event was an estimate. */
  estimated: boolean;
}

/**
 * The user's totals since `since` (the start of the billing period or calendar month): the
 * one query that sums a user's tokens, for the limits (inside their transaction), the
 * subscription details and the usage dashboard.
 * @example
 * const { weightedTokens } = await usageSince(db.kysely, user.id, periodStart);
 */
export async function usageSince(db: Kysely<Database>, userId: string, since: Date): Promise<MonthlyUsage> {
  const row = await db
    .selectFrom('usage_events')
    .select([
      sql<number>`coalesce(sum(input_tokens), 0)::float8`.as('input'),
      sql<number>`coalesce(sum(output_tokens), 0)::float8`.as('output'),
      sql<number>`coalesce(sum(weighted_tokens), 0)::float8`.as('weighted'),
      sql<number>`count(*) filter (where kind = 'generation')::int`.as('generations'),
      sql<boolean>`coalesce(bool_or(estimated), false)`.as('estimated'),
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return {
    inputTokens: Number(row.input),
    outputTokens: Number(row.output),
    weightedTokens: Number(row.weighted),
    generations: Number(row.generations),
    estimated: Boolean(row.estimated),
  };
}

/** Per-plan input and output tokens since `since` (the usage dashboard's breakdown). */
export async function usageByPlan(db: Db, userId: string, since: Date) {
  const rows = await db.kysely
    .selectFrom('usage_events')
    .select([
      'plan_id',
      sql<number>`sum(input_tokens)::float8`.as('input'),
      sql<number>`sum(output_tokens)::float8`.as('output'),
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('plan_id', 'is not', null)
    .groupBy('plan_id')
    .execute();
  return rows.map((r) => ({
    plan_id: String(r.plan_id),
    inputTokens: Number(r.input),
    outputTokens: Number(r.output),
  }));
}
