import { OkResponseSchema } from '../../schemas/common';
import {
  type CreateRateCardRequestInput,
  CreateRateCardRequestSchema,
  type ImportRateCardRequest,
  ImportRateCardRequestSchema,
  type ImportRateCardResponse,
  ImportRateCardResponseSchema,
  type RateCard,
  type RateCardListResponse,
  RateCardListResponseSchema,
  RateCardSchema,
  type UpdateRateCardRequestInput,
  UpdateRateCardRequestSchema,
} from '../../schemas/rate-card';
import { API_CONTRACT } from '../../contract/index';
import type { ApiContext } from '../api-context';
import type { RequestOptions } from '../options';
import { at } from './route-at';
import { checked } from './validate';

/**
 * The company rate library: `/api/staffing/rate-cards`. A plan is priced with a copy of a card
 * (`generated_plan.pricing.rateCard`), so editing or deleting a card never changes a saved plan.
 * @example
 * const { card } = await client.rateCards.import({ name: 'FY27', rows: rowsFromCsv(csvText) });
 * const plan = await client.plans.get(id);
 * await client.plans.update(id, { generated_plan: { ...plan.generated_plan, pricing: { contractType: 'T&M', rateCard: card.entries, escalation: { percent: 3, ratesAsOf: card.ratesAsOf ?? '2026-10-01' } } } });
 */
export class RateCardsResource {
  constructor(private readonly api: ApiContext) {}

  /**
   * The caller's cards without their entries, most recently updated first.
   * @example
   * for (const c of await client.rateCards.list()) console.log(c.name, c.entry_count);
   */
  list(options?: RequestOptions): Promise<RateCardListResponse> {
    return this.api.call({ ...at(API_CONTRACT.rateCards.list), schema: RateCardListResponseSchema, options });
  }

  /**
   * One card with its entries; another user's card answers NotFoundError.
   * @example
   * const card = await client.rateCards.get(id);
   */
  get(id: string, options?: RequestOptions): Promise<RateCard> {
    return this.api.call({ ...at(API_CONTRACT.rateCards.get, { id }), schema: RateCardSchema, options });
  }

  /**
   * Saves a card; a name already in the library answers ConflictError.
   * @example
   * await client.rateCards.create({ name: 'FY27', entries: [{ lcat: 'Program Manager', rate: '95.00', source: { kind: 'company' } }] });
   */
  create(input: CreateRateCardRequestInput, options?: RequestOptions): Promise<RateCard> {
    return this.api.call({
      ...at(API_CONTRACT.rateCards.create),
      json: checked(CreateRateCardRequestSchema, input),
      schema: RateCardSchema,
      options,
    });
  }

  /**
   * Saves a card read from the rows of a CSV file or sheet (rowsFromCsv, rowsFromXlsx); with
   * `id`, replaces that card's entries. A bad row answers BadRequestError naming the row.
   * @example
   * const { card, warnings } = await client.rateCards.import({ name: 'FY27', rows });
   */
  import(input: ImportRateCardRequest, options?: RequestOptions): Promise<ImportRateCardResponse> {
    return this.api.call({
      ...at(API_CONTRACT.rateCards.import),
      json: checked(ImportRateCardRequestSchema, input),
      schema: ImportRateCardResponseSchema,
      options,
    });
  }

  /**
   * Renames a card, changes its date, or replaces its entries.
   * @example
   * await client.rateCards.update(id, { name: 'FY27 (revised)' });
   */
  update(id: string, input: UpdateRateCardRequestInput, options?: RequestOptions): Promise<RateCard> {
    return this.api.call({
      ...at(API_CONTRACT.rateCards.update, { id }),
      json: checked(UpdateRateCardRequestSchema, input),
      schema: RateCardSchema,
      options,
    });
  }

  /**
   * Deletes a card; plans priced with it keep their copy.
   * @example
   * await client.rateCards.delete(id);
   */
  async delete(id: string, options?: RequestOptions): Promise<void> {
    await this.api.call({ ...at(API_CONTRACT.rateCards.delete, { id }), schema: OkResponseSchema, options });
  }
}
