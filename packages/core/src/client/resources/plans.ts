import { z } from 'zod';
import {
  type CreatePlanRequestInput,
  CreatePlanRequestSchema,
  type CreatePlanResponse,
  CreatePlanResponseSchema,
  type PlanListResponse,
  PlanListResponseSchema,
  type SavedPlan,
  SavedPlanSchema,
  type UpdatePlanRequestInput,
  UpdatePlanRequestSchema,
} from '../../schemas/plan';
import type { ApiContext } from '../api-context';
import type { RequestOptions } from '../options';
import { checked } from './validate';

/**
 * The signed-in user's saved plans: `/api/staffing/plans`.
 * @example
 * const plans = await client.plans.list();
 * const plan = await client.plans.get(plans[0].id);
 */
export class PlansResource {
  constructor(
    private readonly api: ApiContext,
    private readonly now: () => number,
  ) {}

  /**
   * Lists the plans (summaries, newest first as the server orders them).
   * @example
   * for (const p of await client.plans.list()) console.log(p.name, p.total_hours);
   */
  async list(options?: RequestOptions): Promise<PlanListResponse> {
    return this.api.call({
      method: 'GET',
      path: '/api/staffing/plans',
      query: { t: this.now() },
      schema: PlanListResponseSchema,
      options,
    });
  }

  /**
   * Reads one plan with its generated tasks.
   * @example
   * const { generated_plan } = await client.plans.get('6f1c...');
   */
  async get(id: string, options?: RequestOptions): Promise<SavedPlan> {
    return this.api.call({
      method: 'GET',
      path: `/api/staffing/plans/${encodeURIComponent(id)}`,
      schema: SavedPlanSchema,
      options,
    });
  }

  /**
   * Generates a plan from document text and saves it; waits for the generation to finish.
   * Follow its thinking live with `client.thinking.stream()` opened before the call.
   * @example
   * const { id, generated_plan } = await client.plans.create({ name: 'Guard services', rfp_text: text, total_fte: 12 });
   */
  async create(input: CreatePlanRequestInput, options?: RequestOptions): Promise<CreatePlanResponse> {
    return this.api.call({
      method: 'POST',
      path: '/api/staffing/plans',
      json: checked(CreatePlanRequestSchema, input),
      schema: CreatePlanResponseSchema,
      options,
    });
  }

  /**
   * Updates a plan. With `generated_plan` it saves the tasks as given (chat edits, undo);
   * without it and with `rfp_text` the server generates again.
   * @example
   * await client.plans.update(id, { generated_plan: { tasks } });
   */
  async update(id: string, input: UpdatePlanRequestInput, options?: RequestOptions): Promise<SavedPlan> {
    return this.api.call({
      method: 'PATCH',
      path: `/api/staffing/plans/${encodeURIComponent(id)}`,
      json: checked(UpdatePlanRequestSchema, { ...input, id }),
      schema: SavedPlanSchema,
      options,
    });
  }

  /**
   * Deletes a plan. Another user's plan answers NotFoundError, as a missing one does.
   * @example
   * await client.plans.delete(id);
   */
  async delete(id: string, options?: RequestOptions): Promise<void> {
    await this.api.call({
      method: 'DELETE',
      path: `/api/staffing/plans/${encodeURIComponent(id)}`,
      schema: z.unknown(),
      options,
    });
  }
}
