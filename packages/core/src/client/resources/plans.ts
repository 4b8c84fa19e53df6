import { z } from 'zod';
import {
  type CreatePlanRequestInput,
  CreatePlanRequestSchema,
  type CreatePlanResponse,
  CreatePlanResponseSchema,
  PLAN_PAGE_MAX_LIMIT,
  PlanListResponseSchema,
  type SavedPlan,
  SavedPlanSchema,
  type UpdatePlanRequestInput,
  UpdatePlanRequestSchema,
} from '../../schemas/plan';
import type { ApiContext } from '../api-context';
import type { RequestOptions } from '../options';
import { checked } from './validate';
import { API_CONTRACT } from '../../contract/index';
import { PlanHistoryMethods } from './plan-history';
import { at } from './route-at';
import type { AmendmentList, AmendPlanResponse } from '../../contract/amendments';
import { type AmendmentFile, amendPlan, listAmendments } from './amendments';
import { chatAndSave, type PlanChatOptions, type PlanChatResult } from './plan-chat';
import { nextCursorOf, type PlanPage, type PlanPageParams, PlanListing } from './plan-list';
import { type GenerateOptions, withThinking } from './plan-thinking';
import type { ThinkingResource } from './thinking';

export { nextCursorOf, type PlanPage, type PlanPageParams, PlanListing };

/**
 * The signed-in user's saved plans: `/api/staffing/plans`.
 * @example
 * const plans = await client.plans.list(); // every plan, page after page
 * const plan = await client.plans.get(plans[0].id);
 * await client.plans.rename(plan.id, 'Guard services (rev 2)'); // and versions, undo, redo
 */
export class PlansResource extends PlanHistoryMethods {
  constructor(
    api: ApiContext,
    private readonly now: () => number,
    private readonly thinking: ThinkingResource,
  ) {
    super(api);
  }

  /**
   * Every plan (summaries, most recently updated first), page after page: await it for one
   * array, or iterate it with `for await` to read the pages as you go (`limit` plans per
   * request, default 200). A plan saved while the pages are read moves to the top of the list
   * and may be missing from this answer; the next call has it. For one page, see `page()`.
   * @example
   * for (const p of await client.plans.list()) console.log(p.name, p.total_hours);
   * for await (const p of client.plans.list()) console.log(p.id);
   */
  list(options?: RequestOptions & { limit?: number }): PlanListing {
    const { limit = PLAN_PAGE_MAX_LIMIT, ...request } = options ?? {};
    return new PlanListing((cursor) => this.page({ limit, ...(cursor ? { cursor } : {}) }, request));
  }

  /**
   * One page of plans, most recently updated first; pass `nextCursor` back for the next one.
   * @example
   * const first = await client.plans.page();
   * const second = first.nextCursor ? await client.plans.page({ cursor: first.nextCursor }) : null;
   */
  async page(params: PlanPageParams = {}, options?: RequestOptions): Promise<PlanPage> {
    const { data, headers } = await this.api.callWithHeaders({
      ...at(API_CONTRACT.plans.list),
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
   * Reads one plan with its generated tasks. Each task says where its hours come from
   * (`hoursSource`: stated, derived, assumed) and cites the sentence behind it (`citation`,
   * null when none does); the plan carries `confidence`, `assumptions`, `openQuestions` and
   * `statedComparison`. planView from `@staffplan/core` computes what the planner shows.
   * @example
   * const { generated_plan: plan } = await client.plans.get('6f1c...');
   * console.log(plan.confidence?.level, plan.confidence?.reason); // 'medium', 'Key staff are stated; ...'
   * for (const t of plan.tasks) console.log(t.taskId, t.hoursSource, t.citation?.quote ?? 'No requirement states this line');
   * for (const q of plan.openQuestions ?? []) if (q.askContractingOfficer) console.log(q.question);
   * const view = planView(plan); // totals at plan.hoursPerFte, hours by period, stated vs planned
   */
  async get(id: string, options?: RequestOptions): Promise<SavedPlan> {
    return this.api.call({
      ...at(API_CONTRACT.plans.get, { id }),
      schema: SavedPlanSchema,
      options,
    });
  }

  /**
   * Generates a plan from document text and saves it; waits for the generation to finish.
   * `onThinking` receives the generation's live thinking as it comes.
   * @example
   * const { id, generated_plan } = await client.plans.create(
   *   { name: 'Guard services', rfp_text: text, total_fte: 12 },
   *   { onThinking: (m) => m.type === 'thinking' && process.stdout.write(m.content) },
   * );
   */
  async create(input: CreatePlanRequestInput, options?: GenerateOptions): Promise<CreatePlanResponse> {
    const json = checked(CreatePlanRequestSchema, input);
    return withThinking(this.thinking, options, (request) =>
      this.api.call({
        ...at(API_CONTRACT.plans.create),
        json,
        schema: CreatePlanResponseSchema,
        options: request,
      }),
    );
  }

  /**
   * One chat turn, applied and saved: the message goes to the assistant with the plan, the
   * answer is merged (core's mergePlan) and saved as a new version if the plan changed, based
   * on the version read (If-Match): an edit saved elsewhere meanwhile answers ConflictError.
   * @example
   * const { reply, saved, diff } = await client.plans.chat(id, 'set the help desk task to 0.5 FTE');
   */
  chat(id: string, message: string, options?: PlanChatOptions): Promise<PlanChatResult> {
    return chatAndSave(this.api, id, message, options);
  }

  /**
   * Updates a plan. With `generated_plan` it saves the tasks as given, as a new version of
   * the plan (`change` says where the edit comes from: a chat message or a manual edit);
   * without it and with `rfp_text` the server generates again.
   * @example
   * await client.plans.update(id, { generated_plan: { tasks }, change: { source: 'chat', message: 'add a QA Engineer' } });
   */
  async update(id: string, input: UpdatePlanRequestInput, options?: RequestOptions): Promise<SavedPlan> {
    return this.api.call({
      ...at(API_CONTRACT.plans.update, { id }),
      json: checked(UpdatePlanRequestSchema, { ...input, id }),
      schema: SavedPlanSchema,
      options,
    });
  }

  /**
   * Adds amendments or Q&A to a plan, in order; each is read like the original documents and
   * the plan is re-estimated only where it changed, keeping every edit. Answers one result per
   * file: the saved plan and what the amendment changed (staffing diff with causes).
   * @example
   * const [{ plan, amendment }] = await client.plans.amend(id, [{ file: blob, name: 'Amendment 2.pdf' }]);
   */
  amend(id: string, files: readonly AmendmentFile[], options?: RequestOptions): Promise<AmendPlanResponse[]> {
    return amendPlan(this.api, id, files, options);
  }

  /**
   * The amendments added to a plan, oldest first.
   * @example
   * for (const a of await client.plans.amendments(id)) console.log(a.report.amendment.summary);
   */
  amendments(id: string, options?: RequestOptions): Promise<AmendmentList> {
    return listAmendments(this.api, id, options);
  }

  /**
   * Deletes a plan. Another user's plan answers NotFoundError, as a missing one does.
   * @example
   * await client.plans.delete(id);
   */
  async delete(id: string, options?: RequestOptions): Promise<void> {
    await this.api.call({
      ...at(API_CONTRACT.plans.delete, { id }),
      schema: z.unknown(),
      options,
    });
  }
}
