import { TokenStatsSchema } from '../schemas/usage';
import { DEFAULT_TOKEN_LIMIT, OUTPUT_TOKEN_WEIGHT } from './limits';
import { defineRoute } from './route';

/**
 * The caller's token and plan counters for the current billing month.
 * @example
 * usageRoutes.tokenStats.path // '/api/usage/token-stats'
 */
export const usageRoutes = {
  tokenStats: defineRoute({
    name: 'usage.tokenStats',
    method: 'GET',
    path: '/api/usage/token-stats',
    summary: 'Weighted tokens and plans of the month, per plan, and the limits',
    auth: 'user',
    response: TokenStatsSchema,
    errors: ['unauthorized'],
    limits: { DEFAULT_TOKEN_LIMIT, OUTPUT_TOKEN_WEIGHT },
  }),
} as const;
