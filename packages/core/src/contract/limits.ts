/**
 * Every limit the API enforces or assumes, named once. The server, the web app and the CLI
 * import these; a bare 52428800, 1880 or 8240000 elsewhere is a defect (docs/architecture.md).
 * Constants that already had a home in core are re-exported from it, so each still has one
 * definition; the plan list's page sizes (PLAN_PAGE_DEFAULT_LIMIT, PLAN_PAGE_MAX_LIMIT) stay
 * beside their query schema in schemas/plan.ts. This module imports no schema, so schemas may
 * import it.
 */
export { DEFAULT_TOKEN_LIMIT, OUTPUT_TOKEN_WEIGHT } from '../usage/constants';
export { DEFAULT_TIER, TIER_ORDER, TIERS } from '../tiers/tiers';
export { UNDO_LIMIT } from '../merge/undo-history';

/** One mebibyte, the unit every byte limit below is written in. */
const MB = 1024 * 1024;

/**
 * Largest accepted upload: 50 MB (docs/product.md, Limits).
 * @example
 * file.size > MAX_UPLOAD_BYTES // too large: 413 payload_too_large
 */
export const MAX_UPLOAD_BYTES = 50 * MB;

/**
 * Hours one full-time person works in a year when a solicitation states no convention.
 * @example
 * 3760 / DEFAULT_HOURS_PER_FTE // 2 FTE
 */
export const DEFAULT_HOURS_PER_FTE = 1880;

/**
 * Largest JSON, form or text body the API parses (plans carry whole documents): 25 MB.
 * @example
 * JSON.stringify(body).length > MAX_JSON_BODY_BYTES // 413 payload_too_large
 */
export const MAX_JSON_BODY_BYTES = 25 * MB;

/**
 * Largest Stripe webhook body read: 1 MB.
 * @example
 * rawBody.length > MAX_WEBHOOK_BYTES // 413 payload_too_large
 */
export const MAX_WEBHOOK_BYTES = 1 * MB;

/**
 * Paging of `GET /api/admin/users`: default and largest page size.
 * @example
 * `/api/admin/users?page=1&pageSize=${ADMIN_PAGE_DEFAULT_SIZE}`
 */
export const ADMIN_PAGE_DEFAULT_SIZE = 50;
/** Largest page size of `GET /api/admin/users`. @example ADMIN_PAGE_MAX_SIZE // 200 */
export const ADMIN_PAGE_MAX_SIZE = 200;

/**
 * Largest message a client may send on the thinking socket (it only listens): 4 KiB.
 * @example
 * new WebSocketServer({ maxPayload: THINKING_SOCKET_MAX_PAYLOAD_BYTES })
 */
export const THINKING_SOCKET_MAX_PAYLOAD_BYTES = 4 * 1024;

/**
 * Longest chat message, in characters (after trimming).
 * @example
 * message.length > CHAT_MESSAGE_MAX_CHARS // 400 bad_request
 */
export const CHAT_MESSAGE_MAX_CHARS = 20_000;

/**
 * Longest custom instructions sent with a plan, in characters.
 * @example
 * instructions.length > CUSTOM_INSTRUCTIONS_MAX_CHARS // 400 bad_request
 */
export const CUSTOM_INSTRUCTIONS_MAX_CHARS = 20_000;

/**
 * Longest plan name, in characters (after trimming).
 * @example
 * name.trim().length > PLAN_NAME_MAX_CHARS // 400 bad_request
 */
export const PLAN_NAME_MAX_CHARS = 200;
