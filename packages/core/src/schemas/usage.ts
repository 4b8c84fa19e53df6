import { z } from 'zod';
import { lenientNumber } from './common';
import { DEFAULT_TOKEN_LIMIT } from '../usage/constants';

/**
 * Answer of `GET /api/usage/token-stats` (docs/product.md, Records): numbers coerced, default 0; limit
 * defaults to 8,240,000.
 * @example
 * TokenStatsSchema.parse({}).currentMonth.limit // 8240000
 */
export const TokenStatsSchema = z.looseObject({
  currentMonth: z
    .looseObject({
      inputTokens: lenientNumber(0),
      outputTokens: lenientNumber(0),
      weightedTokens: lenientNumber(0),
      percentUsed: lenientNumber(0),
      limit: lenientNumber(DEFAULT_TOKEN_LIMIT),
      exceeded: z.boolean().optional(),
      resetDate: z.string().optional(),
      plansGenerated: lenientNumber(0).optional(),
      planLimit: lenientNumber(0).optional(),
      estimated: z.boolean().optional(),
    })
    .catch({ inputTokens: 0, outputTokens: 0, weightedTokens: 0, percentUsed: 0, limit: DEFAULT_TOKEN_LIMIT })
    .default({
      inputTokens: 0,
      outputTokens: 0,
      weightedTokens: 0,
      percentUsed: 0,
      limit: DEFAULT_TOKEN_LIMIT,
    }),
  planBreakdown: z
    .array(
      z.looseObject({
        plan_id: z.coerce.string(),
        inputTokens: lenientNumber(0),
        outputTokens: lenientNumber(0),
      }),
    )
    .catch([])
    .default([]),
  recentPlans: z
    .array(z.looseObject({ id: z.coerce.string(), name: z.string().catch(''), date: z.string().catch('') }))
    .catch([])
    .default([]),
  subscription: z.looseObject({ tier: z.string().nullish() }).catch({ tier: null }).default({ tier: null }),
});
export type TokenStats = z.infer<typeof TokenStatsSchema>;
