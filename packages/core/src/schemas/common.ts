import { z } from 'zod';

/**
 * A number read leniently: numbers pass, numeric strings are parsed, anything else falls
 * back to `fallback`. Used where the spec says "coerced to numbers, default 0".
 * @example
 * lenientNumber(0).parse('12') // 12
 * lenientNumber(0).parse(undefined) // 0
 */
export function lenientNumber(fallback: number) {
  return z.preprocess((value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
  }, z.number());
}

/**
 * The error body every non-OK API answer carries: `{error, code}` (plus details for some codes).
 * @example
 * ApiErrorBodySchema.parse({ error: 'Plan not found', code: 'not_found' })
 */
export const ApiErrorBodySchema = z.looseObject({
  error: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/**
 * Answer of `GET /api/ping`.
 * @example
 * PingResponseSchema.parse({ ok: true, time: '2026-11-22T00:00:00.000Z' })
 */
export const PingResponseSchema = z.object({ ok: z.literal(true), time: z.string() });
export type PingResponse = z.infer<typeof PingResponseSchema>;

/**
 * `{ok: true}` acknowledgement used by calls whose response the spec does not show.
 * @example
 * OkResponseSchema.parse({ ok: true })
 */
export const OkResponseSchema = z.looseObject({ ok: z.boolean() });
export type OkResponse = z.infer<typeof OkResponseSchema>;
