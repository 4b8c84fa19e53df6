import {
  applyChatEdit,
  DEFAULT_HOURS_PER_FTE,
  type ChatRequest,
  type ChatResponse,
  describeDiff,
  diffPlans,
  type EstimatorInput,
  type GeneratedPlan,
  normalizePlan,
} from '@staffplan/core';
import type { Logger } from 'pino';
import type { Db } from '../db/connect';
import type { PlanRow } from '../db/schema';
import { AppError } from '../errors';
import { recordUsage } from '../services/usage';
import type { AuthUser, BillingHooks } from '../types';
import type { ModelProvider } from './provider';
import { getPlan } from '../services/plans';

interface ChatDeps {
  db: Db;
  logger: Logger;
  billing: BillingHooks;
  provider: ModelProvider;
}

/** The plan the client sent; nothing (or an empty object) starts from an empty plan. */
function currentPlan(planData: unknown): GeneratedPlan {
  if (planData === undefined || planData === null) return { tasks: [], hoursPerFte: DEFAULT_HOURS_PER_FTE };
  if (typeof planData === 'object' && !Array.isArray(planData) && Object.keys(planData).length === 0) {
    return { tasks: [], hoursPerFte: DEFAULT_HOURS_PER_FTE };
  }
  const normalized = normalizePlan(planData);
  if (!normalized.ok) {
    throw new AppError(
      'unprocessable',
      `planData is not a staffing plan: ${normalized.errors.slice(0, 3).join('; ')}`,
    );
  }
  return normalized.value;
}

/** The documents of the turn: the ones the client sent, else the saved plan's (while kept). */
function documentsOf(request: ChatRequest, saved: PlanRow | null): EstimatorInput | null {
  const rfpText = request.rfpText?.trim() ? request.rfpText : saved?.rfp_text;
  if (!rfpText?.trim()) return null;
  const fromClient = rfpText === request.rfpText;
  const docs = fromClient
    ? [request.supportingDoc1, request.supportingDoc2]
    : [saved?.supporting_doc1, saved?.supporting_doc2];
  const instructions = fromClient ? request.customInstructions : saved?.custom_instructions;
  const supporting = docs
    .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
    .map((text, i) => ({ name: `Supporting document ${i + 1}`, text }));
  return {
    primary: { name: 'Primary RFP', text: rfpText },
    supporting,
    customInstructions: instructions ?? null,
  };
}

/**
 * One chat turn: the provider proposes edits (validated against core's schemas), they are
 * applied to the client's plan in order, and the reply explains the change with core's
 * diffPlans. `updatedPlan` is always the complete plan, changed or not.
 * @example
 * const response = await runChat(deps, user, request);
 */
export async function runChat(deps: ChatDeps, user: AuthUser, request: ChatRequest): Promise<ChatResponse> {
  await deps.billing.assertCanUse(user, 'chat');
  const saved = request.planId ? await getPlan(deps.db, user.id, request.planId) : null;
  const before = currentPlan(request.planData);
  const outcome = await deps.provider.chat({
    plan: before,
    message: request.message,
    history: request.history,
    input: documentsOf(request, saved),
  });
  let after = before;
  const problems = [...outcome.rejected];
  for (const edit of outcome.edits) {
    const result = applyChatEdit(after, edit);
    if (result.ok) after = result.value;
    else problems.push(...result.errors);
  }
  await recordUsage(deps.db, {
    userId: user.id,
    ...(request.planId ? { planId: request.planId } : {}),
    kind: 'chat',
    inputTokens: outcome.usage.inputTokens,
    outputTokens: outcome.usage.outputTokens,
    estimated: outcome.usage.estimated,
    provider: deps.provider.name,
  });
  const changed = after !== before;
  const diff = diffPlans(before, after);
  const parts: string[] = [];
  if (outcome.reply) parts.push(outcome.reply);
  if (changed) parts.push(`${describeDiff(diff)}.`);
  if (problems.length > 0) {
    parts.push(
      `${changed ? 'Some changes were not applied' : "I couldn't apply that"}: ${problems.join(' ')}`,
    );
  }
  const message = parts.join('\n\n') || 'No changes were made to the plan.';
  return { message, updatedPlan: after, diff };
}
