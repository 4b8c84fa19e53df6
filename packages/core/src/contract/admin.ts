import { z } from 'zod';
import { AdminOverviewSchema, AdminUsersResponseSchema } from '../schemas/admin';
import { ADMIN_PAGE_DEFAULT_SIZE, ADMIN_PAGE_MAX_SIZE } from './limits';
import { defineRoute } from './route';

/**
 * Query of `GET /api/admin/users`: 1-based page and its size.
 * @example
 * AdminUsersQuerySchema.parse({ page: '2' }) // { page: 2, pageSize: 50 }
 */
export const AdminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX_SIZE).default(ADMIN_PAGE_DEFAULT_SIZE),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

/**
 * The admin dashboard's data, for callers whose e-mail is in the server's admin list.
 * @example
 * adminRoutes.users.auth // 'admin'
 */
export const adminRoutes = {
  overview: defineRoute({
    name: 'admin.overview',
    method: 'GET',
    path: '/api/admin/overview',
    summary: 'Users, active subscriptions per tier, plans and tokens this month',
    auth: 'admin',
    response: AdminOverviewSchema,
    errors: ['unauthorized', 'forbidden'],
  }),
  users: defineRoute({
    name: 'admin.users',
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Users, one page at a time, with tier, tokens and plan count',
    auth: 'admin',
    query: AdminUsersQuerySchema,
    response: AdminUsersResponseSchema,
    errors: ['unauthorized', 'forbidden', 'bad_request'],
    limits: { ADMIN_PAGE_DEFAULT_SIZE, ADMIN_PAGE_MAX_SIZE },
  }),
} as const;
