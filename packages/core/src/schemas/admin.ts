import { z } from 'zod';
import { TierSchema } from './subscription';

/**
 * Answer of `GET /api/admin/overview`.
 * @example
 * AdminOverviewSchema.parse({ users: 3, activeSubscriptions: { basic: 1, professional: 1, enterprise: 0 }, plansThisMonth: 4, tokensThisMonth: 1000, documentsAwaitingPurge: 2 })
 */
export const AdminOverviewSchema = z.object({
  users: z.number(),
  activeSubscriptions: z.record(TierSchema, z.number()),
  plansThisMonth: z.number(),
  tokensThisMonth: z.number(),
  documentsAwaitingPurge: z.number(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

/**
 * One row of `GET /api/admin/users`.
 * @example
 * AdminUserSchema.parse({ id: 'u1', email: 'a@b.co', createdAt: '2026-11-22T00:00:00Z', tier: null, status: null, weightedTokens: 0, planCount: 0 })
 */
export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  tier: TierSchema.nullable(),
  status: z.string().nullable(),
  weightedTokens: z.number(),
  planCount: z.number(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/**
 * Answer of `GET /api/admin/users?page=&pageSize=`.
 * @example
 * AdminUsersResponseSchema.parse({ users: [], page: 1, pageSize: 50, total: 0 })
 */
export const AdminUsersResponseSchema = z.object({
  users: z.array(AdminUserSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;
