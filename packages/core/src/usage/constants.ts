/** Monthly weighted-token limit when the server gives none (SPEC section 9). */
export const DEFAULT_TOKEN_LIMIT = 8_240_000;
/** Output tokens weigh five times input tokens. */
export const OUTPUT_TOKEN_WEIGHT = 5;
