import { z } from 'zod';

/**
 * A number read leniently: numbers pass, numeric strings are parsed, anything else falls
 * back to `fallback`. Used where a record's numbers are "coerced to numbers, default 0" (token stats).
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
 * Answer of `GET /api/ping`.
 * @example
 * PingResponseSchema.parse({ ok: true, time: '2026-11-22T00:00:00.000Z' })
 */
export const PingResponseSchema = z.object({ ok: z.literal(true), time: z.string() });
export type PingResponse = z.infer<typeof PingResponseSchema>;

/**
 * `{ok: true}` acknowledgement used by calls whose answer carries nothing else.
 * @example
 * OkResponseSchema.parse({ ok: true })
 */
export const OkResponseSchema = z.looseObject({ ok: z.boolean() });
export type OkResponse = z.infer<typeof OkResponseSchema>;
