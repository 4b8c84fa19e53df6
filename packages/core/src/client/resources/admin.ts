import type { z } from 'zod';
import { adminRoutes } from '../../contract/admin';
import type { AdminOverview, AdminUsersResponse } from '../../schemas/admin';
import type { ApiContext } from '../api-context';
import type { RequestOptions } from '../options';
import { at } from './route-at';
import { checked } from './validate';

/**
 * Which page of users `client.admin.users()` reads.
 * @example
 * await client.admin.users({ page: 2, pageSize: 50 });
 */
export type AdminUsersParams = z.input<typeof adminRoutes.users.query>;

/**
 * The admin dashboard's data (`/api/admin/*`): only for callers whose e-mail is in the
 * server's admin list; others get a 403 (`forbidden`).
 * @example
 * const { totalUsers } = await client.admin.overview();
 */
export class AdminResource {
  constructor(private readonly api: ApiContext) {}

  /**
   * Users, active subscriptions per tier, plans and tokens this month.
   * @example
   * const overview = await client.admin.overview();
   */
  overview(options?: RequestOptions): Promise<AdminOverview> {
    const route = adminRoutes.overview;
    return this.api.call({ ...at(route), schema: route.response, options });
  }

  /**
   * One page of users with tier, tokens and plan count (page 1-based; size default 50, at most 200).
   * @example
   * const { users, total } = await client.admin.users({ page: 1 });
   */
  users(params: AdminUsersParams = {}, options?: RequestOptions): Promise<AdminUsersResponse> {
    const route = adminRoutes.users;
    return this.api.call({
      ...at(route),
      query: checked(route.query, params),
      schema: route.response,
      options,
    });
  }
}
