import { z } from 'zod';
import { IsoDateSchema, RateCardEntrySchema } from '../pricing/schemas';

/** Longest rate card name, in characters (after trimming). */
export const RATE_CARD_NAME_MAX_CHARS = 200;
/** Most entries (labour categories) one rate card holds; the same cap as a plan's own card. */
export const RATE_CARD_MAX_ENTRIES = 5000;
/** Most rows an import reads (a header, a few notes and RATE_CARD_MAX_ENTRIES entries). */
export const RATE_CARD_IMPORT_MAX_ROWS = RATE_CARD_MAX_ENTRIES + 20;

const cardName = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().min(1, 'Please enter a name for this rate card').max(RATE_CARD_NAME_MAX_CHARS));

/**
 * A rate card of the company's library, as the server returns it: the labour categories'
 * direct hourly rates with their sources, and the date they are as of (escalation starts there).
 * @example
 * RateCardSchema.parse({ id: 'c1', name: 'FY27 company rates', ratesAsOf: '2026-10-01', entries: [{ lcat: 'Program Manager', rate: '95.00', source: { kind: 'company' } }], created_at: '2026-11-25T00:00:00Z', updated_at: '2026-11-25T00:00:00Z' })
 */
export const RateCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  ratesAsOf: IsoDateSchema.nullable(),
  entries: z.array(RateCardEntrySchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RateCard = z.infer<typeof RateCardSchema>;

/**
 * One entry of the rate card list: the card without its entries.
 * @example
 * RateCardSummarySchema.parse({ id: 'c1', name: 'FY27 company rates', ratesAsOf: null, entry_count: 12, created_at: '2026-11-25T00:00:00Z', updated_at: '2026-11-25T00:00:00Z' })
 */
export const RateCardSummarySchema = RateCardSchema.omit({ entries: true }).extend({
  entry_count: z.number(),
});
export type RateCardSummary = z.infer<typeof RateCardSummarySchema>;

/**
 * Answer of `GET /api/staffing/rate-cards`: the caller's cards, most recently updated first.
 * @example
 * RateCardListResponseSchema.parse([])
 */
export const RateCardListResponseSchema = z.array(RateCardSummarySchema);
export type RateCardListResponse = z.infer<typeof RateCardListResponseSchema>;

/**
 * Body of `POST /api/staffing/rate-cards`.
 * @example
 * CreateRateCardRequestSchema.parse({ name: 'FY27 company rates', entries: [{ lcat: 'Program Manager', rate: 95, source: { kind: 'company' } }] })
 */
export const CreateRateCardRequestSchema = z.object({
  name: cardName,
  ratesAsOf: IsoDateSchema.nullish(),
  entries: z.array(RateCardEntrySchema).max(RATE_CARD_MAX_ENTRIES).default([]),
});
export type CreateRateCardRequest = z.infer<typeof CreateRateCardRequestSchema>;
export type CreateRateCardRequestInput = z.input<typeof CreateRateCardRequestSchema>;

/**
 * Body of `PATCH /api/staffing/rate-cards/:id`: any of the fields; `entries` replaces them all.
 * @example
 * UpdateRateCardRequestSchema.parse({ entries: [{ lcat: 'Program Manager', rate: '97.50', source: { kind: 'company' } }] })
 */
export const UpdateRateCardRequestSchema = z.object({
  name: cardName.optional(),
  ratesAsOf: IsoDateSchema.nullish(),
  entries: z.array(RateCardEntrySchema).max(RATE_CARD_MAX_ENTRIES).optional(),
});
export type UpdateRateCardRequest = z.infer<typeof UpdateRateCardRequestSchema>;
export type UpdateRateCardRequestInput = z.input<typeof UpdateRateCardRequestSchema>;

/**
 * Body of `POST /api/staffing/rate-cards/import`: the rows of a CSV file or an Excel sheet as
 * text cells (the client reads the file; rowsFromCsv / rowsFromXlsx in @staffplan/core/pricing),
 * read by rateCardFromRows. With `id` the rows replace that card's entries.
 * @example
 * ImportRateCardRequestSchema.parse({ name: 'FY27', rows: [['Labor Category', 'Rate'], ['Program Manager', '$95.00']] })
 */
export const ImportRateCardRequestSchema = z.object({
  name: cardName,
  id: z.string().optional(),
  ratesAsOf: IsoDateSchema.nullish(),
  rows: z
    .array(z.array(z.string().max(1000)).max(100))
    .min(1, 'The file has no rows')
    .max(RATE_CARD_IMPORT_MAX_ROWS),
});
export type ImportRateCardRequest = z.infer<typeof ImportRateCardRequestSchema>;

/**
 * Answer of an import: the saved card and what the reader noticed (repeated LCATs).
 * @example
 * ImportRateCardResponseSchema.parse({ card, warnings: [] })
 */
export const ImportRateCardResponseSchema = z.object({ card: RateCardSchema, warnings: z.array(z.string()) });
export type ImportRateCardResponse = z.infer<typeof ImportRateCardResponseSchema>;

/**
 * Path parameters of `/api/staffing/rate-cards/:id`; an id that names none of the caller's
 * cards is a 404.
 * @example
 * RateCardIdParamsSchema.parse({ id: '0b6f...' })
 */
export const RateCardIdParamsSchema = z.object({ id: z.string() });
