import { OkResponseSchema } from '../schemas/common';
import {
  CreateRateCardRequestSchema,
  ImportRateCardRequestSchema,
  ImportRateCardResponseSchema,
  RATE_CARD_IMPORT_MAX_ROWS,
  RATE_CARD_MAX_ENTRIES,
  RATE_CARD_NAME_MAX_CHARS,
  RateCardIdParamsSchema,
  RateCardListResponseSchema,
  RateCardSchema,
  UpdateRateCardRequestSchema,
} from '../schemas/rate-card';
import { defineRoute } from './route';

const limits = { RATE_CARD_NAME_MAX_CHARS, RATE_CARD_MAX_ENTRIES };

/**
 * The company rate library: each user's rate cards, kept to price any plan. Scoped to the
 * caller like plans (another user's id answers 404); names are unique per user (409).
 * A plan keeps its own copy of the card it is priced with, overrides included, in
 * `generated_plan.pricing`.
 * @example
 * rateCardsRoutes.get.path // '/api/staffing/rate-cards/:id'
 */
export const rateCardsRoutes = {
  list: defineRoute({
    name: 'rateCards.list',
    method: 'GET',
    path: '/api/staffing/rate-cards',
    summary: 'Rate cards of the library (without entries), most recently updated first',
    auth: 'user',
    response: RateCardListResponseSchema,
    errors: ['unauthorized'],
  }),
  create: defineRoute({
    name: 'rateCards.create',
    method: 'POST',
    path: '/api/staffing/rate-cards',
    summary: 'Save a rate card to the library',
    auth: 'user',
    body: CreateRateCardRequestSchema,
    response: RateCardSchema,
    errors: ['unauthorized', 'bad_request', 'conflict'],
    limits,
  }),
  import: defineRoute({
    name: 'rateCards.import',
    method: 'POST',
    path: '/api/staffing/rate-cards/import',
    summary:
      'Save a rate card read from the rows of a CSV file or Excel sheet (every bad row is a 400 issue)',
    auth: 'user',
    body: ImportRateCardRequestSchema,
    response: ImportRateCardResponseSchema,
    errors: ['unauthorized', 'bad_request', 'conflict', 'not_found'],
    limits: { ...limits, RATE_CARD_IMPORT_MAX_ROWS },
  }),
  get: defineRoute({
    name: 'rateCards.get',
    method: 'GET',
    path: '/api/staffing/rate-cards/:id',
    summary: 'One rate card with its entries',
    auth: 'user',
    params: RateCardIdParamsSchema,
    response: RateCardSchema,
    errors: ['unauthorized', 'not_found'],
  }),
  update: defineRoute({
    name: 'rateCards.update',
    method: 'PATCH',
    path: '/api/staffing/rate-cards/:id',
    summary: 'Rename a rate card, change its date, or replace its entries',
    auth: 'user',
    params: RateCardIdParamsSchema,
    body: UpdateRateCardRequestSchema,
    response: RateCardSchema,
    errors: ['unauthorized', 'bad_request', 'not_found', 'conflict'],
    limits,
  }),
  delete: defineRoute({
    name: 'rateCards.delete',
    method: 'DELETE',
    path: '/api/staffing/rate-cards/:id',
    summary: 'Delete a rate card (plans keep the copy they are priced with)',
    auth: 'user',
    params: RateCardIdParamsSchema,
    response: OkResponseSchema,
    errors: ['unauthorized', 'not_found'],
  }),
} as const;
