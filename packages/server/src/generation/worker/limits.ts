import type { ChatRequest, CreatePlanRequest, EstimatorInput } from '@staffplan/core';
import type { Db } from '../../db/connect';
import { recordUsage } from '../../services/usage';
import type { AuthUser, BillingHooks } from '../../types';
import { generationFailure, isGenerationFailure } from './failures';

/**
 * Characters of the documents and instructions a plan is generated from.
 * @example
 * inputChars({ primary: { name: 'RFP', text: 'The contractor shall ...' } }) // 24
 */
export function inputChars(input: EstimatorInput): number {
  return (
    input.primary.text.length +
    (input.supporting ?? []).reduce((sum, doc) => sum + doc.text.length, 0) +
    (input.customInstructions?.length ?? 0)
  );
}

/**
 * Refuses documents larger than a plan may be generated from (413, `reason: too_large`).
 * @example
 * assertInputSize(toEstimatorInput(request), config.generationMaxInputChars);
 */
export function assertInputSize(input: EstimatorInput, limit: number): void {
  const chars = inputChars(input);
  if (chars > limit) throw generationFailure.tooLarge(chars, limit);
}

/** Largest plan, history and message of one chat turn together (a 2,000-task plan is about 1 MB). */
export const CHAT_PLAN_MAX_CHARS = 2_000_000;

/**
 * Refuses a chat turn whose plan, history and message exceed CHAT_PLAN_MAX_CHARS (they are
 * parsed and diffed on the main thread), or whose documents exceed the generation limit.
 * @example
 * assertChatSize(request, config.generationMaxInputChars);
 */
export function assertChatSize(request: ChatRequest, limit: number): void {
  const docs = [request.rfpText, request.supportingDoc1, request.supportingDoc2, request.customInstructions];
  const docChars = docs.reduce((sum, text) => sum + (text?.length ?? 0), 0);
  if (docChars > limit) throw generationFailure.tooLarge(docChars, limit);
  const planChars =
    request.message.length +
    request.history.reduce((sum, m) => sum + m.content.length, 0) +
    (JSON.stringify(request.planData ?? null)?.length ?? 0);
  if (planChars > CHAT_PLAN_MAX_CHARS) throw generationFailure.tooLarge(planChars, CHAT_PLAN_MAX_CHARS);
}

interface CountDeps {
  db: Db;
  billing: BillingHooks;
  provider: string;
  config: { generationMaxInputChars: number };
}

/**
 * A generation stopped by a limit counts as a generated plan, with its input (up to the
 * limit) as estimated usage, so a refused or runaway document cannot be retried for free.
 * Answers whether it counted (false: the failure was of another kind, nothing recorded).
 * @example
 * const counted = await countFailedGeneration(deps, { user, planId: null, input, error });
 */
export async function countFailedGeneration(
  deps: CountDeps,
  failed: { user: AuthUser; planId: string | null; input: CreatePlanRequest; error: unknown },
): Promise<boolean> {
  if (!isGenerationFailure(failed.error)) return false;
  const { input } = failed;
  const chars =
    input.rfp_text.length +
    (input.supporting_doc1?.length ?? 0) +
    (input.supporting_doc2?.length ?? 0) +
    (input.custom_instructions?.length ?? 0);
  await recordUsage(deps.db, {
    userId: failed.user.id,
    planId: failed.planId,
    kind: 'generation',
    inputTokens: Math.ceil(Math.min(chars, deps.config.generationMaxInputChars) / 4),
    outputTokens: 0,
    estimated: true,
    provider: deps.provider,
  });
  await deps.billing.onPlanGenerated(failed.user);
  return true;
}
