import { API_CONTRACT } from '../../contract/index';
import { diffPlans } from '../../merge/diff-plans';
import { mergePlan } from '../../merge/merge-plan';
import { normalizePlan } from '../../plan/normalize';
import type { ChatMessage, PlanDiff } from '../../schemas/chat';
import { type SavedPlan, SavedPlanSchema, UpdatePlanRequestSchema } from '../../schemas/plan';
import type { ApiContext } from '../api-context';
import { StaffPlanError } from '../errors';
import type { RequestOptions } from '../options';
import { ChatResource } from './chat';
import { at } from './route-at';
import { checked } from './validate';

/** The planner's text for an answer whose plan cannot be applied (docs/product.md, Messages users see). */
export const INVALID_PLAN_DATA = 'Received invalid plan data. Could not update staffing plan.';

/**
 * Options of `client.plans.chat()`: the request options plus the conversation so far.
 * @example
 * await client.plans.chat(id, 'now make it 0.5 FTE', { history });
 */
export interface PlanChatOptions extends RequestOptions {
  /** Earlier turns of this conversation, oldest first (what "it" and "that task" refer to). */
  history?: ChatMessage[];
}

/**
 * What one `client.plans.chat()` turn did.
 * @example
 * const { reply, saved, diff, plan } = await client.plans.chat(id, 'add a QA Engineer for 500 hours');
 */
export interface PlanChatResult {
  /** The assistant's answer. */
  reply: string;
  /** Whether the plan changed and was saved as a new version (false for a question). */
  saved: boolean;
  /** What changed (tasks added, removed, changed; hours and FTE before and after), or null. */
  diff: PlanDiff | null;
  /** The plan after the turn: the saved version, or the plan as read when nothing changed. */
  plan: SavedPlan;
  /** This turn as two history messages, to pass in `history` of the next turn. */
  turn: ChatMessage[];
}

/**
 * One chat turn on a saved plan, applied and saved: reads the plan and its version (ETag),
 * sends the message with the plan and its documents, merges the answer with core's
 * `mergePlan`, and saves the result with `If-Match` set to the version read, so an edit made
 * elsewhere in between answers ConflictError instead of being overwritten. A question saves
 * nothing.
 */
export async function chatAndSave(
  api: ApiContext,
  id: string,
  message: string,
  options: PlanChatOptions = {},
): Promise<PlanChatResult> {
  const { history = [], ...request } = options;
  const read = await api.callWithHeaders({
    ...at(API_CONTRACT.plans.get, { id }),
    schema: SavedPlanSchema,
    options: request,
  });
  const saved = read.data;
  const version = read.headers.get('etag') ?? `"${saved.updated_at}"`;
  const normalized = normalizePlan(saved.generated_plan);
  const before = normalized.ok ? normalized.value : saved.generated_plan;
  const answer = await new ChatResource(api).send(
    {
      message,
      planData: before,
      rfpText: saved.rfp_text,
      supportingDoc1: saved.supporting_doc1,
      supportingDoc2: saved.supporting_doc2,
      customInstructions: saved.custom_instructions,
      history,
      planId: id,
    },
    request,
  );
  const turn: ChatMessage[] = [
    { role: 'user', content: message.trim() },
    { role: 'assistant', content: answer.message },
  ];
  if (Object.keys(answer.updatedPlan).length === 0)
    return { reply: answer.message, saved: false, diff: null, plan: saved, turn };
  const merged = mergePlan(before, answer.updatedPlan);
  if (!merged.ok) throw new StaffPlanError(INVALID_PLAN_DATA);
  const diff = answer.diff ?? diffPlans(before, merged.value);
  const unchanged =
    diff.added.length + diff.removed.length + diff.changed.length === 0 &&
    diff.hoursBefore === diff.hoursAfter;
  if (unchanged) return { reply: answer.message, saved: false, diff: null, plan: saved, turn };
  const plan = await api.call({
    ...at(API_CONTRACT.plans.update, { id }),
    json: checked(UpdatePlanRequestSchema, {
      id,
      generated_plan: merged.value,
      change: { source: 'chat', message },
    }),
    headers: { 'if-match': version },
    schema: SavedPlanSchema,
    options: request,
  });
  return { reply: answer.message, saved: true, diff, plan, turn };
}
