import type { AdminOverview, AdminUsersResponse, Tier } from '@staffplan/core';
import { sql } from 'kysely';
import type { AuthUser } from '../types';
import type { BillingContext } from './context';
import { calendarMonth } from './period';
import { asTier } from './tiers';

/** docs/architecture.md, Admin is a server role: admins are exactly the e-mails in ADMIN_EMAILS. */
export function isAdmin(ctx: BillingContext, user: AuthUser): boolean {
  return ctx.config.adminEmails.includes(user.email.trim().toLowerCase());
}

const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

/** Users, live subscriptions by tier, this calendar month's plans and tokens, documents to purge. */
export async function adminOverview(ctx: BillingContext): Promise<AdminOverview> {
  const db = ctx.db.kysely;
  const now = ctx.clock();
  const { start } = calendarMonth(now);
  const count = sql<string>`count(*)`;
  const [users, subs, plans, tokens, documents] = await Promise.all([
    db.selectFrom('users').select(count.as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('subscriptions')
      .select(['tier', count.as('n')])
      .where('status', 'in', LIVE_STATUSES)
      .where((eb) => eb.or([eb('current_period_end', 'is', null), eb('current_period_end', '>', now)]))
      .groupBy('tier')
      .execute(),
    db.selectFrom('plans').select(count.as('n')).where('created_at', '>=', start).executeTakeFirstOrThrow(),
    db
      .selectFrom('usage_events')
      .select(sql<string>`coalesce(sum(weighted_tokens), 0)`.as('n'))
      .where('created_at', '>=', start)
      .executeTakeFirstOrThrow(),
    db.selectFrom('documents').select(count.as('n')).where('text', 'is not', null).executeTakeFirstOrThrow(),
  ]);
  const activeSubscriptions: Record<Tier, number> = { basic: 0, professional: 0, enterprise: 0 };
  for (const row of subs) {
    const tier = asTier(row.tier) ?? 'professional';
    activeSubscriptions[tier] += Number(row.n);
  }
  return {
    users: Number(users.n),
    activeSubscriptions,
    plansThisMonth: Number(plans.n),
    tokensThisMonth: Number(tokens.n),
    documentsAwaitingPurge: Number(documents.n),
  };
}

/** One page of users, newest first, with tier, status, this month's tokens and plan count. */
export async function adminUsers(
  ctx: BillingContext,
  page: number,
  pageSize: number,
): Promise<AdminUsersResponse> {
  const db = ctx.db.kysely;
  const { start } = calendarMonth(ctx.clock());
  const total = await db.selectFrom('users').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('subscriptions as s', 's.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.created_at',
      's.tier',
      's.status',
      (eb) =>
        eb
          .selectFrom('usage_events as e')
          .select(sql<string>`coalesce(sum(e.weighted_tokens), 0)`.as('t'))
          .whereRef('e.user_id', '=', 'u.id')
          .where('e.created_at', '>=', start)
          .as('weighted_tokens'),
      (eb) =>
        eb
          .selectFrom('plans as p')
          .select(sql<string>`count(*)`.as('c'))
          .whereRef('p.owner_id', '=', 'u.id')
          .as('plan_count'),
    ])
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    users: rows.map((r) => ({
      id: r.id,
      email: r.email,
      createdAt: r.created_at.toISOString(),
      tier: asTier(r.tier) ?? null,
      status: r.status ?? null,
      weightedTokens: Number(r.weighted_tokens ?? 0),
      planCount: Number(r.plan_count ?? 0),
    })),
    page,
    pageSize,
    total: Number(total.n),
  };
}
