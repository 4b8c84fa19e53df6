import { z } from 'zod';
import {
  type CreatePlanRequestInput,
  CreatePlanRequestSchema,
  type CreatePlanResponse,
  CreatePlanResponseSchema,
  PLAN_PAGE_MAX_LIMIT,
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
 * Which page `client.plans.page()` reads.
 * @example
 * await client.plans.page({ limit: 100, cursor: previous.nextCursor ?? undefined });
 */
export interface PlanPageParams {
  /** Plans per page, 1-200. Default: the server's, 50. */
  limit?: number;
  /** The `nextCursor` of the previous page. Default: the first page. */
  cursor?: string;
}

/**
 * One page of saved plans.
 * @example
 * const { plans, nextCursor, total } = await client.plans.page({ limit: 50 });
 */
export interface PlanPage {
  plans: PlanListResponse;
  /** The cursor of the next page, or null when this is the last. */
  nextCursor: string | null;
  /** How many plans the user has (the server's X-Total-Count). */
  total: number;
}

/**
 * The cursor of a `Link: <...>; rel="next"` header (RFC 8288), or null.
 * @example
 * nextCursorOf('</api/staffing/plans?limit=50&cursor=abc>; rel="next"') // 'abc'
 */
export function nextCursorOf(link: string | null): string | null {
  for (const part of (link ?? '').split(',')) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    const rel = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(match?.[2] ?? '')?.[1] ?? '';
    if (match?.[1] && rel.toLowerCase().split(/\s+/).includes('next'))
      return new URL(match[1], 'http://link.invalid').searchParams.get('cursor');
  }
  return null;
}

/**
 * The signed-in user's saved plans: `/api/staffing/plans`.
 * @example
 * const plans = await client.plans.list(); // every plan, page after page
 * const plan = await client.plans.get(plans[0].id);
 */
export class PlansResource {
  constructor(
    private readonly api: ApiContext,
    private readonly now: () => number,
  ) {}

  /**
   * Lists every plan (summaries, most recently updated first): follows the server's pages of
   * 200 until the last. A plan saved while the pages are read moves to the top of the list
   * and may be missing from this answer; the next call has it. For one page, see `page()`.
   * @example
   * for (const p of await client.plans.list()) console.log(p.name, p.total_hours);
   */
  async list(options?: RequestOptions): Promise<PlanListResponse> {
    const plans: PlanListResponse = [];
    let cursor: string | null = null;
    do {
      const page: PlanPage = await this.page(
        { limit: PLAN_PAGE_MAX_LIMIT, ...(cursor ? { cursor } : {}) },
        options,
      );
      plans.push(...page.plans);
      cursor = page.nextCursor;
    } while (cursor);
    return plans;
  }

  /**
   * One page of plans, most recently updated first; pass `nextCursor` back for the next one.
   * @example
   * const first = await client.plans.page();
   * const second = first.nextCursor ? await client.plans.page({ cursor: first.nextCursor }) : null;
   */
  async page(params: PlanPageParams = {}, options?: RequestOptions): Promise<PlanPage> {
    const { data, headers } = await this.api.callWithHeaders({
      method: 'GET',
      path: '/api/staffing/plans',
      query: { limit: params.limit, cursor: params.cursor, t: this.now() },
      schema: PlanListResponseSchema,
      options,
    });
    const total = Number(headers.get('x-total-count'));
    return {
      plans: data,
      nextCursor: nextCursorOf(headers.get('link')),
      total: Number.isInteger(total) && headers.has('x-total-count') ? total : data.length,
    };
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
