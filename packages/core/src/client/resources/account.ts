import type { z } from 'zod';
import { accountRoutes } from '../../contract/account';
import type { ApiContext } from '../api-context';
import type { RequestOptions } from '../options';
import { at } from './route-at';

/**
 * The caller's account as a whole (`/api/account`).
 * @example
 * await client.account.delete();
 */
export class AccountResource {
  constructor(private readonly api: ApiContext) {}

  /**
   * Deletes the account and everything in it; its sessions end. Sign out locally afterwards.
   * @example
   * await client.account.delete(); await client.auth.signOut();
   */
  delete(options?: RequestOptions): Promise<z.output<typeof accountRoutes.delete.response>> {
    const route = accountRoutes.delete;
    return this.api.call({ ...at(route), schema: route.response, options });
  }
}
