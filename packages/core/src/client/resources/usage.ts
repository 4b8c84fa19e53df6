import { type TokenStats, TokenStatsSchema } from '../../schemas/usage';
import type { ApiContext } from '../api-context';
import type { RequestOptions } from '../options';
import { API_CONTRACT } from '../../contract/index';
import { at } from './route-at';

/**
 * Monthly usage: `GET /api/usage/token-stats`.
 * @example
 * const { currentMonth } = await client.usage.tokenStats();
 * console.log(`${currentMonth.percentUsed}% of ${currentMonth.limit}`);
 */
export class UsageResource {
  constructor(
    private readonly api: ApiContext,
    private readonly now: () => number,
  ) {}

  /**
   * Token statistics of this month, never cached (numbers coerced, limit default 8,240,000).
   * @example
   * const stats = await client.usage.tokenStats();
   */
  tokenStats(options?: RequestOptions): Promise<TokenStats> {
    return this.api.call({
      ...at(API_CONTRACT.usage.tokenStats),
      query: { t: this.now() },
      headers: { 'cache-control': 'no-cache' },
      schema: TokenStatsSchema,
      options,
    });
  }
}
