/**
 * Monthly weighted-token limit when the server gives none (docs/product.md, Limits).
 * @example
 * usagePercent(used, DEFAULT_TOKEN_LIMIT) // percent of 8,240,000
 */
export const DEFAULT_TOKEN_LIMIT = 8_240_000;
/**
 * Output tokens weigh five times input tokens.
 * @example
 * weightedTokens({ inputTokens: 0, outputTokens: 1 }) === OUTPUT_TOKEN_WEIGHT // true
 */
export const OUTPUT_TOKEN_WEIGHT = 5;
