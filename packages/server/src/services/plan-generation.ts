import type { CreatePlanRequest, GeneratedPlan, UpdatePlanRequest } from '@staffplan/core';
import type { AppDeps } from '../deps';
import type { PlanUpdate } from '../db/schema';
import type { AuthUser } from '../types';
import { totalsOf, updatePlan } from './plans';
import { recordUsage } from './usage';

const HOUR_MS = 3_600_000;

/**
 * Runs the generator for a new plan (planId undefined) or a regeneration. The generator of
 * the generation engineer saves the plan and records usage as one job; a generator that does
 * not (returns no planId) is completed here, so the route's answer is the same either way.
 */
export async function generatePlan(
  deps: AppDeps,
  user: AuthUser,
  input: CreatePlanRequest,
  planId: string | undefined,
): Promise<{ planId: string; generatedPlan: GeneratedPlan; generationId?: string | undefined }> {
  const result = await deps.generator.generate({ user, input, ...(planId ? { planId } : {}) });
  if (result.planId)
    return { planId: result.planId, generatedPlan: result.generatedPlan, generationId: result.generationId };
  const values = {
    name: input.name,
    total_fte: input.total_fte ?? null,
    rfp_text: input.rfp_text,
    supporting_doc1: input.supporting_doc1 ?? null,
    supporting_doc2: input.supporting_doc2 ?? null,
    custom_instructions: input.custom_instructions ?? null,
    document_names: JSON.stringify(input.document_names ?? {}),
    generated_plan: JSON.stringify(result.generatedPlan),
    requirement_digest: JSON.stringify(result.requirementDigest ?? null),
    ...totalsOf(result.generatedPlan),
    texts_expire_at: new Date(deps.clock().getTime() + deps.config.documentRetentionHours * HOUR_MS),
  };
  const saved = planId
    ? await updatePlan(deps.db, user.id, planId, values)
    : await deps.db.kysely
        .insertInto('plans')
        .values({ ...values, owner_id: user.id })
        .returningAll()
        .executeTakeFirstOrThrow();
  await recordUsage(deps.db, {
    userId: user.id,
    planId: saved.id,
    kind: 'generation',
    ...result.usage,
    provider: result.provider,
  });
  await deps.billing.onPlanGenerated(user);
  return { planId: saved.id, generatedPlan: result.generatedPlan, generationId: result.generationId };
}

/**
 * Applies a PATCH edit. Only the fields of UpdatePlanRequestSchema are read, so owner, usage,
 * totals and timestamps sent by a client are ignored; totals follow the new generated_plan.
 */
export async function planChanges(deps: AppDeps, ownerId: string, id: string, input: UpdatePlanRequest) {
  const changes: PlanUpdate = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.total_fte !== undefined) changes.total_fte = input.total_fte;
  if (input.custom_instructions !== undefined) changes.custom_instructions = input.custom_instructions;
  if (input.document_names !== undefined) changes.document_names = JSON.stringify(input.document_names ?? {});
  let texts = false;
  for (const key of ['rfp_text', 'supporting_doc1', 'supporting_doc2'] as const) {
    if (input[key] !== undefined) {
      changes[key] = input[key];
      texts = true;
    }
  }
  if (texts)
    changes.texts_expire_at = new Date(deps.clock().getTime() + deps.config.documentRetentionHours * HOUR_MS);
  if (input.generated_plan !== undefined) {
    changes.generated_plan = JSON.stringify(input.generated_plan);
    Object.assign(changes, totalsOf(input.generated_plan));
  }
  return updatePlan(deps.db, ownerId, id, changes);
}
